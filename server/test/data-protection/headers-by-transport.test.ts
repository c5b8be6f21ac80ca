/**
 * `upgrade-insecure-requests` and HSTS only when the client reached the service over TLS:
 * over plain HTTP on a LAN name they would leave the browser with a blank page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';

let app: TestServer | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

const headersOf = async (origin: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${origin}/healthz`, { headers: { host: 'clinic-pc.lan:8080', ...headers } });
  return { csp: res.headers.get('content-security-policy') ?? '', hsts: res.headers.get('strict-transport-security') };
};

describe('security headers by transport', () => {
  it('when reached over plain HTTP on a LAN name, then neither upgrade-insecure-requests nor HSTS is sent, and the CSP still is', async () => {
    app = await startTestServer();
    const { csp, hsts } = await headersOf(app.origin);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(hsts).toBeNull();
  });

  it('when the public URL is https, then both are sent', async () => {
    app = await startTestServer({ app: { publicUrl: 'https://anteckna.clinic.example' } });
    const { csp, hsts } = await headersOf(app.origin);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(hsts).toMatch(/max-age=\d+/);
  });

  it('when a trusted proxy says https, then both are sent; when an untrusted client says so, then not', async () => {
    app = await startTestServer({ app: { trustProxy: 'loopback' } });
    const viaProxy = await headersOf(app.origin, { 'x-forwarded-proto': 'https' });
    expect(viaProxy.csp).toContain('upgrade-insecure-requests');
    expect(viaProxy.hsts).toMatch(/max-age=\d+/);
    await app.stop();

    app = await startTestServer();
    const claimed = await headersOf(app.origin, { 'x-forwarded-proto': 'https' });
    expect(claimed.csp).not.toContain('upgrade-insecure-requests');
    expect(claimed.hsts).toBeNull();
  });
});
