import type { Language } from '../../contract/api.schema.js';

/** Audio as the server received it: a file on disk that the engine may read but must not delete. */
export interface AudioFile {
  path: string;
  /** The client's file name, e.g. `chunk-3.webm`; only used as a format hint. */
  originalName?: string;
}

export interface TranscribeRequest {
  audio: AudioFile;
  language: Language;
  /** Aborted when the client goes away or the server shuts down: stop work as soon as possible. */
  signal: AbortSignal;
}

export interface Transcription {
  text: string;
  durationSec?: number;
  timing?: SpeechTiming;
}

/** Where a transcription's time went, for the `Server-Timing` header and the benchmarks. */
export interface SpeechTiming {
  /** Waiting for a free inference slot. */
  queueMs: number;
  /** Decoding and the model (embedded), or the upstream round trip. */
  engineMs: number;
}

/**
 * A speech-to-text engine. Throws the decoder's `UndecodableAudioError` / `AudioTooLongError`
 * for audio it cannot take and `UpstreamError` when a remote engine fails (the error mapping
 * answers them as problem+json); never returns text for a language it
 * does not support (callers check `languages` first).
 */
export interface Transcriber {
  readonly name: string;
  readonly description: string;
  /** Languages this engine can transcribe. */
  readonly languages: readonly Language[];
  transcribe(request: TranscribeRequest): Promise<Transcription>;
  /** Loads models now rather than at first use (ANTECKNA_PRELOAD_MODELS). */
  warmUp?(): Promise<void>;
  /** Whether the engine can take work now (`/readyz`); an engine without it is always ready. */
  ready?(): boolean | Promise<boolean>;
  /** Releases models, worker processes or sockets. */
  close?(): Promise<void>;
}

/** A language this engine cannot transcribe; the error mapping answers 400 `invalid_field` for `language`. */
export class UnsupportedLanguageError extends Error {
  override readonly name = 'UnsupportedLanguageError';

  constructor(readonly language: string) {
    super(`this speech engine cannot transcribe '${language}'`);
  }
}
