import type { RequestHandler } from 'express';
import { AppError } from '../../lib/app-error.js';
import type { ApiKeyIdentity } from '../../storage/key-store.js';
import { rateLimited, type RateLimiter } from '../rate-limit/rate-limiter.js';
import { sessionTokenOf, type WebSessions } from '../web-sign-in/web-sessions.js';
import type { ApiKeyRegistry } from './api-key-registry.js';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: ApiKeyIdentity;
    requestId: string;
  }
}

/**
 * Reads the key from `Authorization: Bearer` or `X-API-Key` (the web app: its session cookie); 401 when missing or unknown, 400
 * when both carry different keys. Failed attempts spend `failures`' budget per client address:
 * once it is spent the address gets 429 instead of 401. A valid key always passes, so clinics
 * behind one address are not locked out by a neighbour's misconfigured client.
 */
export function requireApiKey(registry: ApiKeyRegistry, failures?: RateLimiter, webSessions?: WebSessions): RequestHandler {
  return async (req, _res, next) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
    const headerKey = req.get('x-api-key')?.trim() || undefined;
    if (bearer && headerKey && bearer !== headerKey) {
      throw new AppError(400, 'invalid_field', 'Authorization and X-API-Key carry different keys; send one key.');
    }
    const key = bearer ?? headerKey;
    // The web app signs in once and then sends its HttpOnly session cookie instead of a key.
    const token = key ? undefined : sessionTokenOf(req.headers.cookie);
    const session = token ? webSessions?.use(token) : undefined;
    const identity = key
      ? await registry.verify(key)
      : session && 'identity' in session
        ? session.identity
        : session
          ? await registry.verifyHash(session.keyHash)
          : undefined;
    if (!identity) {
      // req.ip is the client's address, or the forwarded one when ANTECKNA_TRUST_PROXY trusts the proxy.
      const decision = await failures?.take(req.ip ?? req.socket.remoteAddress ?? 'unknown');
      if (decision && !decision.allowed) {
        throw rateLimited('Too many failed authentications from this address; retry after the time in Retry-After.', decision);
      }
      throw new AppError(401, 'unauthorized', key ? 'The API key is not valid.' : 'An API key is required.', {
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    req.auth = identity;
    next();
  };
}

export function tenantOf(req: { auth?: ApiKeyIdentity }): string {
  if (!req.auth) throw new AppError(401, 'unauthorized', 'An API key is required.');
  return req.auth.tenant;
}

/**
 * Decides which refused authentications (401, or 429 before any key was accepted) are left out
 * of the request log: the first and then one in `every` are logged, so a flood of bad keys
 * cannot flood the log.
 */
export function refusalLogSampler(every = 100): (req: { auth?: ApiKeyIdentity }, status: number) => boolean {
  let refusals = 0;
  return (req, status) => !req.auth && (status === 401 || status === 429) && refusals++ % every !== 0;
}
