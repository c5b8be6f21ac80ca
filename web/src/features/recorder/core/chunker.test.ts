import { describe, expect, it } from 'vitest';
import { Chunker, type ChunkRecorder } from './chunker';

/** Logs start/stop of each recorder, so tests can check that the next starts before the previous stops. */
function setup(maxChunkMs = 30_000) {
  let clock = 0;
  const log: string[] = [];
  const chunks: string[] = [];
  let made = 0;
  const chunker = new Chunker({
    createRecorder: (): ChunkRecorder => {
      const id = made++;
      return {
        start: () => void log.push(`start ${id}`),
        stop: () => {
          log.push(`stop ${id}`);
          // Later recorders stop faster: hand-out order must not depend on it.
          return new Promise((resolve) => setTimeout(() => resolve(new Blob([`audio-${id}`])), 20 - id));
        },
      };
    },
    onChunk: ({ blob }) => void blob.text().then((t) => chunks.push(t)),
    maxChunkMs,
    now: () => clock,
  });
  return { chunker, log, chunks, advance: (ms: number) => void (clock += ms) };
}
const settle = () => new Promise((r) => setTimeout(r, 40));

describe('chunker', () => {
  it('when speech ends, then the next recorder starts before the previous one stops, so the cut lies in the pause', async () => {
    const { chunker, log, chunks } = setup();
    chunker.start();
    chunker.speechStart();
    chunker.speechEnd();
    expect(log).toEqual(['start 0', 'start 1', 'stop 0']);
    await chunker.stop();
    await settle();
    expect(chunks).toEqual(['audio-0']);
  });

  it('when a chunk holds no speech, then it is dropped, including the one open at stop', async () => {
    const { chunker, chunks } = setup();
    chunker.start();
    chunker.speechEnd(); // a cut with no confirmed speech before it (e.g. after a misfire)
    chunker.speechStart();
    chunker.speechEnd();
    await chunker.stop(); // the last chunk holds only silence
    await settle();
    expect(chunks).toEqual(['audio-1']);
  });

  it('when speech is still going at stop, then the last chunk is kept', async () => {
    const { chunker, chunks } = setup();
    chunker.start();
    chunker.speechStart();
    await chunker.stop();
    await settle();
    expect(chunks).toEqual(['audio-0']);
  });

  it('when speech goes on past the cap, then the cut waits for the next quiet frame and the next chunk keeps the speech', async () => {
    const { chunker, log, chunks, advance } = setup(30_000);
    chunker.start();
    chunker.speechStart();
    advance(31_000);
    chunker.frame(false); // still speaking: no cut
    expect(log).toEqual(['start 0']);
    chunker.frame(true); // the first quiet frame past the cap: cut there
    expect(log).toEqual(['start 0', 'start 1', 'stop 0']);
    await chunker.stop(); // speech went on into chunk 1 without a new speech start
    await settle();
    expect(chunks).toEqual(['audio-0', 'audio-1']);
  });

  it('when a quiet frame comes before the cap, then nothing is cut', () => {
    const { chunker, log, advance } = setup(30_000);
    chunker.start();
    chunker.speechStart();
    advance(29_000);
    chunker.frame(true);
    expect(log).toEqual(['start 0']);
  });

  it('when a silent chunk is cut by the cap, then it is dropped too', async () => {
    const { chunker, chunks, advance } = setup(30_000);
    chunker.start();
    advance(30_000);
    chunker.frame(true);
    chunker.speechStart();
    chunker.speechEnd();
    await chunker.stop();
    await settle();
    expect(chunks).toEqual(['audio-1']);
  });

  it('when recorders stop out of order, then chunks are still handed out in recording order', async () => {
    const { chunker, chunks } = setup();
    chunker.start();
    for (let i = 0; i < 4; i++) {
      chunker.speechStart();
      chunker.speechEnd();
    }
    await chunker.stop();
    await settle();
    expect(chunks).toEqual(['audio-0', 'audio-1', 'audio-2', 'audio-3']);
  });

  it('when paused mid-speech, then the chunk so far is handed out and resume opens a new one', async () => {
    const { chunker, log, chunks } = setup();
    chunker.start();
    chunker.speechStart();
    chunker.pause();
    await settle();
    expect(chunks).toEqual(['audio-0']);
    chunker.resume();
    expect(log).toEqual(['start 0', 'stop 0', 'start 1']);
    chunker.speechStart();
    await chunker.stop();
    await settle();
    expect(chunks).toEqual(['audio-0', 'audio-1']);
  });
});
