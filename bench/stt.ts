/**
 * The embedded speech engine alone: load time, real-time factor, peak RSS on 60 s of
 * speech, and word error rate on the committed reference set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createEmbeddedTranscriber } from '../server/src/engines/speech/embedded/embedded-transcriber.js';
import { fmt, ROOT } from './lib/server-process.js';
import { sixtySecondFile } from './service-overhead.js';

const WER_DIR = path.join(ROOT, 'server/test/fixtures/wer');

export function wordErrorRate(reference: string, hypothesis: string): { errors: number; words: number } {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9' ]/g, ' ').split(/\s+/).filter(Boolean);
  const r = norm(reference);
  const h = norm(hypothesis);
  const d = Array.from({ length: r.length + 1 }, (_, i) => [i, ...Array<number>(h.length).fill(0)]);
  for (let j = 1; j <= h.length; j++) d[0]![j] = j;
  for (let i = 1; i <= r.length; i++)
    for (let j = 1; j <= h.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1));
  return { errors: d[r.length]![h.length]!, words: r.length };
}

export async function benchEmbeddedStt() {
  const engine = createEmbeddedTranscriber({ cacheDir: path.join(ROOT, 'bench/output/model-cache') });
  const signal = new AbortController().signal;
  const rssBefore = process.memoryUsage().rss / 1024 / 1024;
  const loadStarted = performance.now();
  await engine.warmUp();
  const loadSec = (performance.now() - loadStarted) / 1000;
  const started = performance.now();
  await engine.transcribe({ audio: { path: sixtySecondFile() }, language: 'en', signal });
  const rtf = (performance.now() - started) / 1000 / 60;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;

  const refs = JSON.parse(fs.readFileSync(path.join(WER_DIR, 'references.json'), 'utf8')) as { file: string; text: string }[];
  let errors = 0;
  let words = 0;
  for (const ref of refs) {
    const { text } = await engine.transcribe({ audio: { path: path.join(WER_DIR, ref.file) }, language: 'en', signal });
    const w = wordErrorRate(ref.text.replace(/X ray/i, 'x-ray'), text.replace(/-/g, ' ').replace(/\b(\d+)\b/g, (n) => n));
    errors += w.errors;
    words += w.words;
  }
  await engine.close?.();
  return { loadSec, rtf, peakRssMb, rssBeforeMb: rssBefore, wer: errors / words, sentences: refs.length, words };
}

export function printEmbeddedStt(r: Awaited<ReturnType<typeof benchEmbeddedStt>>): void {
  console.log(`   embedded speech engine alone: load ${fmt(r.loadSec)} s, real-time factor ${fmt(r.rtf, 3)} on 60 s, peak RSS ${fmt(r.peakRssMb, 0)} MB; WER ${fmt(r.wer * 100, 1)} % over ${r.sentences} sentences (${r.words} words; numbers spoken as words count as errors when written as digits)`);
}

if (import.meta.url === `file://${process.argv[1]}`) printEmbeddedStt(await benchEmbeddedStt());
