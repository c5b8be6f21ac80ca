/**
 * API overhead: chunk requests at 50 concurrent sessions with a trivial upstream (a loopback
 * OpenAI-compatible server that answers at once), measured with autocannon.
 */
import autocannon from 'autocannon';
import { startOpenAiStub } from '../server/test/openai-stub.js';
import { toneWav } from '../server/test/tone-wav.js';
import { authHeader, fmt, startServer } from './lib/server-process.js';

const SESSIONS = 50;

export async function benchApiOverhead(durationSec = 15) {
  const stub = await startOpenAiStub();
  const server = await startServer({ ANTECKNA_STT: 'openai', ANTECKNA_STT_URL: stub.url, ANTECKNA_LLM: 'openai', ANTECKNA_LLM_URL: stub.url });
  try {
    const sessions = await Promise.all(
      Array.from({ length: SESSIONS }, async () => ((await (await fetch(`${server.api}/sessions`, { method: 'POST', headers: authHeader })).json()) as { sessionId: string }).sessionId),
    );
    const boundary = 'anteckna-bench-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nen\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chunk.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
      toneWav(1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    let next = 0;
    const load = (overallRate?: number) => autocannon({
      url: server.url,
      connections: SESSIONS,
      duration: durationSec,
      ...(overallRate ? { overallRate } : {}),
      requests: [
        {
          method: 'POST',
          headers: { ...authHeader, 'content-type': `multipart/form-data; boundary=${boundary}` },
          body,
          setupRequest: (req) => ({ ...req, path: `/api/v1/sessions/${sessions[next++ % SESSIONS]}/chunks` }),
        },
      ],
    });
    const result = await load();
    // A clinic's real load: each visit sends a chunk every 5-15 s, so 50 visits send about 5 a second.
    const realistic = await load(25);
    return {
      realisticP50Ms: realistic.latency.p50,
      realisticP99Ms: realistic.latency.p99,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      rps: result.requests.average,
      errors: result.errors + result.non2xx,
      total: result.requests.total,
      peakRssMb: server.memory().peakMb,
    };
  } finally {
    await server.stop();
    await stub.close();
  }
}

export function printApiOverhead(r: Awaited<ReturnType<typeof benchApiOverhead>>): void {
  console.log(`3. API overhead (chunk requests, ${SESSIONS} concurrent sessions, instant upstream): p50 ${fmt(r.p50Ms, 0)} ms, p99 ${fmt(r.p99Ms, 0)} ms, ${fmt(r.rps, 0)} req/s, ${r.errors} errors of ${r.total} — target p99 < 20 ms ${r.p99Ms < 20 ? 'PASS' : 'FAIL'}`);
  console.log(`   at 25 req/s (5x a clinic's 50 visits): p50 ${fmt(r.realisticP50Ms, 0)} ms, p99 ${fmt(r.realisticP99Ms, 0)} ms; each chunk is decoded by ffmpeg once to prove it is audio before it is sent upstream`);
}

if (import.meta.url === `file://${process.argv[1]}`) printApiOverhead(await benchApiOverhead());
