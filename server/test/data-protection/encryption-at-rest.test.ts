/**
 * With ANTECKNA_DATA_KEY set, a copied disk or database dump reveals nothing of a visit: chunk
 * audio, chunk texts and the kept note are AES-256-GCM ciphertext, on SQLite and PostgreSQL,
 * while the API answers exactly as without encryption.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../src/storage/create-store.js';
import { DataCipher } from '../../src/storage/data-encryption.js';
import { createPostgresPool } from '../../src/storage/postgres-pool.js';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { freshDatabase } from '../postgres.js';
import { audioForm, auth, FIXTURES, startTestServer, tempDataDir } from '../test-server.js';

const MARKER = 'KOLIBRI4411';
const DATA_KEY = randomBytes(32);
const ORIGINAL = fs.readFileSync(path.join(FIXTURES, 'audio', 'consultation-en.wav'));
/** 64 bytes of the recording where there is speech (many different sample values), to look for in the stored bytes. */
const SPEECH_BYTES = (() => {
  for (let at = 44; at + 64 <= ORIGINAL.length; at += 64) {
    const window = ORIGINAL.subarray(at, at + 64);
    if (new Set(window).size > 40) return window;
  }
  throw new Error('the fixture has no speech');
})();
const postgresUrl = await freshDatabase('encryption_at_rest');

let stub: OpenAiStub;
const pools: pg.Pool[] = [];
beforeAll(async () => {
  stub = await startOpenAiStub();
  stub.transcript = `Patienten ${MARKER} har ont i bröstet.`;
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await stub.close();
});

/** Everything the store keeps, as the bytes a thief of the disk or of a dump would get. */
type Place = { pool?: pg.Pool; dump: (dataDir: string) => Promise<Buffer[]> };
const places: [string, (() => Place) | undefined][] = [
  [
    'sqlite',
    () => ({
      dump: async (dataDir) => [
        ...fs.readdirSync(dataDir).filter((n) => n.startsWith('anteckna.sqlite')).map((n) => fs.readFileSync(path.join(dataDir, n))),
        ...fs.readdirSync(path.join(dataDir, 'chunks')).map((n) => fs.readFileSync(path.join(dataDir, 'chunks', n))),
      ],
    }),
  ],
  [
    'postgres',
    postgresUrl
      ? () => {
          const pool = createPostgresPool(postgresUrl, 2);
          pools.push(pool);
          return {
            pool,
            dump: async () => {
              const chunks = await pool.query<{ audio: Buffer | null; transcript: string }>('SELECT audio, transcript FROM chunks');
              const sessions = await pool.query('SELECT * FROM sessions');
              return [...chunks.rows.flatMap((r) => [r.audio ?? Buffer.alloc(0), Buffer.from(r.transcript)]), Buffer.from(JSON.stringify(sessions.rows))];
            },
          };
        }
      : undefined,
  ],
];

describe.each(places)('%s store with a data key', (_name, open) => {
  const maybe = open ? it : it.skip;

  maybe('when a visit is recorded and its note made, then the stored audio, texts and note are ciphertext and the API answers in clear', async () => {
    const place = open!();
    const dataDir = tempDataDir();
    const store = await createStore({ dataDir, dataKey: DATA_KEY }, place.pool);
    const app = await startTestServer({ dataDir, upstreamUrl: stub.url, store });
    try {
      const { sessionId } = (await (await fetch(`${app.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
      const chunk = await fetch(`${app.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: await audioForm('consultation-en.wav') });
      expect(((await chunk.json()) as { chunkTranscript: string }).chunkTranscript).toContain(MARKER);

      const stored = Buffer.concat(await place.dump(dataDir)).toString('latin1');
      expect(stored).not.toContain(MARKER);
      expect(stored).not.toContain('WAVEfmt');
      expect(stored).not.toContain(SPEECH_BYTES.toString('latin1'));

      const chunkId = (await store.listChunks(sessionId))[0]!.id;
      const recovered = await store.readChunkAudio(chunkId, path.join(dataDir, 'tmp'));
      expect(fs.readFileSync(recovered!.path).equals(ORIGINAL)).toBe(true);
      await recovered!.release();

      const note = await fetch(`${app.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: '{}' });
      expect(((await note.json()) as { transcript: string }).transcript).toContain(MARKER);
      expect(Buffer.concat(await place.dump(dataDir)).toString('latin1')).not.toContain(MARKER);
      const again = await fetch(`${app.api}/sessions/${sessionId}/note`, { headers: auth() });
      expect(((await again.json()) as { transcript: string }).transcript).toContain(MARKER);
    } finally {
      await app.stop();
    }
  });
});

describe('data cipher', () => {
  it('when stored audio is decrypted with another key, then it fails instead of giving bytes', async () => {
    const dir = tempDataDir();
    const encrypted = path.join(dir, 'audio.enc');
    await new DataCipher(DATA_KEY).encryptFile(path.join(FIXTURES, 'audio', 'consultation-en.wav'), encrypted);
    await expect(new DataCipher(randomBytes(32)).decryptFile(encrypted, path.join(dir, 'out.wav'))).rejects.toThrow();
    expect(fs.existsSync(path.join(dir, 'out.wav'))).toBe(false);
    expect(() => new DataCipher(randomBytes(32)).decryptText(new DataCipher(DATA_KEY).encryptText('feber'))).toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
