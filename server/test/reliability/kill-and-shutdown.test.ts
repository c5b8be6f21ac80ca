import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { freshDatabase } from '../postgres.js';
import { spawnServer } from '../spawn-server.js';
import { auth } from '../test-server.js';
import { freePort, textForSamples, wavOfSamples } from './helpers.js';

let stub: OpenAiStub;
const postgresUrl = await freshDatabase('kill9');

beforeAll(async () => {
  stub = await startOpenAiStub();
  stub.transcript = (_index, audio) => textForSamples(audio.samples);
});
afterAll(() => stub.close());

const samplesOf = (seq: number) => 8_000 + seq * 160;
const sendChunk = async (api: string, sessionId: string, seq: number) => {
  const form = new FormData();
  form.set('file', new Blob([wavOfSamples(samplesOf(seq))]), 'c.wav');
  form.set('language', 'en');
  form.set('seq', String(seq));
  const res = await fetch(`${api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: form });
  return { status: res.status, body: (await res.json()) as { chunkTranscript: string } };
};

interface StoredChunk {
  seq: number;
  status: string;
  /** Bytes of stored audio; 0 when it is missing. */
  audioBytes: number;
}

/** What the store holds for a session, read straight from the database as an operator would. */
async function storedChunks(storeEnv: Record<string, string>, dataDir: string, sessionId: string): Promise<StoredChunk[]> {
  if (storeEnv.DATABASE_URL) {
    const client = new pg.Client({ connectionString: storeEnv.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<StoredChunk>(
      'SELECT seq, status, COALESCE(length(audio), 0)::int AS "audioBytes" FROM chunks WHERE session_id = $1 ORDER BY seq',
      [sessionId],
    );
    await client.end();
    return rows;
  }
  const db = new Database(path.join(dataDir, 'anteckna.sqlite'), { readonly: true });
  const rows = db.prepare('SELECT seq, status, audio_file FROM chunks WHERE session_id = ? ORDER BY seq').all(sessionId) as { seq: number; status: string; audio_file: string | null }[];
  db.close();
  return rows.map((r) => {
    const file = r.audio_file && path.join(dataDir, 'chunks', r.audio_file);
    return { seq: r.seq, status: r.status, audioBytes: file && fs.existsSync(file) ? fs.statSync(file).size : 0 };
  });
}

const stores: [string, Record<string, string> | undefined][] = [
  ['SQLite', {}],
  ['PostgreSQL', postgresUrl ? { DATABASE_URL: postgresUrl } : undefined],
];

describe.each(stores)('kill -9 on %s', (storeName, storeEnv) => {
  it.skipIf(!storeEnv)('when the server is killed mid-chunk, then every answered chunk survives, the killed one is whole or absent, and the session goes on to a complete note', async () => {
    stub.reset();
    stub.transcript = (_index, audio) => textForSamples(audio.samples);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-kill-'));
    const env = { ...storeEnv!, ANTECKNA_CHUNK_LEASE_MS: '3000', ANTECKNA_DATA_DIR: dataDir, ANTECKNA_STT: 'openai', ANTECKNA_STT_URL: stub.url, ANTECKNA_LLM: 'openai', ANTECKNA_LLM_URL: stub.url };
    const port = await freePort();
    let server = await spawnServer(env, port);
    const { sessionId } = (await (await fetch(`${server.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
    for (let seq = 0; seq < 3; seq++) expect(await sendChunk(server.api, sessionId, seq)).toMatchObject({ status: 200 });

    // Chunk 3 is in the middle of transcription when the process dies.
    stub.transcriptionDelayMs = 5_000;
    const dying = sendChunk(server.api, sessionId, 3).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1_000));
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await dying).toBeUndefined();

    // Straight after the crash: the answered chunks are done; the killed one is whole or absent.
    const wavBytes = (seq: number) => wavOfSamples(samplesOf(seq)).length;
    const afterCrash = await storedChunks(storeEnv!, dataDir, sessionId);
    expect(afterCrash.filter((c) => c.seq < 3)).toEqual([0, 1, 2].map((seq) => ({ seq, status: 'done', audioBytes: wavBytes(seq) })));
    const killed = afterCrash.find((c) => c.seq === 3);
    if (killed) expect(killed.audioBytes).toBe(wavBytes(3));
    console.log(`kill -9 on ${storeName}: 3 answered chunks kept; the chunk in flight was ${killed ? `stored whole (${killed.status})` : 'absent'}`);

    stub.transcriptionDelayMs = 0;
    server = await spawnServer(env, port);
    // The client retries the chunk it got no answer for, with the same seq, then goes on.
    for (const seq of [3, 4]) {
      const sent = await sendChunk(server.api, sessionId, seq);
      expect(sent).toEqual({ status: 200, body: expect.objectContaining({ chunkTranscript: textForSamples(samplesOf(seq)) }) });
    }
    const note = await fetch(`${server.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: '{"language":"en"}' });
    expect(note.status).toBe(200);
    const { transcript } = (await note.json()) as { transcript: string };
    expect(transcript).toBe([0, 1, 2, 3, 4].map((seq) => textForSamples(samplesOf(seq))).join(' '));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});

describe.each(stores)('graceful shutdown on %s', (_name, storeEnv) => {
  it.skipIf(!storeEnv)('when SIGTERM arrives with a chunk in flight, then that chunk completes, new requests are refused and the process exits 0', async () => {
    stub.reset();
    stub.transcript = (_index, audio) => textForSamples(audio.samples);
    stub.transcriptionDelayMs = 1_500;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-term-'));
    const port = await freePort();
    const server = await spawnServer({ ...storeEnv!, ANTECKNA_DATA_DIR: dataDir, ANTECKNA_STT: 'openai', ANTECKNA_STT_URL: stub.url, ANTECKNA_LLM: 'openai', ANTECKNA_LLM_URL: stub.url }, port);
    const { sessionId } = (await (await fetch(`${server.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
    const inFlight = sendChunk(server.api, sessionId, 0);
    await new Promise((r) => setTimeout(r, 400));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    await expect(fetch(`${server.api}/ping`, { headers: auth() })).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, body: expect.objectContaining({ chunkTranscript: textForSamples(samplesOf(0)) }) });
    expect(await server.exited).toBe(0);
    expect(await storedChunks(storeEnv!, dataDir, sessionId)).toEqual([{ seq: 0, status: 'done', audioBytes: wavOfSamples(samplesOf(0)).length }]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);
});
