import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { languageSchema } from '../../contract/api.schema.js';
import { binaryFile, components, ok, problems } from '../openapi/openapi-components.js';

export function registerTranscriptionsApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/transcriptions',
    summary: 'Audio in, transcript out',
    request: {
      body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: binaryFile, language: languageSchema.optional() }) } } },
    },
    responses: { ...ok(components.Transcription), ...problems(400, 401, 413, 502, 503) },
  });
}
