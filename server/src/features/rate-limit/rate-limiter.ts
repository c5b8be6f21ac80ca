/**
 * Request budgets on rate-limiter-flexible: a steady limiter (one request per 60/perMinute
 * seconds) with a burst limiter behind it (the rest of a minute's worth), which together
 * behave like a token bucket that holds one minute of requests. Siblings: in memory (one
 * process) and PostgreSQL (every process behind the load balancer spends from one budget).
 */
import type { RequestHandler } from 'express';
import type pg from 'pg';
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error.js';
import { inTransaction } from '../../storage/postgres-transaction.js';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until a request is allowed again, when refused. */
  retryAfterSec: number;
}

export interface RateLimiter {
  take(key: string): Promise<RateDecision>;
}

export interface BudgetOptions {
  /** Requests per minute; also the burst, so a minute's worth may come at once. */
  perMinute: number;
  /** Keeps budgets of different limiters apart in one store. */
  name?: string;
}

type LimiterFactory = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

function budget({ perMinute, name = 'api' }: BudgetOptions, make: LimiterFactory): RateLimiter {
  const steady = make({ keyPrefix: `${name}-steady`, points: 1, duration: 60 / perMinute });
  const burst = make({ keyPrefix: `${name}-burst`, points: perMinute - 1, duration: 60 });
  const limiter = perMinute > 1 ? new BurstyRateLimiter(steady, burst) : steady;
  return {
    take: (key) =>
      limiter.consume(key).then(
        () => ({ allowed: true, retryAfterSec: 0 }),
        (refusal: unknown) => {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        },
      ),
  };
}

export function memoryRateLimiter(options: BudgetOptions): RateLimiter {
  return budget(options, (o) => new RateLimiterMemory(o));
}

/** Budgets in the rate_limits table, on the process's one pool. */
export async function postgresRateLimiter(pool: pg.Pool, options: BudgetOptions): Promise<RateLimiter> {
  // Created here, under an advisory lock, because processes starting together race on CREATE TABLE.
  await inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('anteckna-rate-limits'))");
    await client.query('CREATE TABLE IF NOT EXISTS rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)');
  });
  return budget(options, (o) => new RateLimiterPostgres({ ...o, storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: true }));
}

/** 429 with Retry-After once a key has spent its budget. Runs after authentication. */
export function rateLimit(limiter: RateLimiter): RequestHandler {
  return async (req, _res, next) => {
    const decision = await limiter.take(req.auth!.keyId);
    if (!decision.allowed) throw rateLimited('Too many requests for this API key; retry after the time in Retry-After.', decision);
    next();
  };
}

export function rateLimited(detail: string, decision: RateDecision): AppError {
  return new AppError(429, 'rate_limited', detail, { headers: { 'Retry-After': String(decision.retryAfterSec) } });
}
