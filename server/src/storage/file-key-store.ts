import fs from 'node:fs';
import path from 'node:path';
import { newKey, type KeyRole, type KeyStore, type NewKey, type StoredKey } from './key-store.js';

/**
 * API keys in `api-keys.json` in the data dir, written atomically (temp file + rename) so a
 * reader never sees half of it. `all()` re-reads the file only when its size or time changed.
 */
export class FileKeyStore implements KeyStore {
  readonly kind = 'file' as const;
  readonly location: string;
  private cached: { stamp: string; keys: StoredKey[] } = { stamp: '', keys: [] };

  constructor(dataDir: string) {
    this.location = path.join(dataDir, 'api-keys.json');
  }

  async init(): Promise<void> {}

  async all(): Promise<StoredKey[]> {
    return this.read();
  }

  async add(tenant: string, role?: KeyRole): Promise<NewKey> {
    const added = newKey(tenant, role);
    this.write([...this.read(), added.stored]);
    return added;
  }

  async addFirstKey(tenant: string): Promise<NewKey | undefined> {
    if (this.read().length) return undefined;
    return this.add(tenant);
  }

  async revoke(keyId: string): Promise<boolean> {
    const keys = this.read();
    const target = keys.find((k) => k.keyId === keyId && !k.revokedAt);
    if (!target) return false;
    target.revokedAt = new Date().toISOString();
    this.write(keys);
    return true;
  }

  async close(): Promise<void> {}

  private read(): StoredKey[] {
    let stamp: string;
    try {
      const stat = fs.statSync(this.location);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      stamp = 'missing';
    }
    if (stamp !== this.cached.stamp) this.cached = { stamp, keys: stamp === 'missing' ? [] : this.parse() };
    return this.cached.keys.map((k) => ({ ...k }));
  }

  private parse(): StoredKey[] {
    try {
      const parsed = JSON.parse(fs.readFileSync(this.location, 'utf8')) as { keys?: StoredKey[] };
      return Array.isArray(parsed.keys) ? parsed.keys : [];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw new Error(`The keys file ${this.location} is unreadable: ${(error as Error).message}`);
    }
  }

  private write(keys: StoredKey[]): void {
    fs.mkdirSync(path.dirname(this.location), { recursive: true });
    const temp = `${this.location}.${process.pid}.tmp`;
    fs.writeFileSync(temp, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(temp, this.location);
  }
}
