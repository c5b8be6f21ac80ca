import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { freshDatabase } from '../postgres.js';
import { spawnServer } from '../spawn-server.js';
import { auth, FIXTURES } from '../test-server.js';

let stub: OpenAiStub;
const wav = new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'audio', 'consultation-en.wav')));
const postgresUrl = await freshDatabase('kill9');

beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterAll(() => stub.close());

const sendChunk = async (api: string, sessionId: string, seq: number) => {
  const form = new FormData();
  form.set('file', new Blob([wav]), 'c.wav');
  form.set('language', 'en');
  form.set('seq', String(seq));
  const res = await fetch(`${api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: form });
  return { status: res.status, body: (await res.json()) as { chunkTranscript: string } };
};

const stores: [string, Record<string, string> | undefined][] = [
  ['SQLite', {}],
  ['PostgreSQL', postgresUrl ? { DATABASE_URL: postgresUrl } : undefined],
];

describe.each(stores)('kill -9 on %s', (_name, storeEnv) => {
  it.skipIf(!storeEnv)('when the server is killed mid-chunk, then every answered chunk survives, the killed one is whole or absent, and the note is complete', async () => {
    stub.reset();
    stub.transcript = (i) => `chunk-text-${i}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-kill-'));
    const env = { ...storeEnv!, ANTECKNA_CHUNK_LEASE_MS: '3000', ANTECKNA_DATA_DIR: dataDir, ANTECKNA_STT: 'openai', ANTECKNA_STT_URL: stub.url, ANTECKNA_LLM: 'openai', ANTECKNA_LLM_URL: stub.url };
    const port = 19_000 + Math.floor(Math.random() * 500);
    let server = await spawnServer(env, port);
    const { sessionId } = (await (await fetch(`${server.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
    const answered: string[] = [];
    for (let seq = 0; seq < 3; seq++) answered.push((await sendChunk(server.api, sessionId, seq)).body.chunkTranscript);

    // Chunk 3 is in the middle of transcription when the process dies.
    stub.transcriptionDelayMs = 5_000;
    const dying = sendChunk(server.api, sessionId, 3).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1_000));
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await dying).toBeUndefined();

    stub.transcriptionDelayMs = 0;
    server = await spawnServer(env, port);
    // The client retries the chunk it got no answer for, with the same seq.
    const retry = await sendChunk(server.api, sessionId, 3);
    expect(retry.status).toBe(200);
    const note = await fetch(`${server.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: '{"language":"en"}' });
    expect(note.status).toBe(200);
    const { transcript } = (await note.json()) as { transcript: string };
    expect(transcript).toBe([...answered, retry.body.chunkTranscript].join(' '));
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});

describe('graceful shutdown', () => {
  it('when SIGTERM arrives with a chunk in flight, then that chunk completes, new requests are refused and the process exits 0', async () => {
    stub.reset();
    stub.transcriptionDelayMs = 1_500;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-term-'));
    const port = 19_600 + Math.floor(Math.random() * 300);
    const server = await spawnServer({ ANTECKNA_DATA_DIR: dataDir, ANTECKNA_STT: 'openai', ANTECKNA_STT_URL: stub.url, ANTECKNA_LLM: 'openai', ANTECKNA_LLM_URL: stub.url }, port);
    const { sessionId } = (await (await fetch(`${server.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
    const inFlight = sendChunk(server.api, sessionId, 0);
    await new Promise((r) => setTimeout(r, 400));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    await expect(fetch(`${server.api}/ping`, { headers: auth() })).rejects.toThrow();
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);
});
