import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../../test/test-server.js';
import { AppError } from '../../../lib/app-error.js';
import { createEmbeddedTranscriber } from './embedded-transcriber.js';

// One engine for the file: the model loads once, as in the server.
const cacheDir = path.join(os.tmpdir(), 'anteckna-model-cache');
const engine = createEmbeddedTranscriber({ cacheDir });
afterAll(() => engine.close?.());

const transcribe = (fixture: string, signal = new AbortController().signal) =>
  engine.transcribe({ audio: { path: path.join(FIXTURES, 'audio', fixture) }, language: 'en', signal });
const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9 ]/g, ' ').split(/\s+/).filter(Boolean);

describe('embedded Whisper engine', () => {
  it.each(['wav', 'mp3', 'm4a', 'ogg', 'webm', 'flac'])('when the clip is %s, then the content words come back', async (ext) => {
    const { text, durationSec } = await transcribe(`consultation-en.${ext}`);
    const heard = words(text);
    for (const word of ['patient', 'sore', 'throat', 'fever', 'three', 'days', 'blood', 'pressure']) expect(heard).toContain(word);
    expect(text).toMatch(/130|one hundred (and )?thirty/i);
    expect(durationSec).toBeGreaterThan(6);
  });

  it('when a clip is longer than one 30 s window, then it comes back whole and in order', async () => {
    const { text, durationSec } = await transcribe('long-70s-en.mp3');
    expect(durationSec).toBeGreaterThan(60);
    const heard = words(text).join(' ');
    const markers = ['teacher', 'monday', 'shortness of breath', 'smoke', 'temperature', 'lungs', 'throat', 'common cold', 'paracetamol', 'clinic', 'sick', 'dictation'];
    let from = 0;
    for (const marker of markers) {
      const at = heard.indexOf(marker, from);
      expect(at, `'${marker}' after position ${from}`).toBeGreaterThanOrEqual(from);
      from = at + marker.length;
    }
  });

  it('when the audio is silence, then the transcript is empty and the model is not run', async () => {
    const started = performance.now();
    expect((await transcribe('silence.wav')).text).toBe('');
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it.each(['not-audio.webm', 'empty.wav', 'truncated.webm'])('when the file is %s, then it is invalid_audio', async (fixture) => {
    await expect(transcribe(fixture)).rejects.toSatisfy((e: unknown) => e instanceof AppError && e.code === 'invalid_audio');
  });

  it('when several requests come at once, then they queue and all finish', async () => {
    let maxRunning = 0;
    const watcher = setInterval(() => (maxRunning = Math.max(maxRunning, engine.stats().running)), 5);
    const results = await Promise.all(Array.from({ length: 4 }, () => transcribe('consultation-en.ogg')));
    clearInterval(watcher);
    expect(maxRunning).toBeLessThanOrEqual(1);
    for (const { text } of results) expect(words(text)).toContain('throat');
  });

  it('when a request is aborted while queued, then it fails without running', async () => {
    const first = transcribe('consultation-en.wav');
    const controller = new AbortController();
    const second = transcribe('consultation-en.wav', controller.signal);
    controller.abort(new Error('client went away'));
    await expect(second).rejects.toThrow();
    await expect(first).resolves.toMatchObject({ text: expect.stringContaining('throat') });
  });

  it('when the model is prepared, then it is cached for the next process', () => {
    expect(fs.readdirSync(cacheDir).some((f) => f.endsWith('.onnx'))).toBe(true);
  });
});

describe('embedded engine behind the API', () => {
  it('when a chunk or transcription asks for Swedish, then it is 400 invalid_field saying English only and how to configure an upstream', async () => {
    const { startTestServer, audioForm, auth } = await import('../../../../test/test-server.js');
    const app = await startTestServer({ transcriber: engine });
    try {
      const res = await fetch(`${app.api}/transcriptions`, { method: 'POST', headers: auth(), body: await audioForm('consultation-en.wav', { language: 'sv' }) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; detail: string };
      expect(body.code).toBe('invalid_field');
      expect(body.detail).toContain('English only');
      expect(body.detail).toContain('ANTECKNA_STT=openai');
      const caps = (await (await fetch(`${app.api}/capabilities`, { headers: auth() })).json()) as { transcription: { languages: string[] } };
      expect(caps.transcription.languages).toEqual(['en']);
    } finally {
      await app.stop();
    }
  });
});
