import { describe, expect, it } from 'vitest';
import { ChunkQueue, type ChunkUploader } from './chunk-queue';
import { openChunkStore, type StoredChunk } from './chunk-store';

let dbCount = 0;
const freshStore = () => openChunkStore(`test-${++dbCount}`);
const blob = (text: string) => new Blob([text]);
const instantSleep = async () => {};

describe('chunk queue', () => {
  it('when chunks are added, then they are uploaded one at a time in seq order and their transcripts kept', async () => {
    const sent: number[] = [];
    const upload: ChunkUploader = async (c) => {
      sent.push(c.seq);
      return { chunkTranscript: `text ${c.seq}` };
    };
    const queue = new ChunkQueue('s1', { store: freshStore(), upload, onChange: () => {}, sleep: instantSleep });
    await queue.add(0, blob('a'), 'en');
    await queue.add(1, blob('b'), 'en');
    await queue.add(2, blob('c'), 'en');
    await queue.drain();
    expect(sent).toEqual([0, 1, 2]);
    expect(queue.all.map((c) => [c.seq, c.status, c.transcript])).toEqual([
      [0, 'sent', 'text 0'],
      [1, 'sent', 'text 1'],
      [2, 'sent', 'text 2'],
    ]);
  });

  it('when the server is unreachable, then the chunk is retried with growing backoff until it arrives', async () => {
    const waits: number[] = [];
    let calls = 0;
    const upload: ChunkUploader = async () => {
      calls++;
      if (calls < 4) throw { code: 'network', retryable: true };
      return { chunkTranscript: 'finally' };
    };
    const queue = new ChunkQueue('s2', { store: freshStore(), upload, onChange: () => {}, backoff: { baseMs: 100, maxMs: 300 }, sleep: async (ms) => void waits.push(ms) });
    await queue.add(0, blob('a'), 'en');
    await queue.drain();
    expect(waits).toEqual([100, 200, 300]);
    expect(queue.all[0]).toMatchObject({ status: 'sent', transcript: 'finally', attempts: 4 });
  });

  it('when the server refuses a chunk for good, then it is marked failed with the reason and the rest go on', async () => {
    const upload: ChunkUploader = async (c) => {
      if (c.seq === 0) throw { code: 'invalid_audio', retryable: false };
      return { chunkTranscript: 'ok' };
    };
    const queue = new ChunkQueue('s3', { store: freshStore(), upload, onChange: () => {}, sleep: instantSleep });
    await queue.add(0, blob('junk'), 'en');
    await queue.add(1, blob('b'), 'en');
    await queue.drain();
    expect(queue.all.map((c) => [c.status, c.error])).toEqual([
      ['failed', 'invalid_audio'],
      ['sent', undefined],
    ]);
  });

  it('when the page is reloaded, then a new queue on the same store sends what was left', async () => {
    const store = freshStore();
    const never: ChunkUploader = () => new Promise(() => {});
    const first = new ChunkQueue('s4', { store, upload: never, onChange: () => {}, sleep: instantSleep });
    await first.add(0, blob('a'), 'en');
    await first.add(1, blob('b'), 'en');
    first.stop();

    const sent: number[] = [];
    let seen: StoredChunk[] = [];
    const second = new ChunkQueue('s4', {
      store,
      upload: async (c) => {
        sent.push(c.seq);
        return { chunkTranscript: `t${c.seq}` };
      },
      onChange: (chunks) => (seen = chunks),
      sleep: instantSleep,
    });
    await second.resume();
    await second.drain();
    expect(sent).toEqual([0, 1]);
    expect(seen.every((c) => c.status === 'sent' && c.blob === undefined)).toBe(true);
  });
});
