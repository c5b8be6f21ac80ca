/**
 * The contract's schemas as named OpenAPI components, and the pieces every route's description
 * shares. The features register their paths beside their routes (`<feature>.openapi.ts`).
 */
import { z } from 'zod';
import * as api from '../../contract/api.schema.js';

/** Named once per process: zod keeps ids in one global registry. */
export const components = {
  Problem: api.problemSchema.meta({ id: 'Problem' }),
  Ping: api.pingResponseSchema.meta({ id: 'Ping' }),
  Transcription: api.transcriptionResponseSchema.meta({ id: 'Transcription' }),
  NoteRequest: api.transcriptNoteRequestSchema.meta({ id: 'NoteRequest' }),
  NoteOptions: api.noteOptionsSchema.meta({ id: 'NoteOptions' }),
  NoteResponse: api.noteResponseSchema.meta({ id: 'NoteResponse' }),
  SessionCreated: api.sessionCreatedSchema.meta({ id: 'SessionCreated' }),
  ChunkResult: api.chunkResultSchema.meta({ id: 'ChunkResult' }),
  Template: api.templateSchema.meta({ id: 'Template' }),
  Capabilities: api.capabilitiesSchema.meta({ id: 'Capabilities' }),
  TemplateSection: api.templateSectionSchema.meta({ id: 'TemplateSection' }),
};

const PROBLEMS: Record<number, string> = {
  400: 'Bad input',
  401: 'Missing or invalid API key',
  404: 'Not found',
  409: 'Session closed',
  412: 'Changed by someone else since the ETag in If-Match',
  413: 'Audio over the size limit',
  428: 'If-Match missing',
  429: 'Rate limited',
  502: 'Upstream engine failed',
  503: 'Not ready: chunks still being transcribed, or storage unavailable',
  507: 'Disk full',
};

/** problem+json answers for these statuses. */
export const problems = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [status, { description: PROBLEMS[status] ?? 'Error', content: { 'application/problem+json': { schema: components.Problem } } }]),
  );

export const ok = (schema: z.ZodType, description = 'OK') => ({ 200: { description, content: { 'application/json': { schema } } } });

/** An uploaded file in a multipart form. */
export const binaryFile = z.string().meta({ format: 'binary' });

export const sessionIdParams = z.object({ sessionId: z.string().uuid() });
