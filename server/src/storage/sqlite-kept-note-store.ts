import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { closeDatabase, forgetDeleted, openDatabase } from './sqlite-database.js';
import type { KeptNoteChange, KeptNoteMeta, KeptNoteQuery, KeptNoteRecord, KeptNoteStore, KeptNoteUpdateResult, NewKeptNote } from './kept-note-store.js';

interface Row {
  id: string;
  tenant: string;
  author: string;
  source: KeptNoteMeta['source'];
  status: KeptNoteMeta['status'];
  created_at: number;
  updated_at: number;
  version: number;
  template: string;
  language: string;
  length: number;
  unsupported: number;
  body?: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS kept_notes (
    id TEXT PRIMARY KEY,
    tenant TEXT NOT NULL,
    author TEXT NOT NULL,
    source TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    version INTEGER NOT NULL,
    template TEXT NOT NULL,
    language TEXT NOT NULL,
    length INTEGER NOT NULL,
    unsupported INTEGER NOT NULL,
    body TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS kept_notes_tenant_created ON kept_notes(tenant, created_at);
  CREATE INDEX IF NOT EXISTS kept_notes_created ON kept_notes(created_at);`;

const META = 'id, tenant, author, source, status, created_at, updated_at, version, template, language, length, unsupported';

/**
 * Kept notes in the SQLite database the sessions live in (`anteckna.sqlite`), on a connection
 * of its own. secure_delete and a WAL checkpoint after a purge or discard leave no copy of a
 * removed note's text in the database or WAL files.
 */
export class SqliteKeptNoteStore implements KeptNoteStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.db = openDatabase(path.join(dataDir, 'anteckna.sqlite'));
  }

  async init(): Promise<void> {
    this.db.exec(SCHEMA);
  }

  async add(note: NewKeptNote): Promise<KeptNoteRecord> {
    const at = (note.createdAt ?? new Date()).getTime();
    const row: Row = {
      id: randomUUID(),
      tenant: note.tenant,
      author: note.author,
      source: note.source,
      status: 'new',
      created_at: at,
      updated_at: at,
      version: 1,
      template: note.template,
      language: note.language,
      length: note.length,
      unsupported: note.unsupported,
      body: note.body,
    };
    this.db
      .prepare(`INSERT INTO kept_notes (${META}, body) VALUES (@id, @tenant, @author, @source, @status, @created_at, @updated_at, @version, @template, @language, @length, @unsupported, @body)`)
      .run(row);
    return toRecord(row);
  }

  async get(tenant: string, id: string): Promise<KeptNoteRecord | undefined> {
    const row = this.db.prepare(`SELECT * FROM kept_notes WHERE id = ? AND tenant = ? AND status <> 'discarded'`).get(id, tenant) as Row | undefined;
    return row && toRecord(row);
  }

  async list(tenant: string, query: KeptNoteQuery): Promise<{ items: KeptNoteMeta[]; total: number }> {
    const where = ['tenant = @tenant', query.status ? 'status = @status' : "status <> 'discarded'", ...(query.author ? ['author = @author'] : [])].join(' AND ');
    const params = { tenant, status: query.status ?? null, author: query.author ?? null, limit: query.limit, offset: query.offset };
    const rows = this.db.prepare(`SELECT ${META} FROM kept_notes WHERE ${where} ORDER BY created_at DESC, id LIMIT @limit OFFSET @offset`).all(params) as Row[];
    const { n } = this.db.prepare(`SELECT count(*) AS n FROM kept_notes WHERE ${where}`).get(params) as { n: number };
    return { items: rows.map(toMeta), total: n };
  }

  async update(tenant: string, id: string, expectedVersion: number, change: KeptNoteChange): Promise<KeptNoteUpdateResult> {
    return this.db.transaction((): KeptNoteUpdateResult => {
      const current = this.db.prepare(`SELECT * FROM kept_notes WHERE id = ? AND tenant = ? AND status <> 'discarded'`).get(id, tenant) as Row | undefined;
      if (!current) return { kind: 'missing' };
      if (current.version !== expectedVersion) return { kind: 'conflict', record: toMeta(current) };
      const next: Row = {
        ...current,
        status: change.status ?? current.status,
        body: change.body ?? current.body,
        length: change.length ?? current.length,
        unsupported: change.unsupported ?? current.unsupported,
        version: current.version + 1,
        updated_at: Math.max(Date.now(), current.updated_at),
      };
      this.db
        .prepare('UPDATE kept_notes SET status = @status, body = @body, length = @length, unsupported = @unsupported, version = @version, updated_at = @updated_at WHERE id = @id')
        .run(next);
      return { kind: 'updated', record: toRecord(next) };
    }).immediate();
  }

  async discard(tenant: string, id: string): Promise<boolean> {
    const changed = this.db
      .prepare(`UPDATE kept_notes SET status = 'discarded', body = '', version = version + 1, updated_at = ? WHERE id = ? AND tenant = ? AND status <> 'discarded'`)
      .run(Date.now(), id, tenant).changes;
    if (changed) forgetDeleted(this.db);
    return changed > 0;
  }

  async purgeOlderThan(cutoff: Date): Promise<number> {
    const purged = this.db.prepare('DELETE FROM kept_notes WHERE created_at < ?').run(cutoff.getTime()).changes;
    if (purged) forgetDeleted(this.db);
    return purged;
  }

  async close(): Promise<void> {
    closeDatabase(this.db);
  }
}

const toMeta = (row: Row): KeptNoteMeta => ({
  id: row.id,
  tenant: row.tenant,
  author: row.author,
  source: row.source,
  status: row.status,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  version: row.version,
  template: row.template,
  language: row.language,
  length: row.length,
  unsupported: row.unsupported,
});

const toRecord = (row: Row): KeptNoteRecord => ({ ...toMeta(row), body: row.body ?? '' });
