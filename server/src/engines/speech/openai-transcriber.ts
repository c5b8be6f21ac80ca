import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '../../contract/api.schema.js';
import { probeAudio } from '../../audio/audio-probe.js';
import { transcodeForUpstream } from '../../audio/ffmpeg-decoder.js';
import { postToUpstream, UpstreamError, type MultipartBody, type OpenAiEndpoint } from '../openai-client.js';
import type { TranscribeRequest, Transcriber, Transcription } from './transcriber.js';

export interface OpenAiTranscriberOptions extends OpenAiEndpoint {
  model: string;
  /** Where the re-encoded audio is written while it is sent. */
  tempDir?: string;
  /** Another ffmpeg than the bundled one. */
  ffmpegPath?: string;
}

/** Chunks are far smaller; larger files are re-encoded, which shrinks them under OpenAI's 25 MB. */
const MAX_PASSTHROUGH_BYTES = 8 * 1024 * 1024;

/**
 * Speech to text through `POST {url}/audio/transcriptions`. A chunk in a container the
 * upstream reads (wav, webm, ogg, mp3, m4a, flac), recognised in-process, is sent as it is:
 * no ffmpeg process per chunk. Anything else, large files, and a container the upstream
 * refuses (400/415), are re-encoded to 16 kHz mono FLAC by ffmpeg, which also proves the
 * file is audio (400 invalid_audio instead of 502).
 */
export function createOpenAiTranscriber(options: OpenAiTranscriberOptions): Transcriber {
  const tempDir = options.tempDir ?? os.tmpdir();
  async function transcribeUpstream(form: MultipartBody, durationSec: number | undefined, signal: AbortSignal): Promise<Transcription> {
    const started = performance.now();
    const body = await postToUpstream(options, '/audio/transcriptions', form, signal);
    const text = (body as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') throw new UpstreamError('answered without a text field');
    const timing = { queueMs: 0, engineMs: performance.now() - started };
    return { text: text.trim(), ...(durationSec !== undefined ? { durationSec } : {}), timing };
  }

  return {
    name: `openai-compatible:${options.model}`,
    description: `OpenAI-compatible transcription server (${new URL(options.url).host}, model ${options.model}).`,
    languages: LANGUAGES,
    async transcribe({ audio, language, signal }: TranscribeRequest): Promise<Transcription> {
      const fields = { model: options.model, language, response_format: 'json' };
      try {
        // A chunk is read once: probed and sent from the same bytes.
        const { size } = await fs.promises.stat(audio.path);
        const bytes = size <= MAX_PASSTHROUGH_BYTES ? await fs.promises.readFile(audio.path) : undefined;
        const probed = bytes && (await probeAudio(bytes));
        if (bytes && probed) {
          const file = { field: 'file', name: `audio.${probed.format}`, type: probed.mimeType, bytes };
          try {
            return await transcribeUpstream({ fields, file }, probed.durationSec, signal);
          } catch (error) {
            // A server that does not read this container says 400/415: send it FLAC instead.
            if (!(error instanceof UpstreamError && (error.status === 400 || error.status === 415))) throw error;
          }
        }
        const flacPath = path.join(tempDir, `upstream-${randomUUID()}.flac`);
        try {
          const durationSec = await transcodeForUpstream(audio.path, flacPath, signal, { ffmpegPath: options.ffmpegPath });
          const file = { field: 'file', name: 'audio.flac', type: 'audio/flac', path: flacPath };
          return await transcribeUpstream({ fields, file }, durationSec, signal);
        } finally {
          await fs.promises.rm(flacPath, { force: true });
        }
      } catch (error) {
        if (error instanceof UpstreamError) error.step = 'transcription';
        throw error;
      }
    },
  };
}
