import type { Language } from '../../../contract/api.schema.js';

/** The two offline Whisper models: multilingual small, and English-only tiny.en. */
export type SpeechModelName = 'small' | 'tiny.en';

/** A loaded model in a worker: windows of at most 30 s of 16 kHz PCM in, one text per window out. */
export interface SpeechModel {
  transcribe(windows: Float32Array[], language: Language): Promise<string[]>;
  release(): Promise<void>;
}

/**
 * onnxruntime's idle threads sleep instead of spinning: on 2 cores a spinning thread takes
 * the CPU the main thread needs to answer requests while a window is being transcribed.
 */
export const NO_SPINNING = { extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } } } as const;
