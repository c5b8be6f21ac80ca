import type pg from 'pg';
import type { AuditLog } from './audit-log.js';
import { PostgresAuditLog } from './postgres-audit-log.js';
import { SqliteAuditLog } from './sqlite-audit-log.js';

/** The audit trail beside the sessions: PostgreSQL on the process's pool when there is one, else the data dir's SQLite database. */
export async function createAuditLog(dataDir: string, pool?: pg.Pool): Promise<AuditLog> {
  const log = pool ? new PostgresAuditLog(pool) : new SqliteAuditLog(dataDir);
  await log.init();
  return log;
}
