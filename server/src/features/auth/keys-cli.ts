/**
 * Key management without restarts: `npm run keys -- add <tenant>`, `list`, `revoke <keyId>`.
 * Keys go to the keys file in ANTECKNA_DATA_DIR, or to PostgreSQL's api_keys table when
 * DATABASE_URL is set. Running servers pick changes up within a second.
 */
import path from 'node:path';
import { addKeyToFile, keysFilePath, readKeysFile, revokeKeyInFile, type StoredKey } from './api-key-registry.js';
import { PostgresKeyTable } from './postgres-key-table.js';

const dataDir = path.resolve(process.env.ANTECKNA_DATA_DIR ?? './data');
const file = keysFilePath(dataDir);
const databaseUrl = process.env.DATABASE_URL;
const [command, arg] = process.argv.slice(2);

interface KeyPlace {
  add(tenant: string): Promise<{ key: string; stored: StoredKey }>;
  list(): Promise<StoredKey[]>;
  revoke(keyId: string): Promise<boolean>;
  close(): Promise<void>;
}

async function open(): Promise<KeyPlace> {
  if (!databaseUrl) {
    return {
      add: async (tenant) => addKeyToFile(file, tenant),
      list: async () => readKeysFile(file),
      revoke: async (keyId) => revokeKeyInFile(file, keyId),
      close: async () => {},
    };
  }
  const table = new PostgresKeyTable(databaseUrl);
  await table.init();
  return { add: (t) => table.add(t), list: () => table.all(), revoke: (id) => table.revoke(id), close: () => table.close() };
}

async function main(): Promise<number> {
  if (!['add', 'list', 'revoke'].includes(command ?? '') || (command !== 'list' && !arg)) return usage();
  const keys = await open();
  try {
    switch (command) {
      case 'add': {
        const { key, stored } = await keys.add(arg!);
        console.log(`Added key ${stored.keyId} for tenant ${stored.tenant}. The key is shown once:\n${key}`);
        return 0;
      }
      case 'list':
        for (const k of await keys.list()) {
          console.log(`${k.keyId}\t${k.tenant}\tcreated ${k.createdAt}${k.revokedAt ? `\trevoked ${k.revokedAt}` : ''}`);
        }
        return 0;
      default:
        if (!(await keys.revoke(arg!))) {
          console.error(`No active key with id ${arg}.`);
          return 1;
        }
        console.log(`Revoked ${arg}.`);
        return 0;
    }
  } finally {
    await keys.close();
  }
}

function usage(): number {
  console.error('usage: npm run keys -- add <tenant> | list | revoke <keyId>   (ANTECKNA_DATA_DIR, default ./data; or DATABASE_URL)');
  return 2;
}

process.exitCode = await main();
