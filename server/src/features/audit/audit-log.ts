/**
 * The audit trail of every action on patient data (HSLF-FS 2016:40 ch. 4): who (tenant =
 * care unit, actor = key id or signed-in user), what (action, session id), when, from where,
 * with which outcome. Never health data: no transcript, note or audio, no free text a client
 * sent. Rows are append-only and each tenant's rows form a hash chain: a row's hash covers
 * its fields and the hash of the tenant's previous row, so an edited or removed row breaks
 * the chain at that point. Two siblings implement it (SQLite, PostgreSQL) with one contract suite.
 */
import { createHash } from 'node:crypto';

export const AUDIT_ACTIONS = [
  'session.opened',
  'chunk.stored',
  'transcription',
  'note.generated',
  'note.fetched',
  'sessions.purged',
  'key.created',
  'key.revoked',
  'sign_in',
  'audit.read',
  'notes.listed',
  'note.read',
  'note.updated',
  'note.discarded',
  'notes.purged',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `ok`, or why not: `refused` (the client's request was refused, 4xx) or `failed` (our side, 5xx). */
export type AuditOutcome = 'ok' | 'refused' | 'failed';

/** The tenant of events that belong to no care unit (the idle-session purge). */
export const SYSTEM_TENANT = '*';

export interface AuditEventInput {
  tenant: string;
  /** Key id, signed-in user, or `system`. */
  actor: string;
  action: AuditAction;
  outcome: AuditOutcome;
  /** The HTTP status answered, when the event is a request. */
  status?: number;
  sessionId?: string;
  requestId?: string;
  clientAddress?: string;
  /** A count or an id, never free text from a client (e.g. `3 sessions`, the revoked key's id). */
  detail?: string;
}

export interface AuditEvent extends Required<Pick<AuditEventInput, 'tenant' | 'actor' | 'action' | 'outcome'>> {
  /** Place in the tenant's chain, from 1. */
  seq: number;
  /** ISO 8601, UTC, milliseconds. */
  at: string;
  status: number | null;
  sessionId: string | null;
  requestId: string | null;
  clientAddress: string | null;
  detail: string | null;
  prevHash: string;
  hash: string;
}

/** A stored event's row; the stores differ only in how their driver returns seq and time. */
export interface AuditRowOf<Seq, At> {
  tenant: string;
  seq: Seq;
  at: At;
  actor: string;
  action: AuditEvent['action'];
  outcome: AuditEvent['outcome'];
  status: number | null;
  session_id: string | null;
  request_id: string | null;
  client_address: string | null;
  detail: string | null;
  prev_hash: string;
  hash: string;
}

export interface ChainProblem {
  tenant: string;
  seq: number;
  reason: 'row changed' | 'link to the previous row broken';
}

export interface ChainVerification {
  ok: boolean;
  /** Rows checked. */
  checked: number;
  problems: ChainProblem[];
}

export interface AuditLog {
  readonly kind: 'sqlite' | 'postgres';
  /** Creates the table; several processes may call it at once. */
  init(): Promise<void>;
  /** Appends one event at the end of its tenant's chain; concurrent appends are serialised per tenant. */
  append(event: AuditEventInput): Promise<AuditEvent>;
  /** A tenant's events with `from <= at < to`, in chain order. */
  list(tenant: string, range?: { from?: Date; to?: Date }): Promise<AuditEvent[]>;
  /** Checks the chains of one tenant, or of every tenant. */
  verify(tenant?: string): Promise<ChainVerification>;
  /** Retention: removes events older than `before`; returns how many. */
  removeOlderThan(before: Date): Promise<number>;
  close(): Promise<void>;
}

/** The open end of a time range; as an ISO string it still sorts after every real time. */
export const END_OF_TIME = new Date('9999-12-31T23:59:59.999Z');

/** The first hash of every chain. */
export const GENESIS = '0'.repeat(64);

/** A row's hash: SHA-256 over its fields in a fixed order and the previous row's hash. */
export function eventHash(event: Omit<AuditEvent, 'hash'>): string {
  const fields = [
    event.tenant,
    event.seq,
    event.at,
    event.actor,
    event.action,
    event.outcome,
    event.status,
    event.sessionId,
    event.requestId,
    event.clientAddress,
    event.detail,
    event.prevHash,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The stored row for `input` following `previous` (undefined for a tenant's first row). */
export function chainedEvent(input: AuditEventInput, previous: Pick<AuditEvent, 'seq' | 'hash'> | undefined, at = new Date()): AuditEvent {
  const unhashed: Omit<AuditEvent, 'hash'> = {
    tenant: input.tenant,
    seq: (previous?.seq ?? 0) + 1,
    at: at.toISOString(),
    actor: input.actor,
    action: input.action,
    outcome: input.outcome,
    status: input.status ?? null,
    sessionId: input.sessionId ?? null,
    requestId: input.requestId ?? null,
    clientAddress: input.clientAddress ?? null,
    detail: input.detail ?? null,
    prevHash: previous?.hash ?? GENESIS,
  };
  return { ...unhashed, hash: eventHash(unhashed) };
}

/**
 * Walks rows ordered by tenant and seq. Each row must hash to its stored hash and point at the
 * row before it. A tenant's oldest remaining row may start later than seq 1 (retention removed
 * the rows before it); a gap or a wrong link anywhere after it is reported.
 */
export function verifyRows(rows: AuditEvent[]): ChainVerification {
  const problems: ChainProblem[] = [];
  let previous: AuditEvent | undefined;
  for (const row of rows) {
    const sameTenant = previous?.tenant === row.tenant;
    const { hash, ...unhashed } = row;
    if (eventHash(unhashed) !== hash) problems.push({ tenant: row.tenant, seq: row.seq, reason: 'row changed' });
    if (sameTenant && (row.seq !== previous!.seq + 1 || row.prevHash !== previous!.hash)) {
      problems.push({ tenant: row.tenant, seq: row.seq, reason: 'link to the previous row broken' });
    } else if (!sameTenant && row.seq === 1 && row.prevHash !== GENESIS) {
      problems.push({ tenant: row.tenant, seq: row.seq, reason: 'row changed' });
    }
    previous = row;
  }
  return { ok: problems.length === 0, checked: rows.length, problems };
}
