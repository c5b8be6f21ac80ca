import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, startTestServer, type TestServer } from '../../../test/test-server.js';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.stop());

interface Layer {
  slash?: boolean;
  matchers?: ((path: string) => unknown)[];
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** `METHOD /path` of every route in a router and the routers mounted in it, with `{param}` for `:param`. */
function routesOf(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = layer.route.path.replace(/:(\w+)/g, '{$1}');
      return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${path}`);
    }
    return layer.handle.stack ? routesOf(layer.handle.stack) : [];
  });
}

describe('OpenAPI document', () => {
  it('when a route is served under /api/v1, then the document describes it', async () => {
    // The server's request listener is the Express app.
    const express = app.server.listeners('request')[0] as unknown as { router: { stack: Layer[] } };
    const api = express.router.stack.find((layer) => layer.handle.stack && !layer.slash && layer.matchers?.some((match) => match('/api/v1')));
    const served = routesOf(api!.handle.stack!).filter((route) => route !== 'GET /openapi.json');
    expect(served.length).toBeGreaterThan(5);

    const doc = (await (await fetch(`${app.api}/openapi.json`, { headers: auth() })).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
  });
});
