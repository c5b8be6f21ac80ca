/**
 * Whisper small on onnxruntime-node: the encoder once per 30 s window, then the merged
 * decoder one token at a time with its key/value cache. The prompt forces the language and
 * the transcribe task without timestamps. Whisper's known failure modes are guarded as in
 * OpenAI's reference `transcribe()`: a window the model itself judges to be no speech gives
 * nothing; a window whose text repeats itself (compression ratio) or that the model is
 * unsure of (average log probability) is decoded again at a higher temperature, and if no
 * attempt is sound the window gives nothing rather than invented text. Sampling is seeded,
 * so the same audio always gives the same transcript.
 */
import zlib from 'node:zlib';
import ort from 'onnxruntime-node';
import type { Language } from '../../../../contract/api.schema.js';
import { detokenize } from '../whisper-tokenizer.js';
import { isKnownHallucination } from './known-hallucinations.js';
import { logMelSpectrogram, N_FRAMES, N_MELS } from './log-mel.js';
import { NO_SPINNING, type SpeechModel } from '../speech-model.js';
import type { PreparedWhisperSmall } from './small-model.js';
import { loadWhisperSmallTokens, type WhisperSmallTokens } from './small-tokenizer.js';

const LAYERS = 12;
const HEADS = 12;
const HEAD_SIZE = 64;
const VOCABULARY_SIZE = 51865;
/** Tokens per window: 30 s of fast speech is well under this; a loop is cut here (OpenAI's sample_len). */
export const MAX_TOKENS_PER_WINDOW = 224;
const TEMPERATURES = [0, 0.4, 0.8];
const NO_SPEECH_THRESHOLD = 0.6;
const LOGPROB_THRESHOLD = -1;
const COMPRESSION_RATIO_THRESHOLD = 2.4;

export interface WindowDecoding {
  text: string;
  tokens: number;
  avgLogprob: number;
  noSpeechProb: number;
  compressionRatio: number;
  hitTokenCap: boolean;
  temperature: number;
}

export class WhisperSmall implements SpeechModel {
  private constructor(
    private readonly encoder: ort.InferenceSession,
    private readonly decoder: ort.InferenceSession,
    private readonly tokens: WhisperSmallTokens,
  ) {}

  static async load(prepared: PreparedWhisperSmall, threads: number): Promise<WhisperSmall> {
    const options: ort.InferenceSession.SessionOptions = {
      intraOpNumThreads: threads,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
      ...NO_SPINNING,
    };
    const encoder = await ort.InferenceSession.create(prepared.encoderPath, options);
    const decoder = await ort.InferenceSession.create(prepared.decoderPath, options);
    return new WhisperSmall(encoder, decoder, loadWhisperSmallTokens(prepared.sourceDir, VOCABULARY_SIZE));
  }

  /** Transcribes windows of at most 30 s; several windows share one encoder run. */
  async transcribe(windows: Float32Array[], language: Language): Promise<string[]> {
    const features = new Float32Array(windows.length * N_MELS * N_FRAMES);
    windows.forEach((samples, i) => features.set(logMelSpectrogram(samples), i * N_MELS * N_FRAMES));
    const encoded = await this.encoder.run({ input_features: new ort.Tensor('float32', features, [windows.length, N_MELS, N_FRAMES]) });
    const hidden = encoded.last_hidden_state!;
    const [, positions, width] = hidden.dims as [number, number, number];
    const all = hidden.data as Float32Array;
    const texts: string[] = [];
    for (let i = 0; i < windows.length; i++) {
      const one = new ort.Tensor('float32', all.slice(i * positions * width, (i + 1) * positions * width), [1, positions, width]);
      texts.push(await this.transcribeEncoded(one, language));
    }
    hidden.dispose();
    return texts;
  }

  async release(): Promise<void> {
    await this.encoder.release();
    await this.decoder.release();
  }

  private async transcribeEncoded(encoderHidden: ort.Tensor, language: Language): Promise<string> {
    const candidates: WindowDecoding[] = [];
    for (const temperature of TEMPERATURES) {
      const result = await this.decode(encoderHidden, language, temperature);
      if (result.noSpeechProb > NO_SPEECH_THRESHOLD && result.avgLogprob < LOGPROB_THRESHOLD) return '';
      const repetitive = result.compressionRatio > COMPRESSION_RATIO_THRESHOLD || result.hitTokenCap;
      if (!repetitive) candidates.push(result);
      if (!repetitive && result.avgLogprob >= LOGPROB_THRESHOLD) break;
    }
    const best = candidates.sort((a, b) => b.avgLogprob - a.avgLogprob)[0];
    return best && !isKnownHallucination(best.text) ? best.text : '';
  }

