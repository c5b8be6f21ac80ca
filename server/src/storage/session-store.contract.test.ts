import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/postgres.js';
import { PostgresSessionStore } from './postgres-session-store.js';
import type { SessionStore } from './session-store.js';
import { SqliteSessionStore } from './sqlite-session-store.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-store-'));
const audioFile = path.join(tmp, 'chunk.webm');
fs.writeFileSync(audioFile, Buffer.from('fake-audio-bytes'));
const postgresUrl = await freshDatabase('contract');

const stores: [string, (() => Promise<SessionStore>) | undefined][] = [
  ['sqlite', async () => new SqliteSessionStore(fs.mkdtempSync(path.join(tmp, 'sqlite-')))],
  ['postgres', postgresUrl ? async () => new PostgresSessionStore(postgresUrl) : undefined],
];

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe.each(stores)('%s session store', (_name, make) => {
  let store: SessionStore;
  beforeAll(async () => {
    if (!make) return;
    store = await make();
    await store.init();
    await store.init(); // migrations are idempotent
  });
  afterAll(() => store?.close());
  const maybe = make ? it : it.skip;
  const chunk = (sessionId: string, seq?: number, leaseMs = 60_000) => ({ sessionId, seq, language: 'en', audioPath: audioFile, audioExt: 'webm', leaseMs });

  maybe('when a session is created, then only its tenant can get it', async () => {
    const s = await store.createSession('clinic-a');
    expect(await store.getSession('clinic-a', s.id)).toMatchObject({ id: s.id, tenant: 'clinic-a' });
    expect(await store.getSession('clinic-b', s.id)).toBeUndefined();
  });

  maybe('when chunks are reserved concurrently, then each gets its own position in order of receipt', async () => {
    const s = await store.createSession('t');
    const results = await Promise.all(Array.from({ length: 20 }, () => store.reserveChunk(chunk(s.id))));
    const positions = results.map((r) => r.chunk.position).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  maybe('when a seq is reserved twice, then the second gets the existing chunk', async () => {
    const s = await store.createSession('t');
    const first = await store.reserveChunk(chunk(s.id, 3));
    expect(first.kind).toBe('reserved');
    await store.completeChunk(first.chunk.id, 'hello');
    const again = await store.reserveChunk(chunk(s.id, 3));
    expect(again).toMatchObject({ kind: 'existing', chunk: { status: 'done', transcript: 'hello', seq: 3 } });
  });

  maybe('when a pending chunk outlives its lease, then a retry of its seq takes it over', async () => {
    const s = await store.createSession('t');
    const first = await store.reserveChunk(chunk(s.id, 0, -1000));
    const retry = await store.reserveChunk(chunk(s.id, 0));
    expect(retry).toMatchObject({ kind: 'reserved', chunk: { id: first.chunk.id } });
    expect(await store.claimExpiredChunk(first.chunk.id, 1000)).toBe(false);
  });

  maybe('when chunks have seq, then they list by seq; a discarded chunk is gone', async () => {
    const s = await store.createSession('t');
    const b = await store.reserveChunk(chunk(s.id, 2));
    const a = await store.reserveChunk(chunk(s.id, 1));
    const c = await store.reserveChunk(chunk(s.id, 5));
    await store.completeChunk(a.chunk.id, 'a');
    await store.completeChunk(b.chunk.id, 'b');
    await store.discardChunk(c.chunk.id);
    expect((await store.listChunks(s.id)).map((x) => x.transcript)).toEqual(['a', 'b']);
  });

  maybe('when a chunk is orphaned, then it is listed, its audio can be read back and it can be claimed once', async () => {
    const s = await store.createSession('t');
    const r = await store.reserveChunk(chunk(s.id, undefined, -1000));
    expect((await store.listOrphanedChunks(100)).map((x) => x.id)).toContain(r.chunk.id);
    const audio = await store.readChunkAudio(r.chunk.id, tmp);
    expect(fs.readFileSync(audio!.path, 'utf8')).toBe('fake-audio-bytes');
    await audio!.release();
    expect(await store.claimExpiredChunk(r.chunk.id, 60_000)).toBe(true);
    expect(await store.claimExpiredChunk(r.chunk.id, 60_000)).toBe(false);
  });

  maybe('when a session is closed, then its chunks and audio are gone and it is marked closed', async () => {
    const s = await store.createSession('t');
    const r = await store.reserveChunk(chunk(s.id));
    await store.closeSession(s.id);
    expect(await store.listChunks(s.id)).toEqual([]);
    expect(await store.readChunkAudio(r.chunk.id, tmp)).toBeUndefined();
    expect((await store.getSession('t', s.id))?.closedAt).toBeInstanceOf(Date);
  });

  maybe('when sessions are idle past the cutoff, then purging deletes them', async () => {
    const s = await store.createSession('t');
    expect(await store.purgeIdle(new Date(Date.now() - 3_600_000))).toBe(0);
    expect(await store.purgeIdle(new Date(Date.now() + 1_000))).toBeGreaterThanOrEqual(1);
    expect(await store.getSession('t', s.id)).toBeUndefined();
  });
});
