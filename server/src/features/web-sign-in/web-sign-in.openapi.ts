import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ok, problems } from '../openapi/openapi-components.js';

/** The web app's cookie sign-in: an extension to the spec; API clients send their key on every call. */
export function registerWebSignInApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/auth/sign-in',
    summary: 'Sign the web app in with a key or a one-time link code; sets an HttpOnly session cookie',
    security: [],
    request: {
      body: {
        required: true,
        content: { 'application/json': { schema: z.union([z.object({ key: z.string().min(1).max(200) }), z.object({ code: z.string().min(1).max(100) })]) } },
      },
    },
    responses: { ...ok(z.object({ ok: z.literal(true), keyId: z.string() })), ...problems(400, 401, 429) },
  });
  registry.registerPath({
    method: 'post',
    path: '/auth/sign-out',
    summary: 'End the web session and clear its cookie',
    security: [],
    responses: { 204: { description: 'Signed out' } },
  });
}
