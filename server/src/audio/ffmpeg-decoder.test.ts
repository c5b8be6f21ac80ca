import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AudioTooLongError } from './audio-errors.js';
import { decodePcm, MAX_CONCURRENT_DECODES, transcodeForUpstream } from './ffmpeg-decoder.js';

const LONG = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../test/fixtures/audio/long-70s-en.mp3');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'decoder-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('decoding limits', () => {
  it('when audio decodes to more than the limit, then decoding stops with AudioTooLongError (413 audio_too_long)', async () => {
    let decoded = 0;
    const decode = async () => {
      for await (const block of decodePcm(LONG, new AbortController().signal, { maxSeconds: 20 })) decoded += block.length;
    };
    await expect(decode()).rejects.toBeInstanceOf(AudioTooLongError);
    expect(decoded).toBeLessThanOrEqual(20 * 16_000);
  });

  it('when audio is transcoded for an upstream engine past the limit, then it is refused with 413 and the output stops near the limit', async () => {
    const out = path.join(tmp, 'out.flac');
    await expect(transcodeForUpstream(LONG, out, new AbortController().signal, { maxSeconds: 20 })).rejects.toBeInstanceOf(AudioTooLongError);
    expect(await transcodeForUpstream(LONG, out, new AbortController().signal, { maxSeconds: 600 })).toBeGreaterThan(60);
  });

  it('when more files are decoded at once than the bound, then the extra one waits for a free decoder', async () => {
    const signal = new AbortController().signal;
    const decodes = Array.from({ length: MAX_CONCURRENT_DECODES + 1 }, () => decodePcm(LONG, signal));
    const firstBlocks = decodes.map((d) => d.next());
    await Promise.all(firstBlocks.slice(0, -1));
    let lastStarted = false;
    void firstBlocks.at(-1)!.then(() => (lastStarted = true));
    await new Promise((r) => setTimeout(r, 500));
    expect(lastStarted).toBe(false);
    await decodes[0]!.return(undefined);
    expect((await firstBlocks.at(-1)!).value).toBeInstanceOf(Float32Array);
    await Promise.all(decodes.map((d) => d.return(undefined)));
  });
});
