/**
 * The web app signs in once, with the key typed or a one-time link code, and then holds only
 * an HttpOnly, SameSite=Strict session cookie (Secure over TLS) that ends after 8 idle hours.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSessions } from '../../src/features/web-sign-in/web-sessions.js';
import { hashKey } from '../../src/storage/key-store.js';
import { startTestServer, TENANT_A_KEY, type TestServer } from '../test-server.js';

let app: TestServer | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

const signIn = (body: unknown) =>
  fetch(`${app!.api}/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const cookieOf = (res: Response) => res.headers.get('set-cookie') ?? '';
const session = (setCookie: string) => /anteckna_session=[^;]+/.exec(setCookie)?.[0] ?? '';
const pingWith = (cookie: string) => fetch(`${app!.api}/ping`, { headers: { cookie } });

describe('web sign-in', () => {
  it('when the key is typed once, then an HttpOnly SameSite=Strict cookie signs the app in and the answer does not carry the key', async () => {
    app = await startTestServer();
    const res = await signIn({ key: TENANT_A_KEY });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ ok: true, keyId: 'clinic-a-env1' });
    expect(body).not.toContain(TENANT_A_KEY);
    const setCookie = cookieOf(res);
    expect(setCookie).toMatch(/^anteckna_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toContain(TENANT_A_KEY);
    expect(await (await pingWith(session(setCookie))).json()).toMatchObject({ ok: true, keyId: 'clinic-a-env1' });
    expect((await pingWith('anteckna_session=' + 'x'.repeat(43))).status).toBe(401);
  });

  it('when OpenID Connect is not configured, then the web app is told to sign in with a key only', async () => {
    app = await startTestServer();
    expect(await (await fetch(`${app.api}/auth/methods`)).json()).toEqual({ key: true, oidc: false });
  });

  it('when the key is wrong, then 401 and no cookie', async () => {
    app = await startTestServer();
    const res = await signIn({ key: 'not-a-key-0000000000000' });
    expect(res.status).toBe(401);
    expect(cookieOf(res)).toBe('');
  });

  it('when a one-time link code is used, then it signs in once and never again', async () => {
    const webSessions = new WebSessions();
    app = await startTestServer({ app: { webSessions } });
    const code = webSessions.issueCode(hashKey(TENANT_A_KEY));
    const first = await signIn({ code });
    expect(first.status).toBe(200);
    expect((await pingWith(session(cookieOf(first)))).status).toBe(200);
    expect((await signIn({ code })).status).toBe(401);
  });

  it('when the session is idle for more than 8 hours, then it is over; used within, it lives on', async () => {
    let clock = Date.parse('2026-11-23T08:00:00Z');
    const webSessions = new WebSessions(8 * 3600_000, () => clock);
    app = await startTestServer({ app: { webSessions } });
    const cookie = session(cookieOf(await signIn({ key: TENANT_A_KEY })));
    clock += 7 * 3600_000;
    expect((await pingWith(cookie)).status).toBe(200);
    clock += 7 * 3600_000;
    expect((await pingWith(cookie)).status).toBe(200);
    clock += 8 * 3600_000 + 1;
    expect((await pingWith(cookie)).status).toBe(401);
  });

  it('when the user signs out, then the cookie is cleared and the session refused', async () => {
    app = await startTestServer();
    const cookie = session(cookieOf(await signIn({ key: TENANT_A_KEY })));
    const out = await fetch(`${app.api}/auth/sign-out`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    expect(cookieOf(out)).toMatch(/anteckna_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await pingWith(cookie)).status).toBe(401);
  });

  it('when the service is reached over TLS, then the cookie is Secure', async () => {
    app = await startTestServer({ app: { publicUrl: 'https://anteckna.clinic.example' } });
    expect(cookieOf(await signIn({ key: TENANT_A_KEY }))).toContain('; Secure');
  });
});
