import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../test/test-server.js';
import { probeAudio } from './audio-probe.js';

const fixture = (name: string) => path.join(FIXTURES, 'audio', name);

describe('probeAudio', () => {
  it.each([
    ['consultation-en.wav', 'wav', 'audio/wav'],
    ['consultation-en.webm', 'webm', 'audio/webm'],
    ['consultation-en.ogg', 'ogg', 'audio/ogg'],
    ['consultation-en.m4a', 'm4a', 'audio/mp4'],
    ['consultation-en.flac', 'flac', 'audio/flac'],
    ['consultation-en.mp3', 'mp3', 'audio/mpeg'],
    ['long-70s-en.mp3', 'mp3', 'audio/mpeg'],
  ])('when the file is %s, then it is recognised as %s', async (name, format, mimeType) => {
    expect(await probeAudio(fixture(name))).toMatchObject({ format, mimeType });
    expect(await probeAudio(fs.readFileSync(fixture(name)))).toMatchObject({ format, mimeType });
  });

  it('when the file is PCM WAV, then its duration is known without decoding', async () => {
    const probed = await probeAudio(fixture('consultation-en.wav'));
    expect(probed!.durationSec).toBeGreaterThan(1);
  });

  it.each(['not-audio.webm', 'truncated.webm', 'empty.wav'])('when the file is %s, then it is left to ffmpeg', async (name) => {
    expect(await probeAudio(fixture(name))).toBeNull();
  });

  it('when an m4a is cut short, then it is left to ffmpeg', async () => {
    const whole = fs.readFileSync(fixture('consultation-en.m4a'));
    const cut = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'probe-')), 'cut.m4a');
    fs.writeFileSync(cut, whole.subarray(0, whole.length - 100));
    expect(await probeAudio(cut)).toBeNull();
    expect(await probeAudio(whole.subarray(0, whole.length - 100))).toBeNull();
  });
});
