import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../../../test/openai-stub.js';
import { audioForm, auth, startTestServer, TENANT_B_KEY, type TestServer } from '../../../test/test-server.js';

let stub: OpenAiStub;
let app: TestServer;

beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterAll(() => stub.close());
beforeEach(async () => {
  stub.reset();
  app = await startTestServer({ upstreamUrl: stub.url, upstreamTimeoutMs: 2_000 });
});
afterEach(() => app.stop());

async function openSession(key?: string): Promise<string> {
  const res = await fetch(`${app.api}/sessions`, { method: 'POST', headers: auth(key) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

async function sendChunk(sessionId: string, fields: Record<string, string> = {}, fixture = 'consultation-en.wav', key?: string) {
  return fetch(`${app.api}/sessions/${sessionId}/chunks`, {
    method: 'POST',
    headers: auth(key),
    body: await audioForm(fixture, { language: 'en', ...fields }),
  });
}

const noteFor = (sessionId: string, body: object = {}, key?: string) =>
  fetch(`${app.api}/sessions/${sessionId}/notes`, {
    method: 'POST',
    headers: { ...auth(key), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('sessions', () => {
  it('when a session is opened, then it gets a UUID v4 id', async () => {
    expect(await openSession()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('when a chunk is added, then it is transcribed in its language and its text returned', async () => {
    const id = await openSession();
    const res = await sendChunk(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, chunkTranscript: 'The patient has a sore throat.' });
    expect(res.headers.get('server-timing')).toMatch(/^queue;dur=\d+\.\d, stt;dur=\d+\.\d$/);
    const sent = stub.requests.find((r) => r.path === '/audio/transcriptions')!;
    expect(sent.fields).toMatchObject({ model: 'stub-whisper', language: 'en' });
    // A recognised container goes upstream as it is, without re-encoding.
    expect(sent.file).toMatchObject({ type: 'audio/wav' });
    expect(sent.authorization).toBe('Bearer upstream-secret');
  });

  it('when a chunk has no language, then the default sv is sent upstream', async () => {
    const id = await openSession();
    const form = await audioForm('consultation-en.wav');
    const res = await fetch(`${app.api}/sessions/${id}/chunks`, { method: 'POST', headers: auth(), body: form });
    expect(res.status).toBe(200);
    expect(stub.requests[0]!.fields!.language).toBe('sv');
  });

  it.each(['wav', 'mp3', 'm4a', 'ogg', 'webm'])('when a chunk is %s, then it is accepted', async (ext) => {
    const id = await openSession();
    expect((await sendChunk(id, {}, `consultation-en.${ext}`)).status).toBe(200);
  });

  it('when a chunk arrives while the note is being written, then the note is written again with it and nothing is lost', async () => {
    const id = await openSession();
    stub.transcript = (index) => `Chunk number ${index} was heard.`;
    expect((await sendChunk(id, { seq: '0' })).status).toBe(200);
    stub.chatDelayMs = 400;
    const note = noteFor(id);
    await new Promise((r) => setTimeout(r, 150));
    expect((await sendChunk(id, { seq: '1' })).status).toBe(200);
    expect((await note).status).toBe(200);
    const chats = stub.requests.filter((r) => r.path === '/chat/completions');
    expect(chats).toHaveLength(2);
    expect(JSON.stringify(chats[1]!.json)).toContain('Chunk number 1 was heard.');
    expect((await sendChunk(id, { seq: '2' })).status).toBe(409);
  });

  it('when the upstream does not read the chunk\'s container, then the chunk is sent again as FLAC', async () => {
    const id = await openSession();
    stub.acceptedAudioTypes = ['audio/flac'];
    const res = await sendChunk(id, {}, 'consultation-en.webm');
    expect(res.status).toBe(200);
    expect(stub.requests.filter((r) => r.path === '/audio/transcriptions').map((r) => r.file?.type)).toEqual(['audio/webm', 'audio/flac']);
  });

  it('when the chunk call has no file, then it is 400 missing_chunk', async () => {
    const id = await openSession();
    const form = new FormData();
    form.set('language', 'en');
    const res = await fetch(`${app.api}/sessions/${id}/chunks`, { method: 'POST', headers: auth(), body: form });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('missing_chunk');
    const empty = await fetch(`${app.api}/sessions/${id}/chunks`, { method: 'POST', headers: auth() });
    expect(empty.status).toBe(400);
    expect((await empty.json()).code).toBe('missing_chunk');
  });

  it('when the chunk is not audio, then it is 400 invalid_audio and nothing is appended', async () => {
    const id = await openSession();
    const res = await sendChunk(id, {}, 'not-audio.webm');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('invalid_audio');
    expect((await noteFor(id)).status).toBe(400);
  });

  it('when the language is not one of the eight, then it is 400 invalid_field naming it', async () => {
    const id = await openSession();
    const res = await sendChunk(id, { language: 'xx' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('invalid_field');
    expect(body.detail).toContain('language');
  });

  it('when chunks arrive while earlier ones are still transcribing, then the transcript keeps the order of receipt', async () => {
    stub.transcript = (i) => ['first', 'second', 'third'][i]!;
    stub.transcriptionDelayMs = (i) => [600, 200, 0][i]!;
    const id = await openSession();
    const pending: Promise<Response>[] = [];
    for (let i = 0; i < 3; i++) {
      pending.push(sendChunk(id));
      // the next chunk is sent once the server has received this one
      await waitFor(() => stub.requests.filter((r) => r.path === '/audio/transcriptions').length > i);
    }
    const results = await Promise.all(pending.map(async (p) => (await p).json()));
    expect(results.map((r) => r.chunkTranscript)).toEqual(['first', 'second', 'third']);
    const note = await (await noteFor(id, { language: 'en' })).json();
    expect(note.transcript).toBe('first second third');
  });

  it('when chunks carry seq, then they are ordered by seq whatever the arrival order', async () => {
    stub.transcript = (i) => ['two', 'zero', 'one'][i]!;
    const id = await openSession();
    for (const seq of ['2', '0', '1']) expect((await sendChunk(id, { seq })).status).toBe(200);
    const note = await (await noteFor(id, { language: 'en' })).json();
    expect(note.transcript).toBe('zero one two');
  });

  it('when a seq is sent again, then the stored result is returned and nothing is appended twice', async () => {
    stub.transcript = (i) => `text ${i}`;
    const id = await openSession();
    const first = await (await sendChunk(id, { seq: '0' })).json();
    const retry = await (await sendChunk(id, { seq: '0' })).json();
    expect(retry).toEqual(first);
    expect(retry).toEqual({ ok: true, chunkTranscript: 'text 0', seq: 0 });
    expect(stub.requests.filter((r) => r.path === '/audio/transcriptions')).toHaveLength(1);
    const note = await (await noteFor(id, { language: 'en' })).json();
    expect(note.transcript).toBe('text 0');
  });

  it('when the same seq is sent twice at once, then it is transcribed once and both get its result', async () => {
    stub.transcriptionDelayMs = 300;
    const id = await openSession();
    const [a, b] = await Promise.all([sendChunk(id, { seq: '5' }), sendChunk(id, { seq: '5' })]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await b.json()).toEqual(await a.json());
    expect(stub.requests.filter((r) => r.path === '/audio/transcriptions')).toHaveLength(1);
  });

  it('when the note is asked while a chunk is still transcribing, then it waits and includes that chunk', async () => {
    stub.transcript = (i) => ['early', 'late'][i]!;
    stub.transcriptionDelayMs = (i) => (i === 1 ? 700 : 0);
    const id = await openSession();
    await sendChunk(id);
    const late = sendChunk(id);
    await waitFor(() => stub.requests.filter((r) => r.path === '/audio/transcriptions').length === 2);
    const note = await noteFor(id, { language: 'en' });
    expect(note.status).toBe(200);
    expect((await note.json()).transcript).toBe('early late');
    expect((await late).status).toBe(200);
  });

  it('when the note is made, then the audio is consumed: files deleted, next note 400 no_audio, next chunk 409', async () => {
    const id = await openSession();
    await sendChunk(id);
    await sendChunk(id);
    const chunkDir = path.join(app.dataDir, 'chunks');
    expect(fs.readdirSync(chunkDir).filter((f) => f.startsWith(id))).toHaveLength(2);
    const res = await noteFor(id, { language: 'en' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.transcript).toBe('The patient has a sore throat. The patient has a sore throat.');
    expect(body.note.combined).toEqual(expect.any(String));
    expect(fs.readdirSync(chunkDir).filter((f) => f.startsWith(id))).toHaveLength(0);

    const again = await noteFor(id);
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('no_audio');
    const late = await sendChunk(id);
    expect(late.status).toBe(409);
    expect((await late.json()).code).toBe('session_closed');
  });

  it('when a note is asked for a session with no audio, then it is 400 no_audio', async () => {
    const id = await openSession();
    const res = await noteFor(id);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('no_audio');
  });

  it('when the note options are invalid, then it is 400 and the session keeps its audio', async () => {
    const id = await openSession();
    await sendChunk(id);
    const res = await noteFor(id, { template: 'no-such-template' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('invalid_field');
    expect((await noteFor(id, { language: 'en' })).status).toBe(200);
  });

  it('when the speech upstream fails, then the chunk is 502 upstream_failed and nothing is appended', async () => {
    stub.transcript = (i) => `chunk ${i}`;
    const id = await openSession();
    await sendChunk(id);
    stub.transcriptionFault = 'http500';
    const failed = await sendChunk(id, {});
    expect(failed.status).toBe(502);
    expect((await failed.json()).code).toBe('upstream_failed');
    stub.transcriptionFault = 'none';
    const note = await (await noteFor(id, { language: 'en' })).json();
    expect(note.transcript).toBe('chunk 0');
  });

  it('when the note upstream fails, then it is 502 and the session can still make its note', async () => {
    const id = await openSession();
    await sendChunk(id);
    stub.chatFault = 'http500';
    const failed = await noteFor(id);
    expect(failed.status).toBe(502);
    expect((await failed.json()).code).toBe('upstream_failed');
    stub.chatFault = 'none';
    expect((await noteFor(id)).status).toBe(200);
  });

  it('when another tenant uses the session id, then it is 404 for chunks and notes, like a missing session', async () => {
    const id = await openSession();
    await sendChunk(id);
    const foreignChunk = await sendChunk(id, {}, 'consultation-en.wav', TENANT_B_KEY);
    const foreignNote = await noteFor(id, {}, TENANT_B_KEY);
    const missing = await noteFor('3f1c2b4a-1111-4222-8333-444455556666', {}, TENANT_B_KEY);
    expect(foreignChunk.status).toBe(404);
    expect(foreignNote.status).toBe(404);
    const strip = ({ requestId: _r, ...rest }: Record<string, unknown>) => rest;
    expect(strip(await foreignNote.json())).toEqual(strip(await missing.json()));
    expect((await noteFor(id, { language: 'en' })).status).toBe(200);
  });

  it.each(['not-a-uuid', "1' OR '1'='1", '..%2F..%2Fetc%2Fpasswd'])('when the session id is %s, then it is 404', async (bad) => {
    const res = await noteFor(bad);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('not_found');
  });

  it('when the server restarts, then sessions, chunk transcripts and their order survive', async () => {
    stub.transcript = (i) => ['before', 'after'][i]!;
    const id = await openSession();
    await sendChunk(id, { seq: '0' });
    await app.stop({ keepData: true });
    app = await startTestServer({ dataDir: app.dataDir, upstreamUrl: stub.url });
    await sendChunk(id, { seq: '1' });
    const retry = await (await sendChunk(id, { seq: '0' })).json();
    expect(retry.chunkTranscript).toBe('before');
    const note = await (await noteFor(id, { language: 'en' })).json();
    expect(note.transcript).toBe('before after');
  });

  it('when a session is idle past its lifetime, then purging removes it and its audio', async () => {
    const id = await openSession();
    await sendChunk(id);
    expect(await app.store.purgeIdle(new Date(Date.now() - 60_000))).toBe(0);
    expect(await app.store.purgeIdle(new Date(Date.now() + 1_000))).toBeGreaterThanOrEqual(1);
    expect(fs.readdirSync(path.join(app.dataDir, 'chunks')).filter((f) => f.startsWith(id))).toHaveLength(0);
    expect((await noteFor(id)).status).toBe(404);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
