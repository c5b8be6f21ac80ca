/**
 * Our overhead on one-shot transcription: POST /api/v1/transcriptions of a 60 s file vs the
 * embedded engine alone on the same file, same settings, both warm.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createEmbeddedTranscriber } from '../server/src/engines/speech/embedded/embedded-transcriber.js';
import { authHeader, fmt, ROOT, startServer } from './lib/server-process.js';
import { OUTPUT, speechChunk } from './lib/speech-audio.js';

export function sixtySecondFile(): string {
  const file = path.join(OUTPUT, 'sixty-seconds.wav');
  if (!fs.existsSync(file)) {
    const parts = Array.from({ length: 6 }, (_, i) => speechChunk(`sixty-${i}`, 10, i * 3).file.replace(/\.ogg$/, '.wav'));
    execFileSync('sox', [...parts, file, 'trim', '0', '60']);
  }
  return file;
}

async function timeIt(run: () => Promise<unknown>, repeats = 3): Promise<number> {
  await run(); // warm
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return Math.min(...times) / 1000;
}

export async function benchServiceOverhead() {
  const file = sixtySecondFile();
  const engine = createEmbeddedTranscriber({ cacheDir: path.join(ROOT, 'bench/output/model-cache') });
  const loadStarted = performance.now();
  await engine.warmUp();
  const loadSec = (performance.now() - loadStarted) / 1000;
  const engineSec = await timeIt(() => engine.transcribe({ audio: { path: file }, language: 'en', signal: new AbortController().signal }));
  await engine.close?.();

  const server = await startServer({ ANTECKNA_PRELOAD_MODELS: 'true' });
  try {
    const serviceSec = await timeIt(async () => {
      const form = new FormData();
      form.set('file', await fs.openAsBlob(file), 'sixty.wav');
      form.set('language', 'en');
      const res = await fetch(`${server.api}/transcriptions`, { method: 'POST', headers: authHeader, body: form });
      if (res.status !== 200) throw new Error(`transcription answered ${res.status}`);
      await res.json();
    });
    return { engineSec, serviceSec, ratio: serviceSec / engineSec, loadSec, rtf: engineSec / 60, serverPeakRssMb: server.memory().peakMb, cores: os.availableParallelism() };
  } finally {
    await server.stop();
  }
}

export function printServiceOverhead(r: Awaited<ReturnType<typeof benchServiceOverhead>>): void {
  console.log(`2. service overhead: POST /transcriptions ${fmt(r.serviceSec)} s vs engine alone ${fmt(r.engineSec)} s on 60 s of speech: ratio ${fmt(r.ratio)} — target <= 1.10 ${r.ratio <= 1.1 ? 'PASS' : 'FAIL'}`);
  console.log(`   engine real-time factor ${fmt(r.rtf, 3)}, model load ${fmt(r.loadSec)} s, server peak RSS ${fmt(r.serverPeakRssMb, 0)} MB, ${r.cores} cores`);
}

if (import.meta.url === `file://${process.argv[1]}`) printServiceOverhead(await benchServiceOverhead());
