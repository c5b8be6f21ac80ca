/**
 * Where API keys live. Two siblings implement it: a keys file in the data dir (one host) and
 * PostgreSQL's api_keys table (processes that share a database but no disk). Only hashes are
 * stored; the plain key is returned once, when it is made. Running servers re-read the store
 * (see ApiKeyRegistry), so adding and revoking needs no restart.
 */
import { createHash, randomBytes } from 'node:crypto';

/** `clinician` uses patient data and sees its own kept notes; `secretary` reviews the tenant's kept notes; `admin` may also read the tenant's audit trail. */
export type KeyRole = 'clinician' | 'secretary' | 'admin';

export interface ApiKeyIdentity {
  keyId: string;
  tenant: string;
  /** The person, when signed in through OpenID Connect rather than with a key. */
  user?: string;
  role: KeyRole;
}

export interface StoredKey extends Omit<ApiKeyIdentity, 'role'> {
  /** Absent in keys made before roles: clinician. */
  role?: KeyRole;
  hash: string;
  createdAt: string;
  revokedAt?: string;
}

export interface NewKey {
  /** The plain key: shown once, never stored. */
  key: string;
  stored: StoredKey;
}

export interface KeyStore {
  readonly kind: 'file' | 'postgres';
  /** Where the keys are, for messages to the operator. */
  readonly location: string;
  /** Creates the table or file place; several processes may call it at once. */
  init(): Promise<void>;
  /** Every key ever added, revoked ones included, oldest first. */
  all(): Promise<StoredKey[]>;
  /** Adds a key for `tenant`; throws InvalidTenantError for a name outside [A-Za-z0-9_.-]. */
  add(tenant: string, role?: KeyRole): Promise<NewKey>;
  /** Adds a key only when none was ever added; of two processes starting together one makes it. */
  addFirstKey(tenant: string): Promise<NewKey | undefined>;
  /** Revokes an active key; false when there is no active key with that id. */
  revoke(keyId: string): Promise<boolean>;
  close(): Promise<void>;
}

export class InvalidTenantError extends Error {
  constructor(tenant: string) {
    super(`The tenant name '${tenant}' is not allowed: a tenant name may only hold letters, digits, _ . -`);
    this.name = 'InvalidTenantError';
  }
}

const TENANT_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** A key's id is random, not taken from its hash, so a logged or shown id tells nothing about the key. */
export const newKeyId = (tenant: string): string => `${tenant}-${randomBytes(4).toString('hex')}`;

/** A new random key for `tenant` and the record that is stored for it. */
export function newKey(tenant: string, role: KeyRole = 'clinician', createdAt = new Date().toISOString()): NewKey {
  if (!TENANT_PATTERN.test(tenant)) throw new InvalidTenantError(tenant);
  const key = `ak_${randomBytes(24).toString('base64url')}`;
  return { key, stored: { keyId: newKeyId(tenant), tenant, role, hash: hashKey(key), createdAt } };
}
