/**
 * Who owns a key: keys from the environment (`ANTECKNA_API_KEYS`) and from key stores (the
 * keys file, PostgreSQL's api_keys table), compared as SHA-256 hashes in constant time. The
 * stores are re-read at most every `recheckMs`, so revocation needs no restart.
 */
import { timingSafeEqual } from 'node:crypto';
import { hashKey, type ApiKeyIdentity, type KeyRole, type KeyStore, type StoredKey } from '../../storage/key-store.js';

const STORE_WAIT_MS = 250;

export class ApiKeyRegistry {
  private readonly envKeys: StoredKey[];
  private storeKeys: StoredKey[][];
  private checkedAt = 0;
  private reloading?: Promise<void>;

  constructor(
    envKeys: { tenant: string; key: string; role?: KeyRole }[],
    private readonly stores: KeyStore[],
    /** How often the stores may be re-read; revocation takes effect within this. */
    private readonly recheckMs = 1000,
  ) {
    const createdAt = new Date().toISOString();
    // Ids by place in the list (clinic-a-env1, clinic-a-env2...): stable across restarts and processes, and nothing about the key.
    const perTenant = new Map<string, number>();
    this.envKeys = envKeys.map(({ tenant, key, role }) => {
      const n = (perTenant.get(tenant) ?? 0) + 1;
      perTenant.set(tenant, n);
      return { keyId: `${tenant}-env${n}`, tenant, role: role ?? 'clinician', hash: hashKey(key), createdAt };
    });
    this.storeKeys = stores.map(() => []);
  }

  /** Reads every store once; call before serving. */
  async load(): Promise<void> {
    this.storeKeys = await Promise.all(this.stores.map((s) => s.all()));
    this.checkedAt = Date.now();
  }

  /** How many keys are active. */
  async size(): Promise<number> {
    return (await this.activeKeys()).length;
  }

  /** Returns who owns `key`, or undefined. Every active key is compared, in constant time. */
  verify(key: string): Promise<ApiKeyIdentity | undefined> {
    return this.verifyHash(hashKey(key));
  }

  /** As verify, for a key known by its hash (a web session's); a revoked key is refused. */
  async verifyHash(hash: string): Promise<ApiKeyIdentity | undefined> {
    const candidate = Buffer.from(hash, 'hex');
    let found: ApiKeyIdentity | undefined;
    for (const stored of await this.activeKeys()) {
      if (timingSafeEqual(candidate, Buffer.from(stored.hash, 'hex')) && !found) {
        found = { keyId: stored.keyId, tenant: stored.tenant, role: stored.role ?? 'clinician' };
      }
    }
    return found;
  }

  private async activeKeys(): Promise<StoredKey[]> {
    // A store that does not answer (a database out of reach) holds no request up for long:
    // after STORE_WAIT_MS the keys of the last good read are used while the read goes on.
    if (Date.now() - this.checkedAt >= this.recheckMs) {
      await Promise.race([this.reload(), new Promise((resolve) => setTimeout(resolve, STORE_WAIT_MS).unref())]);
    }
    return [...this.envKeys, ...this.storeKeys.flat()].filter((k) => !k.revokedAt);
  }

  /** One re-read at a time; a store that fails to answer keeps the keys of its last good read. */
  private reload(): Promise<void> {
    this.reloading ??= Promise.all(
      this.stores.map((store, i) =>
        store.all().then(
          (keys) => (this.storeKeys[i] = keys),
          () => {},
        ),
      ),
    ).then(() => {
      this.checkedAt = Date.now();
      this.reloading = undefined;
    });
    return this.reloading;
  }
}
