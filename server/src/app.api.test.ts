import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, startTestServer, type TestServer } from '../test/test-server.js';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ corsOrigins: ['https://records.example'] });
});
afterAll(() => app.stop());

describe('calls from other sites (CORS)', () => {
  it('when an allowed origin asks before a call, then the preflight is 204 with the headers it may send', async () => {
    const res = await fetch(`${app.api}/sessions`, {
      method: 'OPTIONS',
      headers: { origin: 'https://records.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://records.example');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });

  it('when an allowed origin calls, then the answer names it and exposes the request id', async () => {
    const res = await fetch(`${app.api}/ping`, { headers: { ...auth(), origin: 'https://records.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://records.example');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-Request-Id/);
  });

  it('when another origin asks, then it gets no CORS headers and its preflight must authenticate like any request', async () => {
    const res = await fetch(`${app.api}/sessions`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
