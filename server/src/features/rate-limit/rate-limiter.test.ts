import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/postgres.js';
import { createPostgresPool } from '../../storage/postgres-pool.js';
import { memoryRateLimiter, postgresRateLimiter, type RateLimiter } from './rate-limiter.js';

const url = await freshDatabase('rate_limiter');
const pools: pg.Pool[] = [];
afterAll(() => Promise.all(pools.map((p) => p.end())));

/** A limiter as one server process has it; for PostgreSQL each call is another process on its own pool. */
const siblings: [string, ((perMinute: number, name: string) => Promise<RateLimiter>) | undefined][] = [
  ['memory', async (perMinute, name) => memoryRateLimiter({ perMinute, name })],
  [
    'postgres',
    url
      ? async (perMinute, name) => {
          pools.push(createPostgresPool(url, 4));
          return postgresRateLimiter(pools.at(-1)!, { perMinute, name });
        }
      : undefined,
  ],
];

describe.each(siblings)('%s rate limiter', (_name, make) => {
  const maybe = make ? it : it.skip;

  maybe('when a key spends its budget, then it is refused with a wait no longer than one request\'s share of the minute', async () => {
    const limiter = await make!(10, 'spend');
    const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.take('busy-key')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    const refused = decisions.filter((d) => !d.allowed);
    expect(refused).toHaveLength(30);
    for (const d of refused) expect(d.retryAfterSec).toBeGreaterThanOrEqual(1);
    expect(Math.max(...refused.map((d) => d.retryAfterSec))).toBeLessThanOrEqual(6);
  });

  maybe('when a key has spent its budget, then other keys are unaffected and requests come back with time', async () => {
    const limiter = await make!(60, 'refill'); // one request a second
    const spent = await Promise.all(Array.from({ length: 60 }, () => limiter.take('busy-key')));
    expect(spent.every((d) => d.allowed)).toBe(true);
    expect((await limiter.take('busy-key')).allowed).toBe(false);
    expect((await limiter.take('quiet-key')).allowed).toBe(true);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await limiter.take('busy-key')).allowed).toBe(true);
  });
});

describe.skipIf(!url)('rate limit shared through PostgreSQL', () => {
  it('when two processes start together and race for one key, then exactly one budget is spent between them', async () => {
    const [a, b] = await Promise.all([postgresRateLimiter(createPool(), { perMinute: 10, name: 'race' }), postgresRateLimiter(createPool(), { perMinute: 10, name: 'race' })]);
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).take('race-key')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect((await a.take('another-key')).allowed).toBe(true);
  });
});

function createPool(): pg.Pool {
  pools.push(createPostgresPool(url!, 4));
  return pools.at(-1)!;
}
