/**
 * API overhead: chunk requests from 50 concurrent sessions with a trivial upstream (a
 * loopback OpenAI-compatible server that answers at once).
 *
 * Latency is measured open-loop, the way visits load the service: each session sends its
 * next chunk on a schedule whether or not the previous answer came back, and a request's
 * latency counts from its scheduled time, so queueing inside the server is not hidden.
 * Throughput is measured closed-loop with autocannon (50 connections sending back to back).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { startOpenAiStub } from '../server/test/openai-stub.js';
import { toneWav } from '../server/test/tone-wav.js';
import { authHeader, fmt, percentile, startServer } from './lib/server-process.js';

const SESSIONS = 50;
/** A real visit sends a chunk every 5-15 s: 50 visits send about 5 a second. */
const RATES_PER_SEC = [5, 25, 50];

export async function benchApiOverhead(durationSec = 10) {
  const stub = await startOpenAiStub({ trivial: true });
  const server = await startServer({ ANTECKNA_STT: 'openai', ANTECKNA_STT_URL: stub.url, ANTECKNA_LLM: 'openai', ANTECKNA_LLM_URL: stub.url });
  try {
    const sessions = await Promise.all(
      Array.from({ length: SESSIONS }, async () => ((await (await fetch(`${server.api}/sessions`, { method: 'POST', headers: authHeader })).json()) as { sessionId: string }).sessionId),
    );
    const boundary = 'anteckna-bench-boundary';
    // A 1 s chunk, as small as the server sees: the figure is the service's own cost.
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nen\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chunk.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
      toneWav(1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { ...authHeader, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) };
    const agent = new http.Agent({ keepAlive: true, maxSockets: SESSIONS });
    const url = new URL(server.url);

    const send = (sessionId: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request({ host: url.hostname, port: url.port, method: 'POST', path: `/api/v1/sessions/${sessionId}/chunks`, headers, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(body);
      });

    const openLoop = async (ratePerSec: number) => {
      const latencies: number[] = [];
      let errors = 0;
      // At least 200 requests, so p99 is not just the single slowest one.
      const total = Math.max(200, Math.round(ratePerSec * durationSec));
      const start = performance.now() + 50;
      await Promise.all(
        Array.from({ length: total }, async (_, i) => {
          const scheduled = start + (i * 1000) / ratePerSec;
          await new Promise((r) => setTimeout(r, Math.max(0, scheduled - performance.now())));
          const status = await send(sessions[i % SESSIONS]!).catch(() => 0);
          if (status !== 200) errors++;
          latencies.push(performance.now() - scheduled);
        }),
      );
      return { ratePerSec, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), errors, total };
    };

    await openLoop(25); // warm-up: JIT, SQLite pages, keep-alive sockets
    const openLoopRuns = [];
    for (const rate of RATES_PER_SEC) openLoopRuns.push(await openLoop(rate));

    let next = 0;
    const saturation = await autocannon({
      url: server.url,
      connections: SESSIONS,
      duration: durationSec,
      requests: [{ method: 'POST', headers: { ...authHeader, 'content-type': headers['content-type'] }, body, setupRequest: (req) => ({ ...req, path: `/api/v1/sessions/${sessions[next++ % SESSIONS]}/chunks` }) }],
    });
    agent.destroy();
    return {
      openLoop: openLoopRuns,
      saturation: {
        rps: saturation.requests.average,
        p50Ms: saturation.latency.p50,
        p99Ms: saturation.latency.p99,
        errors: saturation.errors + saturation.non2xx,
        total: saturation.requests.total,
      },
      peakRssMb: server.memory().peakMb,
    };
  } finally {
    await server.stop();
    await stub.close();
  }
}

export function printApiOverhead(r: Awaited<ReturnType<typeof benchApiOverhead>>): void {
  console.log(`3. API overhead (chunk requests from ${SESSIONS} concurrent sessions, instant loopback upstream):`);
  for (const run of r.openLoop) {
    console.log(
      `   ${String(run.ratePerSec).padStart(3)} chunks/s: p50 ${fmt(run.p50Ms, 1)} ms, p99 ${fmt(run.p99Ms, 1)} ms, ${run.errors} errors of ${run.total} — target p99 < 20 ms ${run.p99Ms < 20 ? 'PASS' : 'FAIL'}`,
    );
  }
  const s = r.saturation;
  console.log(`   saturated (${SESSIONS} connections back to back): ${fmt(s.rps, 0)} req/s, p50 ${fmt(s.p50Ms, 0)} ms, p99 ${fmt(s.p99Ms, 0)} ms, ${s.errors} errors of ${s.total}; peak RSS ${fmt(r.peakRssMb, 0)} MB`);
}

if (import.meta.url === `file://${process.argv[1]}`) printApiOverhead(await benchApiOverhead());
