import type { ChunkResult, Language, NoteOptions, NoteResponse, SessionCreated } from '@contract/api.schema';
import { ApiError } from '../../../lib/api-client';
import type { ChunkUpload } from '../api/upload-chunk';
import { ChunkQueue } from './chunk-queue';
import type { ChunkStore, StoredChunk } from './chunk-store';
import type { OpenVisit, OpenVisitStore } from './open-visit';

export type SessionPhase = 'none' | 'open' | 'sending' | 'generating' | 'done';

export interface SessionSnapshot {
  phase: SessionPhase;
  visit?: OpenVisit;
  chunks: StoredChunk[];
  note?: NoteResponse;
  /** Chunks the server refused for good when the note was made: their audio is not in it. */
  missingChunks: number;
  error?: ApiError;
  /** The visit was picked up from an earlier page. */
  resumed: boolean;
}

export interface SessionApi {
  createSession(): Promise<SessionCreated>;
  uploadChunk(chunk: ChunkUpload): Promise<ChunkResult>;
  createSessionNote(sessionId: string, options: NoteOptions, idempotencyKey: string): Promise<NoteResponse>;
  /** The note the server stored with the closed session. */
  getSessionNote(sessionId: string): Promise<NoteResponse>;
}

export interface VisitSessionOptions {
  api: SessionApi;
  store: ChunkStore;
  visits: OpenVisitStore;
  backoff?: { baseMs: number; maxMs: number };
  newId?: () => string;
}

// Every key spelled out: `set` merges, and a reset must not keep the last visit's values.
const EMPTY: SessionSnapshot = { phase: 'none', visit: undefined, chunks: [], note: undefined, missingChunks: 0, error: undefined, resumed: false };
/** How many times a note is asked for while the server answers "busy, retry after" (503). */
const NOTE_ATTEMPTS = 4;
/** Wait before asking for the note again after its answer was lost on the network. */
const NETWORK_RETRY_MS = 1_000;

/**
 * One consultation on the server: its session, its chunks (stored, queued, retried) and,
 * at the end, its note. Framework-free; the recorder hands it chunks, React subscribes.
 */
export class VisitSession {
  private snapshot: SessionSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  private queue?: ChunkQueue;
  private creating?: Promise<string>;
  /** Chunks are stored one after another, so a quick stop cannot overtake the last write. */
  private adding: Promise<void> = Promise.resolve();
  /** Bumped by `cancelFinish`, so a finish still waiting for the queue does not ask for the note. */
  private finishing = 0;

  constructor(private readonly options: VisitSessionOptions) {}

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Picks up the visit an earlier page left open, and sends what it left unsent. */
  async attach(): Promise<void> {
    if (this.queue) return;
    const saved = this.options.visits.load();
    if (!saved) return;
    this.set({ ...EMPTY, phase: 'open', visit: saved, resumed: true });
    this.openQueue(saved);
    await this.queue!.resume();
  }

  /** Stops sending (the page is going away); the stored chunks wait for the next page. */
  detach(): void {
    this.queue?.stop();
    this.queue = undefined;
  }

  /** Opens a visit, unless one is open already (then recording continues into it). */
  begin(language: Language, noteOptions: NoteOptions): OpenVisit {
    if (this.snapshot.visit) return this.snapshot.visit;
    const visit: OpenVisit = { visitId: this.options.newId?.() ?? crypto.randomUUID(), language, noteOptions, nextSeq: 0, elapsedMs: 0 };
    this.options.visits.save(visit);
    this.openQueue(visit);
    this.set({ ...EMPTY, phase: 'open', visit });
    return visit;
  }

  /** Stores a chunk and queues it for the server. Resolves once it is safe on disk. */
  addChunk(blob: Blob): Promise<void> {
    const visit = this.snapshot.visit;
    if (!visit || !this.queue) return Promise.resolve();
    const seq = visit.nextSeq++;
    this.options.visits.save(visit);
    const queue = this.queue;
    this.adding = this.adding.then(() => queue.add(seq, blob, visit.language)).catch(() => {});
    return this.adding;
  }

  /** Keeps the recording time with the visit, for the clock after a reload. */
  setElapsed(elapsedMs: number): void {
    const visit = this.snapshot.visit;
    if (!visit) return;
    visit.elapsedMs = elapsedMs;
    this.options.visits.save(visit);
  }

