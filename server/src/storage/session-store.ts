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
  language: string;
  /** Until when the process transcribing a pending chunk holds it; after that another may take over. */
  leaseUntil?: Date;
}

export interface StoredAudio {
  path: string;
  release(): Promise<void>;
}

export interface NewChunk {
  sessionId: string;
  seq?: number;
  language: string;
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
  completeChunk(chunkId: string, transcript: string): Promise<void>;
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
   * Marks the session closed and deletes its audio and chunk transcripts, but only while it
   * holds exactly `noteChunks` chunks: a chunk that arrived while the note was being written
   * makes it return false and keeps everything, so that chunk is never lost.
   */
  closeSession(sessionId: string, noteChunks: number): Promise<boolean>;
  /** Deletes sessions idle since before `cutoff`, with their audio; returns how many. */
  purgeIdle(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}
