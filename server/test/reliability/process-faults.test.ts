/**
 * The process itself under faults, as a real spawned server: stdout a closed pipe at SIGTERM,
 * a port already taken, partial uploads left by a crashed process, too many connections, the
 * speech worker process killed mid-chunk.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer, type ServerChild } from '../spawn-server.js';
import { tempDataDir, TENANT_A_KEY } from '../test-server.js';
import { freePort } from './helpers.js';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const running: ServerChild[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const s of running.splice(0)) s.child.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};
const baseEnv = (dir: string): Record<string, string> => ({ ANTECKNA_DATA_DIR: dir, ANTECKNA_STT: 'openai', ANTECKNA_STT_URL: 'http://127.0.0.1:9/v1' });

describe('process faults', () => {
  it('when stdout becomes a closed pipe, then the server keeps answering and SIGTERM still stops it cleanly', async () => {
    const server = await spawnServer({ ...baseEnv(dataDir()), ANTECKNA_LOG_LEVEL: 'info' }, await freePort());
    running.push(server);
    // The log reader goes away: every later write to stdout fails with EPIPE.
    server.child.stdout!.destroy();
    const headers = { authorization: `Bearer ${TENANT_A_KEY}` };
    for (let i = 0; i < 20; i++) expect((await fetch(`${server.api}/ping`, { headers })).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('when nobody reads stdout any more (a full pipe), then SIGTERM still stops the server', async () => {
    const server = await spawnServer({ ...baseEnv(dataDir()), ANTECKNA_LOG_LEVEL: 'info' }, await freePort());
    running.push(server);
    server.child.stdout!.pause();
    const headers = { authorization: `Bearer ${TENANT_A_KEY}` };
    // Enough log lines to fill the pipe's buffer many times over.
    for (let i = 0; i < 30; i++) await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.api}/ping`, { headers }).then((r) => r.arrayBuffer())));
    server.child.kill('SIGTERM');
    expect(await server.exited).not.toBeNull();
  }, 60_000);

  it('when the speech worker is killed while it transcribes a chunk, then that chunk gets 503 with Retry-After and its retry is transcribed', async () => {
    const dir = dataDir();
    const server = await spawnServer({ ANTECKNA_DATA_DIR: dir }, await freePort()); // the embedded engine
    running.push(server);
    const headers = { authorization: `Bearer ${TENANT_A_KEY}` };
    const { sessionId } = (await (await fetch(`${server.api}/sessions`, { method: 'POST', headers })).json()) as { sessionId: string };
    const send = () => {
      const form = new FormData();
      form.set('file', new Blob([fs.readFileSync(path.join(ROOT, 'server/test/fixtures/audio/consultation-en.wav'))]), 'c.wav');
      form.set('language', 'en');
      form.set('seq', '0');
      return fetch(`${server.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers, body: form });
    };
    const first = send();
    let worker: number | undefined;
    while (!worker) {
      await new Promise((r) => setTimeout(r, 20));
      try {
        worker = Number(execFileSync('pgrep', ['-P', String(server.child.pid), '-f', 'speech-worker'], { encoding: 'utf8' }).trim());
      } catch {} // not started yet
    }
    process.kill(worker, 'SIGKILL');
    const killed = await first;
    expect(killed.status).toBe(503);
    expect(killed.headers.get('retry-after')).toBe('2');
    expect(await killed.json()).toMatchObject({ status: 503, code: 'not_ready', detail: expect.stringContaining('retry') });
    const retried = await send();
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { chunkTranscript: string }).chunkTranscript.toLowerCase()).toContain('throat');
  }, 120_000);

  it('when the port is already taken, then the second server prints one line and exits', async () => {
    const port = await freePort();
    const first = await spawnServer(baseEnv(dataDir()), port);
    running.push(first);
    const second = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...baseEnv(dataDir()), PORT: String(port), HOST: '127.0.0.1', ANTECKNA_API_KEYS: 'clinic-a:test-key-tenant-a-0123456789', ANTECKNA_LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    second.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    second.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(String(port));
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('when a crashed process left partial uploads, then old ones are swept at start and fresh ones of a live process stay', async () => {
    const dir = dataDir();
    const dead = path.join(dir, 'tmp', 'otherhost-12345');
    fs.mkdirSync(dead, { recursive: true });
    const old = path.join(dead, 'partial.webm');
    const fresh = path.join(dead, 'in-progress.webm');
    fs.writeFileSync(old, 'partial');
    fs.writeFileSync(fresh, 'uploading');
    const longAgo = new Date(Date.now() - 3 * 3600_000);
    fs.utimesSync(old, longAgo, longAgo);
    const server = await spawnServer(baseEnv(dir), await freePort());
    running.push(server);
    // The sweep runs just after the start.
    for (let i = 0; i < 50 && fs.existsSync(old); i++) await new Promise((r) => setTimeout(r, 100));
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });

  it('when more connections are opened than the cap, then the extra ones are closed and the server keeps answering', async () => {
    const server = await spawnServer({ ...baseEnv(dataDir()), ANTECKNA_MAX_CONNECTIONS: '5' }, await freePort());
    running.push(server);
    const { port } = new URL(server.api);
    const sockets = await Promise.all(
      Array.from({ length: 8 }, () => new Promise<net.Socket>((resolve) => {
        const s = net.connect(Number(port), '127.0.0.1', () => resolve(s));
        s.on('error', () => {});
      })),
    );
    const closed = await Promise.all(sockets.map((s) => new Promise<boolean>((resolve) => {
      s.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 1_000);
    })));
    expect(closed.filter(Boolean)).toHaveLength(3);
    for (const s of sockets) s.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect((await fetch(`${server.api.replace('/api/v1', '')}/healthz`)).status).toBe(200);
  });
});
