import type pg from 'pg';
import type { Config } from '../config/env.js';
import type { SessionStore } from './session-store.js';
import { SqliteSessionStore } from './sqlite-session-store.js';

/**
 * SQLite in the data dir by default; PostgreSQL, on the process's pool, when DATABASE_URL is
 * set. A SQLite data dir has one owner, so at start every chunk lease is a dead process's.
 */
export async function createStore(config: Pick<Config, 'dataDir'>, pool?: pg.Pool): Promise<SessionStore> {
  if (pool) {
    const store = new (await import('./postgres-session-store.js')).PostgresSessionStore(pool);
    await store.init();
    return store;
  }
  const store = new SqliteSessionStore(config.dataDir);
  await store.init();
  store.expireAllLeases();
  return store;
}
