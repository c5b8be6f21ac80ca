import pg from 'pg';
import { inTransaction } from '../../storage/postgres-transaction.js';
import type { BucketOptions, RateDecision, RateLimiter } from './rate-limiter.js';

/**
 * The token bucket in PostgreSQL, so every server process behind the load balancer spends
 * from the same budget. One upsert refills the bucket, takes a token when there is one and
 * returns the outcome: the row lock it takes makes that a single step across processes.
 */
export class PostgresRateLimiter implements RateLimiter {
  private readonly pool: pg.Pool;
  private ready?: Promise<void>;

  constructor(databaseUrl: string, private readonly options: BucketOptions) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    this.pool.on('error', () => {}); // a dropped idle connection is replaced; it must not crash the process
  }

  async take(keyId: string): Promise<RateDecision> {
    await this.init();
    const { perMinute } = this.options;
    // `refilled` is the bucket after the time since its last use; a token is taken when it holds one.
    const refilled = 'LEAST($2::double precision, b.tokens + EXTRACT(EPOCH FROM (now() - b.updated_at)) * $2::double precision / 60.0)';
    const { rows } = await this.pool.query<{ tokens: number; allowed: boolean }>(
      `INSERT INTO rate_buckets AS b (key_id, tokens, updated_at, allowed) VALUES ($1, $2::double precision - 1, now(), true)
       ON CONFLICT (key_id) DO UPDATE SET
         tokens = CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END,
         allowed = ${refilled} >= 1,
         updated_at = now()
       RETURNING tokens, allowed`,
      [keyId, perMinute],
    );
    const { tokens, allowed } = rows[0]!;
    return allowed
      ? { allowed: true, retryAfterSec: 0 }
      : { allowed: false, retryAfterSec: Math.max(1, Math.ceil(((1 - Number(tokens)) * 60) / perMinute)) };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Creates the table once; several processes starting together wait on one advisory lock. */
  private init(): Promise<void> {
    this.ready ??= inTransaction(this.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('anteckna-rate-buckets'))");
      await client.query(
        `CREATE TABLE IF NOT EXISTS rate_buckets (
           key_id text PRIMARY KEY,
           tokens double precision NOT NULL,
           updated_at timestamptz NOT NULL,
           allowed boolean NOT NULL DEFAULT true
         )`,
      );
      await client.query('ALTER TABLE rate_buckets ADD COLUMN IF NOT EXISTS allowed boolean NOT NULL DEFAULT true');
    }).catch((error: unknown) => {
      this.ready = undefined; // a database that was down at start is tried again on the next request
      throw error;
    });
    return this.ready;
  }
}
