/**
 * Does speech inference stall the server? `GET /api/v1/ping` latency (p50, p99, max) while
 * 1, 4 and 8 visits stream real Swedish speech into the embedded engine in real time: each
 * visit opens a session and sends the Swedish clips as chunks at the pace they were spoken,
 * one request at a time as the web app's queue does. The pings come from their own loop
 * every 50 ms; the first level has no visits, to show what the machine alone adds. Also
 * printed: how far the chunks fell behind (the engine is CPU-bound; the pings must not be).
 * Before the worker pool, one 28 s chunk held every request ~1.75 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { authHeader, fmt, percentile, ROOT, startServer } from './lib/server-process.js';

const CLIPS_DIR = path.join(ROOT, 'server/test/fixtures/speech-sv');
// 0 visits first: the same pings on an idle server, so what the machine itself adds is seen.
const VISITS = [0, 1, 4, 8];
const SECONDS_PER_LEVEL = Number(process.env.BENCH_STALL_SECONDS ?? 40);
const PING_EVERY_MS = 50;

const wavSeconds = (file: string) => (fs.statSync(file).size - 44) / 2 / 16_000;

/** The server main thread's scheduler state now: R running or waiting for a CPU, S asleep, D in blocking I/O. */
const mainThreadState = (pid: number) => fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]![0]!;

/** CPU seconds the server's main thread (its task id is the process id) has used, from /proc. */
function mainThreadCpuSec(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 10 ms
}

interface Level {
  visits: number;
  pings: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  chunksSent: number;
  chunkP50Sec: number;
  chunkMaxSec: number;
  /** Share of the level's wall time the server's main thread was on a CPU. */
  mainThreadBusy: number;
  /** Share of 5 ms samples in which the main thread was runnable (R) or in blocking I/O (D). */
  mainThreadRunnable: number;
  mainThreadBlockedIo: number;
  /** This bench process's own event-loop delay p99: what the machine adds on the measuring side. */
  clientLagP99Ms: number;
}

export async function benchStall(): Promise<{ workers: number; secondsPerLevel: number; levels: Level[] }> {
  const clips = fs
    .readdirSync(CLIPS_DIR)
    .filter((f) => f.startsWith('common_voice') && f.endsWith('.wav'))
    .map((f) => ({ file: path.join(CLIPS_DIR, f), seconds: wavSeconds(path.join(CLIPS_DIR, f)), blob: fs.openAsBlob(path.join(CLIPS_DIR, f)) }));
  const workers = Number(process.env.ANTECKNA_STT_WORKERS ?? 1);
  const server = await startServer({ ANTECKNA_STT: 'embedded', ANTECKNA_PRELOAD_MODELS: 'true', ANTECKNA_STT_WORKERS: String(workers) });
  const levels: Level[] = [];
  try {
    for (const visits of VISITS) {
      const clientLag = monitorEventLoopDelay({ resolution: 10 });
      clientLag.enable();
      const levelStarted = performance.now();
      const cpuBefore = mainThreadCpuSec(server.pid);
      const until = levelStarted + SECONDS_PER_LEVEL * 1000;
      const states: string[] = [];
      const sampler = setInterval(() => states.push(mainThreadState(server.pid)), 5);
      const chunkSeconds: number[] = [];
      const visit = async (v: number) => {
        const { sessionId } = (await (await fetch(`${server.api}/sessions`, { method: 'POST', headers: authHeader })).json()) as { sessionId: string };
        let spokenUntil = performance.now();
        for (let seq = 0; performance.now() < until; seq++) {
          const clip = clips[(v * 3 + seq) % clips.length]!;
          // The chunk exists once it has been spoken; a backlog is sent as fast as answers come.
          spokenUntil += clip.seconds * 1000;
          const wait = spokenUntil - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const form = new FormData();
          form.set('file', await clip.blob, 'chunk.wav');
          form.set('seq', String(seq));
          form.set('language', 'sv');
          const sent = performance.now();
          const res = await fetch(`${server.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: authHeader, body: form });
          await res.arrayBuffer();
          if (res.ok) chunkSeconds.push((performance.now() - sent) / 1000);
        }
      };
      const pings: number[] = [];
      const pinger = (async () => {
        while (performance.now() < until) {
          const at = performance.now();
          await (await fetch(`${server.api}/ping`, { headers: authHeader })).arrayBuffer();
          pings.push(performance.now() - at);
          await new Promise((r) => setTimeout(r, PING_EVERY_MS));
        }
      })();
      // Every visit waits for its last answer, so no backlog carries into the next level.
      await Promise.all([pinger, ...Array.from({ length: visits }, (_, v) => visit(v))]);
      clearInterval(sampler);
      levels.push({
        visits,
        pings: pings.length,
        p50Ms: percentile(pings, 50),
        p99Ms: percentile(pings, 99),
        maxMs: Math.max(...pings),
        chunksSent: chunkSeconds.length,
        chunkP50Sec: percentile(chunkSeconds, 50),
        chunkMaxSec: chunkSeconds.length ? Math.max(...chunkSeconds) : NaN,
        mainThreadBusy: (mainThreadCpuSec(server.pid) - cpuBefore) / ((performance.now() - levelStarted) / 1000),
        clientLagP99Ms: clientLag.percentile(99) / 1e6,
        mainThreadRunnable: states.filter((x) => x === 'R').length / states.length,
        mainThreadBlockedIo: states.filter((x) => x === 'D').length / states.length,
      });
      clientLag.disable();
    }
  } finally {
    await server.stop();
  }
  return { workers, secondsPerLevel: SECONDS_PER_LEVEL, levels };
}

export function printStall(r: Awaited<ReturnType<typeof benchStall>>): void {
  console.log(`   ping while visits stream Swedish speech in real time (${r.workers} speech worker, ${r.secondsPerLevel} s per level; target p99 < 50 ms at 8):`);
  for (const l of r.levels) {
    console.log(
      `     ${l.visits} visit${l.visits === 1 ? ' ' : 's'}: ping p50 ${fmt(l.p50Ms, 1)} ms, p99 ${fmt(l.p99Ms, 1)} ms, max ${fmt(l.maxMs, 1)} ms over ${l.pings} pings; ${l.chunksSent} chunks answered, chunk p50 ${fmt(l.chunkP50Sec, 1)} s, max ${fmt(l.chunkMaxSec, 1)} s; server main thread on a CPU ${fmt(l.mainThreadBusy * 100, 0)} %, runnable ${fmt(l.mainThreadRunnable * 100, 1)} % and in blocking I/O ${fmt(l.mainThreadBlockedIo * 100, 1)} % of samples; this client's own event-loop delay p99 ${fmt(l.clientLagP99Ms, 0)} ms`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printStall(await benchStall());
