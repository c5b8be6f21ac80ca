/**
 * Web sign-in through the clinic's OpenID Connect provider (authorization code with PKCE),
 * against a real provider (oidc-provider) listening on loopback: the person's session cookie
 * reaches the API, and the audit trail names the person.
 */
import type http from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteAuditLog } from '../../src/features/audit/sqlite-audit-log.js';
import { freePort } from '../reliability/helpers.js';
import { startTestServer, tempDataDir, type TestServer } from '../test-server.js';

let app: TestServer;
let audit: SqliteAuditLog;
let provider: http.Server;
let issuer: string;
/** What the provider's token endpoint was sent, to check PKCE. */
const tokenRequests: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  const dataDir = tempDataDir();
  audit = new SqliteAuditLog(dataDir);
  await audit.init();
  app = await startTestServer({ dataDir, app: { audit, oidc: { issuer, clientId: 'anteckna', clientSecret: 'a-client-secret-for-tests', tenant: 'clinic-a' } } });
  const oidcProvider = new Provider(issuer, {
    clients: [{ client_id: 'anteckna', client_secret: 'a-client-secret-for-tests', redirect_uris: [`${app.origin}/api/v1/auth/oidc/callback`], response_types: ['code'], grant_types: ['authorization_code'] }],
    findAccount: async (_ctx: unknown, sub: string) => ({ accountId: sub, claims: async () => ({ sub, name: 'Alice Läkare' }) }),
    claims: { openid: ['sub'], profile: ['name'] },
    cookies: { keys: ['test-cookie-key'] },
  });
  provider = oidcProvider.listen(port);
  provider.prependListener('request', (req: http.IncomingMessage) => {
    if (req.url?.startsWith('/token')) {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => tokenRequests.push(body));
    }
  });
});
afterAll(async () => {
  await app.stop();
  await audit.close();
  await new Promise((resolve) => provider.close(resolve));
});

/** A browser's part: follows redirects, keeps each host's cookies, signs in as `login` on the provider's forms. */
async function browse(start: string, login: string): Promise<{ appCookie: string; finalUrl: string }> {
  const jar = new Map<string, Map<string, string>>();
  let url = start;
  let method = 'GET';
  let body: string | undefined;
  for (let hops = 0; hops < 30; hops++) {
    const host = new URL(url).host;
    const cookies = jar.get(host) ?? new Map<string, string>();
    jar.set(host, cookies);
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { body } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    method = 'GET';
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      if (new URL(url).pathname === '/') break;
      continue;
    }
    const html = await res.text();
    const form = /<form[^>]*action="([^"]+)"/.exec(html);
    if (!form) throw new Error(`stuck at ${url} (${res.status}): ${html.slice(0, 200)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)![1]!;
    url = new URL(form[1]!, url).href;
    method = 'POST';
    body = new URLSearchParams({ prompt, login, password: 'any' }).toString();
  }
  const session = jar.get(new URL(app.origin).host)?.get('anteckna_session');
  return { appCookie: session ? `anteckna_session=${session}` : '', finalUrl: url };
}

describe('OpenID Connect sign-in', () => {
  it('when a person signs in at the provider, then the app gets a session cookie for them, PKCE was used, and the audit trail names them', async () => {
    const { appCookie, finalUrl } = await browse(`${app.api}/auth/oidc/start`, 'alice');
    expect(finalUrl).toBe(`${app.origin}/`);
    expect(appCookie).toMatch(/^anteckna_session=[\w-]{43}$/);
    expect(tokenRequests.some((b) => new URLSearchParams(b).get('code_verifier'))).toBe(true);

    const ping = await fetch(`${app.api}/ping`, { headers: { cookie: appCookie } });
    expect(await ping.json()).toMatchObject({ ok: true, keyId: 'oidc:alice' });
    const session = await fetch(`${app.api}/sessions`, { method: 'POST', headers: { cookie: appCookie } });
    expect(session.status).toBe(200);

    for (let i = 0; i < 50 && (await audit.list('clinic-a')).length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    const events = await audit.list('clinic-a');
    expect(events.map((e) => [e.action, e.actor])).toEqual([
      ['sign_in', 'Alice Läkare (alice)'],
      ['sign_in', 'Alice Läkare (alice)'],
      ['session.opened', 'Alice Läkare (alice)'],
    ]);
    expect(events[0]!.detail).toBe('web session by OpenID Connect');
  });

  it('when the web app asks how to sign in, then OpenID Connect is offered without a key', async () => {
    expect(await (await fetch(`${app.api}/auth/methods`)).json()).toEqual({ key: true, oidc: true });
  });

  it('when the callback comes with a state this server never started, then it is refused and no cookie is set', async () => {
    const res = await fetch(`${app.api}/auth/oidc/callback?code=made-up&state=made-up`, { redirect: 'manual' });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
