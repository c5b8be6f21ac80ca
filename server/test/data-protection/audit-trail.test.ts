/**
 * Every action on patient data is an audit event with who, what, when, from where and the
 * outcome, never health data; an admin key of the tenant reads them with the chain's check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../src/features/audit/audit-log.js';
import { SqliteAuditLog } from '../../src/features/audit/sqlite-audit-log.js';
import { ApiKeyRegistry } from '../../src/features/auth/api-key-registry.js';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { audioForm, auth, startTestServer, tempDataDir, TENANT_A_KEY, TENANT_B_KEY, type TestServer } from '../test-server.js';

const ADMIN_KEY = 'test-key-tenant-a-admin-0123456789';
const SPOKEN = 'Patienten har haft feber i tre dagar och hosta.';
const TYPED = 'Anna har ont i ryggen sedan i måndags.';

let stub: OpenAiStub;
let app: TestServer;
let audit: SqliteAuditLog;

beforeAll(async () => {
  stub = await startOpenAiStub();
  stub.transcript = SPOKEN;
  const dataDir = tempDataDir();
  audit = new SqliteAuditLog(dataDir);
  await audit.init();
  const keys = new ApiKeyRegistry(
    [
      { tenant: 'clinic-a', key: TENANT_A_KEY },
      { tenant: 'clinic-b', key: TENANT_B_KEY },
      { tenant: 'clinic-a', key: ADMIN_KEY, role: 'admin' },
    ],
    [],
  );
  app = await startTestServer({ dataDir, upstreamUrl: stub.url, app: { audit, keys } });
});
afterAll(async () => {
  await app.stop();
  await audit.close();
  await stub.close();
});

const readAudit = async (key: string, query = '') => {
  const res = await fetch(`${app.api}/audit${query}`, { headers: auth(key) });
  return { status: res.status, body: (await res.json()) as { events: AuditEvent[]; chain: { ok: boolean; checked: number } } };
};

/** Audit events are written once the answer is sent: wait for the count to arrive. */
async function eventsOnceThere(count: number): Promise<AuditEvent[]> {
  for (;;) {
    const events = await audit.list('clinic-a');
    if (events.length >= count) return events;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('audit trail', () => {
  it('when a visit goes through the API, then each step is one event with actor, session, request id, outcome and address, and no health data', async () => {
    const opened = await fetch(`${app.api}/sessions`, { method: 'POST', headers: { ...auth(), 'x-request-id': 'open-1' } });
    const { sessionId } = (await opened.json()) as { sessionId: string };
    const chunk = await fetch(`${app.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: await audioForm('consultation-en.wav') });
    expect(chunk.status).toBe(200);
    const note = await fetch(`${app.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: '{}' });
    expect(note.status).toBe(200);
    expect((await fetch(`${app.api}/sessions/${sessionId}/note`, { headers: auth() })).status).toBe(200);
    await fetch(`${app.api}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ transcript: TYPED }) });
    await fetch(`${app.api}/transcriptions`, { method: 'POST', headers: auth(), body: await audioForm('consultation-en.wav') });
    await fetch(`${app.api}/sessions/00000000-0000-4000-8000-000000000000/note`, { headers: auth() });
    await fetch(`${app.api}/ping`, { headers: auth() });
    await fetch(`${app.api}/sessions`, { method: 'POST', headers: auth(TENANT_B_KEY) });

    const events = await eventsOnceThere(8);
    expect(events.map((e) => [e.action, e.outcome, e.status])).toEqual([
      ['session.opened', 'ok', 200],
      ['chunk.stored', 'ok', 200],
      ['note.generated', 'ok', 200],
      ['note.fetched', 'ok', 200],
      ['note.generated', 'ok', 200],
      ['transcription', 'ok', 200],
      ['note.fetched', 'refused', 404],
      ['sign_in', 'ok', 200],
    ]);
    expect(events[0]).toMatchObject({ tenant: 'clinic-a', actor: 'clinic-a-env1', requestId: 'open-1', sessionId, clientAddress: expect.stringMatching(/127\.0\.0\.1/) });
    expect(events.slice(0, 4).every((e) => e.sessionId === sessionId)).toBe(true);
    expect(events.every((e) => /^\d{4}-\d\d-\d\dT/.test(e.at) && e.requestId)).toBe(true);
    const stored = JSON.stringify(await audit.list('clinic-a'));
    for (const text of [SPOKEN, 'feber', TYPED, 'ryggen']) expect(stored).not.toContain(text);
  });

  it('when an admin key reads the audit trail, then it gets its own tenant\'s events and an intact chain', async () => {
    const { status, body } = await readAudit(ADMIN_KEY);
    expect(status).toBe(200);
    expect(body.chain).toMatchObject({ ok: true });
    expect(body.events.length).toBeGreaterThanOrEqual(8);
    expect(body.events.every((e) => e.tenant === 'clinic-a')).toBe(true);
    const later = await readAudit(ADMIN_KEY, `?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect(later.body.events).toEqual([]);
  });

  it('when a clinician key asks for the audit trail, then it gets 403', async () => {
    expect((await readAudit(TENANT_A_KEY)).status).toBe(403);
  });
});

describe('key events', () => {
  it('when the keys command adds an admin key and revokes it, then both are audit events naming the key and the operator', async () => {
    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    const dataDir = tempDataDir();
    const keysCli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/keys.ts', ...args], { env: { ...process.env, ANTECKNA_DATA_DIR: dataDir } });
    const added = (await keysCli('add', 'clinic-c', '--admin')).stdout;
    const keyId = /Added admin key (\S+) for tenant clinic-c/.exec(added)?.[1];
    expect(keyId).toBeDefined();
    await keysCli('revoke', keyId!);
    const log = new SqliteAuditLog(dataDir);
    await log.init();
    const events = await log.list('clinic-c');
    await log.close();
    expect(events.map((e) => [e.action, e.detail])).toEqual([
      ['key.created', keyId],
      ['key.revoked', keyId],
    ]);
    expect(events[0]!.actor).toMatch(/^operator:/);
  });
});
