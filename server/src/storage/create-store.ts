import type { Config } from '../config/env.js';
import type { SessionStore } from './session-store.js';
import { SqliteSessionStore } from './sqlite-session-store.js';

/** SQLite in the data dir by default; PostgreSQL when DATABASE_URL is set. */
export async function createStore(config: Config): Promise<SessionStore> {
  const store: SessionStore = config.databaseUrl
    ? new (await import('./postgres-session-store.js')).PostgresSessionStore(config.databaseUrl)
    : new SqliteSessionStore(config.dataDir);
  await store.init();
  return store;
}
