import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { freshDatabase } from '../postgres.js';
import { toneWav } from '../tone-wav.js';
import { spawnServer, type ServerChild } from '../spawn-server.js';
import { auth, TENANT_A_KEY, TENANT_B_KEY } from '../test-server.js';

const url = await freshDatabase('two_servers');
const SESSIONS = 50;
const CHUNKS = 20;

describe.skipIf(!url)('two server processes on one PostgreSQL', () => {
  let stub: OpenAiStub;
  let servers: ServerChild[];
  const wav = new Uint8Array(toneWav(0.5));

  beforeAll(async () => {
    stub = await startOpenAiStub();
    // Each transcription gets a distinct text, so the transcripts tell the chunks apart.
    stub.transcript = (index) => `t${index}`;
    servers = [];
    for (let i = 0; i < 2; i++) {
      servers.push(
        await spawnServer(
          {
            DATABASE_URL: url!,
            ANTECKNA_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-pg-')),
            ANTECKNA_API_KEYS: `clinic-a:${TENANT_A_KEY},clinic-b:${TENANT_B_KEY}`,
            ANTECKNA_RATE_LIMIT_PER_MINUTE: '0',
            ANTECKNA_STT: 'openai',
            ANTECKNA_STT_URL: stub.url,
            ANTECKNA_LLM: 'openai',
            ANTECKNA_LLM_URL: stub.url,
          },
          19_800 + i * 7 + Math.floor(Math.random() * 50) * 2,
        ),
      );
    }
  });
  afterAll(async () => {
    for (const s of servers ?? []) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
    await stub?.close();
  });

  it(`when ${SESSIONS} sessions send ${CHUNKS} chunks each, alternating servers with random retries, then every transcript has its chunks once, in order`, async () => {
    let retries = 0;
    const sessionIds = await Promise.all(
      Array.from({ length: SESSIONS }, async (_, i) => {
        const res = await fetch(`${servers[i % 2]!.api}/sessions`, { method: 'POST', headers: auth() });
        return ((await res.json()) as { sessionId: string }).sessionId;
      }),
    );
    const send = async (sessionId: string, seq: number, server: ServerChild) => {
      const form = new FormData();
      form.set('file', new Blob([wav]), 'chunk.wav');
      form.set('language', 'en');
      form.set('seq', String(seq));
      const res = await fetch(`${server.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: form });
      return { status: res.status, body: (await res.json()) as { chunkTranscript: string } };
    };
    // Each session sends its chunks one after another, as the browser's queue does, while the
    // 50 sessions run at once; each chunk goes to the other server than the one before.
    const transcripts = new Map<string, string[]>();
    await Promise.all(
      sessionIds.map(async (sessionId, i) => {
        const got: string[] = [];
        for (let seq = 0; seq < CHUNKS; seq++) {
          const first = await send(sessionId, seq, servers[(i + seq) % 2]!);
          expect(first.status).toBe(200);
          got.push(first.body.chunkTranscript);
          if (Math.random() < 0.2) {
            retries++;
            const again = await send(sessionId, seq, servers[(i + seq + 1) % 2]!);
            expect(again.body.chunkTranscript).toBe(first.body.chunkTranscript);
          }
        }
        transcripts.set(sessionId, got);
      }),
    );
    const notes = await Promise.all(
      sessionIds.map(async (sessionId, i) => {
        const res = await fetch(`${servers[(i + 1) % 2]!.api}/sessions/${sessionId}/notes`, {
          method: 'POST',
          headers: { ...auth(), 'content-type': 'application/json' },
          body: JSON.stringify({ language: 'en' }),
        });
        expect(res.status).toBe(200);
        return { sessionId, transcript: ((await res.json()) as { transcript: string }).transcript };
      }),
    );
    for (const { sessionId, transcript } of notes) expect(transcript).toBe(transcripts.get(sessionId)!.join(' '));
    // Every chunk was transcribed exactly once: retries never reached the engine.
    expect(stub.requests.filter((r) => r.path === '/audio/transcriptions')).toHaveLength(SESSIONS * CHUNKS);
    console.log(`two server processes: ${SESSIONS} sessions x ${CHUNKS} chunks, ${retries} retries of a stored seq, none lost or doubled`);
  }, 180_000);

  it('when another tenant asks for a session on either server, then it cannot read, append or tell it exists', async () => {
    const res = await fetch(`${servers[0]!.api}/sessions`, { method: 'POST', headers: auth() });
    const { sessionId } = (await res.json()) as { sessionId: string };
    const form = new FormData();
    form.set('file', new Blob([wav]), 'chunk.wav');
    form.set('language', 'en');
    const append = await fetch(`${servers[1]!.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(TENANT_B_KEY), body: form });
    const note = await fetch(`${servers[1]!.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: auth(TENANT_B_KEY) });
    expect(append.status).toBe(404);
    expect(note.status).toBe(404);
  });
});

