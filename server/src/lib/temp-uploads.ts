import fs from 'node:fs';
import path from 'node:path';

/**
 * Removes upload files under `root` (`<root>/<host>-<pid>/<file>`) last written more than
 * `maxAgeMs` ago, and the folders left empty by processes that are gone. Several processes
 * may share the folder, so age alone decides: no live upload is older than the request
 * deadline. Returns how many files were removed.
 */
export async function sweepTempUploads(root: string, maxAgeMs: number, ownDir?: string): Promise<number> {
  const cutoff = Date.now() - maxAgeMs;
  let removed = 0;
  for (const entry of await fs.promises.readdir(root, { withFileTypes: true }).catch(() => [])) {
    const dir = path.join(root, entry.name);
    if (!entry.isDirectory()) continue;
    const files = await fs.promises.readdir(dir).catch(() => []);
    let left = files.length;
    for (const name of files) {
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat || stat.mtimeMs >= cutoff) continue;
      await fs.promises.rm(file, { recursive: true, force: true }).then(() => {
        removed++;
        left--;
      }, () => {});
    }
    if (left === 0 && dir !== ownDir) await fs.promises.rmdir(dir).catch(() => {});
  }
  return removed;
}
