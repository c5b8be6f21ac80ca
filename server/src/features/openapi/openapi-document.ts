import { z } from 'zod';
import * as api from '../../contract/api.schema.js';
import { audioNoteFieldsSchema } from '../notes/notes.schema.js';

const schema = (s: z.ZodType) => {
  const json = z.toJSONSchema(s, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string) => ({ 'application/json': { schema: ref(name) } });
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: ref('Problem') } } });
const ok = (name: string, description = 'OK') => ({ description, content: json(name) });
const errors = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((s) => [String(s), problem({ 400: 'Bad input', 401: 'Missing or invalid API key', 404: 'Not found', 409: 'Session closed', 413: 'Audio over the size limit', 429: 'Rate limited', 502: 'Upstream engine failed', 503: 'Chunks still being transcribed' }[s] ?? 'Error')]),
  );

const chunkForm = z.object({
  file: z.string().meta({ format: 'binary' }),
  language: api.languageSchema.optional(),
  seq: z.number().int().min(0).optional(),
});
const audioForm = z.object({ file: z.string().meta({ format: 'binary' }), language: api.languageSchema.optional() });
const audioNoteForm = audioNoteFieldsSchema.extend({ file: z.string().meta({ format: 'binary' }) });

/** The OpenAPI 3.0 document, generated from the same zod schemas that validate requests. */
export function buildOpenApiDocument(version: string): object {
  return {
    openapi: '3.0.3',
    info: { title: 'Anteckna clinical note service', version },
    servers: [{ url: '/api/v1' }],
    security: [{ bearer: [] }, { apiKey: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      },
      schemas: {
        Problem: schema(api.problemSchema),
        Ping: schema(api.pingResponseSchema),
        Transcription: schema(api.transcriptionResponseSchema),
        NoteRequest: schema(api.transcriptNoteRequestSchema),
        NoteOptions: schema(api.noteOptionsSchema),
        NoteResponse: schema(api.noteResponseSchema),
        SessionCreated: schema(api.sessionCreatedSchema),
        ChunkResult: schema(api.chunkResultSchema),
        Template: schema(api.templateSchema),
        Capabilities: schema(api.capabilitiesSchema),
        TemplateSection: schema(api.templateSectionSchema),
      },
    },
    paths: {
      '/ping': { get: { summary: 'Verify the API key', responses: { 200: ok('Ping'), ...errors(401) } } },
      '/capabilities': { get: { summary: 'Engines in use and their languages', responses: { 200: ok('Capabilities'), ...errors(401) } } },
      '/templates': {
        get: {
          summary: 'Built-in templates',
          parameters: [{ name: 'language', in: 'query', schema: schema(api.languageSchema) }],
          responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'array', items: ref('Template') } } } }, ...errors(400, 401) },
        },
      },
      '/transcriptions': {
        post: {
          summary: 'Audio in, transcript out',
          requestBody: { required: true, content: { 'multipart/form-data': { schema: schema(audioForm) } } },
          responses: { 200: ok('Transcription'), ...errors(400, 401, 413, 502) },
        },
      },
      '/notes': {
        post: {
          summary: 'Structured note from audio or from a transcript',
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: schema(audioNoteForm) }, 'application/json': { schema: ref('NoteRequest') } },
          },
          responses: { 200: ok('NoteResponse'), ...errors(400, 401, 413, 502) },
        },
      },
      '/sessions': { post: { summary: 'Open a session', responses: { 200: ok('SessionCreated'), ...errors(401) } } },
      '/sessions/{sessionId}/chunks': {
        post: {
          summary: 'Add an audio chunk; it is transcribed and appended in order',
          parameters: [{ name: 'sessionId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          requestBody: { required: true, content: { 'multipart/form-data': { schema: schema(chunkForm) } } },
          responses: { 200: ok('ChunkResult'), ...errors(400, 401, 404, 409, 413, 502) },
        },
      },
      '/sessions/{sessionId}/notes': {
        post: {
          summary: "The note from the session's accumulated audio; closes the session",
          parameters: [{ name: 'sessionId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          requestBody: { content: { 'application/json': { schema: ref('NoteOptions') } } },
          responses: { 200: ok('NoteResponse'), ...errors(400, 401, 404, 502, 503) },
        },
      },
    },
  };
}
