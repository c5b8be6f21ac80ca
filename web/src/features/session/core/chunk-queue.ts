import type { Language } from '@contract/api.schema';
import type { ChunkStore, StoredChunk } from './chunk-store';

/** What an upload failure must tell the queue. `ApiError` has this shape. */
export interface UploadFailure {
  code: string;
  detail?: string;
  /** Network, server or engine trouble: try again later. Anything else fails the chunk for good. */
  retryable: boolean;
  retryAfterMs?: number;
}

/**
 * A chunk the server keeps failing on with an internal error (a fault with this chunk, not an
 * outage) is given up after this many attempts, so it cannot hold back every chunk after it.
 */
const MAX_INTERNAL_ERROR_ATTEMPTS = 3;

export type ChunkUploader = (chunk: StoredChunk & { blob: Blob }) => Promise<{ chunkTranscript: string }>;

export interface ChunkQueueOptions {
  store: ChunkStore;
  upload: ChunkUploader;
  onChange: (chunks: StoredChunk[]) => void;
  /** Exponential backoff between attempts: base, doubling, capped. */
  backoff?: { baseMs: number; maxMs: number };
}

/**
 * Sends a visit's chunks to the server in `seq` order, one at a time. Each chunk is stored
 * before it is sent and retried with exponential backoff until the server has it; a chunk the
 * server refuses for good (a 4xx that a retry cannot fix) is marked failed with its reason,
 * and the rest go on. Re-sending a `seq` is safe: the server answers a stored `seq` with its
 * stored result, so a lost answer costs nothing but a retry.
 */
export class ChunkQueue {
  private chunks: StoredChunk[] = [];
  private running = false;
  private stopped = false;
  private wake?: () => void;
  private idleWaiters: (() => void)[] = [];
  private readonly backoff: { baseMs: number; maxMs: number };

  constructor(
    readonly visitId: string,
    private readonly options: ChunkQueueOptions,
  ) {
    this.backoff = options.backoff ?? { baseMs: 500, maxMs: 10_000 };
  }

  /** Picks up what an earlier page left unsent. */
  async resume(): Promise<void> {
    this.chunks = await this.options.store.list(this.visitId);
    for (const c of this.chunks) if (c.status === 'sending') c.status = 'pending';
    this.changed();
    void this.pump();
  }

  /** Stores the chunk (resolves once it is on disk), then sends it in its turn. */
  async add(seq: number, blob: Blob, language: Language): Promise<void> {
    const existing = this.chunks.find((c) => c.seq === seq);
    if (existing && existing.status === 'sent') return;
    const chunk: StoredChunk = { visitId: this.visitId, seq, language, blob, status: 'pending', attempts: 0 };
    await this.options.store.put(chunk);
    this.chunks = [...this.chunks.filter((c) => c.seq !== seq), chunk].sort((a, b) => a.seq - b.seq);
    this.changed();
    void this.pump();
  }

  /** Sends failed chunks again (for instance after the clinician fixed what was wrong). */
  async retryFailed(): Promise<void> {
    for (const c of this.chunks.filter((x) => x.status === 'failed' && x.blob)) await this.update(c, { status: 'pending', attempts: 0 });
    this.retryNow();
    void this.pump();
  }

  /** Cuts a backoff wait short (the network came back). */
  retryNow(): void {
    this.wake?.();
  }

  get unsent(): number {
    return this.chunks.filter((c) => c.status === 'pending' || c.status === 'sending').length;
  }

  get all(): StoredChunk[] {
    return this.chunks;
  }

  /** Resolves when every chunk is either sent or failed for good. */
  drain(): Promise<void> {
    if (this.unsent === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    this.wake?.();
  }

  private async pump(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = true;
    try {
      for (;;) {
        if (this.stopped) return;
        const next = this.chunks.find((c) => c.status === 'pending');
        if (!next) break;
        await this.send(next);
      }
    } finally {
      this.running = false;
    }
    if (this.unsent === 0) for (const w of this.idleWaiters.splice(0)) w();
  }

  private async send(chunk: StoredChunk): Promise<void> {
    if (!chunk.blob) return void (await this.update(chunk, { status: 'failed', error: 'missing_audio' }));
    const attempts = chunk.attempts + 1;
    const sending = await this.update(chunk, { status: 'sending', attempts });
    try {
      const { chunkTranscript } = await this.options.upload({ ...sending, blob: chunk.blob });
      // The server has it: the audio is no longer needed on this machine.
      const { blob: _sent, error: _e, errorDetail: _d, ...rest } = sending;
      await this.replace({ ...rest, status: 'sent', transcript: chunkTranscript });
    } catch (error) {
      const failure = error as Partial<UploadFailure>;
      const code = failure.code ?? 'network';
      if (failure.retryable === false || (code === 'internal' && attempts >= MAX_INTERNAL_ERROR_ATTEMPTS)) {
        await this.update(sending, { status: 'failed', error: code, errorDetail: failure.detail });
        return;
      }
      await this.update(sending, { status: 'pending', error: code });
      const backoff = Math.min(this.backoff.maxMs, this.backoff.baseMs * 2 ** Math.min(attempts - 1, 16));
      await this.sleep(Math.max(backoff, Math.min(failure.retryAfterMs ?? 0, 60_000)));
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async update(chunk: StoredChunk, patch: Partial<StoredChunk>): Promise<StoredChunk> {
    const next = { ...chunk, ...patch };
    await this.replace(next);
    return next;
  }

  private async replace(next: StoredChunk): Promise<void> {
    await this.options.store.put(next);
    this.chunks = this.chunks.map((c) => (c.seq === next.seq ? next : c));
    this.changed();
  }

  private changed(): void {
    this.options.onChange([...this.chunks]);
  }
}
