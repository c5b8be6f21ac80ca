import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, startTestServer, TENANT_A_KEY, TENANT_B_KEY, type TestServer } from '../../../test/test-server.js';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.stop());

describe('authentication', () => {
  it('when the key comes as a Bearer token, then ping answers ok with the key id and version', async () => {
    const res = await fetch(`${app.api}/ping`, { headers: auth() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, keyId: 'clinic-a-env1', version: '0.0.0-test' });
  });

  it('when the key comes in X-API-Key, then it is accepted too', async () => {
    const res = await fetch(`${app.api}/ping`, { headers: { 'x-api-key': TENANT_A_KEY } });
    expect(res.status).toBe(200);
  });

  it.each([
    ['no key', {}],
    ['an unknown bearer key', { authorization: 'Bearer not-a-real-key-000000000' }],
    ['an unknown X-API-Key', { 'x-api-key': 'not-a-real-key-000000000' }],
    ['a malformed Authorization header', { authorization: 'Basic abc' }],
  ])('when the request has %s, then it gets 401 problem+json with WWW-Authenticate', async (_name, headers) => {
    const res = await fetch(`${app.api}/ping`, { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const body = await res.json();
    expect(body).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: expect.any(String),
      code: 'unauthorized',
      requestId: res.headers.get('x-request-id'),
    });
  });

  it.each(['/sessions', '/notes', '/transcriptions', '/sessions/00000000-0000-4000-8000-000000000000/chunks'])(
    'when POST %s has no key, then it is 401 before anything else is read',
    async (path) => {
      const res = await fetch(`${app.api}${path}`, { method: 'POST' });
      expect(res.status).toBe(401);
    },
  );

  it.each(['/templates', '/capabilities', '/openapi.json'])('when GET %s has no key, then it is 401', async (path) => {
    expect((await fetch(`${app.api}${path}`)).status).toBe(401);
  });
});

describe('request ids', () => {
  it('when the client sends X-Request-Id, then it is echoed on the response and in the error body', async () => {
    const res = await fetch(`${app.api}/ping`, { headers: { 'x-request-id': 'support-ticket-42' } });
    expect(res.headers.get('x-request-id')).toBe('support-ticket-42');
    expect((await res.json()).requestId).toBe('support-ticket-42');
  });

  it('when the client sends none, then the server makes one per response', async () => {
    const a = await fetch(`${app.api}/ping`, { headers: auth() });
    const b = await fetch(`${app.api}/ping`, { headers: auth() });
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('when the request id is logged, then the log line carries it', async () => {
    await fetch(`${app.api}/ping`, { headers: { ...auth(), 'x-request-id': 'trace-me-7' } });
    expect(app.logs.some((line) => line.includes('"requestId":"trace-me-7"'))).toBe(true);
  });
});

describe('unknown routes', () => {
  it('when an endpoint does not exist, then it is 404 problem+json', async () => {
    const res = await fetch(`${app.api}/nope`, { headers: auth() });
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('not_found');
  });
});

describe('both key headers', () => {
  it('when Authorization and X-API-Key carry different keys, then it is 400 invalid_field and neither is used', async () => {
    const res = await fetch(`${app.api}/ping`, { headers: { ...auth(), 'x-api-key': TENANT_B_KEY } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400, code: 'invalid_field' });
  });

  it('when both carry the same key, then it is accepted', async () => {
    const res = await fetch(`${app.api}/ping`, { headers: { ...auth(), 'x-api-key': TENANT_A_KEY } });
    expect(res.status).toBe(200);
  });
});

describe('failed authentication from one address', () => {
  let throttled: TestServer;
  beforeAll(async () => {
    throttled = await startTestServer({ authFailuresPerMinute: 5 });
  });
  afterAll(() => throttled.stop());

  it('when an address keeps sending bad keys, then after its budget it gets 429 with Retry-After, a valid key still passes, and the log keeps a sample', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await fetch(`${throttled.api}/ping`, { headers: { authorization: `Bearer wrong-key-${i}-0000000000` } })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const limited = await fetch(`${throttled.api}/ping`, { headers: { 'x-api-key': 'wrong-key-again-0000000000' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toMatchObject({ status: 429, code: 'rate_limited' });

    expect((await fetch(`${throttled.api}/ping`, { headers: auth() })).status).toBe(200);

    const refusedLines = throttled.logs.filter((line) => /"status":(401|429)/.test(line));
    expect(refusedLines.length).toBeGreaterThanOrEqual(1);
    expect(refusedLines.length).toBeLessThan(5);
  });
});
