import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Language } from '../contract/api.schema.js';
import { storageUnavailable } from '../lib/app-error.js';
import { isUuid } from '../lib/uuid.js';
import { createPostgresPool } from './postgres-pool.js';
import { inTransaction } from './postgres-transaction.js';
import type { ChunkRecord, NewChunk, ReserveResult, SessionRecord, SessionStore, StoredAudio, StoredNote } from './session-store.js';

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS sessions (
     id uuid PRIMARY KEY,
     tenant text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     last_activity_at timestamptz NOT NULL DEFAULT now(),
     closed_at timestamptz
   );
   CREATE INDEX IF NOT EXISTS sessions_last_activity ON sessions (last_activity_at);
   CREATE TABLE IF NOT EXISTS chunks (
     id uuid PRIMARY KEY,
     session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
     position integer NOT NULL,
     seq integer,
     status text NOT NULL CHECK (status IN ('pending', 'done')),
     transcript text NOT NULL DEFAULT '',
     language text NOT NULL,
     audio bytea,
     audio_ext text NOT NULL DEFAULT 'bin',
     lease_until timestamptz,
     UNIQUE (session_id, position),
     UNIQUE (session_id, seq)
   );
   CREATE INDEX IF NOT EXISTS chunks_pending ON chunks (lease_until) WHERE status = 'pending';`,
  // text, not jsonb: the note is answered again byte for byte, key order included.
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS note_json text;
   ALTER TABLE sessions ADD COLUMN IF NOT EXISTS note_key text;
   ALTER TABLE chunks ADD COLUMN IF NOT EXISTS duration_sec real;`,
];

interface ChunkRow {
  id: string;
  session_id: string;
  position: number;
  seq: number | null;
  status: 'pending' | 'done';
  transcript: string;
  language: Language;
  lease_until: Date | null;
}

const CHUNK_COLUMNS = 'id, session_id, position, seq, status, transcript, language, lease_until';

/**
 * SessionStore on PostgreSQL for several server processes behind a load balancer. Chunk
 * audio lives in the database (chunks are small), so any process can serve any request;
 * a chunk's place is fixed at receipt in a transaction holding the session's row lock.
 */
export class PostgresSessionStore implements SessionStore {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;

  /** Given a URL it makes and ends its own pool; given the process's pool (main.ts), it leaves ending it to its maker. */
  private readonly ownsPool: boolean;

  constructor(database: string | pg.Pool) {
    this.ownsPool = typeof database === 'string';
    this.pool = typeof database === 'string' ? createPostgresPool(database, 10) : database;
  }

