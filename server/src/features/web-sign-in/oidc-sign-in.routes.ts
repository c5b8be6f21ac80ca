import { Router, type Request } from 'express';
import * as oidc from 'openid-client';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../audit/audit-log.js';
import { SESSION_COOKIE, type WebSessions } from './web-sessions.js';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The care unit the provider's users sign in to. */
  tenant: string;
}

export interface OidcSignInDeps {
  oidc: OidcSettings;
  sessions: WebSessions;
  /** Where the provider sends the browser back: ANTECKNA_PUBLIC_URL, else the address the request came to. */
  publicUrl?: string | undefined;
  overTls: (req: Request) => boolean;
  audit?: AuditLog;
}

/** How long a sign-in may take at the provider. */
const PENDING_MS = 10 * 60_000;

/**
 * Sign-in with the clinic's OpenID Connect provider (authorization code with PKCE, e.g. in
 * front of SITHS or BankID): GET /api/v1/auth/oidc/start sends the browser to the provider;
 * its callback opens a web session for the person, whom the audit trail then names.
 */
export function oidcSignInRouter(deps: OidcSignInDeps): Router {
  const router = Router();
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    // A plain-http issuer is allowed only on loopback (a test's or a local provider).
    const loopback = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(deps.oidc.issuer);
    configuration ??= oidc
      .discovery(new URL(deps.oidc.issuer), deps.oidc.clientId, undefined, oidc.ClientSecretBasic(deps.oidc.clientSecret), loopback ? { execute: [oidc.allowInsecureRequests] } : undefined)
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };
  /** state -> what the callback must check, until it expires. */
  const pending = new Map<string, { verifier: string; nonce: string; until: number }>();
  const callbackUrl = (req: Request) => `${deps.publicUrl ?? `${req.protocol}://${req.get('host')}`}/api/v1/auth/oidc/callback`;

  router.get('/auth/oidc/start', async (req, res) => {
    const config = await discover().catch((cause: unknown) => {
      throw new AppError(502, 'upstream_failed', 'The sign-in provider could not be reached.', { cause });
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    for (const [key, entry] of pending) if (entry.until < Date.now()) pending.delete(key);
    pending.set(state, { verifier, nonce, until: Date.now() + PENDING_MS });
    const target = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl(req),
      scope: 'openid profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    res.redirect(303, target.href);
  });

  router.get('/auth/oidc/callback', async (req, res) => {
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    const expected = pending.get(state);
    pending.delete(state);
    if (!expected || expected.until < Date.now()) throw new AppError(401, 'unauthorized', 'The sign-in was not started here or took too long; start again.');
    const config = await discover();
    const current = new URL(callbackUrl(req));
    current.search = new URLSearchParams(req.query as Record<string, string>).toString();
    let claims: oidc.IDToken | undefined;
    let name: unknown;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, current, { pkceCodeVerifier: expected.verifier, expectedState: state, expectedNonce: expected.nonce });
      claims = tokens.claims();
      // Many providers put the name only in userinfo; a person is named by it when it can be had.
      name = claims?.name ?? (claims ? (await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => undefined))?.name : undefined);
    } catch (cause) {
      throw new AppError(401, 'unauthorized', 'The sign-in provider did not confirm the sign-in.', { cause });
    }
    if (!claims?.sub) throw new AppError(401, 'unauthorized', 'The sign-in provider did not name the user.');
    const user = typeof name === 'string' && name ? `${name} (${claims.sub})` : claims.sub;
    const identity = { tenant: deps.oidc.tenant, keyId: `oidc:${claims.sub}`, role: 'clinician' as const, user };
    res.cookie(SESSION_COOKIE, deps.sessions.open({ identity }), { httpOnly: true, sameSite: 'strict', secure: deps.overTls(req), path: '/' });
    await deps.audit?.append({
      tenant: identity.tenant,
      actor: user,
      action: 'sign_in',
      outcome: 'ok',
      status: 303,
      requestId: req.requestId,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      detail: 'web session by OpenID Connect',
    });
    res.redirect(303, '/');
  });
  return router;
}
