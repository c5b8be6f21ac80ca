import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileKeyStore } from '../../storage/file-key-store.js';
import { hashKey, type KeyStore } from '../../storage/key-store.js';
import { ApiKeyRegistry } from './api-key-registry.js';

describe('API key registry', () => {
  it('when keys are added and revoked in the keys file, then a running registry follows within its recheck time, and only hashes are stored', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-keys-'));
    const store = new FileKeyStore(dir);
    const registry = new ApiKeyRegistry([], [new FileKeyStore(dir)], 50);
    await registry.load();
    const { key, stored } = await store.add('clinic-a');
    await new Promise((r) => setTimeout(r, 60));
    expect(await registry.verify(key)).toEqual({ keyId: stored.keyId, tenant: 'clinic-a', role: 'clinician' });
    expect(fs.readFileSync(store.location, 'utf8')).not.toContain(key);
    expect((await store.all())[0]!.hash).toBe(hashKey(key));
    expect(await store.revoke(stored.keyId)).toBe(true);
    await new Promise((r) => setTimeout(r, 60));
    expect(await registry.verify(key)).toBeUndefined();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when keys come from the environment, then each belongs to its tenant and wrong keys are refused', async () => {
    const registry = new ApiKeyRegistry([{ tenant: 'a', key: 'k'.repeat(20) }, { tenant: 'b', key: 'j'.repeat(20) }], []);
    expect((await registry.verify('j'.repeat(20)))?.tenant).toBe('b');
    expect(await registry.verify('x'.repeat(20))).toBeUndefined();
  });

  it('when a key store stops answering, then keys are still checked against its last good read', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-keys-'));
    const store = new FileKeyStore(dir);
    const { key, stored } = await store.add('clinic-a');
    let answering = true;
    const hanging: KeyStore = Object.assign(Object.create(store) as KeyStore, { all: () => (answering ? store.all() : new Promise<never>(() => {})) });
    const registry = new ApiKeyRegistry([], [hanging], 10);
    await registry.load();
    answering = false;
    await new Promise((r) => setTimeout(r, 20));
    expect((await registry.verify(key))?.keyId).toBe(stored.keyId);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
