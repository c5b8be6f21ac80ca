/**
 * Stop-to-note: a visit streamed as real-time chunks through the sessions API on the
 * embedded engines, then the note. Also whether chunk transcription keeps up with 1, 4
 * and 8 visits at once on this machine.
 */
import fs from 'node:fs';
import { authHeader, fmt, percentile, startServer, type ServerProcess } from './lib/server-process.js';
import { speechChunk } from './lib/speech-audio.js';

interface VisitResult {
  chunkLatencies: number[];
  /** Per chunk, the wait for a free inference slot, from the server's Server-Timing header. */
  queueWaits: number[];
  /** From the moment every chunk is on the server (the app drains its queue, then asks). */
  stopToNoteMs: number;
  /** From the start of the last chunk's upload. */
  lastUploadToNoteMs: number;
  audioSeconds: number;
}

async function runVisit(server: ServerProcess, chunkCount: number, speed: number, visitIndex: number): Promise<VisitResult> {
  const { sessionId } = (await (await fetch(`${server.api}/sessions`, { method: 'POST', headers: authHeader })).json()) as { sessionId: string };
  const latencies: number[] = [];
  const queueWaits: number[] = [];
  let audioSeconds = 0;
  let lastSent = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < chunkCount; i++) {
    const chunk = speechChunk(`c${(i * 7 + visitIndex) % 24}`, 5 + ((i * 7 + visitIndex) % 24) % 11, (i + visitIndex) % 16);
    audioSeconds += chunk.seconds;
    // A chunk is sent when its audio has been spoken.
    const due = started + (audioSeconds * 1000) / speed;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    const form = new FormData();
    form.set('file', await fs.openAsBlob(chunk.file), 'chunk.ogg');
    form.set('language', 'en');
    form.set('seq', String(i));
    const sent = performance.now();
    lastSent = sent;
    inFlight.push(
      fetch(`${server.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: authHeader, body: form }).then(async (r) => {
        if (r.status !== 200) throw new Error(`chunk answered ${r.status}: ${await r.text()}`);
        latencies.push(performance.now() - sent);
        const queue = /queue;dur=([\d.]+)/.exec(r.headers.get('server-timing') ?? '');
        if (queue) queueWaits.push(Number(queue[1]));
      }),
    );
  }
  // The clinician presses stop once the last chunk is uploaded (the app drains its queue).
  await Promise.all(inFlight);
  const stop = performance.now();
  const note = await fetch(`${server.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: { ...authHeader, 'content-type': 'application/json' }, body: JSON.stringify({ language: 'en' }) });
  if (note.status !== 200) throw new Error(`note answered ${note.status}`);
  await note.json();
  const done = performance.now();
  return { chunkLatencies: latencies, queueWaits, stopToNoteMs: done - stop, lastUploadToNoteMs: done - lastSent, audioSeconds };
}

export async function benchStopToNote(options: { chunks?: number; speed?: number; concurrencyVisitSeconds?: number } = {}) {
  const chunks = options.chunks ?? 90;
  // 5x: a 15-minute visit in 3 minutes, within what one inference at a time sustains on 2 cores.
  const speed = options.speed ?? 5;
  const server = await startServer({ ANTECKNA_PRELOAD_MODELS: 'true' });
  try {
    // Warm-up, as a server that has been running.
    speechChunk('c0', 5, 0);
    const visit = await runVisit(server, chunks, speed, 0);
    const rows: { visits: number; p50: number; p99: number; queueP50Ms: number; queueP99Ms: number; keepsUp: boolean }[] = [];
    const visitSeconds = options.concurrencyVisitSeconds ?? 60;
    for (const visits of [1, 4, 8]) {
      const results = await Promise.all(Array.from({ length: visits }, (_, v) => runVisit(server, Math.max(2, Math.round(visitSeconds / 10)), 1, v + 1)));
      const lat = results.flatMap((r) => r.chunkLatencies);
      const p99 = percentile(lat, 99);
      // Keeping up: a chunk's transcription is done before the next chunk of that visit (~10 s later) is due.
      const queue = results.flatMap((r) => r.queueWaits);
      rows.push({ visits, p50: percentile(lat, 50) / 1000, p99: p99 / 1000, queueP50Ms: percentile(queue, 50), queueP99Ms: percentile(queue, 99), keepsUp: p99 < 5_000 });
    }
    return {
      stopToNoteSec: visit.stopToNoteMs / 1000,
      lastUploadToNoteSec: visit.lastUploadToNoteMs / 1000,
      visitMinutes: visit.audioSeconds / 60,
      chunks,
      speed,
      chunkP50Sec: percentile(visit.chunkLatencies, 50) / 1000,
      chunkP99Sec: percentile(visit.chunkLatencies, 99) / 1000,
      queueP50Ms: percentile(visit.queueWaits, 50),
      queueP99Ms: percentile(visit.queueWaits, 99),
      concurrency: rows,
      peakRssMb: server.memory().peakMb,
    };
  } finally {
    await server.stop();
  }
}

export function printStopToNote(r: Awaited<ReturnType<typeof benchStopToNote>>): void {
  console.log(`1. stop-to-note: ${fmt(r.lastUploadToNoteSec)} s from the last chunk's upload to the note (${fmt(r.stopToNoteSec)} s once it was transcribed), ${fmt(r.visitMinutes, 1)}-minute visit in ${r.chunks} chunks sent at ${r.speed}x real time — target < 2 s ${r.lastUploadToNoteSec < 2 ? 'PASS' : 'FAIL'}`);
  console.log(`   chunk upload->transcript during that visit: p50 ${fmt(r.chunkP50Sec)} s, p99 ${fmt(r.chunkP99Sec)} s (queue wait p50 ${fmt(r.queueP50Ms, 0)} ms, p99 ${fmt(r.queueP99Ms, 0)} ms); server peak RSS ${fmt(r.peakRssMb, 0)} MB`);
  for (const row of r.concurrency) {
    console.log(
      `   ${row.visits} concurrent real-time visit(s): queue wait per chunk p50 ${fmt(row.queueP50Ms, 0)} ms, p99 ${fmt(row.queueP99Ms, 0)} ms; ` +
        `chunk latency p50 ${fmt(row.p50)} s, p99 ${fmt(row.p99)} s — ${row.keepsUp ? 'keeps up with real time' : 'falls behind'}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const speedArg = process.argv.indexOf('--speed');
  printStopToNote(await benchStopToNote(speedArg > 0 ? { speed: Number(process.argv[speedArg + 1]) } : {}));
}
