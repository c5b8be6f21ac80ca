/** Quotas: seconds of audio per session, audio bytes per tenant per hour. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { auth, startTestServer, TENANT_B_KEY, type TestServer } from '../test-server.js';
import { wavOfSamples } from './helpers.js';

let stub: OpenAiStub;
let app: TestServer;
beforeAll(async () => {
  stub = await startOpenAiStub();
  // Sessions may hold 2.5 s of audio; each tenant may upload 200 kB an hour.
  app = await startTestServer({ upstreamUrl: stub.url, limits: { maxAudioSeconds: 2.5, tenantAudioBytesPerHour: 200_000 } });
});
afterAll(async () => {
  await app.stop();
  await stub.close();
});

const openSession = async (key?: string) =>
  ((await (await fetch(`${app.api}/sessions`, { method: 'POST', headers: auth(key) })).json()) as { sessionId: string }).sessionId;
const sendChunk = (sessionId: string, seconds: number, key?: string, seq?: number) => {
  const form = new FormData();
  form.set('file', new Blob([wavOfSamples(Math.round(seconds * 16_000))]), 'chunk.wav');
  form.set('language', 'en');
  if (seq !== undefined) form.set('seq', String(seq));
  return fetch(`${app.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(key), body: form });
};

describe('quotas', () => {
  it('when a session holds the most audio a session may, then the next chunk gets 413 audio_too_long and the note still works', async () => {
    const sessionId = await openSession(TENANT_B_KEY);
    for (let i = 0; i < 3; i++) expect((await sendChunk(sessionId, 1, TENANT_B_KEY, i)).status).toBe(200);
    const refused = await sendChunk(sessionId, 1, TENANT_B_KEY, 3);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { code: string }).code).toBe('audio_too_long');
    // A retry of a chunk the session already holds still gets its stored result.
    expect((await sendChunk(sessionId, 1, TENANT_B_KEY, 2)).status).toBe(200);
    const note = await fetch(`${app.api}/sessions/${sessionId}/notes`, {
      method: 'POST',
      headers: { ...auth(TENANT_B_KEY), 'content-type': 'application/json' },
      body: '{"language":"en"}',
    });
    expect(note.status).toBe(200);
  });

  it("when a tenant has uploaded its hour's audio budget, then more uploads get 429 quota_exceeded with Retry-After, and other tenants are not affected", async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 8 && !refused; i++) {
      const res = await sendChunk(await openSession(), 1.5, undefined);
      statuses.push(res.status);
      if (res.status !== 200) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused!.json()) as { code: string }).code).toBe('quota_exceeded');
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const transcription = new FormData();
    transcription.set('file', new Blob([wavOfSamples(8_000)]), 'x.wav');
    transcription.set('language', 'en');
    expect((await fetch(`${app.api}/transcriptions`, { method: 'POST', headers: auth(), body: transcription })).status).toBe(429);
    expect((await fetch(`${app.api}/transcriptions`, { method: 'POST', headers: auth(TENANT_B_KEY), body: transcription })).status).toBe(200);
  });
});
