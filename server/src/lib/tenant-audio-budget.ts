import { AppError } from './app-error.js';

const HOUR_MS = 3600_000;

/**
 * How many audio bytes each tenant may upload per hour, counted in this process over a fixed
 * one-hour window per tenant: one tenant cannot fill the disk or the decoders for the others.
 */
export class TenantAudioBudget {
  private readonly windows = new Map<string, { startedAt: number; bytes: number }>();

  constructor(
    private readonly bytesPerHour: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 `quota_exceeded` (with Retry-After) when `incomingBytes` more would go over this hour's budget. */
  check(tenant: string, incomingBytes = 0): void {
    const window = this.window(tenant);
    if (window.bytes + incomingBytes <= this.bytesPerHour) return;
    const retryAfter = Math.max(1, Math.ceil((window.startedAt + HOUR_MS - this.now()) / 1000));
    throw new AppError(
      429,
      'quota_exceeded',
      `This account has uploaded its ${Math.round(this.bytesPerHour / 1024 / 1024)} MB of audio for this hour; please retry later.`,
      { headers: { 'Retry-After': String(retryAfter) } },
    );
  }

  charge(tenant: string, bytes: number): void {
    this.window(tenant).bytes += bytes;
  }

  private window(tenant: string): { startedAt: number; bytes: number } {
    const now = this.now();
    let window = this.windows.get(tenant);
    if (!window || now - window.startedAt >= HOUR_MS) {
      window = { startedAt: now, bytes: 0 };
      this.windows.set(tenant, window);
      // Tenants that stopped uploading are forgotten.
      for (const [other, w] of this.windows) if (now - w.startedAt >= HOUR_MS) this.windows.delete(other);
    }
    return window;
  }
}
