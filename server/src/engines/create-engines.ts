import path from 'node:path';
import type { Config } from '../config/env.js';
import type { NoteGenerator } from './notes/note-generator.js';
import { createOpenAiNoteGenerator } from './notes/openai-note-generator.js';
import { redactingNoteGenerator } from './notes/redaction/redacting-note-generator.js';
import { createOpenAiTranscriber } from './speech/openai-transcriber.js';
import type { Transcriber } from './speech/transcriber.js';

/**
 * Chooses the engines from configuration. The embedded ones are imported only when chosen,
 * so a deployment on upstream engines never loads onnxruntime or the model.
 */
export async function createEngines(config: Config): Promise<{ transcriber: Transcriber; noteGenerator: NoteGenerator }> {
  const tempDir = path.join(config.dataDir, 'tmp');
  const transcriber: Transcriber =
    config.stt.kind === 'openai'
      ? createOpenAiTranscriber({ ...config.stt, tempDir, ffmpegPath: config.ffmpegPath })
      : (await import('./speech/embedded/embedded-transcriber.js')).createEmbeddedTranscriber({
          cacheDir: config.modelCacheDir,
          ffmpegPath: config.ffmpegPath,
          workers: config.stt.workers,
          ...(config.stt.threadsPerWorker ? { threadsPerWorker: config.stt.threadsPerWorker } : {}),
          englishOnly: config.stt.model === 'tiny.en',
        });
  const noteGenerator: NoteGenerator =
    config.llm.kind === 'openai'
      ? withRedaction(createOpenAiNoteGenerator(config.llm), config.upstreamRedact)
      : (await import('./notes/embedded/embedded-note-generator.js')).createEmbeddedNoteGenerator();
  return { transcriber, noteGenerator };
}

/** Identifiers are swapped for placeholders before text leaves for an upstream model (ANTECKNA_UPSTREAM_REDACT). */
const withRedaction = (upstream: NoteGenerator, redact: boolean): NoteGenerator => (redact ? redactingNoteGenerator(upstream) : upstream);
