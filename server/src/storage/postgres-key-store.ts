import type pg from 'pg';
import { newKey, type KeyRole, type KeyStore, type NewKey, type StoredKey } from './key-store.js';
import { inTransaction } from './postgres-transaction.js';

interface KeyRow {
  key_id: string;
  tenant: string;
  hash: string;
  created_at: Date;
  revoked_at: Date | null;
  role: KeyRole;
}

const LOCK = "SELECT pg_advisory_xact_lock(hashtext('anteckna-api-keys'))";
const INSERT = 'INSERT INTO api_keys (key_id, tenant, hash, role) VALUES ($1, $2, $3, $4) RETURNING *';

/** API keys in PostgreSQL's api_keys table, on the process's one pool (which it does not close). */
export class PostgresKeyStore implements KeyStore {
  readonly kind = 'postgres' as const;
  readonly location = 'the api_keys table';

  constructor(private readonly pool: pg.Pool) {}

  async init(): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query(LOCK);
      await client.query(
        `CREATE TABLE IF NOT EXISTS api_keys (
           key_id text PRIMARY KEY,
           tenant text NOT NULL,
           hash text NOT NULL UNIQUE,
           created_at timestamptz NOT NULL DEFAULT now(),
           revoked_at timestamptz
         )`,
      );
      await client.query("ALTER TABLE api_keys ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'clinician'");
    });
  }

  async all(): Promise<StoredKey[]> {
    const { rows } = await this.pool.query<KeyRow>('SELECT * FROM api_keys ORDER BY created_at, key_id');
    return rows.map(toStored);
  }

  async add(tenant: string, role?: KeyRole): Promise<NewKey> {
    const { key, stored } = newKey(tenant, role);
    const { rows } = await this.pool.query<KeyRow>(INSERT, [stored.keyId, stored.tenant, stored.hash, stored.role]);
    return { key, stored: toStored(rows[0]!) };
  }

  async addFirstKey(tenant: string): Promise<NewKey | undefined> {
    return inTransaction(this.pool, async (client) => {
      await client.query(LOCK);
      const { rows } = await client.query('SELECT 1 FROM api_keys LIMIT 1');
      if (rows.length) return undefined;
      const { key, stored } = newKey(tenant);
      const inserted = await client.query<KeyRow>(INSERT, [stored.keyId, stored.tenant, stored.hash, stored.role]);
      return { key, stored: toStored(inserted.rows[0]!) };
    });
  }

  async revoke(keyId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE api_keys SET revoked_at = now() WHERE key_id = $1 AND revoked_at IS NULL', [keyId]);
    return rowCount === 1;
  }

  async close(): Promise<void> {}
}

const toStored = (row: KeyRow): StoredKey => ({
  keyId: row.key_id,
  tenant: row.tenant,
  role: row.role,
  hash: row.hash,
  createdAt: row.created_at.toISOString(),
  ...(row.revoked_at ? { revokedAt: row.revoked_at.toISOString() } : {}),
});