  /** One greedy (temperature 0) or seeded sampled decoding of a window. */
  async decode(encoderHidden: ort.Tensor, language: Language, temperature: number): Promise<WindowDecoding> {
    const t = this.tokens;
    const prompt = [t.startOfTranscript, t.languageToken[language], t.transcribe, t.noTimestamps];
    const random = seededRandom(0x5eed + Math.round(temperature * 1000));
    const emptyPast = () => new ort.Tensor('float32', new Float32Array(0), [1, HEADS, 0, HEAD_SIZE]);
    const past: Record<string, ort.Tensor> = {};
    for (let layer = 0; layer < LAYERS; layer++) {
      for (const kind of ['decoder', 'encoder'] as const) {
        past[`past_key_values.${layer}.${kind}.key`] = emptyPast();
        past[`past_key_values.${layer}.${kind}.value`] = emptyPast();
      }
    }
    const generated: number[] = [];
    let input = prompt;
    let sumLogprob = 0;
    let noSpeechProb = 0;
    let hitTokenCap = true;
    for (let step = 0; step < MAX_TOKENS_PER_WINDOW; step++) {
      const output = await this.decoder.run({
        input_ids: new ort.Tensor('int64', BigInt64Array.from(input, BigInt), [1, input.length]),
        encoder_hidden_states: encoderHidden,
        use_cache_branch: new ort.Tensor('bool', Uint8Array.of(step > 0 ? 1 : 0), [1]),
        ...past,
      });
      const logits = output.logits!.data as Float32Array;
      const last = logits.subarray((input.length - 1) * VOCABULARY_SIZE, input.length * VOCABULARY_SIZE);
      if (step === 0) noSpeechProb = softmaxAt(logits.subarray(0, VOCABULARY_SIZE), t.noSpeech);
      const scores = Float32Array.from(last);
      for (const id of t.suppress) scores[id] = -Infinity;
      if (step === 0) for (const id of t.beginSuppress) scores[id] = -Infinity;
      const token = temperature === 0 ? argmax(scores) : sample(scores, temperature, random);
      sumLogprob += logSoftmaxAt(scores, token);
      for (let layer = 0; layer < LAYERS; layer++) {
        // The encoder's keys and values are computed on the first step and stay the same after.
        for (const kind of step === 0 ? ['decoder', 'encoder'] : ['decoder']) {
          past[`past_key_values.${layer}.${kind}.key`] = output[`present.${layer}.${kind}.key`]!;
          past[`past_key_values.${layer}.${kind}.value`] = output[`present.${layer}.${kind}.value`]!;
        }
      }
      if (token === t.endOfText) {
        hitTokenCap = false;
        break;
      }
      generated.push(token);
      if (endsInLoop(generated)) break; // counted as a capped window: the fallback or nothing follows
      input = [token];
    }
    const text = detokenize(generated, t.vocabulary);
    return {
      text,
      tokens: generated.length,
      avgLogprob: sumLogprob / (generated.length + 1),
      noSpeechProb,
      compressionRatio: compressionRatio(text),
      hitTokenCap,
      temperature,
    };
  }
}

/**
 * True when the last tokens are one phrase of up to 16 tokens said four times over: Whisper's
 * loop on noise. Stopping there saves decoding up to the token cap only to throw it away.
 */
export function endsInLoop(tokens: number[], repeats = 4, longestPhrase = 16): boolean {
  for (let period = 1; period <= longestPhrase && period * repeats <= tokens.length; period++) {
    const end = tokens.length;
    let looped = true;
    for (let i = end - period * (repeats - 1); i < end && looped; i++) looped = tokens[i] === tokens[i - period];
    if (looped) return true;
  }
  return false;
}

/** How much a text shrinks under zlib: looping text ("nej nej nej ...") shrinks a lot. */
export function compressionRatio(text: string): number {
  const bytes = Buffer.from(text, 'utf8');
  return bytes.length === 0 ? 0 : bytes.length / zlib.deflateSync(bytes).length;
}

function argmax(scores: Float32Array): number {
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
  return best;
}

function logSumExp(scores: Float32Array, scale = 1): number {
  let max = -Infinity;
  for (const s of scores) if (s * scale > max) max = s * scale;
  let sum = 0;
  for (const s of scores) sum += Math.exp(s * scale - max);
  return max + Math.log(sum);
}

const logSoftmaxAt = (scores: Float32Array, id: number) => scores[id]! - logSumExp(scores);
const softmaxAt = (scores: Float32Array, id: number) => Math.exp(logSoftmaxAt(scores, id));

function sample(scores: Float32Array, temperature: number, random: () => number): number {
  const norm = logSumExp(scores, 1 / temperature);
  let threshold = random();
  for (let i = 0; i < scores.length; i++) {
    threshold -= Math.exp(scores[i]! / temperature - norm);
    if (threshold <= 0) return i;
  }
  return argmax(scores);
}

/** mulberry32: a small seeded generator, so fallback decodings are reproducible. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
