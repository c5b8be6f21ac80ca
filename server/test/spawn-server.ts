/** Runs `server/src/main.ts` as a real child process, for tests that kill or signal it. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TENANT_A_KEY } from './test-server.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerChild {
  api: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export async function spawnServer(env: Record<string, string>, port: number, nodeArgs: string[] = []): Promise<ServerChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ANTECKNA_API_KEYS: `clinic-a:${TENANT_A_KEY}`, ANTECKNA_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; !output.includes('Anteckna is running'); i++) {
    if (child.exitCode !== null || i > 600) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { api: `http://127.0.0.1:${port}/api/v1`, child, output: () => output, exited };
}

/** Node arguments that preload the heap probe; read it with `liveHeapMb`. */
export const HEAP_PROBE_ARGS = ['--expose-gc', '--import', path.join(ROOT, 'server/test/heap-probe.ts')];

/** The server's live heap in MB after a full collection (needs `HEAP_PROBE_ARGS`). */
export async function liveHeapMb(server: ServerChild): Promise<number> {
  const seen = server.output().length;
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 200; i++) {
    const line = /heap-probe (\d+)/.exec(server.output().slice(seen));
    if (line) return Number(line[1]) / 2 ** 20;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the heap probe did not answer within 5 s');
}
