import type pg from 'pg';
import { inTransaction } from './postgres-transaction.js';
import type { KeptNoteChange, KeptNoteMeta, KeptNoteQuery, KeptNoteRecord, KeptNoteStore, KeptNoteUpdateResult, NewKeptNote } from './kept-note-store.js';

interface Row {
  id: string;
  tenant: string;
  author: string;
  source: KeptNoteMeta['source'];
  status: KeptNoteMeta['status'];
  created_at: Date;
  updated_at: Date;
  version: number;
  template: string;
  language: string;
  length: number;
  unsupported: number;
  body?: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS kept_notes (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant text NOT NULL,
    author text NOT NULL,
    source text NOT NULL,
    status text NOT NULL DEFAULT 'new',
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    version integer NOT NULL DEFAULT 1,
    template text NOT NULL,
    language text NOT NULL,
    length integer NOT NULL,
    unsupported integer NOT NULL,
    body text NOT NULL
  );
  CREATE INDEX IF NOT EXISTS kept_notes_tenant_created ON kept_notes(tenant, created_at);
  CREATE INDEX IF NOT EXISTS kept_notes_created ON kept_notes(created_at);`;

const META = 'id, tenant, author, source, status, created_at, updated_at, version, template, language, length, unsupported';

/** Kept notes in PostgreSQL's kept_notes table, on the process's one pool (which it does not close). */
export class PostgresKeptNoteStore implements KeptNoteStore {
  readonly kind = 'postgres' as const;

  constructor(private readonly pool: pg.Pool) {}

  async init(): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('anteckna-kept-notes-schema'))");
      await client.query(SCHEMA);
    });
  }

  async add(note: NewKeptNote): Promise<KeptNoteRecord> {
    const at = note.createdAt ?? new Date();
    const { rows } = await this.pool.query<Row>(
      `INSERT INTO kept_notes (tenant, author, source, created_at, updated_at, template, language, length, unsupported, body)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [note.tenant, note.author, note.source, at, note.template, note.language, note.length, note.unsupported, note.body],
    );
    return toRecord(rows[0]!);
  }

  async get(tenant: string, id: string): Promise<KeptNoteRecord | undefined> {
    const { rows } = await this.pool.query<Row>(`SELECT * FROM kept_notes WHERE id = $1 AND tenant = $2 AND status <> 'discarded'`, [id, tenant]);
    return rows[0] && toRecord(rows[0]);
  }

  async list(tenant: string, query: KeptNoteQuery): Promise<{ items: KeptNoteMeta[]; total: number }> {
    const params: unknown[] = [tenant];
    const where = ['tenant = $1'];
    if (query.status) where.push(`status = $${params.push(query.status)}`);
    else where.push("status <> 'discarded'");
    if (query.author) where.push(`author = $${params.push(query.author)}`);
    const clause = where.join(' AND ');
    const [{ rows }, counted] = await Promise.all([
      this.pool.query<Row>(`SELECT ${META} FROM kept_notes WHERE ${clause} ORDER BY created_at DESC, id LIMIT ${query.limit} OFFSET ${query.offset}`, params),
      this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM kept_notes WHERE ${clause}`, params),
    ]);
    return { items: rows.map(toMeta), total: Number(counted.rows[0]!.n) };
  }

  async update(tenant: string, id: string, expectedVersion: number, change: KeptNoteChange): Promise<KeptNoteUpdateResult> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE kept_notes SET status = COALESCE($4, status), body = COALESCE($5, body), length = COALESCE($6, length),
         unsupported = COALESCE($7, unsupported), version = version + 1, updated_at = greatest(now(), updated_at)
       WHERE id = $1 AND tenant = $2 AND version = $3 AND status <> 'discarded' RETURNING *`,
      [id, tenant, expectedVersion, change.status ?? null, change.body ?? null, change.length ?? null, change.unsupported ?? null],
    );
    if (rows[0]) return { kind: 'updated', record: toRecord(rows[0]) };
    const { rows: current } = await this.pool.query<Row>(`SELECT ${META} FROM kept_notes WHERE id = $1 AND tenant = $2 AND status <> 'discarded'`, [id, tenant]);
    return current[0] ? { kind: 'conflict', record: toMeta(current[0]) } : { kind: 'missing' };
  }

  async discard(tenant: string, id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE kept_notes SET status = 'discarded', body = '', version = version + 1, updated_at = now() WHERE id = $1 AND tenant = $2 AND status <> 'discarded'`,
      [id, tenant],
    );
    return (rowCount ?? 0) > 0;
  }

  async purgeOlderThan(cutoff: Date): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM kept_notes WHERE created_at < $1', [cutoff]);
    return rowCount ?? 0;
  }

  async close(): Promise<void> {}
}

const toMeta = (row: Row): KeptNoteMeta => ({
  id: row.id,
  tenant: row.tenant,
  author: row.author,
  source: row.source,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  version: row.version,
  template: row.template,
  language: row.language,
  length: row.length,
  unsupported: row.unsupported,
});

const toRecord = (row: Row): KeptNoteRecord => ({ ...toMeta(row), body: row.body ?? '' });
