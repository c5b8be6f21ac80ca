import type { Language } from '../../../contract/api.schema.js';
import type { SpeechModelName } from './speech-model.js';

export interface SpeechWorkerOptions {
  cacheDir: string;
  /** onnxruntime threads for each inference in this worker. */
  threads: number;
}

export type SpeechJobRequest =
  | { id: number; kind: 'load'; model: SpeechModelName }
  /** Release the models and end the thread (terminating a thread inside onnxruntime aborts the process). */
  | { id: number; kind: 'close' }
  | { id: number; kind: 'transcribe'; model: SpeechModelName; language: Language; windows: Float32Array[] };

export type SpeechJobResponse =
  | { id: number; texts: string[]; /** Time spent loading the model for this job (0 once loaded). */ loadMs: number }
  | { id: number; error: { name: string; message: string } };
