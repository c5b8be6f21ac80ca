import pg from 'pg';
import type { BucketOptions, RateDecision, RateLimiter } from './rate-limiter.js';

/**
 * The token bucket in PostgreSQL, so every server process behind the load balancer spends
 * from the same budget. One statement refills and takes a token atomically.
 */
export class PostgresRateLimiter implements RateLimiter {
  private readonly pool: pg.Pool;
  private ready?: Promise<unknown>;

  constructor(databaseUrl: string, private readonly options: BucketOptions) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  }

  async take(keyId: string): Promise<RateDecision> {
    this.ready ??= this.pool.query(
      'CREATE TABLE IF NOT EXISTS rate_buckets (key_id text PRIMARY KEY, tokens double precision NOT NULL, updated_at timestamptz NOT NULL)',
    );
    await this.ready;
    const { perMinute } = this.options;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO rate_buckets (key_id, tokens, updated_at) VALUES ($1, $2, now()) ON CONFLICT (key_id) DO NOTHING', [keyId, perMinute]);
      // The row lock makes refill-and-take one step across processes.
      const { rows } = await client.query<{ tokens: number }>(
        `SELECT LEAST($2::double precision, tokens + EXTRACT(EPOCH FROM (now() - updated_at)) * $2 / 60.0) AS tokens
           FROM rate_buckets WHERE key_id = $1 FOR UPDATE`,
        [keyId, perMinute],
      );
      const tokens = Number(rows[0]!.tokens);
      const allowed = tokens >= 1;
      await client.query('UPDATE rate_buckets SET tokens = $2, updated_at = now() WHERE key_id = $1', [keyId, allowed ? tokens - 1 : tokens]);
      await client.query('COMMIT');
      return allowed ? { allowed: true, retryAfterSec: 0 } : { allowed: false, retryAfterSec: Math.max(1, Math.ceil(((1 - tokens) * 60) / perMinute)) };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
