import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { auth, startTestServer, type TestServer } from '../test-server.js';
import { BAD_INPUTS } from './cases.js';

let stub: OpenAiStub;
let app: TestServer;
let sessionId: string;

beforeAll(async () => {
  stub = await startOpenAiStub();
  app = await startTestServer({ upstreamUrl: stub.url });
  sessionId = ((await (await fetch(`${app.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string }).sessionId;
});
afterAll(async () => {
  await app.stop();
  await stub.close();
});

async function send(c: (typeof BAD_INPUTS)[number]) {
  const started = performance.now();
  const res = await fetch(`${app.api}${c.path.replace('{session}', sessionId)}`, {
    method: c.method,
    headers: { ...auth(), ...c.headers },
    ...(c.body !== undefined ? { body: typeof c.body === 'string' ? c.body : new Uint8Array(c.body) } : {}),
    signal: AbortSignal.timeout(5_000),
  });
  const text = await res.text();
  return { res, text, ms: performance.now() - started };
}

describe('bad input corpus', () => {
  it.each(BAD_INPUTS.map((c) => [c.name, c] as const))('when the request is "%s", then it gets a 4xx problem+json within a second', async (_name, c) => {
    const { res, text, ms } = await send(c);
    if (c.status) expect(res.status).toBe(c.status);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'about:blank', status: res.status, code: expect.any(String), requestId: expect.any(String), detail: expect.any(String) });
    expect(ms).toBeLessThan(1_000);
  });

  it('when the whole corpus is sent five times, then the server stays healthy and its heap does not grow', async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    for (let round = 0; round < 5; round++) for (const c of BAD_INPUTS) await send(c);
    global.gc?.();
    const growthMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    expect(growthMb).toBeLessThan(100);
    expect((await fetch(`${app.api}/ping`, { headers: auth() })).status).toBe(200);
    console.log(`bad input corpus: ${BAD_INPUTS.length} cases x 6 rounds, heap growth ${growthMb.toFixed(1)} MB`);
  });

  it('when the error bodies and logs are read, then no transcript, note text or audio is in them', async () => {
    const secret = 'Patienten Anna Andersson har bröstsmärta och misstänkt hjärtinfarkt';
    stub.chatFault = 'http500';
    const failed = await fetch(`${app.api}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ transcript: secret, sideNote: secret }) });
    stub.chatFault = 'none';
    expect(failed.status).toBe(502);
    expect(await failed.text()).not.toContain('Anna');
    const ok = await fetch(`${app.api}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ transcript: secret }) });
    expect(ok.status).toBe(200);
    const logs = app.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const fragment of ['Anna', 'bröstsmärta', 'hjärtinfarkt', 'Content for']) expect(logs).not.toContain(fragment);
  });
});