  /** Waits until every chunk is on the server (or refused for good), then asks for the note. */
  async finish(noteOptions: NoteOptions): Promise<void> {
    const visit = this.snapshot.visit;
    if (!visit || !this.queue || this.snapshot.phase === 'sending' || this.snapshot.phase === 'generating') return;
    const token = ++this.finishing;
    this.set({ phase: 'sending', error: undefined });
    await this.adding;
    await this.queue.drain();
    if (token !== this.finishing || this.snapshot.visit !== visit) return;
    const sent = this.queue.all.filter((c) => c.status === 'sent').length;
    const missingChunks = this.queue.all.filter((c) => c.status === 'failed').length;
    if (sent === 0 || !visit.sessionId) {
      this.set({ phase: 'open', error: new ApiError(400, 'no_speech', 'No speech was recorded in this visit.') });
      return;
    }
    this.set({ phase: 'generating' });
    try {
      const note = await this.noteWhenReady(visit, visit.sessionId, noteOptions);
      this.close();
      this.set({ ...EMPTY, phase: 'done', note, missingChunks });
    } catch (error) {
      // The session keeps its audio: the note can be asked for again.
      this.set({ phase: 'open', error: asApiError(error) });
    }
  }

  /**
   * The note, asked again while the server answers 503 with Retry-After (chunks still being
   * transcribed on a busy server): the clinician sees "generating", not an error to retry by hand.
   * When the answer is lost on the way (network), the server may have made the note all the
   * same and closed the session: it keeps the note, so it is fetched, or asked for again with
   * the same Idempotency-Key, which answers that same note.
   */
  private async noteWhenReady(visit: OpenVisit, sessionId: string, noteOptions: NoteOptions): Promise<NoteResponse> {
    if (!visit.noteKey) {
      visit.noteKey = this.options.newId?.() ?? crypto.randomUUID();
      this.options.visits.save(visit);
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.options.api.createSessionNote(sessionId, noteOptions, visit.noteKey);
      } catch (error) {
        if (!(error instanceof ApiError) || attempt >= NOTE_ATTEMPTS) throw error;
        if (error.status === 0) {
          const stored = await this.options.api.getSessionNote(sessionId).catch(() => undefined);
          if (stored) return stored;
          await new Promise((resolve) => setTimeout(resolve, NETWORK_RETRY_MS));
          continue;
        }
        const busy = error.status === 503 && error.retryAfterMs !== undefined;
        if (!busy) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(error.retryAfterMs!, 10_000)));
      }
    }
  }

  /** Stops waiting for the queue (the server is away): the visit stays open, its chunks keep going. */
  cancelFinish(): void {
    if (this.snapshot.phase !== 'sending') return;
    this.finishing++;
    this.set({ phase: 'open' });
  }

  /** The network is back: stop waiting out the backoff. */
  retryNow(): void {
    this.queue?.retryNow();
  }

  /** Sends refused chunks again. */
  retryFailed(): void {
    void this.queue?.retryFailed();
  }

  /** Throws the open visit away, with its stored audio. */
  discard(): void {
    this.close();
    this.set({ ...EMPTY });
  }

  /** Leaves the finished visit's note for a new visit. */
  newVisit(): void {
    if (this.snapshot.phase === 'done') this.set({ ...EMPTY });
  }

  dismissError(): void {
    this.set({ error: undefined });
  }

  get unsent(): number {
    return this.queue?.unsent ?? 0;
  }

  private close(): void {
    const visit = this.snapshot.visit;
    this.detach();
    this.creating = undefined;
    this.options.visits.clear();
    if (visit) void this.options.store.clear(visit.visitId);
  }

  private openQueue(visit: OpenVisit): void {
    this.queue?.stop();
    const queue: ChunkQueue = new ChunkQueue(visit.visitId, {
      store: this.options.store,
      backoff: this.options.backoff,
      upload: async (chunk) => this.options.api.uploadChunk({ sessionId: await this.serverSession(visit), seq: chunk.seq, language: chunk.language, blob: chunk.blob }),
      // A queue replaced meanwhile (React's double mount, a discarded visit) must not overwrite the list.
      onChange: (chunks) => this.queue === queue && this.set({ chunks }),
    });
    this.queue = queue;
  }

  /** Created on the first upload, so a visit can start while the server is out of reach. */
  private serverSession(visit: OpenVisit): Promise<string> {
    if (visit.sessionId) return Promise.resolve(visit.sessionId);
    this.creating ??= this.options.api.createSession().then(
      ({ sessionId }) => {
        visit.sessionId = sessionId;
        if (this.snapshot.visit === visit) this.options.visits.save(visit);
        return sessionId;
      },
      (error: unknown) => {
        this.creating = undefined;
        throw error;
      },
    );
    return this.creating;
  }

  private set(patch: Partial<SessionSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, 'internal', String((error as Error)?.message ?? error));
}
