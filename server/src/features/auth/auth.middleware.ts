import type { RequestHandler } from 'express';
import { AppError } from '../../lib/app-error.js';
import type { ApiKeyIdentity, ApiKeyRegistry } from './api-key-registry.js';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: ApiKeyIdentity;
    requestId: string;
  }
}

/** Reads the key from `Authorization: Bearer` or `X-API-Key`; 401 when missing or unknown. */
export function requireApiKey(registry: ApiKeyRegistry): RequestHandler {
  return (req, _res, next) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
    const key = bearer ?? req.get('x-api-key')?.trim();
    const identity = key ? registry.verify(key) : undefined;
    if (!identity) {
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