  async init(): Promise<void> {
    await this.transaction(async (client) => {
      // Two processes starting at once: one migrates, the other waits and finds it done.
      await client.query("SELECT pg_advisory_xact_lock(hashtext('anteckna-migrations'))");
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY)');
      const { rows } = await client.query<{ version: number }>('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations');
      for (let v = rows[0]!.version; v < MIGRATIONS.length; v++) {
        await client.query(MIGRATIONS[v]!);
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [v + 1]);
      }
    });
  }

  async createSession(tenant: string): Promise<SessionRecord> {
    const id = randomUUID();
    const { rows } = await this.pool.query('INSERT INTO sessions (id, tenant) VALUES ($1, $2) RETURNING *', [id, tenant]);
    return toSession(rows[0]);
  }

  async getSession(tenant: string, id: string): Promise<SessionRecord | undefined> {
    if (!isUuid(id)) return undefined; // the uuid column would reject it with an error
    const { rows } = await this.pool.query('SELECT * FROM sessions WHERE id = $1 AND tenant = $2', [id, tenant]);
    return rows[0] ? toSession(rows[0]) : undefined;
  }

  async reserveChunk(chunk: NewChunk): Promise<ReserveResult> {
    const audio = await fs.promises.readFile(chunk.audioPath);
    return this.transaction(async (client) => {
      const session = await client.query<{ closed: boolean }>('SELECT closed_at IS NOT NULL AS closed FROM sessions WHERE id = $1 FOR UPDATE', [chunk.sessionId]);
      if (!session.rows[0] || session.rows[0].closed) return { kind: 'closed' };
      if (chunk.seq !== undefined) {
        const { rows } = await client.query<ChunkRow & { expired: boolean }>(
          `SELECT ${CHUNK_COLUMNS}, (status = 'pending' AND COALESCE(lease_until, 'epoch') < now()) AS expired
             FROM chunks WHERE session_id = $1 AND seq = $2`,
          [chunk.sessionId, chunk.seq],
        );
        const existing = rows[0];
        if (existing && !existing.expired) return { kind: 'existing', chunk: toChunk(existing) };
        if (existing) {
          const taken = await client.query<ChunkRow>(
            `UPDATE chunks SET audio = $2, audio_ext = $3, language = $4, lease_until = now() + $5 * interval '1 millisecond'
              WHERE id = $1 RETURNING ${CHUNK_COLUMNS}`,
            [existing.id, audio, chunk.audioExt, chunk.language, chunk.leaseMs],
          );
          return { kind: 'reserved', chunk: toChunk(taken.rows[0]!) };
        }
      }
      const { rows } = await client.query<ChunkRow>(
        `INSERT INTO chunks (id, session_id, position, seq, status, language, audio, audio_ext, lease_until)
         VALUES ($1, $2, (SELECT COALESCE(MAX(position) + 1, 0) FROM chunks WHERE session_id = $2), $3, 'pending', $4, $5, $6,
                 now() + $7 * interval '1 millisecond')
         RETURNING ${CHUNK_COLUMNS}`,
        [randomUUID(), chunk.sessionId, chunk.seq ?? null, chunk.language, audio, chunk.audioExt, chunk.leaseMs],
      );
      await client.query('UPDATE sessions SET last_activity_at = now() WHERE id = $1', [chunk.sessionId]);
      return { kind: 'reserved', chunk: toChunk(rows[0]!) };
    });
  }

  async completeChunk(chunkId: string, transcript: string, durationSec?: number): Promise<void> {
    await this.pool.query("UPDATE chunks SET status = 'done', transcript = $2, duration_sec = $3, lease_until = NULL WHERE id = $1", [
      chunkId,
      transcript,
      durationSec ?? null,
    ]);
  }

  async audioSeconds(sessionId: string): Promise<number> {
    const { rows } = await this.pool.query<{ seconds: number }>('SELECT COALESCE(SUM(duration_sec), 0)::float8 AS seconds FROM chunks WHERE session_id = $1', [sessionId]);
    return rows[0]!.seconds;
  }

  async discardChunk(chunkId: string): Promise<void> {
    await this.pool.query('DELETE FROM chunks WHERE id = $1', [chunkId]);
  }

  async listChunks(sessionId: string): Promise<ChunkRecord[]> {
    const { rows } = await this.pool.query<ChunkRow>(
      `SELECT ${CHUNK_COLUMNS} FROM chunks WHERE session_id = $1 ORDER BY seq IS NULL, seq, position`,
      [sessionId],
    );
    return rows.map(toChunk);
  }

  async readChunkAudio(chunkId: string, toDir: string): Promise<StoredAudio | undefined> {
    const { rows } = await this.pool.query<{ audio: Buffer | null; audio_ext: string }>('SELECT audio, audio_ext FROM chunks WHERE id = $1', [chunkId]);
    const row = rows[0];
    if (!row?.audio) return undefined;
    await fs.promises.mkdir(toDir, { recursive: true });
    const file = path.join(toDir, `recover-${chunkId}.${row.audio_ext}`);
    await fs.promises.writeFile(file, row.audio);
    return { path: file, release: () => fs.promises.rm(file, { force: true }) };
  }

  async claimExpiredChunk(chunkId: string, leaseMs: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE chunks SET lease_until = now() + $2 * interval '1 millisecond'
        WHERE id = $1 AND status = 'pending' AND COALESCE(lease_until, 'epoch') < now()`,
      [chunkId, leaseMs],
    );
    return rowCount === 1;
  }

  async renewLease(chunkId: string, leaseMs: number): Promise<void> {
    await this.pool.query(`UPDATE chunks SET lease_until = now() + $2 * interval '1 millisecond' WHERE id = $1 AND status = 'pending'`, [chunkId, leaseMs]);
  }

  async listOrphanedChunks(limit: number): Promise<ChunkRecord[]> {
    const { rows } = await this.pool.query<ChunkRow>(
      `SELECT ${CHUNK_COLUMNS} FROM chunks WHERE status = 'pending' AND COALESCE(lease_until, 'epoch') < now() LIMIT $1`,
      [limit],
    );
    return rows.map(toChunk);
  }

  async closeSession(sessionId: string, noteChunks: number, note: StoredNote): Promise<boolean> {
    return this.transaction(async (client) => {
      // The session row first: a chunk being placed holds its lock, so closing waits for it.
      await client.query('SELECT 1 FROM sessions WHERE id = $1 FOR UPDATE', [sessionId]);
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM chunks WHERE session_id = $1', [sessionId]);
      if (rows[0]!.n !== noteChunks) return false;
      await client.query('UPDATE sessions SET closed_at = now(), last_activity_at = now(), note_json = $2, note_key = $3 WHERE id = $1', [
        sessionId,
        JSON.stringify(note.response),
        note.idempotencyKey ?? null,
      ]);
      // The audio lives in the chunk rows, so it goes in the same transaction as the note is stored.
      await client.query('DELETE FROM chunks WHERE session_id = $1', [sessionId]);
      return true;
    });
  }

  async getNote(tenant: string, sessionId: string): Promise<StoredNote | undefined> {
    if (!isUuid(sessionId)) return undefined;
    const { rows } = await this.pool.query<{ note_json: string | null; note_key: string | null }>(
      'SELECT note_json, note_key FROM sessions WHERE id = $1 AND tenant = $2 AND closed_at IS NOT NULL',
      [sessionId, tenant],
    );
    const row = rows[0];
    if (!row?.note_json) return undefined;
    return { response: JSON.parse(row.note_json) as unknown, ...(row.note_key ? { idempotencyKey: row.note_key } : {}) };
  }

  /** Audio is in the database, deleted with its chunk rows: no file can be orphaned. */
  async sweepOrphanedAudio(): Promise<number> {
    return 0;
  }

  async checkWritable(): Promise<void> {
    const { rows } = await this.pool.query<{ writable: boolean }>('SELECT NOT pg_is_in_recovery() AS writable').catch(() => ({ rows: [] }));
    if (!rows[0]?.writable) throw storageUnavailable('The database is unreachable or read-only.');
  }

  async purgeIdle(cutoff: Date): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM sessions WHERE last_activity_at < $1', [cutoff]);
    return rowCount ?? 0;
  }

  async close(): Promise<void> {
    if (this.ownsPool) await this.pool.end();
  }

  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }
}

const toSession = (row: { id: string; tenant: string; created_at: Date; last_activity_at: Date; closed_at: Date | null }): SessionRecord => ({
  id: row.id,
  tenant: row.tenant,
  createdAt: row.created_at,
  lastActivityAt: row.last_activity_at,
  ...(row.closed_at ? { closedAt: row.closed_at } : {}),
});

const toChunk = (row: ChunkRow): ChunkRecord => ({
  id: row.id,
  sessionId: row.session_id,
  position: row.position,
  ...(row.seq !== null ? { seq: row.seq } : {}),
  status: row.status,
  transcript: row.transcript,
  language: row.language,
  ...(row.lease_until ? { leaseUntil: row.lease_until } : {}),
});
