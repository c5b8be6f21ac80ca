/** Runs the real server as a child process for benchmarks, and reads its memory from /proc. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_KEY = 'bench-key-0123456789abcdef';

export interface ServerProcess {
  url: string;
  api: string;
  pid: number;
  child: ChildProcess;
  /** Resident memory now and at its peak, in MB. */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

/**
 * For profiling: BENCH_NODE_FLAGS are given to the server's node (e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof`, `--trace-gc`); BENCH_SERVER_LOG=file appends its stdout to that file.
 */
const { BENCH_NODE_FLAGS, BENCH_SERVER_LOG } = process.env;

export async function startServer(env: Record<string, string> = {}, port = 18_700 + Math.floor(Math.random() * 200)): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-bench-'));
  const nodeFlags = BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ANTECKNA_DATA_DIR: dataDir,
      ANTECKNA_MODEL_CACHE_DIR: path.join(ROOT, 'bench/output/model-cache'),
      ANTECKNA_API_KEYS: `bench:${BENCH_KEY}`,
      ANTECKNA_RATE_LIMIT_PER_MINUTE: '0',
      ANTECKNA_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => {
    output += d.toString();
    if (BENCH_SERVER_LOG) fs.appendFileSync(BENCH_SERVER_LOG, d);
  });
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  for (let i = 0; !output.includes('Anteckna is running'); i++) {
    if (child.exitCode !== null || i > 600) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const url = `http://127.0.0.1:${port}`;
  const status = (field: string) => Number(/(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(field)) ?? '')?.[1] ?? 0) / 1024;
  return {
    url,
    api: `${url}/api/v1`,
    pid: child.pid!,
    child,
    memory: () => ({ rssMb: status('VmRSS:'), peakMb: status('VmHWM:') }),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const authHeader = { authorization: `Bearer ${BENCH_KEY}` };

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
