import { freeBytes } from '../../lib/disk-space.js';
import type { Logger } from '../../lib/logger.js';
import type { SessionStore } from '../../storage/session-store.js';

export interface ReadinessOptions {
  store: SessionStore;
  /** A directory on the data filesystem, for its free space. */
  dataDir: string;
  minFreeBytes: number;
  /** Whether the speech model can be loaded (or the engine needs none). */
  modelReady: () => Promise<boolean>;
  logger: Logger;
}

type Check = 'database' | 'disk' | 'model';

/**
 * Whether this process can take work: its database accepts writes, its disk has room, its
 * speech model can be loaded. What failed is logged (once per change), never answered.
 */
export class Readiness {
  private lastFailed = '';

  constructor(private readonly options: ReadinessOptions) {}

  async isReady(): Promise<boolean> {
    const { store, dataDir, minFreeBytes, modelReady } = this.options;
    const results: [Check, boolean][] = await Promise.all([
      store.checkWritable().then(() => true, () => false).then((ok) => ['database', ok] as [Check, boolean]),
      freeBytes(dataDir).then((free) => free >= minFreeBytes, () => false).then((ok) => ['disk', ok] as [Check, boolean]),
      modelReady().catch(() => false).then((ok) => ['model', ok] as [Check, boolean]),
    ]);
    const failed = results.filter(([, ok]) => !ok).map(([name]) => name).join(',');
    if (failed !== this.lastFailed) {
      if (failed) this.options.logger.warn({ failed }, 'not ready');
      else this.options.logger.info('ready again');
      this.lastFailed = failed;
    }
    return failed === '';
  }
}
