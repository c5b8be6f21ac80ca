import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { components, ok, problems } from '../openapi/openapi-components.js';

export function registerCapabilitiesApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/capabilities',
    summary: 'Engines in use and their languages',
    responses: { ...ok(components.Capabilities), ...problems(401) },
  });
}
