import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ChunkQueue, type ChunkUploader } from './chunk-queue';
import { openChunkStore, type ChunkStore, type StoredChunk } from './chunk-store';

let dbCount = 0;
const freshDb = () => openChunkStore(`queue-test-${++dbCount}`);

/** Same contract as the IndexedDB store, in memory, so fake timers alone drive the backoff tests. */
function freshStore(): ChunkStore {
  const rows = new Map<string, StoredChunk>();
  return {
    put: async (c) => void rows.set(`${c.visitId}/${c.seq}`, { ...c }),
    list: async (visitId) => [...rows.values()].filter((c) => c.visitId === visitId).sort((a, b) => a.seq - b.seq),
    clear: async (visitId) => {
      for (const [k, c] of rows) if (c.visitId === visitId) rows.delete(k);
    },
  };
}
const blob = (text: string) => new Blob([text]);
const flush = () => vi.advanceTimersByTimeAsync(0);

/** A server that keeps one result per seq, as ours does: a stored seq is answered, never appended twice. */
function fakeServer() {
  const stored = new Map<number, string>();
  const received: number[] = [];
  const upload: ChunkUploader = async (c) => {
    received.push(c.seq);
    if (!stored.has(c.seq)) stored.set(c.seq, `text ${c.seq}`);
    return { chunkTranscript: stored.get(c.seq)! };
  };
  return { stored, received, upload };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('chunk queue', () => {
  it('when chunks are added, then they are uploaded one at a time in seq order and their transcripts kept', async () => {
    const server = fakeServer();
    let inFlight = 0;
    let maxInFlight = 0;
    const upload: ChunkUploader = async (c) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      await new Promise((r) => setTimeout(r, 10));
      inFlight--;
      return server.upload(c);
    };
    const queue = new ChunkQueue('v1', { store: freshStore(), upload, onChange: () => {} });
    await queue.add(0, blob('a'), 'en');
    await queue.add(1, blob('b'), 'en');
    await queue.add(2, blob('c'), 'en');
    const drained = queue.drain();
    await vi.advanceTimersByTimeAsync(100);
    await drained;
    expect(server.received).toEqual([0, 1, 2]);
    expect(maxInFlight).toBe(1);
    expect(queue.all.map((c) => [c.seq, c.status, c.transcript, c.blob])).toEqual([
      [0, 'sent', 'text 0', undefined],
      [1, 'sent', 'text 1', undefined],
      [2, 'sent', 'text 2', undefined],
    ]);
  });

  it('when the server is unreachable, then the chunk is retried with doubling backoff capped at 10 s until it arrives', async () => {
    const attemptsAt: number[] = [];
    const start = Date.now();
    let calls = 0;
    const upload: ChunkUploader = async () => {
      attemptsAt.push(Date.now() - start);
      if (++calls < 7) throw new ApiError(0, 'network', 'Failed to fetch');
      return { chunkTranscript: 'finally' };
    };
    const queue = new ChunkQueue('v2', { store: freshStore(), upload, onChange: () => {} });
    await queue.add(0, blob('a'), 'en');
    await flush();
    expect(queue.all[0]).toMatchObject({ status: 'pending', error: 'network', attempts: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    const gaps = attemptsAt.slice(1).map((t, i) => t - attemptsAt[i]!);
    expect(gaps).toEqual([500, 1000, 2000, 4000, 8000, 10_000]);
    expect(queue.all[0]).toMatchObject({ status: 'sent', transcript: 'finally', attempts: 7 });
  });

  it('when the server answers 5xx, then the chunk waits and is retried; a 429 waits at least its Retry-After', async () => {
    const attemptsAt: number[] = [];
    const start = Date.now();
    const answers = [new ApiError(502, 'upstream_failed', 'down'), new ApiError(429, 'rate_limited', 'slow down', 'r1', 5_000)];
    const upload: ChunkUploader = async () => {
      attemptsAt.push(Date.now() - start);
      const next = answers.shift();
      if (next) throw next;
      return { chunkTranscript: 'ok' };
    };
    const queue = new ChunkQueue('v2b', { store: freshStore(), upload, onChange: () => {} });
    await queue.add(0, blob('a'), 'en');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attemptsAt).toEqual([0, 500, 5_500]);
    expect(queue.all[0]!.status).toBe('sent');
  });

  it('when the server refuses a chunk for good (4xx), then it is marked failed with the reason and the rest go on', async () => {
    const server = fakeServer();
    const upload: ChunkUploader = async (c) => {
      if (c.seq === 0) throw new ApiError(400, 'invalid_audio', 'The audio could not be decoded.', 'req-1');
      return server.upload(c);
    };
    const queue = new ChunkQueue('v3', { store: freshStore(), upload, onChange: () => {} });
    await queue.add(0, blob('junk'), 'en');
    await queue.add(1, blob('b'), 'en');
    await vi.advanceTimersByTimeAsync(1_000);
    await queue.drain();
    expect(queue.all.map((c) => [c.status, c.error, c.errorDetail])).toEqual([
      ['failed', 'invalid_audio', 'The audio could not be decoded.'],
      ['sent', undefined, undefined],
    ]);
    expect(queue.all[0]!.attempts).toBe(1);
    expect(queue.all[0]!.blob).toBeDefined(); // kept, so it can be sent again
  });

  it('when the server keeps failing on one chunk with an internal error, then it is given up after 3 attempts and the rest go on', async () => {
    const server = fakeServer();
    const upload: ChunkUploader = async (c) => {
      if (c.seq === 0) throw new ApiError(500, 'internal', 'Something went wrong on our side.', 'req-2');
      return server.upload(c);
    };
    const queue = new ChunkQueue('v3b', { store: freshStore(), upload, onChange: () => {} });
    await queue.add(0, blob('odd'), 'en');
    await queue.add(1, blob('b'), 'en');
    await vi.advanceTimersByTimeAsync(10_000);
    await queue.drain();
    expect(queue.all.map((c) => [c.seq, c.status, c.error])).toEqual([
      [0, 'failed', 'internal'],
      [1, 'sent', undefined],
    ]);
    expect(queue.all[0]!.attempts).toBe(3);
    expect(server.received).toEqual([1]);
  });

  it('when the answer to an upload is lost, then the retry sends the same seq and the server keeps it once', async () => {
    const server = fakeServer();
    let first = true;
    const upload: ChunkUploader = async (c) => {
      const result = await server.upload(c);
      if (first) {
        first = false;
        throw new ApiError(0, 'network', 'connection reset'); // the server stored it, the answer never came
      }
      return result;
    };
    const queue = new ChunkQueue('v4', { store: freshStore(), upload, onChange: () => {} });
    await queue.add(0, blob('a'), 'en');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.received).toEqual([0, 0]);
    expect([...server.stored.keys()]).toEqual([0]);
    expect(queue.all).toMatchObject([{ seq: 0, status: 'sent', transcript: 'text 0' }]);
    await queue.add(0, blob('a again'), 'en'); // adding a sent seq again changes nothing
    expect(server.received).toEqual([0, 0]);
  });

  it('when the page is reloaded, then a new queue on the same IndexedDB sends what was left, in order', async () => {
    vi.useRealTimers(); // fake-indexeddb works on real macrotasks
    const store = freshDb();
    const never: ChunkUploader = () => new Promise(() => {});
    const first = new ChunkQueue('v5', { store, upload: never, onChange: () => {} });
    await first.add(0, blob('a'), 'en');
    await first.add(1, blob('b'), 'en');
    await first.add(2, blob('c'), 'en');
    await new Promise((r) => setTimeout(r, 20));
    expect((await store.list('v5')).map((c) => c.status)).toEqual(['sending', 'pending', 'pending']);
    first.stop(); // the tab is gone; chunk 0 was "sending"

    const reopened = openChunkStore(`queue-test-${dbCount}`);
    const server = fakeServer();
    let seen: StoredChunk[] = [];
    const second = new ChunkQueue('v5', { store: reopened, upload: server.upload, onChange: (chunks) => (seen = chunks) });
    await second.resume();
    await second.drain();
    expect(server.received).toEqual([0, 1, 2]);
    expect(seen.map((c) => [c.seq, c.status, c.transcript])).toEqual([
      [0, 'sent', 'text 0'],
      [1, 'sent', 'text 1'],
      [2, 'sent', 'text 2'],
    ]);
    expect((await reopened.list('v5')).every((c) => c.blob === undefined && c.status === 'sent')).toBe(true);
  });

  it('when chunks of another visit are in the store, then a queue only sees its own', async () => {
    vi.useRealTimers();
    const store = freshDb();
    const a = new ChunkQueue('visit-a', { store, upload: () => new Promise(() => {}), onChange: () => {} });
    await a.add(0, blob('a'), 'en');
    a.stop();
    expect(await store.list('visit-b')).toEqual([]);
  });
});
