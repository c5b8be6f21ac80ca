import { setTimeout as sleep } from 'node:timers/promises';
import type { ChunkResult, Language, NoteOptions, NoteResponse } from '../../contract/api.schema.js';
import { AudioTooLongError, UndecodableAudioError } from '../../audio/audio-errors.js';
import { AppError } from '../../lib/app-error.js';
import type { SpeechTiming } from '../../engines/speech/transcriber.js';
import type { Logger } from '../../lib/logger.js';
import type { ChunkRecord, SessionRecord, SessionStore } from '../../storage/session-store.js';
import type { NotesService } from '../notes/notes.service.js';
import type { TranscriptionService } from '../transcriptions/transcription.service.js';

export interface SessionsServiceOptions {
  /** How long a process may hold a pending chunk before another may take it over. */
  chunkLeaseMs: number;
  /** How long a note request waits for chunks still being transcribed. */
  noteWaitMs: number;
  /** Temp dir for audio read back from the store. */
  tempDir: string;
  /** Most seconds of audio one session may hold. */
  maxAudioSeconds: number;
}

/** The chunk's answer, and where its transcription's time went when it was transcribed now. */
export interface ChunkOutcome {
  body: ChunkResult;
  timing?: SpeechTiming;
}

export interface IncomingChunk {
  path: string;
  ext: string;
  originalName?: string;
}

const notFound = () => new AppError(404, 'not_found', 'No session with this id exists.');
const sessionClosed = () =>
  new AppError(409, 'session_closed', 'This session already has its note; open a new session for the next consultation.');

/** How many times a note is rewritten when chunks keep arriving while it is written. */
const NOTE_ATTEMPTS = 3;

/** The chunked consultation flow: open, add chunks as the visit goes on, then the note. */
export class SessionsService {
  constructor(
    private readonly store: SessionStore,
    private readonly transcription: TranscriptionService,
    private readonly notes: NotesService,
    private readonly options: SessionsServiceOptions,
    private readonly logger: Logger,
  ) {}

  async open(tenant: string): Promise<string> {
    return (await this.store.createSession(tenant)).id;
  }

  async addChunk(
    tenant: string,
    sessionId: string,
    audio: IncomingChunk,
    language: Language,
    seq: number | undefined,
    signal: AbortSignal,
  ): Promise<ChunkOutcome> {
    const session = await this.requireSession(tenant, sessionId);
    if (session.closedAt) throw sessionClosed();
    this.transcription.checkLanguage(language);

    // A retry of a seq still being transcribed waits for the first attempt's result.
    for (;;) {
      const reserved = await this.store.reserveChunk({
        sessionId,
        seq,
        language,
        audioPath: audio.path,
        audioExt: audio.ext,
        leaseMs: this.options.chunkLeaseMs,
      });
      if (reserved.kind === 'closed') throw sessionClosed();
      if (reserved.kind === 'reserved') {
        // Checked for new chunks only: a retry of a stored seq still gets its stored result.
        if ((await this.store.audioSeconds(sessionId)) >= this.options.maxAudioSeconds) {
          await this.store.discardChunk(reserved.chunk.id);
          throw sessionAudioFull(this.options.maxAudioSeconds);
        }
        return this.transcribeChunk(reserved.chunk, audio, signal);
      }
      if (reserved.chunk.status === 'done') return { body: result(reserved.chunk) };
      await sleep(100, undefined, { signal });
    }
  }

  /**
   * Writes the session's note, stores it with the session and only then closes it, so a
   * client that lost the answer gets the same note again: by repeating the request with the
   * same `idempotencyKey`, or from `storedNote`.
   */
  async note(
    tenant: string,
    sessionId: string,
    options: NoteOptions,
    idempotencyKey: string | undefined,
    signal: AbortSignal,
    /** Who asks: the note is kept for review under this key. */
    author?: string,
  ): Promise<NoteResponse> {
    const session = await this.requireSession(tenant, sessionId);
    const resolved = this.notes.resolveOptions(options);
    if (session.closedAt) return this.noteOfClosedSession(session, idempotencyKey);
    for (let attempt = 1; ; attempt++) {
      const chunks = await this.waitForChunks(sessionId, signal);
      if (chunks.length === 0) throw noAudio(session);
      const transcript = chunks
        .map((c) => c.transcript.trim())
        .filter(Boolean)
        .join(' ');
      const response = await this.notes.fromTranscript(transcript, resolved, signal, author ? { tenant, keyId: author, source: 'session' } : undefined);
      // A chunk that arrived meanwhile is not in this note: write it again rather than lose it.
      // A note the session was not closed with leaves the review queue again (the retry keeps its own).
      const closed = await this.store
        .closeSession(sessionId, chunks.length, { response, ...(idempotencyKey ? { idempotencyKey } : {}) })
        .catch(async (error: unknown) => {
          await this.notes.forgetKept(tenant, response.noteId);
          throw error;
        });
      if (closed) return response;
      await this.notes.forgetKept(tenant, response.noteId);
      // Or another request (a retry of this one) closed the session first.
      const now = await this.requireSession(tenant, sessionId);
      if (now.closedAt) return this.noteOfClosedSession(now, idempotencyKey);
      if (attempt === NOTE_ATTEMPTS) {
        throw new AppError(503, 'not_ready', 'Audio chunks are still arriving for this session; send the last chunk, then ask for the note again.', {
          headers: { 'Retry-After': '2' },
        });
      }
    }
  }

