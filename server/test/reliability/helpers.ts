/** Small helpers shared by the reliability tests. */
import { readFile } from 'node:fs/promises';
import net from 'node:net';
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

/** The stub's transcript for a chunk of `samples` samples; pair with `wavOfSamples`. */
export const textForSamples = (samples: number | undefined): string => `s${samples ?? 'unknown'}`;

/** Resident memory of a process, from /proc (Linux), in MB. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}
