/**
 * Key management without restarts: `npm run keys -- add <tenant>`, `list`, `revoke <keyId>`.
 * Running servers re-read the keys file within a second.
 */
import path from 'node:path';
import { addKeyToFile, keysFilePath, readKeysFile, revokeKeyInFile } from './api-key-registry.js';

const dataDir = path.resolve(process.env.ANTECKNA_DATA_DIR ?? './data');
const file = keysFilePath(dataDir);
const [command, arg] = process.argv.slice(2);

switch (command) {
  case 'add': {
    if (!arg) usage();
    const { key, stored } = addKeyToFile(file, arg);
    console.log(`Added key ${stored.keyId} for tenant ${stored.tenant}. The key is shown once:\n${key}`);
    break;
  }
  case 'list':
    for (const k of readKeysFile(file)) {
      console.log(`${k.keyId}\t${k.tenant}\tcreated ${k.createdAt}${k.revokedAt ? `\trevoked ${k.revokedAt}` : ''}`);
    }
    break;
  case 'revoke':
    if (!arg) usage();
    if (!revokeKeyInFile(file, arg)) {
      console.error(`No active key with id ${arg}.`);
      process.exit(1);
    }
    console.log(`Revoked ${arg}.`);
    break;
  default:
    usage();
}

function usage(): never {
  console.error('usage: npm run keys -- add <tenant> | list | revoke <keyId>   (uses ANTECKNA_DATA_DIR, default ./data)');
  process.exit(2);
}
