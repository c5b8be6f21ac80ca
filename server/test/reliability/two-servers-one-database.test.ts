import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { freshDatabase } from '../postgres.js';
import { spawnServer, type ServerChild } from '../spawn-server.js';
import { auth, TENANT_A_KEY } from '../test-server.js';
import { freePort, textForSamples, wavOfSamples } from './helpers.js';

const url = await freshDatabase('two_servers');
const SESSIONS = 50;
const CHUNKS = 20;
const LEASE_MS = 2_000;

/** Every chunk of every session has its own length, so its transcript names it. */
const samplesOf = (session: number, seq: number) => 4_000 + (session * CHUNKS + seq) * 8;

describe.skipIf(!url)('two server processes on one PostgreSQL', () => {
  let stub: OpenAiStub;
  const servers: ServerChild[] = [];
  const ports: number[] = [];
  const dataDirs: string[] = [];
  const envFor = (i: number) => ({
    DATABASE_URL: url!,
    ANTECKNA_DATA_DIR: dataDirs[i]!,
    ANTECKNA_API_KEYS: `clinic-a:${TENANT_A_KEY}`,
    ANTECKNA_RATE_LIMIT_PER_MINUTE: '0',
    ANTECKNA_CHUNK_LEASE_MS: String(LEASE_MS),
    ANTECKNA_STT: 'openai',
    ANTECKNA_STT_URL: stub.url,
    ANTECKNA_LLM: 'openai',
    ANTECKNA_LLM_URL: stub.url,
  });

  beforeAll(async () => {
    stub = await startOpenAiStub();
    stub.transcript = (_index, audio) => textForSamples(audio.samples);
    // A little jitter so requests of different sessions really overlap in both processes.
    stub.transcriptionDelayMs = () => Math.floor(Math.random() * 30);
    for (let i = 0; i < 2; i++) {
      ports.push(await freePort());
      dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-pg-')));
    }
    servers.push(...(await Promise.all([0, 1].map((i) => spawnServer(envFor(i), ports[i]!)))));
  });
  afterAll(async () => {
    for (const s of servers) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
    await stub?.close();
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it(`when ${SESSIONS} sessions send ${CHUNKS} chunks each to alternating servers, with retries, duplicates, aborts and a kill -9, then every transcript has exactly its chunks, in order`, async () => {
    const started = performance.now();
    const figures = { sends: 0, retriesAfter200: 0, concurrentDuplicates: 0, clientAborts: 0, failovers: 0, kills: 0 };
    const api = (i: number) => `http://127.0.0.1:${ports[i % 2]}/api/v1`;
    const sessionIds = await Promise.all(
      Array.from({ length: SESSIONS }, async (_, i) => {
        const res = await fetch(`${api(i)}/sessions`, { method: 'POST', headers: auth() });
        return ((await res.json()) as { sessionId: string }).sessionId;
      }),
    );

    const post = async (server: number, sessionId: string, session: number, seq: number, signal?: AbortSignal) => {
      figures.sends++;
      const form = new FormData();
      form.set('file', new Blob([wavOfSamples(samplesOf(session, seq))]), 'chunk.wav');
      form.set('language', 'en');
      form.set('seq', String(seq));
      const res = await fetch(`${api(server)}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: form, ...(signal ? { signal } : {}) });
      return { status: res.status, text: ((await res.json()) as { chunkTranscript?: string }).chunkTranscript };
    };
    /** As a client does: on a network error it tries the other server, with the same seq, until one answers. */
    const deliver = async (server: number, sessionId: string, session: number, seq: number) => {
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await post(server + attempt, sessionId, session, seq);
          // A failure names its cause: the servers log why they answered 5xx (never the audio).
          expect(result.status, `chunk ${seq} answered ${result.status}; server logs:\n${[...killedLogs, ...servers.map((s) => s.output())].map((log) => log.slice(-4_000)).join('\n---\n')}`).toBe(200);
          return result.text;
        } catch (error) {
          if (attempt > 50 || (error as Error).name === 'AssertionError') throw error;
          figures.failovers++;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };

    // Halfway through, server 1 dies with kill -9 and comes back two seconds later.
    let answered = 0;
    let killing: Promise<void> | undefined;
    const killedLogs: string[] = [];
    const killOnce = () => {
      killing ??= (async () => {
        figures.kills++;
        servers[1]!.child.kill('SIGKILL');
        await servers[1]!.exited;
        killedLogs.push(servers[1]!.output());
        await new Promise((r) => setTimeout(r, 2_000));
        servers[1] = await spawnServer(envFor(1), ports[1]!);
      })();
    };

    // Each session sends its chunks one after another, as the browser's queue does, while
    // all sessions run at once; each chunk goes to the other server than the one before.
    const returned = new Map<string, string[]>();
    await Promise.all(
      sessionIds.map(async (sessionId, session) => {
        const got: string[] = [];
        for (let seq = 0; seq < CHUNKS; seq++) {
          const server = session + seq;
          const roll = Math.random();
          let text: string | undefined;
          if (roll < 0.05) {
            // The client gives up on a request mid-way, then retries it.
            figures.clientAborts++;
            await post(server, sessionId, session, seq, AbortSignal.timeout(5 + Math.floor(Math.random() * 20))).catch(() => undefined);
            text = await deliver(server + 1, sessionId, session, seq);
          } else if (roll < 0.15) {
            // The same seq sent to both servers at once (a retry while the first is in flight).
            figures.concurrentDuplicates++;
            const [a, b] = await Promise.all([deliver(server, sessionId, session, seq), deliver(server + 1, sessionId, session, seq)]);
            expect(b).toBe(a);
            text = a;
          } else {
            text = await deliver(server, sessionId, session, seq);
            if (roll > 0.85) {
              // A retry after a 200 whose answer the client did not trust.
              figures.retriesAfter200++;
              expect(await deliver(server + 1, sessionId, session, seq)).toBe(text);
            }
          }
          expect(text).toBe(textForSamples(samplesOf(session, seq)));
          got.push(text!);
          if (++answered === (SESSIONS * CHUNKS) / 2) killOnce();
        }
        returned.set(sessionId, got);
      }),
    );
    await killing;

    const notes = await Promise.all(
      sessionIds.map(async (sessionId, i) => {
        const res = await fetch(`${api(i + 1)}/sessions/${sessionId}/notes`, {
          method: 'POST',
          headers: { ...auth(), 'content-type': 'application/json' },
          body: JSON.stringify({ language: 'en' }),
        });
        expect(res.status).toBe(200);
        return { sessionId, i, transcript: ((await res.json()) as { transcript: string }).transcript };
      }),
    );
    for (const { sessionId, i, transcript } of notes) {
      const expected = Array.from({ length: CHUNKS }, (_, seq) => textForSamples(samplesOf(i, seq))).join(' ');
      expect(returned.get(sessionId)!.join(' ')).toBe(expected);
      expect(transcript).toBe(expected);
    }
    const transcriptions = stub.requests.filter((r) => r.path === '/audio/transcriptions').length;
    // Retries of a stored seq never reach the engine; only aborted or killed attempts are transcribed twice.
    expect(transcriptions).toBeGreaterThanOrEqual(SESSIONS * CHUNKS);
    expect(transcriptions).toBeLessThanOrEqual(SESSIONS * CHUNKS + figures.clientAborts + figures.failovers);
    console.log(
      `two server processes on PostgreSQL: ${SESSIONS} sessions x ${CHUNKS} chunks in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `${figures.sends} uploads, ${figures.retriesAfter200} retries after a 200, ${figures.concurrentDuplicates} concurrent duplicates, ` +
        `${figures.clientAborts} client aborts, ${figures.kills} kill -9 with ${figures.failovers} failovers; ` +
        `${transcriptions} transcriptions; none lost, none doubled`,
    );
  }, 150_000);
});
