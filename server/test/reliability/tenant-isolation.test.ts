import { describe, expect } from 'vitest';
import { auth, TENANT_B_KEY } from '../test-server.js';
import { storesUnderTest, textForSamples, wavOfSamples } from './helpers.js';
import { serverWithStub } from '../server-with-stub.js';

const stores = await storesUnderTest('tenant_isolation');

describe.each(stores)('tenant isolation on %s', (_name, makeStore) => {
  const { suite, maybe } = serverWithStub(makeStore, { transcribeBySamples: true });

  const chunk = (key: string | undefined, sessionId: string, samples: number) => {
    const form = new FormData();
    form.set('file', new Blob([wavOfSamples(samples)]), 'chunk.wav');
    form.set('language', 'en');
    return fetch(`${suite.app.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(key), body: form });
  };
  const note = (key: string | undefined, sessionId: string) =>
    fetch(`${suite.app.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: { ...auth(key), 'content-type': 'application/json' }, body: '{"language":"en"}' });
  /** Everything a client can observe about a 404, except the request id that differs per request. */
  const observed = async (res: Response) => {
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    delete body.requestId;
    return { status: res.status, contentType: res.headers.get('content-type'), length: JSON.stringify(body).length, body };
  };

  maybe("when another tenant appends to, asks a note for or probes a session, then it gets exactly the 404 of a session that does not exist, and the owner's session is untouched", async () => {
    const { sessionId } = (await (await fetch(`${suite.app.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
    expect((await chunk(undefined, sessionId, 4_000)).status).toBe(200);

    const missing = crypto.randomUUID();
    const nonexistent = await observed(await chunk(TENANT_B_KEY, missing, 4_001));
    expect(nonexistent.status).toBe(404);
    expect(await observed(await chunk(TENANT_B_KEY, sessionId, 4_001))).toEqual(nonexistent);
    expect(await observed(await note(TENANT_B_KEY, sessionId))).toEqual(await observed(await note(TENANT_B_KEY, missing)));
    expect(await observed(await note(TENANT_B_KEY, sessionId))).toEqual(nonexistent);
    expect(await observed(await chunk(TENANT_B_KEY, sessionId.toUpperCase(), 4_001))).toEqual(nonexistent);

    // The owner's session holds only the owner's chunk, and is still open.
    const own = await note(undefined, sessionId);
    expect(own.status).toBe(200);
    expect(((await own.json()) as { transcript: string }).transcript).toBe(textForSamples(4_000));

    // A closed session is still invisible to the other tenant: 404, not 409 or 400.
    expect((await chunk(undefined, sessionId, 4_002)).status).toBe(409);
    expect(await observed(await chunk(TENANT_B_KEY, sessionId, 4_002))).toEqual(nonexistent);
    expect(await observed(await note(TENANT_B_KEY, sessionId))).toEqual(nonexistent);
    expect(suite.stub.requests.filter((r) => r.path === '/audio/transcriptions')).toHaveLength(1);
  });
});
