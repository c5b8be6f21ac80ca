import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { parseFields } from '../../lib/http.js';
import type { AuditLog } from './audit-log.js';

const querySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

/**
 * GET /api/v1/audit?from=&to= (ISO 8601): the calling tenant's audit events and the check of
 * its chain, for keys with the `admin` role; other keys get 403.
 */
export function auditRouter(audit: AuditLog): Router {
  const router = Router();
  router.get('/audit', async (req, res) => {
    if (req.auth?.role !== 'admin') {
      throw new AppError(403, 'forbidden', 'Reading the audit trail needs a key with the admin role.');
    }
    const { from, to } = parseFields(querySchema, req.query);
    const tenant = req.auth.tenant;
    const [events, chain] = await Promise.all([
      audit.list(tenant, { ...(from ? { from: new Date(from) } : {}), ...(to ? { to: new Date(to) } : {}) }),
      audit.verify(tenant),
    ]);
    res.json({ events, chain });
  });
  return router;
}
