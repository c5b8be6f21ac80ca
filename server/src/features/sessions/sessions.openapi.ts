import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { languageSchema } from '../../contract/api.schema.js';
import { binaryFile, components, ok, problems, sessionIdParams } from '../openapi/openapi-components.js';

export function registerSessionsApi(registry: OpenAPIRegistry): void {
  registry.registerPath({ method: 'post', path: '/sessions', summary: 'Open a session', responses: { ...ok(components.SessionCreated), ...problems(401) } });
  registry.registerPath({
    method: 'post',
    path: '/sessions/{sessionId}/chunks',
    summary: 'Add an audio chunk; it is transcribed and appended in order',
    request: {
      params: sessionIdParams,
      body: {
        required: true,
        content: { 'multipart/form-data': { schema: z.object({ file: binaryFile, language: languageSchema.optional(), seq: z.number().int().min(0).optional() }) } },
      },
    },
    responses: { ...ok(components.ChunkResult), ...problems(400, 401, 404, 409, 413, 429, 502, 503, 507) },
  });
  registry.registerPath({
    method: 'post',
    path: '/sessions/{sessionId}/notes',
    summary: "The note from the session's accumulated audio; closes the session",
    request: {
      params: sessionIdParams,
      // The same key again answers the note already made (kept with the closed session).
      headers: z.object({ 'idempotency-key': z.string().regex(/^[\w.:-]{1,128}$/).optional() }),
      body: { content: { 'application/json': { schema: components.NoteOptions } } },
    },
    responses: { ...ok(components.NoteResponse), ...problems(400, 401, 404, 502, 503, 507) },
  });
  registry.registerPath({
    method: 'get',
    path: '/sessions/{sessionId}/note',
    summary: 'The note the session was closed with, kept for the session lifetime',
    request: { params: sessionIdParams },
    responses: { ...ok(components.NoteResponse), ...problems(401, 404) },
  });
}
