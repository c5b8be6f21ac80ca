/**
 * The embedded speech engine alone, Whisper tiny.en and small side by side, each measured
 * in its own process so peak RSS is its own: model preparation and load time, word error
 * rate per language set (the 11 real Swedish clips, the English reference sentences),
 * latency per chunk length (3, 8, 15, 28 s), real-time factor, and for small whether
 * encoding waiting chunks as one batch beats running them one after another.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../server/src/contract/api.schema.js';
import { createEmbeddedTranscriber } from '../server/src/engines/speech/embedded/embedded-transcriber.js';
import type { SpeechModelName } from '../server/src/engines/speech/embedded/speech-model.js';
import { prepareWhisperModel } from '../server/src/engines/speech/embedded/whisper-model.js';
import { prepareWhisperSmall } from '../server/src/engines/speech/embedded/whisper-small/small-model.js';
import { wordErrorRate } from '../server/test/word-error-rate.js';
import { fmt, ROOT } from './lib/server-process.js';
import { OUTPUT } from './lib/speech-audio.js';
import { sixtySecondFile } from './service-overhead.js';

const CACHE_DIR = path.join(OUTPUT, 'model-cache');
const CHUNK_SECONDS = [3, 8, 15, 28];
const SETS: { name: string; language: Language; dir: string; references: () => { file: string; text: string }[] }[] = [
  {
    name: 'Swedish (11 Common Voice clips)',
    language: 'sv',
    dir: path.join(ROOT, 'server/test/fixtures/speech-sv'),
    references() {
      return fs
        .readdirSync(this.dir)
        .filter((f) => f.startsWith('common_voice') && f.endsWith('.wav'))
        .map((file) => ({ file, text: fs.readFileSync(path.join(this.dir, file.replace(/\.wav$/, '.txt')), 'utf8') }));
    },
  },
  {
    name: 'English (6 reference sentences)',
    language: 'en',
    dir: path.join(ROOT, 'server/test/fixtures/wer'),
    references() {
      return JSON.parse(fs.readFileSync(path.join(this.dir, 'references.json'), 'utf8')) as { file: string; text: string }[];
    },
  },
];

interface ModelFigures {
  model: SpeechModelName;
  prepareSec: number;
  loadSec: number;
  wer: { set: string; wer: number; words: number }[];
  /** Seconds per chunk, by language and chunk length. */
  latency: { language: Language; seconds: number; latencySec: number }[];
  rtf60sEnglish: number;
  peakRssMb: number;
  batch?: { chunks: number; chunkSec: number; oneByOneSec: number; batchedSec: number };
}

/** The Swedish clips joined with short pauses, then cut to each chunk length. */
function swedishChunk(seconds: number): string {
  const joined = path.join(OUTPUT, 'speech-sv-joined.wav');
  if (!fs.existsSync(joined)) {
    fs.mkdirSync(OUTPUT, { recursive: true });
    const clips = SETS[0]!.references().map((r) => path.join(SETS[0]!.dir, r.file));
    const pause = path.join(OUTPUT, 'pause-300ms.wav');
    execFileSync('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', pause, 'trim', '0', '0.3']);
    execFileSync('sox', [...clips.flatMap((c) => [c, pause]), joined]);
  }
  return cut(joined, `sv-${seconds}`, seconds);
}

function cut(source: string, name: string, seconds: number): string {
  const file = path.join(OUTPUT, `chunk-${name}s.wav`);
  if (!fs.existsSync(file)) execFileSync('sox', [source, file, 'trim', '0', String(seconds)]);
  return file;
}

