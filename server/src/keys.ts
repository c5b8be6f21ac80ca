/**
 * The second entry point: key management without restarts, `npm run keys -- add <tenant>`,
 * `list`, `revoke <keyId>`. It reads the same configuration as the server and so writes
 * where the server reads: PostgreSQL's api_keys table with DATABASE_URL, else the keys file
 * in ANTECKNA_DATA_DIR. Running servers pick changes up within a second.
 */
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { createKeyStore } from './storage/create-key-store.js';
import { InvalidTenantError } from './storage/key-store.js';
import { createPostgresPool } from './storage/postgres-pool.js';

const USAGE = 'usage: npm run keys -- add <tenant> | list | revoke <keyId>   (ANTECKNA_DATA_DIR, default ./data; or DATABASE_URL)';

async function main(): Promise<number> {
  const [command, arg] = process.argv.slice(2);
  if (!['add', 'list', 'revoke'].includes(command ?? '') || (command !== 'list' && !arg)) {
    console.error(USAGE);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  const pool = config.databaseUrl ? createPostgresPool(config.databaseUrl, 1) : undefined;
  try {
    const keys = await createKeyStore(config, pool);
    switch (command) {
      case 'add': {
        const { key, stored } = await keys.add(arg!);
        console.log(`Added key ${stored.keyId} for tenant ${stored.tenant}. The key is shown once:\n${key}`);
        return 0;
      }
      case 'list':
        for (const k of await keys.all()) {
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
  } catch (error) {
    if (!(error instanceof InvalidTenantError)) throw error;
    console.error(error.message);
    return 2;
  } finally {
    await pool?.end();
  }
}

process.exitCode = await main();
