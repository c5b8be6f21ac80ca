import { describe, expect, it } from 'vitest';
import { Chunker, type ChunkRecorder } from './chunker';

class FakeRecorder implements ChunkRecorder {
  static made: FakeRecorder[] = [];
  state: 'new' | 'recording' | 'paused' | 'stopped' = 'new';
  stopResolve?: (b: Blob) => void;
  constructor(readonly id: number) {}
  start() { this.state = 'recording'; }
  pause() { this.state = 'paused'; }
  resume() { this.state = 'recording'; }
  stop() {
    this.state = 'stopped';
    return new Promise<Blob>((resolve) => { this.stopResolve = resolve; setTimeout(() => resolve(new Blob([`audio-${this.id}`])), 0); });
  }
}

function setup(maxChunkMs = 30_000) {
  let clock = 0;
  const recorders: FakeRecorder[] = [];
  const chunks: string[] = [];
  const chunker = new Chunker({
    createRecorder: () => {
      const r = new FakeRecorder(recorders.length);
      recorders.push(r);
      return r;
    },
    onChunk: ({ blob }) => void blob.text().then((t) => chunks.push(t)),
    maxChunkMs,
    now: () => clock,
  });
  return { chunker, recorders, chunks, advance: (ms: number) => (clock += ms) };
}
const settle = () => new Promise((r) => setTimeout(r, 5));

describe('chunker', () => {
  it('when speech ends, then the next recorder starts before the previous one stops, so the cut lies in the pause', async () => {
    const { chunker, recorders, chunks } = setup();
    chunker.start();
    chunker.speechStart();
    chunker.speechEnd();
    expect(recorders).toHaveLength(2);
    expect(recorders[1]!.state).toBe('recording');
    expect(recorders[0]!.state).toBe('stopped');
    await chunker.stop();
    await settle();
    expect(chunks).toEqual(['audio-0']);
  });

  it('when a chunk holds no speech, then it is dropped, including the one open at stop', async () => {
    const { chunker, chunks } = setup();
    chunker.start();
    chunker.speechEnd(); // a cut with no confirmed speech (e.g. after a misfire)
    chunker.speechStart();
    chunker.speechEnd();
    await chunker.stop(); // the last chunk holds only silence
    await settle();
    expect(chunks).toEqual(['audio-1']);
  });

  it('when speech goes on past the cap, then the cut waits for the next quiet frame and the next chunk keeps the speech', async () => {
    const { chunker, recorders, chunks, advance } = setup(30_000);
    chunker.start();
    chunker.speechStart();
    advance(31_000);
    chunker.frame(false); // still speaking: no cut
    expect(recorders).toHaveLength(1);
    chunker.frame(true); // quiet frame past the cap: cut
    expect(recorders).toHaveLength(2);
    await chunker.stop(); // speech continued into chunk 2 without a new speech start
    await settle();
    expect(chunks).toEqual(['audio-0', 'audio-1']);
  });

  it('when a quiet frame comes before the cap, then nothing is cut', () => {
    const { chunker, recorders, advance } = setup(30_000);
    chunker.start();
    advance(10_000);
    chunker.frame(true);
    expect(recorders).toHaveLength(1);
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

  it('when paused and resumed, then the open recorder is paused and resumed', () => {
    const { chunker, recorders } = setup();
    chunker.start();
    chunker.pause();
    expect(recorders[0]!.state).toBe('paused');
    chunker.resume();
    expect(recorders[0]!.state).toBe('recording');
  });
});
