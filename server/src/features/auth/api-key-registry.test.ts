import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addKeyToFile, ApiKeyRegistry, hashKey, keysFilePath, readKeysFile, revokeKeyInFile } from './api-key-registry.js';

describe('API key registry', () => {
  it('when keys are added and revoked in the keys file, then a running registry follows within its recheck time, and only hashes are stored', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-keys-'));
    const file = keysFilePath(dir);
    const registry = new ApiKeyRegistry([], file, 50);
    const { key, stored } = addKeyToFile(file, 'clinic-a');
    await new Promise((r) => setTimeout(r, 60));
    expect(registry.verify(key)).toEqual({ keyId: stored.keyId, tenant: 'clinic-a' });
    expect(fs.readFileSync(file, 'utf8')).not.toContain(key);
    expect(readKeysFile(file)[0]!.hash).toBe(hashKey(key));

    expect(revokeKeyInFile(file, stored.keyId)).toBe(true);
    await new Promise((r) => setTimeout(r, 60));
    expect(registry.verify(key)).toBeUndefined();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when keys come from the environment, then each belongs to its tenant and wrong keys are refused', () => {
    const registry = ApiKeyRegistry.fromConfig([{ tenant: 'a', key: 'k'.repeat(20) }, { tenant: 'b', key: 'j'.repeat(20) }], os.tmpdir());
    expect(registry.verify('j'.repeat(20))?.tenant).toBe('b');
    expect(registry.verify('x'.repeat(20))).toBeUndefined();
  });
});