  /** The note a closed session was closed with (kept for the session TTL). */
  async storedNote(tenant: string, sessionId: string): Promise<NoteResponse> {
    await this.requireSession(tenant, sessionId);
    const stored = await this.store.getNote(tenant, sessionId);
    if (!stored) throw new AppError(404, 'not_found', 'This session has no note yet.');
    return stored.response as NoteResponse;
  }

  /** A repeat of the request that closed the session gets its note; anything else finds the audio consumed (spec rule 1). */
  private async noteOfClosedSession(session: SessionRecord, idempotencyKey: string | undefined): Promise<NoteResponse> {
    const stored = idempotencyKey ? await this.store.getNote(session.tenant, session.id) : undefined;
    if (stored && stored.idempotencyKey === idempotencyKey) return stored.response as NoteResponse;
    throw noAudio(session);
  }

  /** Finishes chunks left pending by a process that died, from their stored audio. */
  async recoverOrphanedChunks(signal: AbortSignal): Promise<number> {
    let recovered = 0;
    for (const chunk of await this.store.listOrphanedChunks(100)) {
      if (await this.recoverChunk(chunk, signal)) recovered++;
    }
    return recovered;
  }

  private async requireSession(tenant: string, sessionId: string) {
    const session = await this.store.getSession(tenant, sessionId);
    if (!session) throw notFound();
    return session;
  }

  private async transcribeChunk(chunk: ChunkRecord, audio: IncomingChunk, signal: AbortSignal): Promise<ChunkOutcome> {
    // A short lease, renewed while this process works: if it dies, another takes over soon.
    const renew = setInterval(() => {
      this.store.renewLease(chunk.id, this.options.chunkLeaseMs).catch(() => {});
    }, this.options.chunkLeaseMs / 3);
    try {
      const { text, timing, durationSec } = await this.transcription.transcribe(
        { path: audio.path, ...(audio.originalName ? { originalName: audio.originalName } : {}) },
        chunk.language,
        signal,
      );
      await this.store.completeChunk(chunk.id, text, durationSec);
      return { body: result({ ...chunk, transcript: text, status: 'done' }), ...(timing ? { timing } : {}) };
    } catch (error) {
      // Nothing is appended when transcription fails: the client may retry the same seq.
      await this.store.discardChunk(chunk.id);
      throw error;
    } finally {
      clearInterval(renew);
    }
  }

  private async waitForChunks(sessionId: string, signal: AbortSignal): Promise<ChunkRecord[]> {
    const deadline = Date.now() + this.options.noteWaitMs;
    for (;;) {
      const chunks = await this.store.listChunks(sessionId);
      const pending = chunks.filter((c) => c.status === 'pending');
      if (pending.length === 0) return chunks;
      for (const orphan of pending.filter((c) => (c.leaseUntil?.getTime() ?? 0) < Date.now())) {
        await this.recoverChunk(orphan, signal);
      }
      if (Date.now() > deadline) {
        throw new AppError(503, 'not_ready', 'Some audio chunks are still being transcribed; please retry the note in a moment.', {
          headers: { 'Retry-After': '5' },
        });
      }
      await sleep(50, undefined, { signal });
    }
  }

  private async recoverChunk(chunk: ChunkRecord, signal: AbortSignal): Promise<boolean> {
    if (!(await this.store.claimExpiredChunk(chunk.id, this.options.chunkLeaseMs))) return false;
    const audio = await this.store.readChunkAudio(chunk.id, this.options.tempDir);
    if (!audio) {
      await this.store.discardChunk(chunk.id);
      return false;
    }
    try {
      const { text, durationSec } = await this.transcription.transcribe({ path: audio.path }, chunk.language, signal);
      await this.store.completeChunk(chunk.id, text, durationSec);
      this.logger.info({ sessionId: chunk.sessionId, position: chunk.position }, 'recovered an orphaned chunk');
      return true;
    } catch (error) {
      // Audio that cannot be decoded will never transcribe: drop it rather than block the note.
      if (isRefusedAudio(error)) await this.store.discardChunk(chunk.id);
      this.logger.warn({ sessionId: chunk.sessionId, position: chunk.position, err: errorName(error) }, 'orphaned chunk could not be recovered');
      return false;
    } finally {
      await audio.release();
    }
  }
}

const result = (chunk: ChunkRecord): ChunkResult => ({
  ok: true,
  chunkTranscript: chunk.transcript,
  ...(chunk.seq !== undefined ? { seq: chunk.seq } : {}),
});

const sessionAudioFull = (maxSeconds: number) =>
  new AppError(
    413,
    'audio_too_long',
    `This session already holds ${Math.round(maxSeconds / 60)} minutes of audio, the most one session may hold; ask for its note and open a new session.`,
  );

const noAudio = (session: SessionRecord) =>
  new AppError(
    400,
    'no_audio',
    session.closedAt
      ? 'This session has already been turned into a note; its audio is consumed.'
      : 'No audio has been received for this session yet.',
  );

const isRefusedAudio = (error: unknown) =>
  error instanceof UndecodableAudioError || error instanceof AudioTooLongError || (error instanceof AppError && error.status < 500);

const errorName = (error: unknown) => (error instanceof AppError ? error.code : (error as Error)?.name);
