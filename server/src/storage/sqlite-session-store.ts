import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { Language } from '../contract/api.schema.js';
import { storageUnavailable } from '../lib/app-error.js';
import { closeDatabase, forgetDeleted, openDatabase } from './sqlite-database.js';
import type { ChunkRecord, NewChunk, ReserveResult, SessionRecord, SessionStore, StoredAudio, StoredNote } from './session-store.js';

interface SessionRow {
  id: string;
  tenant: string;
  created_at: number;
  last_activity_at: number;
  closed_at: number | null;
  note_json?: string | null;
  note_key?: string | null;
}
interface ChunkRow {
  id: string;
  session_id: string;
  position: number;
  seq: number | null;
  status: 'pending' | 'done';
  transcript: string;
  language: Language;
  audio_file: string | null;
  lease_until: number | null;
}

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS sessions (
     id TEXT PRIMARY KEY,
     tenant TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_activity_at INTEGER NOT NULL,
     closed_at INTEGER
   );
   CREATE INDEX IF NOT EXISTS sessions_last_activity ON sessions(last_activity_at);
   CREATE TABLE IF NOT EXISTS chunks (
     id TEXT PRIMARY KEY,
     session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     seq INTEGER,
     status TEXT NOT NULL CHECK (status IN ('pending', 'done')),
     transcript TEXT NOT NULL DEFAULT '',
     language TEXT NOT NULL,
     audio_file TEXT,
     lease_until INTEGER,
     UNIQUE (session_id, position),
     UNIQUE (session_id, seq)
   );`,
  `ALTER TABLE sessions ADD COLUMN note_json TEXT;
   ALTER TABLE sessions ADD COLUMN note_key TEXT;
   ALTER TABLE chunks ADD COLUMN duration_sec REAL;`,
];

/** A failed audio removal is tried once more after this; the hourly sweep catches the rest. */
const AUDIO_REMOVAL_RETRY_MS = 2_000;

/**
 * SessionStore on SQLite (WAL). better-sqlite3 is synchronous, so every method is one
 * atomic step in this process; chunk audio is kept as files under `<dataDir>/chunks`.
 */
export class SqliteSessionStore implements SessionStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;
  /** Compiled once, reused: preparing costs more than running these small queries. */
  private readonly statements = new Map<string, Database.Statement>();
  private readonly audioDir: string;
  private readonly databaseFile: string;
  /** The database file's inode at open: a file deleted or replaced under us is a different (or no) inode. */
  private readonly databaseInode: number;

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.audioDir = path.join(dataDir, 'chunks');
    fs.mkdirSync(this.audioDir, { recursive: true });
    this.databaseFile = path.join(dataDir, 'anteckna.sqlite');
    this.db = openDatabase(this.databaseFile);
    this.databaseInode = fs.statSync(this.databaseFile).ino;
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
  }

  async init(): Promise<void> {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    for (let v = version; v < MIGRATIONS.length; v++) {
      this.db.transaction(() => {
        this.db.exec(MIGRATIONS[v]!);
        this.db.pragma(`user_version = ${v + 1}`);
      })();
    }
  }

  async createSession(tenant: string): Promise<SessionRecord> {
    this.requireDatabaseFile();
    const now = Date.now();
    const id = randomUUID();
    this.statement('INSERT INTO sessions (id, tenant, created_at, last_activity_at) VALUES (?, ?, ?, ?)').run(id, tenant, now, now);
    return { id, tenant, createdAt: new Date(now), lastActivityAt: new Date(now) };
  }

  async getSession(tenant: string, id: string): Promise<SessionRecord | undefined> {
    const row = this.statement('SELECT * FROM sessions WHERE id = ? AND tenant = ?').get(id, tenant) as SessionRow | undefined;
    return row && toSession(row);
  }

  async reserveChunk(chunk: NewChunk): Promise<ReserveResult> {
    this.requireDatabaseFile();
    const id = randomUUID();
    const fileName = `${chunk.sessionId}-${id}.${chunk.audioExt}`;
    const target = path.join(this.audioDir, fileName);
    // Audio first: a row that exists always has its audio. A hard link costs no copy; the
    // upload's temp name is removed after the request, the stored name stays.
    await fs.promises.link(chunk.audioPath, target).catch(() => fs.promises.copyFile(chunk.audioPath, target));
    const now = Date.now();
    const result = this.db.transaction((): ReserveResult => {
      const session = this.statement('SELECT closed_at FROM sessions WHERE id = ?').get(chunk.sessionId) as Pick<SessionRow, 'closed_at'> | undefined;
      if (!session || session.closed_at !== null) return { kind: 'closed' };
      if (chunk.seq !== undefined) {
        const existing = this.statement('SELECT * FROM chunks WHERE session_id = ? AND seq = ?').get(chunk.sessionId, chunk.seq) as ChunkRow | undefined;
        if (existing) {
          const expired = existing.status === 'pending' && (existing.lease_until ?? 0) < now;
          if (!expired) return { kind: 'existing', chunk: toChunk(existing) };
          this.removeAudioBestEffort(existing.audio_file);
          this.statement('UPDATE chunks SET audio_file = ?, lease_until = ?, language = ? WHERE id = ?').run(fileName, now + chunk.leaseMs, chunk.language, existing.id);
          return { kind: 'reserved', chunk: toChunk({ ...existing, audio_file: fileName, lease_until: now + chunk.leaseMs }) };
        }
      }
      const { next } = this.statement('SELECT COALESCE(MAX(position) + 1, 0) AS next FROM chunks WHERE session_id = ?').get(chunk.sessionId) as { next: number };
      const row: ChunkRow = {
        id,
        session_id: chunk.sessionId,
        position: next,
        seq: chunk.seq ?? null,
        status: 'pending',
        transcript: '',
        language: chunk.language,
        audio_file: fileName,
        lease_until: now + chunk.leaseMs,
      };
      this.statement(
        `INSERT INTO chunks (id, session_id, position, seq, status, transcript, language, audio_file, lease_until)
         VALUES (@id, @session_id, @position, @seq, @status, @transcript, @language, @audio_file, @lease_until)`,
      ).run(row);
      this.statement('UPDATE sessions SET last_activity_at = ? WHERE id = ?').run(now, chunk.sessionId);
      return { kind: 'reserved', chunk: toChunk(row) };
    })();
    if (result.kind !== 'reserved') this.removeAudioBestEffort(fileName);
    return result;
  }

  async completeChunk(chunkId: string, transcript: string, durationSec?: number): Promise<void> {
    this.requireDatabaseFile();
    this.statement("UPDATE chunks SET status = 'done', transcript = ?, duration_sec = ?, lease_until = NULL WHERE id = ?").run(transcript, durationSec ?? null, chunkId);
  }

  async audioSeconds(sessionId: string): Promise<number> {
    const { seconds } = this.statement('SELECT COALESCE(SUM(duration_sec), 0) AS seconds FROM chunks WHERE session_id = ?').get(sessionId) as { seconds: number };
    return seconds;
  }

  async discardChunk(chunkId: string): Promise<void> {
    const row = this.statement('SELECT audio_file FROM chunks WHERE id = ?').get(chunkId) as Pick<ChunkRow, 'audio_file'> | undefined;
    this.statement('DELETE FROM chunks WHERE id = ?').run(chunkId);
    this.removeAudioBestEffort(row?.audio_file ?? null);
  }

  async listChunks(sessionId: string): Promise<ChunkRecord[]> {
    const rows = this.statement('SELECT * FROM chunks WHERE session_id = ? ORDER BY seq IS NULL, seq, position').all(sessionId) as ChunkRow[];
    return rows.map(toChunk);
  }

  async readChunkAudio(chunkId: string): Promise<StoredAudio | undefined> {
    const row = this.statement('SELECT audio_file FROM chunks WHERE id = ?').get(chunkId) as Pick<ChunkRow, 'audio_file'> | undefined;
    if (!row?.audio_file) return undefined;
    const file = path.join(this.audioDir, row.audio_file);
    return fs.existsSync(file) ? { path: file, release: async () => {} } : undefined;
  }

  async claimExpiredChunk(chunkId: string, leaseMs: number): Promise<boolean> {
    const now = Date.now();
    const { changes } = this.statement("UPDATE chunks SET lease_until = ? WHERE id = ? AND status = 'pending' AND COALESCE(lease_until, 0) < ?").run(now + leaseMs, chunkId, now);
    return changes === 1;
  }

  async renewLease(chunkId: string, leaseMs: number): Promise<void> {
    this.statement("UPDATE chunks SET lease_until = ? WHERE id = ? AND status = 'pending'").run(Date.now() + leaseMs, chunkId);
  }

  async listOrphanedChunks(limit: number): Promise<ChunkRecord[]> {
    const rows = this.statement("SELECT * FROM chunks WHERE status = 'pending' AND COALESCE(lease_until, 0) < ? LIMIT ?").all(Date.now(), limit) as ChunkRow[];
    return rows.map(toChunk);
  }

  /** One process owns a SQLite data dir, so at start every pending lease belongs to a dead process. */
  expireAllLeases(): void {
    this.statement("UPDATE chunks SET lease_until = 0 WHERE status = 'pending'").run();
  }

  async closeSession(sessionId: string, noteChunks: number, note: StoredNote): Promise<boolean> {
    this.requireDatabaseFile();
    const files = this.db.transaction(() => {
      const files = this.statement('SELECT audio_file FROM chunks WHERE session_id = ?').all(sessionId) as Pick<ChunkRow, 'audio_file'>[];
      if (files.length !== noteChunks) return undefined;
      this.statement('DELETE FROM chunks WHERE session_id = ?').run(sessionId);
      this.statement('UPDATE sessions SET closed_at = ?, last_activity_at = ?, note_json = ?, note_key = ? WHERE id = ?').run(
        Date.now(),
        Date.now(),
        JSON.stringify(note.response),
        note.idempotencyKey ?? null,
        sessionId,
      );
      return files;
    })();
    // The note is committed: audio removal can no longer lose it, so a failure here is only retried.
    for (const f of files ?? []) this.removeAudioBestEffort(f.audio_file);
    if (files) forgetDeleted(this.db);
    return files !== undefined;
  }

  async getNote(tenant: string, sessionId: string): Promise<StoredNote | undefined> {
    const row = this.statement('SELECT note_json, note_key FROM sessions WHERE id = ? AND tenant = ? AND closed_at IS NOT NULL').get(sessionId, tenant) as
      | Pick<SessionRow, 'note_json' | 'note_key'>
      | undefined;
    if (!row?.note_json) return undefined;
    return { response: JSON.parse(row.note_json) as unknown, ...(row.note_key ? { idempotencyKey: row.note_key } : {}) };
  }

  async sweepOrphanedAudio(cutoff: Date): Promise<number> {
    // A chunk's audio is linked in before its row is written: only files older than `cutoff` are candidates.
    const referenced = new Set(
      (this.statement('SELECT audio_file FROM chunks WHERE audio_file IS NOT NULL').all() as { audio_file: string }[]).map((r) => r.audio_file),
    );
    let removed = 0;
    for (const name of await fs.promises.readdir(this.audioDir)) {
      if (referenced.has(name)) continue;
      const file = path.join(this.audioDir, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile() || stat.mtimeMs >= cutoff.getTime()) continue;
      await fs.promises.rm(file, { force: true }).then(() => removed++, () => {});
    }
    return removed;
  }

  async checkWritable(): Promise<void> {
    this.requireDatabaseFile();
    try {
      fs.accessSync(this.databaseFile, fs.constants.W_OK);
      fs.accessSync(path.dirname(this.databaseFile), fs.constants.W_OK);
    } catch {
      throw storageUnavailable('The database is read-only.');
    }
  }

  async purgeIdle(cutoff: Date): Promise<number> {
    const before = cutoff.getTime();
    // Chunks go with their session (ON DELETE CASCADE); their audio files are removed after.
    const { files, purged } = this.db.transaction(() => ({
      files: this.statement('SELECT audio_file FROM chunks WHERE session_id IN (SELECT id FROM sessions WHERE last_activity_at < ?)').all(before) as Pick<ChunkRow, 'audio_file'>[],
      purged: this.statement('DELETE FROM sessions WHERE last_activity_at < ?').run(before).changes,
    }))();
    for (const f of files) this.removeAudioBestEffort(f.audio_file);
    if (purged) forgetDeleted(this.db);
    return purged;
  }

  async close(): Promise<void> {
    closeDatabase(this.db);
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  private removeAudioBestEffort(fileName: string | null): void {
    if (!fileName) return;
    const file = path.join(this.audioDir, fileName);
    try {
      fs.rmSync(file, { force: true });
    } catch {
      setTimeout(() => fs.rm(file, { force: true }, () => {}), AUDIO_REMOVAL_RETRY_MS).unref();
    }
  }

  /**
   * SQLite keeps writing to a database file deleted (or replaced) under the running process,
   * and everything written is gone at the next start: refuse writes instead.
   */
  private requireDatabaseFile(): void {
    let inode: number | undefined;
    try {
      inode = fs.statSync(this.databaseFile).ino;
    } catch {
      inode = undefined;
    }
    if (inode !== this.databaseInode) throw storageUnavailable('The database file was removed or replaced; restart the server.');
  }
}

const toSession = (row: SessionRow): SessionRecord => ({
  id: row.id,
  tenant: row.tenant,
  createdAt: new Date(row.created_at),
  lastActivityAt: new Date(row.last_activity_at),
  ...(row.closed_at !== null ? { closedAt: new Date(row.closed_at) } : {}),
});

const toChunk = (row: ChunkRow): ChunkRecord => ({
  id: row.id,
  sessionId: row.session_id,
  position: row.position,
  ...(row.seq !== null ? { seq: row.seq } : {}),
  status: row.status,
  transcript: row.transcript,
  language: row.language,
  ...(row.lease_until !== null ? { leaseUntil: new Date(row.lease_until) } : {}),
});
