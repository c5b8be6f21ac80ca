import express, { Router, type Request } from 'express';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { parseFields } from '../../lib/http.js';
import { hashKey } from '../../storage/key-store.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { ApiKeyRegistry } from '../auth/api-key-registry.js';
import { rateLimited, type RateLimiter } from '../rate-limit/rate-limiter.js';
import { SESSION_COOKIE, sessionTokenOf, type WebSessions } from './web-sessions.js';

const signInSchema = z.union([z.object({ key: z.string().min(1).max(200) }), z.object({ code: z.string().min(1).max(100) })]);

export interface WebSignInDeps {
  keys: ApiKeyRegistry;
  sessions: WebSessions;
  /** Whether the client reached us over TLS (the cookie is then `Secure`). */
  overTls: (req: Request) => boolean;
  failures?: RateLimiter;
  audit?: AuditLog;
  /** Whether OpenID Connect sign-in is configured, for the web app's sign-in screen. */
  oidc: boolean;
}

/**
 * POST /api/v1/auth/sign-in `{ key }` or `{ code }` (from a one-time link): sets the session
 * cookie (HttpOnly, SameSite=Strict, Secure over TLS) and answers `{ ok, keyId }`; the key is
 * never stored in the browser. POST /api/v1/auth/sign-out ends the session. API clients keep
 * sending their key on every request.
 */
export function webSignInRouter(deps: WebSignInDeps): Router {
  const router = Router();
  router.post('/auth/sign-in', express.json({ limit: '4kb' }), async (req, res) => {
    const body = parseFields(signInSchema, req.body);
    const keyHash = 'key' in body ? hashKey(body.key) : deps.sessions.redeemCode(body.code);
    const identity = keyHash ? await deps.keys.verifyHash(keyHash) : undefined;
    const clientAddress = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    if (!identity) {
      const decision = await deps.failures?.take(clientAddress);
      if (decision && !decision.allowed) throw rateLimited('Too many failed sign-ins from this address; retry after the time in Retry-After.', decision);
      throw new AppError(401, 'unauthorized', 'code' in body ? 'The sign-in link is not valid any more.' : 'The API key is not valid.');
    }
    res.cookie(SESSION_COOKIE, deps.sessions.open({ keyHash: keyHash! }), { httpOnly: true, sameSite: 'strict', secure: deps.overTls(req), path: '/' });
    await deps.audit?.append({
      tenant: identity.tenant,
      actor: identity.keyId,
      action: 'sign_in',
      outcome: 'ok',
      status: 200,
      requestId: req.requestId,
      clientAddress,
      detail: 'code' in body ? 'web session by link' : 'web session by key',
    });
    res.json({ ok: true, keyId: identity.keyId });
  });

  router.get('/auth/methods', (_req, res) => {
    res.json({ key: true, oidc: deps.oidc });
  });

  router.post('/auth/sign-out', (req, res) => {
    const token = sessionTokenOf(req.headers.cookie);
    if (token) deps.sessions.close(token);
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: deps.overTls(req), path: '/' });
    res.status(204).end();
  });
  return router;
}
