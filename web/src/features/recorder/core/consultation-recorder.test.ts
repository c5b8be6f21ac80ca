import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChunkRecorder, RecordedChunk } from './chunker';
import { ConsultationRecorder, type VoiceEvents } from './consultation-recorder';
import { MicrophoneError } from './microphone';

class FakeTrack {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}

function setup(openStream?: () => Promise<MediaStream>) {
  const track = new FakeTrack();
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const seen: { detector?: MediaStream; recorders: MediaStream[]; level?: MediaStream } = { recorders: [] };
  let vad: VoiceEvents | undefined;
  const detector = { started: 0, paused: 0, destroyed: false };
  const chunks: RecordedChunk[] = [];
  let id = 0;
  const recorder = new ConsultationRecorder({
    openStream: openStream ?? (async () => stream),
    createDetector: async (s, events) => {
      seen.detector = s;
      vad = events;
      return {
        start: async () => void detector.started++,
        pause: async () => void detector.paused++,
        destroy: async () => void (detector.destroyed = true),
      };
    },
    createRecorder: (s): ChunkRecorder => {
      seen.recorders.push(s);
      const n = id++;
      return { start: () => {}, stop: async () => new Blob([`chunk-${n}`]) };
    },
    watchLevel: (s, onLevel) => {
      seen.level = s;
      onLevel(0.4);
      return () => {};
    },
    maxChunkMs: 30_000,
    onChunk: (c) => void chunks.push(c),
  });
  return { recorder, stream, track, seen, detector, chunks, vad: () => vad! };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('consultation recorder', () => {
  it('when recording, then one microphone stream feeds the detector, every recorder and the level meter', async () => {
    const { recorder, stream, seen, vad, chunks } = setup();
    await recorder.start();
    expect(recorder.getSnapshot().phase).toBe('recording');
    expect(recorder.getLevel()).toBe(0.4);
    vad().onSpeechStart();
    vad().onSpeechEnd();
    await recorder.stop();
    expect(seen.detector).toBe(stream);
    expect(seen.level).toBe(stream);
    expect(seen.recorders).toEqual([stream, stream]);
    expect(await Promise.all(chunks.map((c) => c.blob.text()))).toEqual(['chunk-0']);
  });

  it('when the microphone is blocked, then the recorder is idle with a "blocked" error and records nothing', async () => {
    const { recorder, seen } = setup(async () => {
      throw new MicrophoneError('blocked', 'Permission denied');
    });
    await recorder.start();
    expect(recorder.getSnapshot().phase).toBe('idle');
    expect(recorder.getSnapshot().error?.problem).toBe('blocked');
    expect(seen.recorders).toHaveLength(0);
  });

  it('when paused, then the clock stops and the detector pauses; resume continues both', async () => {
    const { recorder, detector } = setup();
    await recorder.start();
    vi.advanceTimersByTime(5_000);
    await recorder.pause();
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'paused', elapsedMs: 5_000 });
    expect(detector.paused).toBe(1);
    vi.advanceTimersByTime(60_000);
    await recorder.resume();
    vi.advanceTimersByTime(2_000);
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'recording', elapsedMs: 7_000 });
    expect(detector.started).toBe(2);
  });

  it('when stopped, then the microphone and the detector are released and the silent tail is dropped', async () => {
    const { recorder, track, detector, vad, chunks } = setup();
    await recorder.start();
    vad().onSpeechStart();
    vad().onSpeechEnd();
    await recorder.stop();
    expect(track.stopped).toBe(true);
    expect(detector.destroyed).toBe(true);
    expect(recorder.getSnapshot().phase).toBe('idle');
    expect(chunks).toHaveLength(1);
  });

  it('when a reloaded visit continues, then the clock continues from where it was', async () => {
    const { recorder } = setup();
    await recorder.start(65_000);
    vi.advanceTimersByTime(1_000);
    expect(recorder.getSnapshot().elapsedMs).toBe(66_000);
  });
});
