import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '../../contract/api.schema.js';
import { transcodeForUpstream } from '../../audio/ffmpeg-decoder.js';
import { upstreamFailed } from '../../lib/app-error.js';
import { postToUpstream, UpstreamError, type OpenAiEndpoint } from '../openai-client.js';
import type { TranscribeRequest, Transcriber, Transcription } from './transcriber.js';

export interface OpenAiTranscriberOptions extends OpenAiEndpoint {
  model: string;
  /** Where the re-encoded audio is written while it is sent. */
  tempDir?: string;
}

/**
 * Speech to text through `POST {url}/audio/transcriptions`. The audio is first re-encoded
 * to 16 kHz mono FLAC: it proves the file is audio (400 instead of 502 for junk), makes
 * every accepted format acceptable upstream, and shrinks what is sent.
 */
export function createOpenAiTranscriber(options: OpenAiTranscriberOptions): Transcriber {
  const tempDir = options.tempDir ?? os.tmpdir();
  return {
    name: `openai-compatible:${options.model}`,
    description: `OpenAI-compatible transcription server (${new URL(options.url).host}, model ${options.model}).`,
    languages: LANGUAGES,
    async transcribe({ audio, language, signal }: TranscribeRequest): Promise<Transcription> {
      const flacPath = path.join(tempDir, `upstream-${randomUUID()}.flac`);
      try {
        const durationSec = await transcodeForUpstream(audio.path, flacPath, signal);
        const form = new FormData();
        form.set('file', await fs.openAsBlob(flacPath, { type: 'audio/flac' }), 'audio.flac');
        form.set('model', options.model);
        form.set('language', language);
        form.set('response_format', 'json');
        const body = await postToUpstream(options, '/audio/transcriptions', form, signal);
        const text = (body as { text?: unknown } | null)?.text;
        if (typeof text !== 'string') throw new UpstreamError('answered without a text field');
        return { text: text.trim(), durationSec };
      } catch (error) {
        if (error instanceof UpstreamError) throw upstreamFailed('transcription', error);
        throw error;
      } finally {
        await fs.promises.rm(flacPath, { force: true });
      }
    },
  };
}
