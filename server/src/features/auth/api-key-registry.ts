/**
 * API keys: stored and compared as SHA-256 hashes in constant time. Keys come from the
 * environment (`ANTECKNA_API_KEYS`) and from a keys file in the data dir, which the keys
 * CLI edits; the file is re-read when it changes, so revocation needs no restart.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ApiKeyIdentity {
  keyId: string;
  tenant: string;
}

export interface StoredKey extends ApiKeyIdentity {
  hash: string;
  createdAt: string;
  revokedAt?: string;
}

export const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export const generateKey = (): string => `ak_${randomBytes(24).toString('base64url')}`;

export const keyIdFor = (tenant: string, hash: string): string => `${tenant}-${hash.slice(0, 8)}`;

export function keysFilePath(dataDir: string): string {
  return path.join(dataDir, 'api-keys.json');
}

export class ApiKeyRegistry {
  private fileKeys: StoredKey[] = [];
  private fileStamp = '';
  private lastCheck = 0;
  private sharedKeys: StoredKey[] = [];
  private sharedTimer?: NodeJS.Timeout;

  constructor(
    private readonly envKeys: StoredKey[],
    private readonly filePath: string,
    /** How often the keys file may be re-checked; revocation takes effect within this. */
    private readonly recheckMs = 1000,
  ) {
    this.reloadIfChanged(true);
  }

  static fromConfig(apiKeys: { tenant: string; key: string }[] | undefined, dataDir: string): ApiKeyRegistry {
    const now = new Date().toISOString();
    const envKeys = (apiKeys ?? []).map(({ tenant, key }) => {
      const hash = hashKey(key);
      return { keyId: keyIdFor(tenant, hash), tenant, hash, createdAt: now };
    });
    return new ApiKeyRegistry(envKeys, keysFilePath(dataDir));
  }

  get size(): number {
    this.reloadIfChanged();
    return this.envKeys.length + [...this.fileKeys, ...this.sharedKeys].filter((k) => !k.revokedAt).length;
  }

  /**
   * Also accepts the keys `load` returns (the PostgreSQL key table, for processes that share
   * no disk), re-read every `refreshMs`. Resolves after the first read; a failed re-read
   * keeps the keys of the last good one.
   */
  async followSharedKeys(load: () => Promise<StoredKey[]>, refreshMs = this.recheckMs): Promise<void> {
    this.sharedKeys = await load();
    let loading = false;
    this.sharedTimer = setInterval(() => {
      if (loading) return;
      loading = true;
      load()
        .then((keys) => (this.sharedKeys = keys), () => {})
        .finally(() => (loading = false));
    }, refreshMs);
    this.sharedTimer.unref();
  }

  stopFollowingSharedKeys(): void {
    clearInterval(this.sharedTimer);
  }

  /** Returns who owns `key`, or undefined. Every active key is compared, in constant time. */
  verify(key: string): ApiKeyIdentity | undefined {
    this.reloadIfChanged();
    const candidate = Buffer.from(hashKey(key), 'hex');
    let found: ApiKeyIdentity | undefined;
    for (const stored of [...this.envKeys, ...this.fileKeys, ...this.sharedKeys]) {
      if (stored.revokedAt) continue;
      if (timingSafeEqual(candidate, Buffer.from(stored.hash, 'hex')) && !found) {
        found = { keyId: stored.keyId, tenant: stored.tenant };
      }
    }
    return found;
  }

  private reloadIfChanged(force = false): void {
    const now = Date.now();
    if (!force && now - this.lastCheck < this.recheckMs) return;
    this.lastCheck = now;
    let stamp = '';
    try {
      const stat = fs.statSync(this.filePath);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      stamp = 'missing';
    }
    if (stamp === this.fileStamp) return;
    this.fileStamp = stamp;
    this.fileKeys = stamp === 'missing' ? [] : readKeysFile(this.filePath);
  }
}

export function readKeysFile(filePath: string): StoredKey[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(filePath, 'utf8')) as { keys?: StoredKey[] };
    return Array.isArray(parsed.keys) ? parsed.keys : [];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`The keys file ${filePath} is unreadable: ${(error as Error).message}`);
  }
}

/** Writes the keys file atomically (temp file + rename) so a reader never sees half of it. */
export function writeKeysFile(filePath: string, keys: StoredKey[]): void {
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const temp = `${filePath}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temp, filePath);
}

/** Adds a new key for `tenant` to the keys file and returns the plain key (shown once). */
export function addKeyToFile(filePath: string, tenant: string): { key: string; stored: StoredKey } {
  if (!/^[A-Za-z0-9_.-]+$/.test(tenant)) throw new Error('A tenant name may only hold letters, digits, _ . -');
  const key = generateKey();
  const hash = hashKey(key);
  const stored: StoredKey = { keyId: keyIdFor(tenant, hash), tenant, hash, createdAt: new Date().toISOString() };
  writeKeysFile(filePath, [...readKeysFile(filePath), stored]);
  return { key, stored };
}

export function revokeKeyInFile(filePath: string, keyId: string): boolean {
  const keys = readKeysFile(filePath);
  const target = keys.find((k) => k.keyId === keyId && !k.revokedAt);
  if (!target) return false;
  target.revokedAt = new Date().toISOString();
  writeKeysFile(filePath, keys);
  return true;
}
