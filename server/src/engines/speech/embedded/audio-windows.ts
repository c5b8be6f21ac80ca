/**
 * Cuts a stream of 16 kHz PCM into windows of at most 30 s (what Whisper takes), each cut
 * at the quietest moment near the window's end so no word is split. Only the current
 * window and its carry-over are held in memory.
 */
import { SAMPLE_RATE } from '../../../audio/ffmpeg-decoder.js';

export const MAX_WINDOW_SAMPLES = 30 * SAMPLE_RATE;
/** Where to look for the quietest point: the last seconds of a full window. */
const SEARCH_SAMPLES = 6 * SAMPLE_RATE;
const FRAME = SAMPLE_RATE / 50; // 20 ms

export async function* windowsOf(blocks: AsyncIterable<Float32Array>, maxSamples = MAX_WINDOW_SAMPLES): AsyncGenerator<Float32Array> {
  let buffer = new Float32Array(maxSamples * 2);
  let length = 0;
  for await (const block of blocks) {
    let offset = 0;
    while (offset < block.length) {
      const take = Math.min(block.length - offset, buffer.length - length);
      buffer.set(block.subarray(offset, offset + take), length);
      length += take;
      offset += take;
      while (length >= maxSamples) {
        const cut = quietestCut(buffer, maxSamples);
        yield buffer.slice(0, cut);
        buffer.copyWithin(0, cut, length);
        length -= cut;
      }
    }
  }
  if (length > 0) yield buffer.slice(0, length);
  buffer = new Float32Array(0);
}

/** Index of the quietest 20 ms frame's middle within the last seconds before `limit`. */
export function quietestCut(samples: Float32Array, limit: number): number {
  const start = Math.max(FRAME, limit - Math.min(SEARCH_SAMPLES, Math.floor(limit / 2)));
  let best = limit;
  let bestEnergy = Infinity;
  for (let frameStart = start; frameStart + FRAME <= limit; frameStart += FRAME / 2) {
    const energy = rms(samples, frameStart, frameStart + FRAME);
    if (energy < bestEnergy) {
      bestEnergy = energy;
      best = frameStart + FRAME / 2;
    }
  }
  return best;
}

export function rms(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

/** Speech level below which a window is treated as silence (about -46 dBFS). */
const SPEECH_RMS = 0.005;

/**
 * A cheap check before the model: does any 100 ms of this window carry sound above room
 * noise? Silence would otherwise make Whisper invent a sentence.
 */
export function hasSound(samples: Float32Array): boolean {
  const frame = SAMPLE_RATE / 10;
  for (let i = 0; i + frame <= samples.length; i += frame) {
    if (rms(samples, i, i + frame) > SPEECH_RMS) return true;
  }
  return samples.length < frame ? rms(samples) > SPEECH_RMS : false;
}
