/**
 * Tiny or odd audio through the real decoder and the real embedded Whisper model: a few
 * milliseconds, 8 channels, 384 kHz. Each gets an empty (or short) transcript or a clear
 * 400 `invalid_audio`, never a 500, on every endpoint that takes audio.
 */
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedNoteGenerator } from '../../src/engines/notes/embedded/embedded-note-generator.js';
import { createEmbeddedTranscriber } from '../../src/engines/speech/embedded/embedded-transcriber.js';
import { auth, startTestServer, type TestServer } from '../test-server.js';

/** A PCM WAV of `seconds` of a tone, with the header's channel count and sample rate as given. */
function wav(seconds: number, channels = 1, rate = 16_000): Uint8Array<ArrayBuffer> {
  const frames = Math.max(1, Math.round(rate * seconds));
  const data = Buffer.alloc(frames * channels * 2);
  for (let i = 0; i < frames * channels; i++) data.writeInt16LE(Math.round(8000 * Math.sin(i / 5)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return new Uint8Array(Buffer.concat([header, data]));
}

const CASES: [string, Uint8Array<ArrayBuffer>][] = [
  ['5 ms', wav(0.005)],
  ['10 ms', wav(0.01)],
  ['one sample', wav(1 / 16_000)],
  ['8 channels, 10 ms', wav(0.01, 8)],
  ['384 kHz, 10 ms', wav(0.01, 1, 384_000)],
];

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({
    transcriber: createEmbeddedTranscriber({ cacheDir: path.join(os.tmpdir(), 'anteckna-model-cache') }),
    noteGenerator: createEmbeddedNoteGenerator(),
  });
});
afterAll(() => app.stop());

const form = (audio: Uint8Array<ArrayBuffer>, fields: Record<string, string> = {}) => {
  const body = new FormData();
  body.set('file', new Blob([audio]), 'odd.wav');
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};

/** A clear answer: 200 with an empty transcript, or 400 invalid_audio (or no_audio / empty_transcript for a note of nothing). */
async function expectClearAnswer(res: Response, allowed = ['invalid_audio']): Promise<void> {
  const body = (await res.json()) as { code?: string; transcript?: string; chunkTranscript?: string };
  if (res.status === 200) {
    expect(body.transcript ?? body.chunkTranscript ?? '').toBe('');
    return;
  }
  expect(res.status).toBe(400);
  expect(allowed).toContain(body.code);
}

describe.each(CASES)('audio of %s', (_name, audio) => {
  it('when transcribed, then the answer is a transcript or 400 invalid_audio, never 500', async () => {
    const res = await fetch(`${app.api}/transcriptions`, { method: 'POST', headers: auth(), body: form(audio, { language: 'en' }) });
    await expectClearAnswer(res);
  });

  it('when sent as a session chunk and then noted, then each answer is clear, never 500', async () => {
    const { sessionId } = (await (await fetch(`${app.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
    const chunk = await fetch(`${app.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: form(audio, { language: 'en', seq: '0' }) });
    await expectClearAnswer(chunk);
    const note = await fetch(`${app.api}/sessions/${sessionId}/notes`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: '{"language":"en"}',
    });
    await expectClearAnswer(note, ['no_audio', 'empty_transcript']);
  });

  it('when sent to the one-shot note, then the answer is a note or a clear 400, never 500', async () => {
    const res = await fetch(`${app.api}/notes`, { method: 'POST', headers: auth(), body: form(audio, { language: 'en' }) });
    await expectClearAnswer(res, ['invalid_audio', 'empty_transcript']);
  });
});
