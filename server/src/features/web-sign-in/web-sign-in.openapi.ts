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
    method: 'get',
    path: '/auth/methods',
    summary: 'How the web app may sign in: with a key, and with OpenID Connect when configured',
    security: [],
    responses: ok(z.object({ key: z.literal(true), oidc: z.boolean() })),
  });
  registry.registerPath({
    method: 'post',
    path: '/auth/sign-out',
    summary: 'End the web session and clear its cookie',
    security: [],
    responses: { 204: { description: 'Signed out' } },
  });
  registry.registerPath({
    method: 'get',
    path: '/auth/oidc/start',
    summary: "With ANTECKNA_OIDC_* set: send the browser to the clinic's OpenID Connect provider (authorization code with PKCE)",
    security: [],
    responses: { 303: { description: 'To the provider' }, ...problems(404, 502) },
  });
  registry.registerPath({
    method: 'get',
    path: '/auth/oidc/callback',
    summary: "The provider's answer: sets the session cookie for the person and sends the browser to the app",
    security: [],
    request: { query: z.object({ code: z.string(), state: z.string() }) },
    responses: { 303: { description: 'Signed in, to the app' }, ...problems(401) },
  });
}
