import type pg from 'pg';
import type { Config } from '../config/env.js';
import { FileKeyStore } from './file-key-store.js';
import type { KeyStore } from './key-store.js';
import { PostgresKeyStore } from './postgres-key-store.js';

/**
 * Where keys are added and revoked, the same for the server and the keys command: PostgreSQL's
 * api_keys table when DATABASE_URL is set (on the process's pool), else the keys file.
 */
export async function createKeyStore(config: Pick<Config, 'dataDir' | 'databaseUrl'>, pool?: pg.Pool): Promise<KeyStore> {
  if (config.databaseUrl && !pool) throw new Error('A PostgreSQL key store needs the process pool.');
  const store: KeyStore = pool ? new PostgresKeyStore(pool) : new FileKeyStore(config.dataDir);
  await store.init();
  return store;
}
