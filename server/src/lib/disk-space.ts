import fs from 'node:fs';
import { storageFull } from './app-error.js';

/** Bytes an unprivileged process may still write on the filesystem holding `dir`. */
export async function freeBytes(dir: string): Promise<number> {
  const stats = await fs.promises.statfs(dir);
  return stats.bavail * stats.bsize;
}

/**
 * Throws 507 `storage_full` unless `incomingBytes` fit on the filesystem of `dir` with
 * `minFreeBytes` to spare: an upload is refused before it fills the disk, not half-way.
 */
export async function requireFreeSpace(dir: string, minFreeBytes: number, incomingBytes = 0): Promise<void> {
  if (minFreeBytes <= 0) return;
  if ((await freeBytes(dir)) - incomingBytes < minFreeBytes) throw storageFull();
}
