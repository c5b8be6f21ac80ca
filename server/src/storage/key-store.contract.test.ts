import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/postgres.js';
import { FileKeyStore } from './file-key-store.js';
import { hashKey, InvalidTenantError, type KeyStore } from './key-store.js';
import { PostgresKeyStore } from './postgres-key-store.js';
import { createPostgresPool } from './postgres-pool.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-key-store-'));
const postgresUrl = await freshDatabase('key_store_contract');
const pools: pg.Pool[] = [];

/** `make` opens a store on a fresh place; `twin` opens a second one on the same place, as another process would. */
type Factory = { make: () => { store: KeyStore; twin: () => KeyStore; raw: () => Promise<string> } };
let database = 0;
const factories: [string, Factory | undefined][] = [
  [
    'file',
    {
      make: () => {
        const dir = fs.mkdtempSync(path.join(tmp, 'file-'));
        const store = new FileKeyStore(dir);
        return { store, twin: () => new FileKeyStore(dir), raw: async () => fs.readFileSync(store.location, 'utf8') };
      },
    },
  ],
  [
    'postgres',
    postgresUrl
      ? {
          make: () => {
            const schema = `keys_${++database}`;
            const pool = () => {
              const url = new URL(postgresUrl);
              url.searchParams.set('options', `-c search_path=${schema}`);
              pools.push(createPostgresPool(url.toString(), 2));
              return pools.at(-1)!;
            };
            const first = pool();
            return {
              store: new PostgresKeyStore(first),
              twin: () => new PostgresKeyStore(pool()),
              raw: async () => JSON.stringify((await first.query('SELECT * FROM api_keys')).rows),
            };
          },
        }
      : undefined,
  ],
];

beforeAll(async () => {
  if (!postgresUrl) return;
  const pool = createPostgresPool(postgresUrl, 1);
  for (let i = 1; i <= 10; i++) await pool.query(`CREATE SCHEMA IF NOT EXISTS keys_${i}`);
  await pool.end();
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.each(factories)('%s key store', (_name, factory) => {
  const maybe = factory ? it : it.skip;
  const open = async () => {
    const place = factory!.make();
    await place.store.init();
    return place;
  };

  maybe('when a key is added, then it is returned once in plain, listed by its hash only, and belongs to its tenant', async () => {
    const { store, raw } = await open();
    const { key, stored } = await store.add('clinic-a');
    expect(key).toMatch(/^ak_[\w-]{32}$/);
    expect(stored).toMatchObject({ tenant: 'clinic-a', hash: hashKey(key), keyId: expect.stringMatching(/^clinic-a-[0-9a-f]{8}$/) });
    expect(stored.keyId).not.toContain(hashKey(key).slice(0, 8));
    expect(await store.all()).toEqual([stored]);
    expect(await raw()).not.toContain(key);
  });

  maybe('when a key is revoked, then it stays listed with its revocation time, and a second revoke finds nothing active', async () => {
    const { store } = await open();
    const { stored } = await store.add('clinic-a');
    const other = await store.add('clinic-b');
    expect(await store.revoke(stored.keyId)).toBe(true);
    expect(await store.revoke(stored.keyId)).toBe(false);
    expect(await store.revoke('clinic-x-00000000')).toBe(false);
    const listed = await store.all();
    expect(listed.find((k) => k.keyId === stored.keyId)?.revokedAt).toEqual(expect.any(String));
    expect(listed.find((k) => k.keyId === other.stored.keyId)?.revokedAt).toBeUndefined();
  });

  maybe('when a tenant name holds other characters than letters, digits, _ . -, then the key is refused', async () => {
    const { store } = await open();
    await expect(store.add('clinic a')).rejects.toThrow(InvalidTenantError);
    expect(await store.all()).toEqual([]);
  });

  maybe('when another process changes the keys, then this one reads the change', async () => {
    const { store, twin } = await open();
    const { stored } = await twin().add('clinic-c');
    expect((await store.all()).map((k) => k.keyId)).toEqual([stored.keyId]);
  });

  maybe('when two processes start at once on an empty store, then exactly one first key is made, and never again', async () => {
    const { store, twin } = await open();
    const other = twin();
    await Promise.all([store.init(), other.init()]);
    const made = await Promise.all([store.addFirstKey('default'), other.addFirstKey('default')]);
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await store.all()).toHaveLength(1);
    await store.revoke((await store.all())[0]!.keyId);
    expect(await other.addFirstKey('default')).toBeUndefined();
  });
});
