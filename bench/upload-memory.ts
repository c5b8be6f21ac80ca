/**
 * Memory: a 500 MB audio upload to POST /api/v1/transcriptions on the default embedded
 * engine (generated here, never committed): the server's peak RSS growth while it receives,
 * decodes and windows 4.5 hours of audio. The file is near-silence, so the energy check skips
 * the model and the run takes seconds, not the model's 20 minutes; the upload and decode path
 * is the same. And a 501 MB declared upload refused before its body is read.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { BENCH_KEY, fmt, startServer } from './lib/server-process.js';
import { OUTPUT } from './lib/speech-audio.js';

const MB = 1024 * 1024;

function bigWav(): string {
  const file = path.join(OUTPUT, 'upload-500mb.wav');
  if (!fs.existsSync(file) || fs.statSync(file).size < 499 * MB) {
    fs.mkdirSync(OUTPUT, { recursive: true });
    // 16 kHz mono 16-bit: 500 MB is about 4.5 hours of low noise.
    const seconds = Math.floor((500 * MB - 44) / 32_000);
    execFileSync('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', file, 'synth', String(seconds), 'pinknoise', 'vol', '0.001']);
  }
  return file;
}

export async function benchUploadMemory() {
  const file = bigWav();
  const server = await startServer({ ANTECKNA_PRELOAD_MODELS: 'true' });
  try {
    await new Promise((r) => setTimeout(r, 500));
    const baseline = server.memory().rssMb;
    // Sampled during the upload: the process's own high-water mark includes loading the model.
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, server.memory().rssMb)), 25);
    const started = performance.now();
    const { status } = await streamUpload(server.url, file).finally(() => clearInterval(sampler));
    const uploadSec = (performance.now() - started) / 1000;

    const refusedMs = await declaredOversize(server.url, 501 * MB);
    return { sizeMb: fs.statSync(file).size / MB, status, uploadSec, baselineMb: baseline, peakMb: peak, growthMb: peak - baseline, refusedMs: refusedMs.ms, refusedStatus: refusedMs.status };
  } finally {
    await server.stop();
  }
}

/** Uploads with curl, which streams from disk, so the client holds none of the file in memory. */
async function streamUpload(origin: string, file: string): Promise<{ status: number }> {
  const { stdout } = await promisify(execFile)('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '-H', `Authorization: Bearer ${BENCH_KEY}`, '-F', 'language=en', '-F', `file=@${file};type=audio/wav`, `${origin}/api/v1/transcriptions`]);
  return { status: Number(stdout.trim()) };
}

function declaredOversize(origin: string, bytes: number): Promise<{ ms: number; status: number }> {
  const url = new URL(`${origin}/api/v1/transcriptions`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { authorization: `Bearer ${BENCH_KEY}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': bytes } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.flushHeaders();
  });
}

export function printUploadMemory(r: Awaited<ReturnType<typeof benchUploadMemory>>): void {
  console.log(`4. memory: ${fmt(r.sizeMb, 0)} MB upload to /transcriptions answered ${r.status} in ${fmt(r.uploadSec, 1)} s; server RSS ${fmt(r.baselineMb, 0)} -> peak ${fmt(r.peakMb, 0)} MB, growth ${fmt(r.growthMb, 0)} MB — target < 100 MB ${r.growthMb < 100 ? 'PASS' : 'FAIL'}`);
  console.log(`   501 MB declared upload refused with ${r.refusedStatus} in ${fmt(r.refusedMs, 1)} ms — target < 50 ms ${r.refusedMs < 50 && r.refusedStatus === 413 ? 'PASS' : 'FAIL'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printUploadMemory(await benchUploadMemory());
