import fs from 'node:fs';
import path from 'node:path';
import type { DataCipher } from './data-encryption.js';
import type { ChunkRecord, NewChunk, ReserveResult, SessionStore, StoredAudio, StoredNote } from './session-store.js';

/**
 * A SessionStore whose stored chunk audio, chunk texts and kept notes are encrypted with the
 * data key (ANTECKNA_DATA_KEY), around either sibling: a copied disk, database dump or backup
 * holds ciphertext only. Session ids, tenants, times and order stay readable, so the stores
 * work unchanged; audio is decrypted only into a temp file for re-transcription.
 */
export class EncryptingSessionStore implements SessionStore {
  readonly kind: SessionStore['kind'];

  constructor(
    private readonly inner: SessionStore,
    private readonly cipher: DataCipher,
  ) {
    this.kind = inner.kind;
  }

  init = () => this.inner.init();
  createSession = (tenant: string) => this.inner.createSession(tenant);
  getSession = (tenant: string, id: string) => this.inner.getSession(tenant, id);
  audioSeconds = (sessionId: string) => this.inner.audioSeconds(sessionId);
  discardChunk = (chunkId: string) => this.inner.discardChunk(chunkId);
  claimExpiredChunk = (chunkId: string, leaseMs: number) => this.inner.claimExpiredChunk(chunkId, leaseMs);
  renewLease = (chunkId: string, leaseMs: number) => this.inner.renewLease(chunkId, leaseMs);
  sweepOrphanedAudio = (cutoff: Date) => this.inner.sweepOrphanedAudio(cutoff);
  checkWritable = () => this.inner.checkWritable();
  purgeIdle = (cutoff: Date) => this.inner.purgeIdle(cutoff);
  close = () => this.inner.close();

  async reserveChunk(chunk: NewChunk): Promise<ReserveResult> {
    // Beside the upload, so the store's hard link stays on one file system.
    const encrypted = `${chunk.audioPath}.enc`;
    await this.cipher.encryptFile(chunk.audioPath, encrypted);
    try {
      const result = await this.inner.reserveChunk({ ...chunk, audioPath: encrypted });
      return result.kind === 'closed' ? result : { ...result, chunk: this.readable(result.chunk) };
    } finally {
      await fs.promises.rm(encrypted, { force: true });
    }
  }

  completeChunk(chunkId: string, transcript: string, durationSec?: number): Promise<void> {
    return this.inner.completeChunk(chunkId, this.cipher.encryptText(transcript), durationSec);
  }

  async listChunks(sessionId: string): Promise<ChunkRecord[]> {
    return (await this.inner.listChunks(sessionId)).map((c) => this.readable(c));
  }

  async listOrphanedChunks(limit: number): Promise<ChunkRecord[]> {
    return (await this.inner.listOrphanedChunks(limit)).map((c) => this.readable(c));
  }

  async readChunkAudio(chunkId: string, toDir: string): Promise<StoredAudio | undefined> {
    const stored = await this.inner.readChunkAudio(chunkId, toDir);
    if (!stored) return undefined;
    await fs.promises.mkdir(toDir, { recursive: true });
    const plain = path.join(toDir, `plain-${chunkId}${path.extname(stored.path)}`);
    try {
      await this.cipher.decryptFile(stored.path, plain);
    } finally {
      await stored.release();
    }
    return { path: plain, release: () => fs.promises.rm(plain, { force: true }) };
  }

  closeSession(sessionId: string, noteChunks: number, note: StoredNote): Promise<boolean> {
    return this.inner.closeSession(sessionId, noteChunks, { ...note, response: { encrypted: this.cipher.encryptText(JSON.stringify(note.response)) } });
  }

  async getNote(tenant: string, sessionId: string): Promise<StoredNote | undefined> {
    const note = await this.inner.getNote(tenant, sessionId);
    const encrypted = (note?.response as { encrypted?: unknown } | undefined)?.encrypted;
    if (!note || typeof encrypted !== 'string') return note;
    return { ...note, response: JSON.parse(this.cipher.decryptText(encrypted)) as unknown };
  }

  private readable(chunk: ChunkRecord): ChunkRecord {
    return { ...chunk, transcript: this.cipher.decryptText(chunk.transcript) };
  }
}
