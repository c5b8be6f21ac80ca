import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { keptNoteListQuerySchema, keptNoteListSchema, keptNoteSchema, keptNoteUpdateSchema } from '../../contract/kept-notes.schema.js';
import { ok, problems } from '../openapi/openapi-components.js';

const KeptNote = keptNoteSchema.meta({ id: 'KeptNote' });
const noteIdParams = z.object({ noteId: z.string().uuid() });
const etagHeader = { ETag: { description: "The note's version; send it back in If-Match to change the note.", schema: { type: 'string' as const } } };

/** The review queue: extensions to the spec. */
export function registerKeptNotesApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/notes',
    summary: 'Notes kept for review, newest first: a clinician key its own, a secretary or admin key the tenant’s',
    request: { query: keptNoteListQuerySchema },
    responses: { ...ok(keptNoteListSchema.meta({ id: 'KeptNoteList' })), ...problems(400, 401) },
  });
  registry.registerPath({
    method: 'get',
    path: '/notes/{noteId}',
    summary: 'One kept note with its transcript',
    request: { params: noteIdParams },
    responses: { 200: { description: 'OK', headers: etagHeader, content: { 'application/json': { schema: KeptNote } } }, ...problems(401, 404) },
  });
  registry.registerPath({
    method: 'patch',
    path: '/notes/{noteId}',
    summary: 'Edit sections or combined and move the status (new, in_review, approved)',
    request: {
      params: noteIdParams,
      headers: z.object({ 'if-match': z.string() }),
      body: { required: true, content: { 'application/json': { schema: keptNoteUpdateSchema.meta({ id: 'KeptNoteUpdate' }) } } },
    },
    responses: {
      200: { description: 'OK', headers: etagHeader, content: { 'application/json': { schema: KeptNote } } },
      ...problems(400, 401, 404, 412, 428),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: '/notes/{noteId}',
    summary: 'Discard a kept note: its text is erased at once',
    request: { params: noteIdParams },
    responses: { 204: { description: 'Discarded' }, ...problems(401, 404) },
  });
}