async function measure(model: SpeechModelName): Promise<ModelFigures> {
  const signal = new AbortController().signal;
  let started = performance.now();
  if (model === 'small') prepareWhisperSmall(CACHE_DIR);
  else prepareWhisperModel(CACHE_DIR);
  const prepareSec = (performance.now() - started) / 1000;
  const engine = createEmbeddedTranscriber({ cacheDir: CACHE_DIR, englishModel: model, englishOnly: model === 'tiny.en' });
  started = performance.now();
  await engine.warmUp();
  const loadSec = (performance.now() - started) / 1000;
  const transcribe = async (file: string, language: Language) => {
    const at = performance.now();
    const { text } = await engine.transcribe({ audio: { path: file }, language, signal });
    return { text, sec: (performance.now() - at) / 1000 };
  };

  const wer: ModelFigures['wer'] = [];
  for (const set of SETS.filter((s) => engine.languages.includes(s.language))) {
    let errors = 0;
    let words = 0;
    for (const ref of set.references()) {
      const { text } = await transcribe(path.join(set.dir, ref.file), set.language);
      const w = wordErrorRate(ref.text, text);
      errors += w.errors;
      words += w.words;
    }
    wer.push({ set: set.name, wer: errors / words, words });
    console.error(`${model}: WER ${set.name} ${((errors / words) * 100).toFixed(1)} %`);
  }

  const latency: ModelFigures['latency'] = [];
  const english = sixtySecondFile();
  for (const language of (['en', 'sv'] as const).filter((l) => engine.languages.includes(l))) {
    for (const seconds of CHUNK_SECONDS) {
      const file = language === 'sv' ? swedishChunk(seconds) : cut(english, `en-${seconds}`, seconds);
      latency.push({ language, seconds, latencySec: (await transcribe(file, language)).sec });
      console.error(`${model}: ${language} ${seconds} s chunk in ${latency.at(-1)!.latencySec.toFixed(2)} s`);
    }
  }
  const rtf60sEnglish = (await transcribe(english, 'en')).sec / 60;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  await engine.close();

  let batch: ModelFigures['batch'];
  if (model === 'small') {
    // The same waiting chunks through one worker, one by one and then as one encoder batch.
    const chunks = 4;
    const chunkSec = 8;
    const file = swedishChunk(chunkSec);
    const timeAll = async (maxBatch: number) => {
      const batched = createEmbeddedTranscriber({ cacheDir: CACHE_DIR, maxBatch });
      await batched.warmUp();
      const at = performance.now();
      await Promise.all(Array.from({ length: chunks }, () => batched.transcribe({ audio: { path: file }, language: 'sv', signal })));
      const sec = (performance.now() - at) / 1000;
      await batched.close();
      return sec;
    };
    batch = { chunks, chunkSec, oneByOneSec: await timeAll(1), batchedSec: await timeAll(chunks) };
  }
  return { model, prepareSec, loadSec, wer, latency, rtf60sEnglish, peakRssMb, ...(batch ? { batch } : {}) };
}

export async function benchEmbeddedStt(): Promise<{ models: ModelFigures[] }> {
  const self = fileURLToPath(import.meta.url);
  const models = (['tiny.en', 'small'] as const).map(
    (model) => JSON.parse(execFileSync(process.execPath, [...process.execArgv, self, '--measure', model], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })) as ModelFigures,
  );
  return { models };
}

export function printEmbeddedStt({ models }: Awaited<ReturnType<typeof benchEmbeddedStt>>): void {
  console.log('   embedded speech engine alone (each model in its own process; other work on the machine disturbs the times):');
  for (const m of models) {
    console.log(`   Whisper ${m.model}: prepare ${fmt(m.prepareSec)} s (0 once cached), load ${fmt(m.loadSec)} s, peak RSS ${fmt(m.peakRssMb, 0)} MB, RTF ${fmt(m.rtf60sEnglish, 3)} on 60 s of English`);
    for (const w of m.wer) console.log(`     WER ${w.set}: ${fmt(w.wer * 100, 1)} % (${w.words} words)`);
    for (const l of m.latency) {
      console.log(`     ${l.language} chunk ${String(l.seconds).padStart(2)} s: ${fmt(l.latencySec)} s (RTF ${fmt(l.latencySec / l.seconds, 2)}; one process keeps up with ${fmt(l.seconds / l.latencySec, 1)} visits speaking without pause)`);
    }
    if (m.batch) {
      console.log(`     ${m.batch.chunks} waiting ${m.batch.chunkSec} s chunks: one by one ${fmt(m.batch.oneByOneSec)} s, as one encoder batch ${fmt(m.batch.batchedSec)} s`);
    }
  }
}

if (process.argv.includes('--measure')) {
  const model = process.argv[process.argv.indexOf('--measure') + 1] as SpeechModelName;
  process.stdout.write(`${JSON.stringify(await measure(model))}\n`);
} else if (import.meta.url === `file://${process.argv[1]}`) printEmbeddedStt(await benchEmbeddedStt());
