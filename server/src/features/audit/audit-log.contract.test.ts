import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/postgres.js';
import { createPostgresPool } from '../../storage/postgres-pool.js';
import type { AuditEventInput, AuditLog } from './audit-log.js';
import { PostgresAuditLog } from './postgres-audit-log.js';
import { SqliteAuditLog } from './sqlite-audit-log.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-audit-'));
const postgresUrl = await freshDatabase('audit_log_contract');
const pools: pg.Pool[] = [];
const logs: AuditLog[] = [];
afterAll(async () => {
  await Promise.all(logs.map((l) => l.close()));
  await Promise.all(pools.map((p) => p.end()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A place for the trail: an audit log on it, raw SQL on it (the tamperer), and the environment the audit command needs to find it. */
interface Place {
  log: AuditLog;
  sql: (statement: string) => Promise<void>;
  env: Record<string, string>;
}
const places: [string, (() => Promise<Place>) | undefined][] = [
  [
    'sqlite',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(tmp, 'sqlite-'));
      const log = new SqliteAuditLog(dataDir);
      logs.push(log);
      const sql = async (statement: string) => {
        const db = new Database(path.join(dataDir, 'anteckna.sqlite'));
        db.exec(statement);
        db.close();
      };
      return { log, sql, env: { ANTECKNA_DATA_DIR: dataDir } };
    },
  ],
  [
    'postgres',
    postgresUrl
      ? async () => {
          const pool = createPostgresPool(postgresUrl, 2);
          pools.push(pool);
          const sql = async (statement: string) => void (await pool.query(statement));
          return { log: new PostgresAuditLog(pool), sql, env: { DATABASE_URL: postgresUrl, ANTECKNA_DATA_DIR: '/nonexistent' } };
        }
      : undefined,
  ],
];

let tenants = 0;
const event = (tenant: string, overrides: Partial<AuditEventInput> = {}): AuditEventInput => ({
  tenant,
  actor: `${tenant}-env1`,
  action: 'chunk.stored',
  outcome: 'ok',
  status: 200,
  sessionId: '3f1b2c4d-0000-4000-8000-000000000001',
  requestId: 'req-1',
  clientAddress: '127.0.0.1',
  ...overrides,
});

/** `npm run audit -- <args>` (run as the script it names, to save npm's start-up). */
async function auditCli(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/src/audit-cli.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

it('when `npm run audit` is run, then it runs the audit command', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.audit).toBe('tsx server/src/audit-cli.ts');
});

describe.each(places)('%s audit log', (_name, open) => {
  const maybe = open ? it : it.skip;
  const fresh = async () => {
    const place = await open!();
    await place.log.init();
    return { ...place, tenant: `clinic-${++tenants}` };
  };

  maybe('when events are appended, also at once, then each tenant has its own unbroken chain in order', async () => {
    const { log, tenant } = await fresh();
    const other = `${tenant}-other`;
    await log.append(event(tenant, { action: 'session.opened' }));
    await Promise.all(Array.from({ length: 20 }, (_, i) => log.append(event(i % 2 ? tenant : other, { requestId: `req-${i}` }))));
    const events = await log.list(tenant);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(events[0]).toMatchObject({ action: 'session.opened', actor: `${tenant}-env1`, outcome: 'ok', clientAddress: '127.0.0.1' });
    expect(events.every((e) => e.tenant === tenant)).toBe(true);
    expect(await log.verify(tenant)).toEqual({ ok: true, checked: 11, problems: [] });
    expect((await log.verify(other)).checked).toBe(10);
  });

  maybe('when another process starts while this one appends, then its start and every append succeed', async () => {
    const { log, tenant } = await fresh();
    const appending = Promise.all(Array.from({ length: 40 }, (_, i) => log.append(event(tenant, { requestId: `req-${i}` }))));
    const starting = Promise.all(Array.from({ length: 4 }, async () => (await open!()).log.init()));
    await Promise.all([appending, starting]);
    expect(await log.verify(tenant)).toEqual({ ok: true, checked: 40, problems: [] });
  });

  maybe('when a row is updated through the database, then the database refuses it', async () => {
    const { log, sql, tenant } = await fresh();
    await log.append(event(tenant));
    await expect(sql(`UPDATE audit_events SET actor = 'someone-else' WHERE tenant = '${tenant}'`)).rejects.toThrow(/append-only/);
  });

  maybe('when one row is edited behind the trigger\'s back, then the audit command reports that row and fails', async () => {
    const { log, sql, env, tenant } = await fresh();
    for (let i = 0; i < 5; i++) await log.append(event(tenant, { requestId: `req-${i}` }));
    expect(await auditCli(env, 'verify', tenant)).toMatchObject({ code: 0, stdout: expect.stringContaining('intact: 5 events') });

    const tamper = `UPDATE audit_events SET actor = 'someone-else' WHERE tenant = '${tenant}' AND seq = 3`;
    await sql(
      _name === 'sqlite'
        ? `DROP TRIGGER audit_events_append_only; ${tamper};`
        : `ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only; ${tamper}; ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only;`,
    );
    const verified = await auditCli(env, 'verify', tenant);
    expect(verified.code).toBe(1);
    expect(verified.stdout).toContain('BROKEN');
    expect(verified.stdout).toContain(`tenant ${tenant}, event 3: row changed`);
    expect(verified.stdout).not.toContain('event 4');
  });

  maybe('when a row in the middle is deleted, then the audit command reports the gap', async () => {
    const { log, sql, env, tenant } = await fresh();
    for (let i = 0; i < 4; i++) await log.append(event(tenant));
    await sql(`DELETE FROM audit_events WHERE tenant = '${tenant}' AND seq = 2`);
    const verified = await auditCli(env, 'verify', tenant);
    expect(verified.code).toBe(1);
    expect(verified.stdout).toContain(`tenant ${tenant}, event 3: link to the previous row broken`);
  });

  maybe('when a tenant\'s events are exported for a time range, then they come as JSON lines and the chain check goes to stderr', async () => {
    const { log, env, tenant } = await fresh();
    await log.append(event(tenant, { action: 'session.opened' }));
    await new Promise((r) => setTimeout(r, 20));
    const from = new Date();
    await log.append(event(tenant, { action: 'note.generated' }));
    await log.append(event(`${tenant}-other`, { action: 'note.generated' }));
    const exported = await auditCli(env, 'export', tenant, '--from', from.toISOString());
    expect(exported.code).toBe(0);
    const lines = exported.stdout.trim().split('\n').map((l) => JSON.parse(l) as { tenant: string; action: string; seq: number });
    expect(lines).toEqual([expect.objectContaining({ tenant, action: 'note.generated', seq: 2 })]);
    expect(exported.stderr).toContain('intact: 2 events');
  });

  maybe('when retention removes old events, then the rest still verifies and appends go on', async () => {
    const { log, tenant } = await fresh();
    await log.append(event(tenant));
    await new Promise((r) => setTimeout(r, 20));
    const cutoff = new Date();
    await log.append(event(tenant));
    expect(await log.removeOlderThan(cutoff)).toBeGreaterThanOrEqual(1);
    await log.append(event(tenant));
    expect((await log.list(tenant)).map((e) => e.seq)).toEqual([2, 3]);
    expect(await log.verify(tenant)).toMatchObject({ ok: true, checked: 2 });
  });
});
