import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ok, problems } from '../openapi/openapi-components.js';

/** The audit trail: an extension to the spec, for keys with the admin role. */
export function registerAuditApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/audit',
    summary: "The calling tenant's audit events in a time range, and the check of its hash chain (admin keys)",
    request: { query: z.object({ from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() }) },
    responses: {
      ...ok(
        z.object({
          events: z.array(z.object({ seq: z.number().int(), at: z.string(), tenant: z.string(), actor: z.string(), action: z.string(), outcome: z.string() }).loose()),
          chain: z.object({ ok: z.boolean(), checked: z.number().int(), problems: z.array(z.object({ tenant: z.string(), seq: z.number().int(), reason: z.string() })) }),
        }),
      ),
      ...problems(400, 401, 403),
    },
  });
}
