import fs from 'node:fs';
import path from 'node:path';

/**
 * Removes upload files under `root` (`<root>/<host>-<pid>/<file>`) of other processes last
 * written more than `maxAgeMs` ago: partial uploads of a process that crashed. Several
 * processes may share the folder (on other hosts too), so age decides: no live upload is
 * older than the request deadline. Folders stay (a live process writes into its own; a start
 * removes those of this host's dead processes), and this process's own folder is left alone:
 * its requests remove their files when they end. Returns how many files were removed.
 */
export async function sweepTempUploads(root: string, maxAgeMs: number, ownDir: string): Promise<number> {
  const cutoff = Date.now() - maxAgeMs;
  let removed = 0;
  for (const entry of await fs.promises.readdir(root, { withFileTypes: true }).catch(() => [])) {
    const dir = path.join(root, entry.name);
    if (!entry.isDirectory() || dir === ownDir) continue;
    for (const name of await fs.promises.readdir(dir).catch(() => [])) {
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat || stat.mtimeMs >= cutoff) continue;
      await fs.promises.rm(file, { recursive: true, force: true }).then(() => removed++, () => {});
    }
  }
  return removed;
}
