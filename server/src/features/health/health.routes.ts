import { Router } from 'express';
import { AppError } from '../../lib/app-error.js';
import type { Readiness } from './readiness.js';

/**
 * Unauthenticated probes for orchestrators and load balancers. They say ok or not ok and
 * nothing else: no versions, paths or reasons for a caller without a key.
 */
export function healthRouter(readiness: Readiness): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  router.get('/readyz', async (_req, res) => {
    if (!(await readiness.isReady())) throw new AppError(503, 'not_ready', 'The service is not ready.', { headers: { 'Retry-After': '5' } });
    res.json({ ok: true });
  });
  return router;
}
