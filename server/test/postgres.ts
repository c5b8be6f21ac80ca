/**
 * A PostgreSQL database for tests: TEST_DATABASE_URL when set, else a throwaway cluster
 * started by .ci/start-postgres.sh. Tests skip PostgreSQL with a printed reason only when no
 * server can be started, and never in CI (CI=1), where a skip would hide a broken store.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.ci/start-postgres.sh');
let cached: string | undefined | null;

export function testDatabaseUrl(): string | undefined {
  if (cached !== undefined) return cached ?? undefined;
  if (process.env.TEST_DATABASE_URL) return (cached = process.env.TEST_DATABASE_URL);
  try {
    cached = execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    const reason = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    if (process.env.CI) throw new Error(`PostgreSQL could not be started in CI: ${reason}`);
    console.warn(`Skipping PostgreSQL tests: no server could be started (${reason}).`);
    cached = null;
  }
  return cached ?? undefined;
}

/** An empty database of its own for one test file, so files can run in parallel. */
export async function freshDatabase(name: string): Promise<string | undefined> {
  const base = testDatabaseUrl();
  if (!base) return undefined;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const db = `t_${name.replace(/\W/g, '_')}_${process.pid}`;
  // Databases of test runs that are gone would pile up in a long-lived cluster.
  const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname ~ '^t_.*_[0-9]+$'");
  for (const { datname } of rows) {
    const pid = Number(/_(\d+)$/.exec(datname)![1]);
    if (pid !== process.pid && !isAlive(pid)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
  }
  // FORCE: a server process left over from an aborted run may still be connected.
  await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${db}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${db}`;
  return url.toString();
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
