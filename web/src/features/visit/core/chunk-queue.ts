import type { ChunkStore, StoredChunk } from './chunk-store';

export interface UploadError {
  code: string;
  /** Network, server or engine trouble: try again later. */
  retryable: boolean;
}

export type ChunkUploader = (chunk: StoredChunk & { blob: Blob }) => Promise<{ chunkTranscript: string }>;

export interface ChunkQueueOptions {
  store: ChunkStore;
  upload: ChunkUploader;
  onChange: (chunks: StoredChunk[]) => void;
  backoff?: { baseMs: number; maxMs: number };
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Sends a session's chunks to the server in `seq` order, one at a time, each stored before
 * it is sent and retried with exponential backoff until the server has it. A chunk the
 * server refuses for good (a 4xx that a retry cannot fix) is marked failed, with its reason.
 * Re-sending a `seq` is safe: the server answers a stored `seq` with its stored result.
 */
export class ChunkQueue {
  private chunks: StoredChunk[] = [];
  private running = false;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];
  private readonly backoff: { baseMs: number; maxMs: number };
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    readonly sessionId: string,
    private readonly options: ChunkQueueOptions,
  ) {
    this.backoff = options.backoff ?? { baseMs: 500, maxMs: 10_000 };
    this.sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  /** Picks up what an earlier page left unsent. */
  async resume(): Promise<void> {
    this.chunks = await this.options.store.list(this.sessionId);
    for (const c of this.chunks) if (c.status === 'sending') c.status = 'pending';
    this.changed();
    void this.pump();
  }

  async add(seq: number, blob: Blob, language: string): Promise<void> {
    const chunk: StoredChunk = { sessionId: this.sessionId, seq, language, blob, status: 'pending', attempts: 0 };
    await this.options.store.put(chunk);
    this.chunks = [...this.chunks.filter((c) => c.seq !== seq), chunk].sort((a, b) => a.seq - b.seq);
    this.changed();
    void this.pump();
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
  }

  private async pump(): Promise<void> {
    if (this.running) return;
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
    if (!chunk.blob) {
      await this.update(chunk, { status: 'failed', error: 'missing_audio' });
      return;
    }
    await this.update(chunk, { status: 'sending' });
    try {
      const { chunkTranscript } = await this.options.upload({ ...chunk, blob: chunk.blob });
      const { blob: _sent, ...rest } = chunk;
      await this.replace(chunk, { ...rest, status: 'sent', transcript: chunkTranscript, attempts: chunk.attempts + 1 });
    } catch (error) {
      const e = error as Partial<UploadError>;
      if (e.retryable === false) {
        await this.update(chunk, { status: 'failed', error: e.code ?? 'internal', attempts: chunk.attempts + 1 });
        return;
      }
      const attempts = chunk.attempts + 1;
      await this.update(chunk, { status: 'pending', attempts, error: e.code ?? 'network' });
      await this.sleep(Math.min(this.backoff.maxMs, this.backoff.baseMs * 2 ** Math.min(attempts - 1, 10)));
    }
  }

  private async update(chunk: StoredChunk, patch: Partial<StoredChunk>): Promise<void> {
    await this.replace(chunk, { ...chunk, ...patch });
  }

  private async replace(old: StoredChunk, next: StoredChunk): Promise<void> {
    await this.options.store.put(next);
    this.chunks = this.chunks.map((c) => (c === old || c.seq === old.seq ? next : c));
    this.changed();
  }

  private changed(): void {
    this.options.onChange([...this.chunks]);
  }
}
