import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { components, ok, problems } from '../openapi/openapi-components.js';

export function registerPingApi(registry: OpenAPIRegistry): void {
  registry.registerPath({ method: 'get', path: '/ping', summary: 'Verify the API key', responses: { ...ok(components.Ping), ...problems(401) } });
}
