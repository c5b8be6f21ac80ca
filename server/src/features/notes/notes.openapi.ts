import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { binaryFile, components, ok, problems } from '../openapi/openapi-components.js';
import { audioNoteFieldsSchema } from './notes.schema.js';

export function registerNotesApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/notes',
    summary: 'Structured note from audio or from a transcript',
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': { schema: audioNoteFieldsSchema.extend({ file: binaryFile }) },
          'application/json': { schema: components.NoteRequest },
        },
      },
    },
    responses: { ...ok(components.NoteResponse), ...problems(400, 401, 413, 502) },
  });
}
