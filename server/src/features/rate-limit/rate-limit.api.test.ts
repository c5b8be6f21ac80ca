import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, startTestServer, TENANT_B_KEY, type TestServer } from '../../../test/test-server.js';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ rateLimitPerMinute: 3 });
});
afterAll(() => app.stop());

describe('rate limit per API key', () => {
  it('when a key spends its budget, then it gets 429 rate_limited with Retry-After, and other keys are not affected', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${app.api}/ping`, { headers: auth() })).status).toBe(200);
    const limited = await fetch(`${app.api}/ping`, { headers: auth() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toMatchObject({ status: 429, code: 'rate_limited', title: 'Too Many Requests' });
    expect((await fetch(`${app.api}/ping`, { headers: auth(TENANT_B_KEY) })).status).toBe(200);
  });
});

describe('rate limit shared through PostgreSQL', async () => {
  const { freshDatabase } = await import('../../../test/postgres.js');
  const { PostgresRateLimiter } = await import('./postgres-rate-limiter.js');
  const url = await freshDatabase('rate_limit');

  it.skipIf(!url)('when two processes take from the same key, then they share one budget', async () => {
    const a = new PostgresRateLimiter(url!, { perMinute: 5 });
    const b = new PostgresRateLimiter(url!, { perMinute: 5 });
    const decisions = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).take('clinic-a-key')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions.find((d) => !d.allowed)!.retryAfterSec).toBeGreaterThanOrEqual(1);
    expect((await a.take('another-key')).allowed).toBe(true);
    await a.close();
    await b.close();
  });
});
