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
