/**
 * The offline speech engine, from npm packages only: multilingual Whisper small (int8) for
 * seven languages and Whisper tiny.en for English (as accurate there and much faster), run
 * in worker processes (worker-pool.ts) so inference never blocks the event loop. Each model
 * loads on its first use, so both are resident only when both languages are spoken.
 */
import os from 'node:os';
import { LANGUAGES } from '../../../contract/api.schema.js';
import { decodePcm, SAMPLE_RATE } from '../../../audio/ffmpeg-decoder.js';
import { type SpeechTiming, type TranscribeRequest, type Transcriber, type Transcription, UnsupportedLanguageError } from '../transcriber.js';
import { hasSound, windowsOf } from './audio-windows.js';
import type { SpeechModelName } from './speech-model.js';
import { type PoolStats, SpeechWorkerPool } from './worker-pool.js';

export interface EmbeddedTranscriberOptions {
  /** Another ffmpeg than the bundled one. */
  ffmpegPath?: string;
  /** Where the prepared models are kept. */
  cacheDir: string;
  /** Worker processes, each with its own copy of the model (~1.5 GB for small); default 1. */
  workers?: number;
  /** onnxruntime threads per worker; default the cores divided among the workers. */
  threadsPerWorker?: number;
  /** Most waiting windows encoded together; default 1 (see bench/stt.ts for why). */
  maxBatch?: number;
  /**
   * The model for English: `tiny.en` (default: the same word error rate as small on our
   * English set at about a fifth of the CPU, see bench/stt.ts) or `small`.
   */
  englishModel?: SpeechModelName;
  /** Only tiny.en: the engine transcribes English alone (for machines without room for small). */
  englishOnly?: boolean;
}

export interface EmbeddedTranscriber extends Transcriber {
  /** Loads the model now instead of at the first request. */
  warmUp(): Promise<void>;
  stats(): PoolStats;
  close(): Promise<void>;
}

export function createEmbeddedTranscriber(options: EmbeddedTranscriberOptions): EmbeddedTranscriber {
  const workers = options.workers ?? 1;
  const englishOnly = options.englishOnly ?? false;
  const englishModel = englishOnly ? 'tiny.en' : (options.englishModel ?? 'tiny.en');
  // Workers start lazily: start-up stays fast, and a deployment on an upstream engine never
  // pays for the model; ANTECKNA_PRELOAD_MODELS=true calls warmUp() at start instead.
  const pool = new SpeechWorkerPool({
    cacheDir: options.cacheDir,
    size: workers,
    threads: options.threadsPerWorker ?? Math.max(1, Math.floor(os.availableParallelism() / workers)),
    maxBatch: options.maxBatch ?? 1,
  });
  const modelFor = (language: string): SpeechModelName => (language === 'en' ? englishModel : 'small');

  return {
    name: englishOnly ? 'embedded:whisper-tiny.en' : 'embedded:whisper-small',
    description: englishOnly
      ? 'Offline Whisper tiny.en (int8) on the server CPU; English only.'
      : `Offline multilingual Whisper small (int8) on the server CPU${englishModel === 'tiny.en' ? ', tiny.en for English' : ''}; draft quality.`,
    languages: englishOnly ? ['en'] : [...LANGUAGES],
    warmUp: () => pool.warmUp(englishOnly ? 'tiny.en' : 'small'),
    stats: () => pool.stats(),
    async transcribe({ audio, language, signal }: TranscribeRequest): Promise<Transcription> {
      if (!this.languages.includes(language)) throw new UnsupportedLanguageError(language);
      const texts: string[] = [];
      let samples = 0;
      const started = performance.now();
      const timing: SpeechTiming = { queueMs: 0, engineMs: 0 };
      for await (const window of windowsOf(decodePcm(audio.path, signal, { ffmpegPath: options.ffmpegPath }))) {
        samples += window.length;
        signal.throwIfAborted();
        // Silence never reaches the model: Whisper invents a sentence for it.
        if (!hasSound(window)) continue;
        const { text, waitMs } = await pool.transcribe(modelFor(language), language, window, signal);
        timing.queueMs += waitMs;
        if (text) texts.push(text);
      }
      timing.engineMs = performance.now() - started - timing.queueMs;
      return { text: texts.join(' '), durationSec: samples / SAMPLE_RATE, timing };
    },
    close: () => pool.close(),
  };
}
