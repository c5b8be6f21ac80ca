import type { RequestHandler } from 'express';
import { AppError } from '../../lib/app-error.js';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until a token is available again, when refused. */
  retryAfterSec: number;
}

/** A token bucket per API key. Siblings: in memory (one process) and PostgreSQL (shared). */
export interface RateLimiter {
  take(keyId: string): Promise<RateDecision>;
}

export interface BucketOptions {
  /** Tokens added per minute; also the bucket size, so a burst of one minute's worth is allowed. */
  perMinute: number;
}

/** Refills continuously; state for one process. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly options: BucketOptions) {}

  async take(keyId: string): Promise<RateDecision> {
    const { perMinute } = this.options;
    const now = Date.now();
    const bucket = this.buckets.get(keyId) ?? { tokens: perMinute, at: now };
    bucket.tokens = Math.min(perMinute, bucket.tokens + ((now - bucket.at) / 60_000) * perMinute);
    bucket.at = now;
    this.buckets.set(keyId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSec: 0 };
    }
    return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(((1 - bucket.tokens) * 60) / perMinute)) };
  }
}

/** 429 with Retry-After once a key's bucket is empty. Runs after authentication. */
export function rateLimit(limiter: RateLimiter): RequestHandler {
  return async (req, _res, next) => {
    const decision = await limiter.take(req.auth!.keyId);
    if (!decision.allowed) {
      throw new AppError(429, 'rate_limited', 'Too many requests for this API key; retry after the time in Retry-After.', {
        headers: { 'Retry-After': String(decision.retryAfterSec) },
      });
    }
    next();
  };
}
