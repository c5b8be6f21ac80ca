import type { Language } from '../contract/api.schema.js';

/**
 * Where sessions and their chunks live. Two siblings implement it: SQLite (one process,
 * audio files in the data dir) and PostgreSQL (many processes, audio in the database).
 * Both fix a chunk's place at receipt, inside a transaction.
 */
export interface SessionRecord {
  id: string;
  tenant: string;
  createdAt: Date;
  lastActivityAt: Date;
  closedAt?: Date;
}

export type ChunkStatus = 'pending' | 'done';

export interface ChunkRecord {
  id: string;
  sessionId: string;
  /** Place of receipt within the session, from 0. */
  position: number;
  seq?: number;
  status: ChunkStatus;
  transcript: string;
  language: Language;
  /** Until when the process transcribing a pending chunk holds it; after that another may take over. */
  leaseUntil?: Date;
}

/** The note a session was closed with, kept for the session TTL so a client that lost the answer gets it again. */
export interface StoredNote {
  /** The note response exactly as answered (kept whole, so it holds whatever fields the response has). */
  response: unknown;
  /** The client's `Idempotency-Key` of the request that wrote it, if it sent one. */
  idempotencyKey?: string;
}

export interface StoredAudio {
  path: string;
  release(): Promise<void>;
}

export interface NewChunk {
  sessionId: string;
  seq?: number;
  language: Language;
  /** The uploaded file; the store keeps its own durable copy. */
  audioPath: string;
  audioExt: string;
  leaseMs: number;
}

export type ReserveResult =
  | { kind: 'reserved'; chunk: ChunkRecord }
  /** A chunk with this `seq` is already stored (done, or pending under a live lease). */
  | { kind: 'existing'; chunk: ChunkRecord }
  /** The session was closed (its note written) before this chunk could be placed. */
  | { kind: 'closed' };

export interface SessionStore {
  readonly kind: 'sqlite' | 'postgres';
  init(): Promise<void>;
  createSession(tenant: string): Promise<SessionRecord>;
  /** The session if it exists and belongs to `tenant`; other tenants never see it. */
  getSession(tenant: string, id: string): Promise<SessionRecord | undefined>;
  /**
   * Fixes the chunk's place in the session at receipt. A `seq` already stored returns that
   * chunk; a pending one whose lease ran out (its process died) is taken over with the new audio.
   */
  reserveChunk(chunk: NewChunk): Promise<ReserveResult>;
  /** Stores a chunk's text and how many seconds of audio it held (counted against the session's quota). */
  completeChunk(chunkId: string, transcript: string, durationSec?: number): Promise<void>;
  /** Seconds of audio in the session's transcribed chunks. */
  audioSeconds(sessionId: string): Promise<number>;
  /** Removes a chunk whose transcription failed: nothing is appended. */
  discardChunk(chunkId: string): Promise<void>;
  /** All chunks in transcript order (by `seq` when given, else by receipt). */
  listChunks(sessionId: string): Promise<ChunkRecord[]>;
  /** The stored audio of a chunk as a file to read, for re-transcription; call `release` when done. */
  readChunkAudio(chunkId: string, toDir: string): Promise<StoredAudio | undefined>;
  /** Claims a pending chunk whose lease has expired so this process can finish it. */
  claimExpiredChunk(chunkId: string, leaseMs: number): Promise<boolean>;
  /** Extends the lease of a pending chunk this process is still transcribing. */
  renewLease(chunkId: string, leaseMs: number): Promise<void>;
  /** Pending chunks whose lease has run out (left by a process that died). */
  listOrphanedChunks(limit: number): Promise<ChunkRecord[]>;
  /**
   * In one transaction: stores `note` with the session, marks it closed and deletes its chunk
   * transcripts, but only while it holds exactly `noteChunks` chunks: a chunk that arrived
   * while the note was being written makes it return false and keeps everything, so that
   * chunk is never lost. If the transaction fails nothing changes, so the note can be retried.
   * Audio kept outside the database is removed after the commit, best effort (see
   * `sweepOrphanedAudio`).
   */
  closeSession(sessionId: string, noteChunks: number, note: StoredNote): Promise<boolean>;
  /** The note the session was closed with, if it belongs to `tenant` and was closed. */
  getNote(tenant: string, sessionId: string): Promise<StoredNote | undefined>;
  /** Removes audio files no chunk refers to (left by a failed removal) last modified before `cutoff`; returns how many. */
  sweepOrphanedAudio(cutoff: Date): Promise<number>;
  /** Throws AppError `storage_unavailable` when writes would be lost or refused (database file gone, read-only). */
  checkWritable(): Promise<void>;
  /** Deletes sessions idle since before `cutoff`, with their audio; returns how many. */
  purgeIdle(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}
