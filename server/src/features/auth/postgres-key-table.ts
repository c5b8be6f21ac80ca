import pg from 'pg';
import { inTransaction } from '../../storage/postgres-transaction.js';
import { generateKey, hashKey, keyIdFor, type StoredKey } from './api-key-registry.js';

interface KeyRow {
  key_id: string;
  tenant: string;
  hash: string;
  created_at: Date;
  revoked_at: Date | null;
}

/**
 * API keys in PostgreSQL, for server processes that share a database but not a disk. Only
 * hashes are stored. Running servers re-read the table every second (see ApiKeyRegistry).
 */
export class PostgresKeyTable {
  private readonly pool: pg.Pool;

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    this.pool.on('error', () => {}); // a dropped idle connection is replaced; it must not crash the process
  }

  async init(): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('anteckna-api-keys'))");
      await client.query(
        `CREATE TABLE IF NOT EXISTS api_keys (
           key_id text PRIMARY KEY,
           tenant text NOT NULL,
           hash text NOT NULL UNIQUE,
           created_at timestamptz NOT NULL DEFAULT now(),
           revoked_at timestamptz
         )`,
      );
    });
  }

  async all(): Promise<StoredKey[]> {
    const { rows } = await this.pool.query<KeyRow>('SELECT * FROM api_keys ORDER BY created_at');
    return rows.map(toStored);
  }

  /** Adds a key for `tenant` and returns the plain key (shown once). */
  async add(tenant: string): Promise<{ key: string; stored: StoredKey }> {
    if (!/^[A-Za-z0-9_.-]+$/.test(tenant)) throw new Error('A tenant name may only hold letters, digits, _ . -');
    const key = generateKey();
    const hash = hashKey(key);
    const { rows } = await this.pool.query<KeyRow>('INSERT INTO api_keys (key_id, tenant, hash) VALUES ($1, $2, $3) RETURNING *', [keyIdFor(tenant, hash), tenant, hash]);
    return { key, stored: toStored(rows[0]!) };
  }

  /** Adds a first key only when no key exists at all; two processes starting together make one. */
  async addFirstKey(tenant: string): Promise<string | undefined> {
    return inTransaction(this.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('anteckna-api-keys'))");
      const { rows } = await client.query('SELECT 1 FROM api_keys LIMIT 1');
      if (rows.length) return undefined;
      const key = generateKey();
      const hash = hashKey(key);
      await client.query('INSERT INTO api_keys (key_id, tenant, hash) VALUES ($1, $2, $3)', [keyIdFor(tenant, hash), tenant, hash]);
      return key;
    });
  }

  async revoke(keyId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE api_keys SET revoked_at = now() WHERE key_id = $1 AND revoked_at IS NULL', [keyId]);
    return rowCount === 1;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

const toStored = (row: KeyRow): StoredKey => ({
  keyId: row.key_id,
  tenant: row.tenant,
  hash: row.hash,
  createdAt: row.created_at.toISOString(),
  ...(row.revoked_at ? { revokedAt: row.revoked_at.toISOString() } : {}),
});
