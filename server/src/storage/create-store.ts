import type pg from 'pg';
import type { Config } from '../config/env.js';
import { DataCipher } from './data-encryption.js';
import { EncryptingSessionStore } from './encrypting-session-store.js';
import type { SessionStore } from './session-store.js';
import { SqliteSessionStore } from './sqlite-session-store.js';

/**
 * SQLite in the data dir by default; PostgreSQL, on the process's pool, when DATABASE_URL is
 * set. A SQLite data dir has one owner, so at start every chunk lease is a dead process's.
 */
export async function createStore(config: Pick<Config, 'dataDir' | 'dataKey'>, pool?: pg.Pool): Promise<SessionStore> {
  const store = await createPlainStore(config, pool);
  // With ANTECKNA_DATA_KEY, audio, chunk texts and kept notes are stored encrypted.
  return config.dataKey ? new EncryptingSessionStore(store, new DataCipher(config.dataKey)) : store;
}

async function createPlainStore(config: Pick<Config, 'dataDir'>, pool?: pg.Pool): Promise<SessionStore> {
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
