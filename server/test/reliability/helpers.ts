/** Small helpers shared by the reliability tests. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PostgresSessionStore } from '../../src/storage/postgres-session-store.js';
import { freshDatabase } from '../postgres.js';
import { toneWav } from '../tone-wav.js';

/**
 * The stores a suite runs on, for `describe.each`: SQLite (null: the test server's own), and
 * PostgreSQL on a fresh database, or undefined when no PostgreSQL server can be had (skip).
 */
export async function storesUnderTest(database: string): Promise<[string, (() => PostgresSessionStore) | null | undefined][]> {
  const url = await freshDatabase(database);
  return [
    ['SQLite', null],
    ['PostgreSQL', url ? () => new PostgresSessionStore(url) : undefined],
  ];
}

/** A TCP port free on loopback right now (the OS picks it), for a server spawned with a fixed port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A WAV of exactly `samples` samples at 16 kHz. The OpenAI stub can answer with the sample
 * count it receives (the server sends a WAV upstream as it is), so the transcript tells
 * which chunk's audio was transcribed.
 */
export const wavOfSamples = (samples: number): Uint8Array<ArrayBuffer> => new Uint8Array(toneWav(samples / 16_000));

export { textForSamples } from '../server-with-stub.js';

/** Resident memory of a process, from /proc (Linux), in MB. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** A small tmpfs mounted on `dir` that can be made read-only and writable again; undefined where mounting is not allowed. */
export function mountTmpfs(dir: string): { readOnly(): void; writable(): void; unmount(): void } | undefined {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  // Linux refuses a read-only remount while a file on it is open for writing (a database).
  const remount = (mode: string) => execFileSync('mount', ['-o', `remount,${mode}`, dir], { stdio: 'ignore' });
  return { readOnly: () => remount('ro'), writable: () => remount('rw'), unmount: () => execFileSync('umount', ['-l', dir], { stdio: 'ignore' }) };
}

/** Whether this user may mount a tmpfs (root); the storage fault suites are skipped, saying why, when not. */
export const canMountTmpfs = (() => {
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-mount-'));
  const mounted = mountTmpfs(probe);
  mounted?.unmount();
  fs.rmSync(probe, { recursive: true, force: true });
  if (!mounted) console.warn('storage fault tests skipped: this user cannot mount a tmpfs (they need root)');
  return mounted !== undefined;
})();

/** Writes `file` until its filesystem has no byte left. */
export function fillDisk(file: string): void {
  for (const blockSize of [1024 * 1024, 4096, 1]) {
    const block = Buffer.alloc(blockSize, 1);
    const fd = fs.openSync(file, 'a');
    try {
      for (;;) fs.writeSync(fd, block);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    } finally {
      fs.closeSync(fd);
    }
  }
}
