import { describe, expect } from 'vitest';
import type { Fault } from '../openai-stub.js';
import { auth } from '../test-server.js';
import { storesUnderTest, textForSamples, wavOfSamples } from './helpers.js';
import { serverWithStub } from '../server-with-stub.js';

const TIMEOUT_MS = 400;
const FAULTS: Fault[] = ['timeout', 'http500', 'malformed', 'missing-fields', 'disconnect', 'not-json-content'];
/** A chat answer that parses but misses fields is a usable note with empty parts, not a failure (see below). */
const CHAT_FAULTS = FAULTS.filter((f) => f !== 'missing-fields');
const stores = await storesUnderTest('upstream_faults');

describe.each(stores)('upstream faults on %s', (_name, makeStore) => {
  const { suite, maybe } = serverWithStub(makeStore, { upstreamTimeoutMs: TIMEOUT_MS });

  const json = { ...auth(), 'content-type': 'application/json' };
  const openSession = async () => ((await (await fetch(`${suite.app.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string }).sessionId;
  const chunk = (sessionId: string, seq: number) => {
    const form = new FormData();
    form.set('file', new Blob([wavOfSamples(4_000 + seq)]), 'chunk.wav');
    form.set('language', 'en');
    form.set('seq', String(seq));
    return fetch(`${suite.app.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: form });
  };
  const expect502 = async (res: Response) => {
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await res.json()).toMatchObject({ status: 502, code: 'upstream_failed', title: 'Bad Gateway' });
    expect((await fetch(`${suite.app.api}/ping`, { headers: auth() })).status).toBe(200);
  };

  maybe.each(FAULTS)('when transcription of a chunk fails with "%s", then 502 upstream_failed, nothing is appended and a retry of the seq works', async (fault) => {
    suite.stub.reset();
    suite.stub.transcript = (_i, audio) => textForSamples(audio.samples);
    const sessionId = await openSession();
    expect((await chunk(sessionId, 0)).status).toBe(200);
    suite.stub.transcriptionFault = fault;
    await expect502(await chunk(sessionId, 1));
    expect((await suite.app.store.listChunks(sessionId)).map((c) => c.seq)).toEqual([0]);

    suite.stub.transcriptionFault = 'none';
    const retry = await chunk(sessionId, 1);
    expect(retry.status).toBe(200);
    const note = await fetch(`${suite.app.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: json, body: '{"language":"en"}' });
    expect(((await note.json()) as { transcript: string }).transcript).toBe(`${textForSamples(4_000)} ${textForSamples(4_001)}`);
  });

  maybe.each(CHAT_FAULTS)('when note generation fails with "%s", then 502 upstream_failed, the session keeps its audio and the note can be asked again', async (fault) => {
    suite.stub.reset();
    const sessionId = await openSession();
    expect((await chunk(sessionId, 0)).status).toBe(200);
    suite.stub.chatFault = fault;
    await expect502(await fetch(`${suite.app.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: json, body: '{"language":"en"}' }));
    expect((await suite.app.store.getSession('clinic-a', sessionId))?.closedAt).toBeUndefined();
    expect(await suite.app.store.listChunks(sessionId)).toHaveLength(1);
    await expect502(await fetch(`${suite.app.api}/notes`, { method: 'POST', headers: json, body: JSON.stringify({ transcript: 'Sore throat since Monday.', language: 'en' }) }));

    suite.stub.chatFault = 'none';
    const note = await fetch(`${suite.app.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: json, body: '{"language":"en"}' });
    expect(note.status).toBe(200);
  });

  maybe('when the note model answers a note missing most of its fields, then the session note is 200 with the sections empty and listed in review', async () => {
    suite.stub.reset();
    const sessionId = await openSession();
    expect((await chunk(sessionId, 0)).status).toBe(200);
    suite.stub.chatFault = 'missing-fields';
    const res = await fetch(`${suite.app.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: json, body: '{"language":"en"}' });
    expect(res.status).toBe(200);
    const { note, review } = (await res.json()) as { note: { cause: string; sections: { sectionName: string }[] }; review: { emptySections: string[] } };
    expect(note.cause).toBe('x');
    expect(review.emptySections).toEqual(note.sections.map((s) => s.sectionName));
    expect((await suite.app.store.getSession('clinic-a', sessionId))?.closedAt).toBeDefined();
  });

  maybe('when the upstream keeps failing under concurrent load, then every request gets 502 and the server stays healthy', async () => {
    suite.stub.reset();
    suite.stub.transcriptionFault = 'disconnect';
    const sessionId = await openSession();
    const results = await Promise.all(Array.from({ length: 20 }, (_, seq) => chunk(sessionId, seq).then((r) => r.status)));
    expect(results.every((s) => s === 502)).toBe(true);
    expect(await suite.app.store.listChunks(sessionId)).toEqual([]);
    expect((await fetch(`${suite.app.api}/ping`, { headers: auth() })).status).toBe(200);
  });
});
