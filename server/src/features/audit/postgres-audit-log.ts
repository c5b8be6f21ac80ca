import type pg from 'pg';
import { inTransaction } from '../../storage/postgres-transaction.js';
import { chainedEvent, END_OF_TIME, verifyRows, type AuditEvent, type AuditEventInput, type AuditLog, type AuditRowOf, type ChainVerification } from './audit-log.js';

type AuditRow = AuditRowOf<string, Date>; // bigint and timestamptz as pg returns them

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS audit_events (
    tenant text NOT NULL,
    seq bigint NOT NULL,
    at timestamptz NOT NULL,
    actor text NOT NULL,
    action text NOT NULL,
    outcome text NOT NULL,
    status integer,
    session_id text,
    request_id text,
    client_address text,
    detail text,
    prev_hash text NOT NULL,
    hash text NOT NULL,
    PRIMARY KEY (tenant, seq)
  );
  CREATE INDEX IF NOT EXISTS audit_events_at ON audit_events(at);
  CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger AS $$
  BEGIN RAISE EXCEPTION 'audit events are append-only'; END; $$ LANGUAGE plpgsql;
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'audit_events_append_only' AND tgrelid = 'audit_events'::regclass) THEN
      CREATE TRIGGER audit_events_append_only BEFORE UPDATE ON audit_events
        FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
    END IF;
  END $$;`;

/**
 * The audit trail in PostgreSQL's audit_events table, on the process's one pool (which it does
 * not close). Processes sharing the database append to a tenant's chain one at a time,
 * under a transaction-scoped advisory lock per tenant.
 */
export class PostgresAuditLog implements AuditLog {
  readonly kind = 'postgres' as const;

  constructor(private readonly pool: pg.Pool) {}

  // The trigger is created only when missing: dropping and re-creating it took an exclusive
  // lock on top of CREATE INDEX's share lock, and a second process starting while the first
  // was already appending deadlocked with it (the starting process lost and exited).
  async init(): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('anteckna-audit-schema'))");
      await client.query(SCHEMA);
    });
  }

  async append(input: AuditEventInput): Promise<AuditEvent> {
    return inTransaction(this.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('anteckna-audit:' || $1))", [input.tenant]);
      const { rows } = await client.query<{ seq: string; hash: string }>(
        'SELECT seq, hash FROM audit_events WHERE tenant = $1 ORDER BY seq DESC LIMIT 1',
        [input.tenant],
      );
      const previous = rows[0] && { seq: Number(rows[0].seq), hash: rows[0].hash };
      const event = chainedEvent(input, previous);
      await client.query(
        `INSERT INTO audit_events (tenant, seq, at, actor, action, outcome, status, session_id, request_id, client_address, detail, prev_hash, hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [event.tenant, event.seq, event.at, event.actor, event.action, event.outcome, event.status, event.sessionId, event.requestId, event.clientAddress, event.detail, event.prevHash, event.hash],
      );
      return event;
    });
  }

  async list(tenant: string, range: { from?: Date; to?: Date } = {}): Promise<AuditEvent[]> {
    const { rows } = await this.pool.query<AuditRow>(
      'SELECT * FROM audit_events WHERE tenant = $1 AND at >= $2 AND at < $3 ORDER BY seq',
      [tenant, range.from ?? new Date(0), range.to ?? END_OF_TIME],
    );
    return rows.map(toEvent);
  }

  async verify(tenant?: string): Promise<ChainVerification> {
    const { rows } =
      tenant === undefined
        ? await this.pool.query<AuditRow>('SELECT * FROM audit_events ORDER BY tenant, seq')
        : await this.pool.query<AuditRow>('SELECT * FROM audit_events WHERE tenant = $1 ORDER BY seq', [tenant]);
    return verifyRows(rows.map(toEvent));
  }

  async removeOlderThan(before: Date): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM audit_events WHERE at < $1', [before]);
    return rowCount ?? 0;
  }

  async close(): Promise<void> {}
}

const toEvent = (row: AuditRow): AuditEvent => ({
  tenant: row.tenant,
  seq: Number(row.seq),
  at: row.at.toISOString(),
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
