/**
 * The second entry point: key management without restarts, `npm run keys -- add <tenant>
 * [--admin]`, `list`, `revoke <keyId>`. Adding and revoking are audit events. It reads the same configuration as the server and so writes
 * where the server reads: PostgreSQL's api_keys table with DATABASE_URL, else the keys file
 * in ANTECKNA_DATA_DIR. Running servers pick changes up within a second.
 */
import os from 'node:os';
import { loadConfigOrExplain } from './config/env.js';
import { createAuditLog } from './features/audit/create-audit-log.js';
import { createKeyStore } from './storage/create-key-store.js';
import { InvalidTenantError } from './storage/key-store.js';
import { createPostgresPool } from './storage/postgres-pool.js';

const USAGE = 'usage: npm run keys -- add <tenant> [--admin | --secretary] | list | revoke <keyId>   (ANTECKNA_DATA_DIR, default ./data; or DATABASE_URL)';

async function main(): Promise<number> {
  process.umask(0o077);
  const [command, arg, option] = process.argv.slice(2);
  if (!['add', 'list', 'revoke'].includes(command ?? '') || (command !== 'list' && !arg)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfigOrExplain(process.env);
  if (!config) return 1;
  const pool = config.databaseUrl ? createPostgresPool(config.databaseUrl, 1) : undefined;
  const audit = await createAuditLog(config.dataDir, pool);
  const actor = `operator:${os.userInfo().username}`;
  try {
    const keys = await createKeyStore(config, pool);
    switch (command) {
      case 'add': {
        const { key, stored } = await keys.add(arg!, option === '--admin' ? 'admin' : option === '--secretary' ? 'secretary' : 'clinician');
        await audit.append({ tenant: stored.tenant, actor, action: 'key.created', outcome: 'ok', detail: stored.keyId });
        console.log(`Added ${stored.role === 'clinician' ? '' : `${stored.role} `}key ${stored.keyId} for tenant ${stored.tenant}. The key is shown once:\n${key}`);
        return 0;
      }
      case 'list':
        for (const k of await keys.all()) {
          console.log(`${k.keyId}\t${k.tenant}\tcreated ${k.createdAt}${k.revokedAt ? `\trevoked ${k.revokedAt}` : ''}`);
        }
        return 0;
      default: {
        const tenant = (await keys.all()).find((k) => k.keyId === arg)?.tenant;
        if (!tenant || !(await keys.revoke(arg!))) {
          console.error(`No active key with id ${arg}.`);
          return 1;
        }
        await audit.append({ tenant, actor, action: 'key.revoked', outcome: 'ok', detail: arg! });
        console.log(`Revoked ${arg}.`);
        return 0;
      }
    }
  } catch (error) {
    if (!(error instanceof InvalidTenantError)) throw error;
    console.error(error.message);
    return 2;
  } finally {
    await audit.close();
    await pool?.end();
  }
}

process.exitCode = await main();
