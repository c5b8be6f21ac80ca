import type { NoteResponse } from '../../../../../server/src/contract/api.schema';
import { CHUNKING } from '../../../config/options';
import { ApiError } from '../../../lib/api-client';
import { Chunker } from './chunker';
import { MicrophoneError, openMicrophone, watchInputLevel } from './microphone';
import { createVoiceDetector, type VoiceDetector } from './voice-detector';
import { createWebmRecorder } from './webm-recorder';
import { createSession, createSessionNote, uploadChunk } from '../api/sessions';
import { ChunkQueue } from './chunk-queue';
import { openChunkStore, type StoredChunk } from './chunk-store';
import { visitRecord, type VisitRecord } from './visit-record';

export type VisitPhase = 'idle' | 'starting' | 'recording' | 'paused' | 'sending' | 'generating' | 'done';

export interface VisitSnapshot {
  phase: VisitPhase;
  sessionId?: string;
  chunks: StoredChunk[];
  elapsedMs: number;
  level: number;
  note?: NoteResponse;
  error?: ApiError | MicrophoneError;
  /** A visit from an earlier page, with chunks, that can be continued or finished. */
  resumed: boolean;
}

const INITIAL: VisitSnapshot = { phase: 'idle', chunks: [], elapsedMs: 0, level: 0, resumed: false };

/**
 * One consultation from start to note: microphone, voice detection, chunking, the upload
 * queue and the session API. Framework-free; the React hook only subscribes to snapshots.
 */
export class VisitController {
  private snapshot: VisitSnapshot = INITIAL;
  private readonly listeners = new Set<() => void>();
  private readonly store = openChunkStore();
  private queue?: ChunkQueue;
  private record?: VisitRecord;
  private stream?: MediaStream;
  private vad?: VoiceDetector;
  private chunker?: Chunker;
  private stopLevel?: () => void;
  private clock?: ReturnType<typeof setInterval>;
  private runningSince = 0;

  constructor() {
    const saved = visitRecord.load();
    if (saved) void this.reopen(saved);
  }

  getSnapshot = (): VisitSnapshot => this.snapshot;
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts a new visit, or continues the open one. Must run from a click (audio needs a user gesture). */
  async start(language: string): Promise<void> {
    if (this.snapshot.phase !== 'idle' && this.snapshot.phase !== 'done') return;
    this.set({ ...(this.record ? this.snapshot : INITIAL), phase: 'starting', error: undefined, note: undefined });
    try {
      this.stream = await openMicrophone();
      if (!this.record) {
        const { sessionId } = await createSession();
        this.record = { sessionId, language, nextSeq: 0, elapsedMs: 0 };
        visitRecord.save(this.record);
        this.openQueue(sessionId);
      }
      const record = this.record;
      this.chunker = new Chunker({
        createRecorder: () => createWebmRecorder(this.stream!),
        maxChunkMs: CHUNKING.maxChunkMs,
        onChunk: ({ blob }) => {
          const seq = record.nextSeq++;
          visitRecord.save(record);
          void this.queue!.add(seq, blob, record.language);
        },
      });
      // Record from the first moment; the detector joins once its model has loaded.
      this.chunker.start();
      this.stopLevel = watchInputLevel(this.stream, (level) => this.set({ level }));
      this.vad = await createVoiceDetector(this.stream, {
        onSpeechStart: () => this.chunker?.speechStart(),
        onSpeechEnd: () => this.chunker?.speechEnd(),
        onFrame: (quiet) => this.chunker?.frame(quiet),
      });
      await this.vad.start();
      this.runClock();
      this.set({ phase: 'recording', sessionId: record.sessionId, resumed: false });
    } catch (error) {
      await this.releaseMicrophone();
      this.set({ phase: this.record ? 'idle' : 'idle', error: asError(error) });
    }
  }

  async pause(): Promise<void> {
    if (this.snapshot.phase !== 'recording') return;
    this.stopClock();
    await this.vad?.pause();
    this.chunker?.pause();
    this.set({ phase: 'paused' });
  }

  async resume(): Promise<void> {
    if (this.snapshot.phase !== 'paused') return;
    this.chunker?.resume();
    await this.vad?.start();
    this.runClock();
    this.set({ phase: 'recording' });
  }

  /** Stops recording, waits until every chunk is on the server, then asks for the note. */
  async finish(noteOptions: object): Promise<void> {
    if (!this.record) return;
    this.stopClock();
    await this.chunker?.stop();
    await this.releaseMicrophone();
    this.set({ phase: 'sending', level: 0 });
    await this.queue?.drain();
    this.set({ phase: 'generating' });
    try {
      const note = await createSessionNote(this.record.sessionId, noteOptions);
      await this.store.clear(this.record.sessionId);
      visitRecord.clear();
      this.record = undefined;
      this.queue?.stop();
      this.queue = undefined;
      this.set({ phase: 'done', note, resumed: false });
    } catch (error) {
      // The session keeps its audio: the note can be asked for again.
      this.set({ phase: 'idle', error: asError(error) });
    }
  }

  /** Forgets the finished visit's screen state and starts over. */
  reset(): void {
    if (this.snapshot.phase === 'done' || (this.snapshot.phase === 'idle' && !this.record)) this.set({ ...INITIAL });
  }

  dismissError(): void {
    this.set({ error: undefined });
  }

  get unsent(): number {
    return this.queue?.unsent ?? 0;
  }

  private async reopen(saved: VisitRecord): Promise<void> {
    this.record = saved;
    this.openQueue(saved.sessionId);
    await this.queue!.resume();
    this.set({ sessionId: saved.sessionId, elapsedMs: saved.elapsedMs, resumed: true });
  }

  private openQueue(sessionId: string): void {
    this.queue = new ChunkQueue(sessionId, {
      store: this.store,
      upload: (chunk) => uploadChunk(sessionId, chunk),
      onChange: (chunks) => this.set({ chunks }),
    });
  }

  private runClock(): void {
    this.runningSince = Date.now();
    const base = this.record?.elapsedMs ?? 0;
    this.clock = setInterval(() => {
      const elapsedMs = base + Date.now() - this.runningSince;
      if (this.record) this.record.elapsedMs = elapsedMs;
      this.set({ elapsedMs });
    }, 250);
  }

  private stopClock(): void {
    if (this.clock) clearInterval(this.clock);
    this.clock = undefined;
    if (this.record) visitRecord.save(this.record);
  }

  private async releaseMicrophone(): Promise<void> {
    this.stopLevel?.();
    this.stopLevel = undefined;
    await this.vad?.destroy().catch(() => {});
    this.vad = undefined;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = undefined;
  }

  private set(patch: Partial<VisitSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
  }
}

function asError(error: unknown): ApiError | MicrophoneError {
  if (error instanceof ApiError || error instanceof MicrophoneError) return error;
  return new MicrophoneError('other', (error as Error)?.message ?? String(error));
}
