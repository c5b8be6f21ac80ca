import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/postgres.js';
import { PostgresRateLimiter } from './postgres-rate-limiter.js';

const url = await freshDatabase('pg_rate_limiter');
const limiters: PostgresRateLimiter[] = [];
const limiter = (perMinute: number) => {
  const l = new PostgresRateLimiter(url!, { perMinute });
  limiters.push(l);
  return l;
};
afterAll(() => Promise.all(limiters.map((l) => l.close())));

describe.skipIf(!url)('PostgreSQL rate limiter', () => {
  it('when two processes start together and race for one key, then exactly one budget is spent between them', async () => {
    const a = limiter(10);
    const b = limiter(10);
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).take('race-key')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    const refused = decisions.filter((d) => !d.allowed);
    expect(refused).toHaveLength(30);
    for (const d of refused) expect(d.retryAfterSec).toBeGreaterThanOrEqual(1);
    expect(Math.max(...refused.map((d) => d.retryAfterSec))).toBeLessThanOrEqual(6);
  });

  it('when a key has spent its budget, then other keys are unaffected and tokens come back with time', async () => {
    const l = limiter(60); // one token a second
    const spent = await Promise.all(Array.from({ length: 60 }, () => l.take('busy-key')));
    expect(spent.every((d) => d.allowed)).toBe(true);
    expect((await l.take('busy-key')).allowed).toBe(false);
    expect((await l.take('quiet-key')).allowed).toBe(true);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await l.take('busy-key')).allowed).toBe(true);
  });
});
