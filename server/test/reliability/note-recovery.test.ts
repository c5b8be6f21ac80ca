/**
 * A finished note is never lost: it is stored with the session in the transaction that closes
 * it, a retry with the same Idempotency-Key answers it again, GET .../note returns it, and a
 * storage fault either keeps the session open (nothing written: disk full) or keeps the note
 * (the audio could not be removed). A read-only remount cannot be tested here: Linux refuses
 * it while the database file is open for writing.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { auth, startTestServer, tempDataDir, TENANT_B_KEY } from '../test-server.js';
import { canMountTmpfs, fillDisk, mountTmpfs, storesUnderTest, textForSamples, wavOfSamples } from './helpers.js';
import { serverWithStub } from '../server-with-stub.js';

const stores = await storesUnderTest('note_recovery');

const openSession = async (api: string) =>
  ((await (await fetch(`${api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string }).sessionId;
const sendChunk = (api: string, sessionId: string, samples: number, seq: number) => {
  const form = new FormData();
  form.set('file', new Blob([wavOfSamples(samples)]), 'chunk.wav');
  form.set('language', 'en');
  form.set('seq', String(seq));
  return fetch(`${api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: form });
};
const askNote = (api: string, sessionId: string, idempotencyKey?: string, signal?: AbortSignal) =>
  fetch(`${api}/sessions/${sessionId}/notes`, {
    method: 'POST',
    headers: { ...auth(), 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    body: '{"language":"en"}',
    ...(signal ? { signal } : {}),
  });
const getNote = (api: string, sessionId: string, key?: string) => fetch(`${api}/sessions/${sessionId}/note`, { headers: auth(key) });

async function noteOnceStored(api: string, sessionId: string): Promise<Response> {
  for (;;) {
    const res = await getNote(api, sessionId);
    if (res.status !== 404) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(stores)('note recovery on %s', (_name, makeStore) => {
  const { suite, maybe } = serverWithStub(makeStore, { transcribeBySamples: true });

  maybe('when the client gives up on the note while a chunk is still being transcribed, then the note is still made and can be fetched or asked again with the same key', async () => {
    const sessionId = await openSession(suite.app.api);
    expect((await sendChunk(suite.app.api, sessionId, 4_000, 0)).status).toBe(200);
    suite.stub.transcriptionDelayMs = 1_500;
    const slowChunk = sendChunk(suite.app.api, sessionId, 4_001, 1);
    await new Promise((r) => setTimeout(r, 200));
    await expect(askNote(suite.app.api, sessionId, 'visit-1-note', AbortSignal.timeout(300))).rejects.toThrow();
    expect((await slowChunk).status).toBe(200);
    suite.stub.transcriptionDelayMs = 0;

    const fetched = await noteOnceStored(suite.app.api, sessionId);
    expect(fetched.status).toBe(200);
    const stored = (await fetched.json()) as { transcript: string; note: { combined: string } };
    expect(stored.transcript).toBe(`${textForSamples(4_000)} ${textForSamples(4_001)}`);
    expect(stored.note.combined.length).toBeGreaterThan(0);

    const retried = await askNote(suite.app.api, sessionId, 'visit-1-note');
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual(stored);
  });

  maybe('when a note is asked again with the same Idempotency-Key, then the same note is answered; another key or none finds the audio consumed', async () => {
    const sessionId = await openSession(suite.app.api);
    expect((await sendChunk(suite.app.api, sessionId, 4_100, 0)).status).toBe(200);
    const first = await askNote(suite.app.api, sessionId, 'key-a');
    expect(first.status).toBe(200);
    const note = await first.json();
    const again = await askNote(suite.app.api, sessionId, 'key-a');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(note);
    expect(suite.stub.requests.filter((r) => r.path === '/chat/completions').length).toBeGreaterThan(0);
    for (const other of ['key-b', undefined]) {
      const res = await askNote(suite.app.api, sessionId, other);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('no_audio');
    }
    expect((await sendChunk(suite.app.api, sessionId, 4_101, 1)).status).toBe(409);
  });

  maybe('when two requests with the same key race for the note, then both answer the one stored note', async () => {
    const sessionId = await openSession(suite.app.api);
    expect((await sendChunk(suite.app.api, sessionId, 4_200, 0)).status).toBe(200);
    suite.stub.chatDelayMs = 300;
    const [a, b] = await Promise.all([askNote(suite.app.api, sessionId, 'race'), askNote(suite.app.api, sessionId, 'race')]);
    suite.stub.chatDelayMs = 0;
    expect([a.status, b.status]).toEqual([200, 200]);
    const [noteA, noteB] = [await a.json(), await b.json()];
    expect(noteA).toEqual(noteB);
    expect(await (await getNote(suite.app.api, sessionId)).json()).toEqual(noteA);
  });

  maybe('when the session is open, belongs to another tenant or has an odd key, then the stored note is not found or the key refused', async () => {
    const sessionId = await openSession(suite.app.api);
    expect((await getNote(suite.app.api, sessionId)).status).toBe(404);
    expect((await sendChunk(suite.app.api, sessionId, 4_300, 0)).status).toBe(200);
    expect((await askNote(suite.app.api, sessionId, 'bad key with spaces')).status).toBe(400);
    expect((await askNote(suite.app.api, sessionId, 'k')).status).toBe(200);
    expect((await getNote(suite.app.api, sessionId)).status).toBe(200);
    const foreign = await getNote(suite.app.api, sessionId, TENANT_B_KEY);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { code: string }).code).toBe('not_found');
  });
});

describe.runIf(canMountTmpfs)('note recovery when storage fails (SQLite on a tmpfs)', () => {
  let stub: OpenAiStub;
  beforeAll(async () => {
    stub = await startOpenAiStub();
    stub.transcript = (_i, audio) => textForSamples(audio.samples);
  });
  afterAll(() => stub.close());

  it('when the disk is full at the note, then 507 storage_full with Retry-After leaves the session open, and the retry works once there is space', async () => {
    const dataDir = tempDataDir();
    const disk = mountTmpfs(dataDir)!;
    const app = await startTestServer({ dataDir, upstreamUrl: stub.url });
    try {
      const sessionId = await openSession(app.api);
      expect((await sendChunk(app.api, sessionId, 5_000, 0)).status).toBe(200);
      fillDisk(`${dataDir}/filler`);
      // No free-space floor is set here: the upload itself meets the full disk.
      const chunk = await sendChunk(app.api, sessionId, 5_001, 1);
      expect(chunk.status).toBe(507);
      expect(((await chunk.json()) as { code: string }).code).toBe('storage_full');
      const refused = await askNote(app.api, sessionId, 'full-key');
      const problem = (await refused.json()) as { code: string; detail: string };
      expect(refused.status).toBe(507);
      expect(problem.code).toBe('storage_full');
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(app.logs.join('')).toMatch(/"errno":"(SQLITE_FULL|ENOSPC)"/);
      expect((await getNote(app.api, sessionId)).status).toBe(404);
      fs.rmSync(`${dataDir}/filler`);
      const retried = await askNote(app.api, sessionId, 'full-key');
      expect(retried.status).toBe(200);
      expect(((await retried.json()) as { transcript: string }).transcript).toBe(textForSamples(5_000));
    } finally {
      await app.stop({ keepData: true });
      disk.unmount();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when the chunk audio cannot be removed after the note, then the note is answered and kept, and the sweep removes the audio later', async () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(`${dataDir}/chunks`);
    const audioDisk = mountTmpfs(`${dataDir}/chunks`)!;
    const app = await startTestServer({ dataDir, upstreamUrl: stub.url });
    try {
      const sessionId = await openSession(app.api);
      expect((await sendChunk(app.api, sessionId, 5_100, 0)).status).toBe(200);
      expect(fs.readdirSync(`${dataDir}/chunks`)).toHaveLength(1);
      audioDisk.readOnly();
      const res = await askNote(app.api, sessionId);
      expect(res.status).toBe(200);
      const note = await res.json();
      expect(await (await getNote(app.api, sessionId)).json()).toEqual(note);
      audioDisk.writable();
      expect(await app.store.sweepOrphanedAudio(new Date(Date.now() + 60_000))).toBe(1);
      expect(fs.readdirSync(`${dataDir}/chunks`)).toEqual([]);
    } finally {
      await app.stop({ keepData: true });
      audioDisk.unmount();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
