import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../../test/test-server.js';
import { UndecodableAudioError } from '../../../audio/audio-errors.js';
import { createEmbeddedTranscriber } from './embedded-transcriber.js';
import { ModelIntegrityError, prepareWhisperSmall, whisperSmallSourceDir } from './whisper-small/small-model.js';

// One engine for the file: the model loads once, as in the server.
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-model-cache-'));
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
    const before = engine.stats().windowsRun;
    expect((await transcribe('silence.wav')).text).toBe('');
    expect(engine.stats().windowsRun).toBe(before);
  });

  it.each(['not-audio.webm', 'empty.wav', 'truncated.webm'])('when the file is %s, then it is invalid_audio', async (fixture) => {
    await expect(transcribe(fixture)).rejects.toBeInstanceOf(UndecodableAudioError);
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

  it('when the worker process is killed mid-window, then that request fails clearly and the next one gets a new worker', async () => {
    const running = transcribe('consultation-en.wav');
    while (engine.stats().running === 0) await new Promise((r) => setTimeout(r, 10));
    const workerPid = Number(execFileSync('pgrep', ['-P', String(process.pid), '-f', 'speech-worker'], { encoding: 'utf8' }).trim());
    process.kill(workerPid, 'SIGKILL');
    await expect(running).rejects.toMatchObject({ name: 'EngineRestartedError', message: expect.stringMatching(/speech worker stopped \(SIGKILL\)/) });
    expect(words((await transcribe('consultation-en.wav')).text)).toContain('throat');
  });

  it('when the model is prepared, then it is cached for the next process', () => {
    // English goes to tiny.en; only it was prepared, small stays unloaded until another language comes.
    expect(fs.readdirSync(cacheDir).filter((f) => f.endsWith('.onnx'))).toEqual([expect.stringMatching(/^whisper-tiny-en-.*\.onnx$/)]);
  });
});

describe('Whisper small preparation', () => {
  it('when a model file in the package has been altered, then preparation refuses it with a clear message and caches nothing', () => {
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-tampered-'));
    const cache = path.join(source, 'cache');
    try {
      const original = whisperSmallSourceDir();
      fs.mkdirSync(path.join(source, 'onnx'));
      fs.copyFileSync(path.join(original, 'onnx/encoder_model_quantized.onnx'), path.join(source, 'onnx/encoder_model_quantized.onnx'));
      fs.symlinkSync(path.join(original, 'onnx/decoder_model_merged_quantized.onnx'), path.join(source, 'onnx/decoder_model_merged_quantized.onnx'));
      const handle = fs.openSync(path.join(source, 'onnx/encoder_model_quantized.onnx'), 'r+');
      fs.writeSync(handle, Buffer.from([0x42]), 0, 1, 50_000_000); // one byte inside the weights
      fs.closeSync(handle);
      expect(() => prepareWhisperSmall(cache, source)).toThrow(ModelIntegrityError);
      expect(() => prepareWhisperSmall(cache, source)).toThrow(/encoder .* has sha256 [0-9a-f]{64}, expected 969f5ac1/);
      expect(fs.readdirSync(cache).filter((f) => f.endsWith('.onnx'))).toEqual([]);
    } finally {
      fs.rmSync(source, { recursive: true, force: true });
    }
  });
});
