import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { languageSchema } from '../../contract/api.schema.js';
import { components, ok, problems } from '../openapi/openapi-components.js';

export function registerTemplatesApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/templates',
    summary: 'Built-in templates',
    request: { query: z.object({ language: languageSchema.optional() }) },
    responses: { ...ok(z.array(components.Template)), ...problems(400, 401) },
  });
}
