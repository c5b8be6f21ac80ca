import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { closeDatabase, openDatabase } from '../../storage/sqlite-database.js';
import { chainedEvent, END_OF_TIME, verifyRows, type AuditEvent, type AuditEventInput, type AuditLog, type AuditRowOf, type ChainVerification } from './audit-log.js';

type AuditRow = AuditRowOf<number, string>;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS audit_events (
    tenant TEXT NOT NULL,
    seq INTEGER NOT NULL,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    outcome TEXT NOT NULL,
    status INTEGER,
    session_id TEXT,
    request_id TEXT,
    client_address TEXT,
    detail TEXT,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY (tenant, seq)
  );
  CREATE INDEX IF NOT EXISTS audit_events_at ON audit_events(at);
  CREATE TRIGGER IF NOT EXISTS audit_events_append_only BEFORE UPDATE ON audit_events
  BEGIN SELECT RAISE(ABORT, 'audit events are append-only'); END;`;

/**
 * The audit trail in the SQLite database the sessions live in (`anteckna.sqlite` in the data
 * dir), on a connection of its own: the keys command opens it too. Appends are one
 * transaction each, so a tenant's chain never forks.
 */
export class SqliteAuditLog implements AuditLog {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;
  /** Prepared at the first append, once the table exists. */
  private appendStatements?: { last: Database.Statement; insert: Database.Statement };

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.db = openDatabase(path.join(dataDir, 'anteckna.sqlite'));
  }

  async init(): Promise<void> {
    this.db.exec(SCHEMA);
  }

  async append(input: AuditEventInput): Promise<AuditEvent> {
    this.appendStatements ??= {
      last: this.db.prepare('SELECT seq, hash FROM audit_events WHERE tenant = ? ORDER BY seq DESC LIMIT 1'),
      insert: this.db.prepare(
        `INSERT INTO audit_events (tenant, seq, at, actor, action, outcome, status, session_id, request_id, client_address, detail, prev_hash, hash)
         VALUES (@tenant, @seq, @at, @actor, @action, @outcome, @status, @sessionId, @requestId, @clientAddress, @detail, @prevHash, @hash)`,
      ),
    };
    const { last, insert } = this.appendStatements;
    // IMMEDIATE: the read of the chain's end and the insert hold the write lock together.
    return this.db
      .transaction(() => {
        const event = chainedEvent(input, last.get(input.tenant) as Pick<AuditEvent, 'seq' | 'hash'> | undefined);
        insert.run(event);
        return event;
      })
      .immediate();
  }

  async list(tenant: string, range: { from?: Date; to?: Date } = {}): Promise<AuditEvent[]> {
    const rows = this.db
      .prepare('SELECT * FROM audit_events WHERE tenant = ? AND at >= ? AND at < ? ORDER BY seq')
      .all(tenant, (range.from ?? new Date(0)).toISOString(), (range.to ?? END_OF_TIME).toISOString()) as AuditRow[];
    return rows.map(toEvent);
  }

  async verify(tenant?: string): Promise<ChainVerification> {
    const rows = (
      tenant === undefined
        ? this.db.prepare('SELECT * FROM audit_events ORDER BY tenant, seq').all()
        : this.db.prepare('SELECT * FROM audit_events WHERE tenant = ? ORDER BY seq').all(tenant)
    ) as AuditRow[];
    return verifyRows(rows.map(toEvent));
  }

  async removeOlderThan(before: Date): Promise<number> {
    return this.db.prepare('DELETE FROM audit_events WHERE at < ?').run(before.toISOString()).changes;
  }

  async close(): Promise<void> {
    closeDatabase(this.db);
  }
}

const toEvent = (row: AuditRow): AuditEvent => ({
  tenant: row.tenant,
  seq: row.seq,
  at: row.at,
  actor: row.actor,
  action: row.action,
  outcome: row.outcome,
  status: row.status,
  sessionId: row.session_id,
  requestId: row.request_id,
  clientAddress: row.client_address,
  detail: row.detail,
  prevHash: row.prev_hash,
  hash: row.hash,
});
