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

/** `twin` opens a second store on the same database, as another server process would. */
type Factory = { make: () => Promise<SessionStore>; twin?: () => Promise<SessionStore> };
const stores: [string, Factory | undefined][] = [
  ['sqlite', { make: async () => new SqliteSessionStore(fs.mkdtempSync(path.join(tmp, 'sqlite-'))) }],
  ['postgres', postgresUrl ? { make: async () => new PostgresSessionStore(postgresUrl), twin: async () => new PostgresSessionStore(postgresUrl) } : undefined],
];

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe.each(stores)('%s session store', (_name, factory) => {
  let store: SessionStore;
  let twin: SessionStore | undefined;
  beforeAll(async () => {
    if (!factory) return;
    store = await factory.make();
    twin = await factory.twin?.();
    // Two processes starting at once, then a restart: migrations run once and are idempotent.
    await Promise.all([store.init(), twin?.init()]);
    await store.init();
  });
  afterAll(async () => {
    await store?.close();
    await twin?.close();
  });
  const maybe = factory ? it : it.skip;
  const note = { response: { transcript: 't', note: { combined: 'c' } } };
  const chunk = (sessionId: string, seq?: number, leaseMs = 60_000) => ({ sessionId, seq, language: 'en' as const, audioPath: audioFile, audioExt: 'webm', leaseMs });
  /** Tests here reserve chunks on open sessions: a 'closed' answer is a failure. */
  const reserve = async (c: ReturnType<typeof chunk>, on: SessionStore = store) => {
    const r = await on.reserveChunk(c);
    if (r.kind === 'closed') throw new Error('session unexpectedly closed');
    return r;
  };

  maybe('when a session is created, then only its tenant can get it', async () => {
    const s = await store.createSession('clinic-a');
    expect(await store.getSession('clinic-a', s.id)).toMatchObject({ id: s.id, tenant: 'clinic-a' });
    expect(await store.getSession('clinic-b', s.id)).toBeUndefined();
  });

  maybe('when chunks are reserved concurrently, then each gets its own position in order of receipt', async () => {
    const s = await store.createSession('t');
    const results = await Promise.all(Array.from({ length: 20 }, () => reserve(chunk(s.id))));
    const positions = results.map((r) => r.chunk.position).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  maybe('when a session id is not a UUID (path traversal, SQL), then it is simply not found', async () => {
    for (const id of ['../../etc/passwd', "x' OR '1'='1", '', '00000000-0000-4000-8000-00000000000g']) {
      expect(await store.getSession('t', id)).toBeUndefined();
    }
  });

  maybe('when chunks have no seq, then they list in order of receipt', async () => {
    const s = await store.createSession('t');
    for (const text of ['first', 'second', 'third']) {
      const r = await reserve(chunk(s.id));
      await store.completeChunk(r.chunk.id, text);
    }
    const listed = await store.listChunks(s.id);
    expect(listed.map((c) => [c.position, c.transcript, c.status])).toEqual([[0, 'first', 'done'], [1, 'second', 'done'], [2, 'third', 'done']]);
  });

  // SQLite has one process per data dir, so this one is for PostgreSQL only.
  // Only PostgreSQL has a second process's view of the same database; SQLite has one process.
  if (factory?.twin) it('when two processes reserve chunks of one session at once, then positions are unique and a seq is stored once', async () => {
    const s = await store.createSession('t');
    const noSeq = await Promise.all(Array.from({ length: 30 }, (_, i) => reserve(chunk(s.id), i % 2 ? twin! : store)));
    expect(noSeq.map((r) => r.chunk.position).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const sameSeq = await Promise.all(Array.from({ length: 10 }, (_, i) => reserve(chunk(s.id, 7), i % 2 ? twin! : store)));
    expect(sameSeq.filter((r) => r.kind === 'reserved')).toHaveLength(1);
    expect(new Set(sameSeq.map((r) => r.chunk.id)).size).toBe(1);
    expect((await twin!.listChunks(s.id)).filter((c) => c.seq === 7)).toHaveLength(1);
  });

  maybe('when a seq is reserved twice, then the second gets the existing chunk', async () => {
    const s = await store.createSession('t');
    const first = await reserve(chunk(s.id, 3));
    expect(first.kind).toBe('reserved');
    await store.completeChunk(first.chunk.id, 'hello');
    const again = await reserve(chunk(s.id, 3));
    expect(again).toMatchObject({ kind: 'existing', chunk: { status: 'done', transcript: 'hello', seq: 3 } });
  });

  maybe('when a pending chunk outlives its lease, then a retry of its seq takes it over', async () => {
    const s = await store.createSession('t');
    const first = await reserve(chunk(s.id, 0, -1000));
    const retry = await reserve(chunk(s.id, 0));
    expect(retry).toMatchObject({ kind: 'reserved', chunk: { id: first.chunk.id } });
    expect(await store.claimExpiredChunk(first.chunk.id, 1000)).toBe(false);
  });

  maybe('when chunks have seq, then they list by seq; a discarded chunk is gone', async () => {
    const s = await store.createSession('t');
    const b = await reserve(chunk(s.id, 2));
    const a = await reserve(chunk(s.id, 1));
    const c = await reserve(chunk(s.id, 5));
    await store.completeChunk(a.chunk.id, 'a');
    await store.completeChunk(b.chunk.id, 'b');
    await store.discardChunk(c.chunk.id);
    expect((await store.listChunks(s.id)).map((x) => x.transcript)).toEqual(['a', 'b']);
  });

  maybe('when a chunk is orphaned, then it is listed, its audio can be read back and it can be claimed once', async () => {
    const s = await store.createSession('t');
    const r = await reserve(chunk(s.id, undefined, -1000));
    expect((await store.listOrphanedChunks(100)).map((x) => x.id)).toContain(r.chunk.id);
    const audio = await store.readChunkAudio(r.chunk.id, path.join(tmp, 'read-back'));
    expect(fs.readFileSync(audio!.path, 'utf8')).toBe('fake-audio-bytes');
    await audio!.release();
    // The original upload may go away: the store kept its own copy.
    expect((await store.readChunkAudio(r.chunk.id, path.join(tmp, 'read-back')))!.path).not.toBe(audioFile);
    expect(await store.claimExpiredChunk(r.chunk.id, 60_000)).toBe(true);
    expect(await store.claimExpiredChunk(r.chunk.id, 60_000)).toBe(false);
  });

  maybe('when a session is closed, then its chunks and audio are gone and it is marked closed', async () => {
    const s = await store.createSession('t');
    const r = await reserve(chunk(s.id));
    expect(await store.closeSession(s.id, 1, note)).toBe(true);
    expect(await store.listChunks(s.id)).toEqual([]);
    expect(await store.readChunkAudio(r.chunk.id, tmp)).toBeUndefined();
    expect((await store.getSession('t', s.id))?.closedAt).toBeInstanceOf(Date);
  });

  maybe('when a chunk arrived after the note listed the chunks, then closing refuses and keeps everything', async () => {
    const s = await store.createSession('t');
    await reserve(chunk(s.id, 0));
    await reserve(chunk(s.id, 1));
    expect(await store.closeSession(s.id, 1, note)).toBe(false);
    expect(await store.getNote('t', s.id)).toBeUndefined();
    expect(await store.listChunks(s.id)).toHaveLength(2);
    expect((await store.getSession('t', s.id))?.closedAt).toBeUndefined();
  });

  maybe('when a session is closed, then a chunk that comes after is refused and nothing is stored', async () => {
    const s = await store.createSession('t');
    await reserve(chunk(s.id, 0));
    expect(await store.closeSession(s.id, 1, note)).toBe(true);
    expect(await store.reserveChunk(chunk(s.id, 1))).toEqual({ kind: 'closed' });
    expect(await store.listChunks(s.id)).toEqual([]);
  });

  maybe('when a session is closed with its note, then only its tenant gets that note back, whole, with its idempotency key', async () => {
    const s = await store.createSession('clinic-a');
    await reserve(chunk(s.id));
    expect(await store.getNote('clinic-a', s.id)).toBeUndefined();
    const response = { transcript: 'hello', note: { combined: 'Cause\nhello', review: { flags: [] } } };
    expect(await store.closeSession(s.id, 1, { response, idempotencyKey: 'key-1' })).toBe(true);
    expect(await store.getNote('clinic-a', s.id)).toEqual({ response, idempotencyKey: 'key-1' });
    expect(await store.getNote('clinic-b', s.id)).toBeUndefined();
    expect(await (twin ?? store).getNote('clinic-a', s.id)).toEqual({ response, idempotencyKey: 'key-1' });
  });

  maybe('when chunks are completed with their durations, then the session counts its seconds of audio', async () => {
    const s = await store.createSession('t');
    const a = await reserve(chunk(s.id, 0));
    const b = await reserve(chunk(s.id, 1));
    await store.completeChunk(a.chunk.id, 'a', 12.5);
    await store.completeChunk(b.chunk.id, 'b', 7.5);
    expect(await store.audioSeconds(s.id)).toBeCloseTo(20, 3);
  });

  maybe('when the store is healthy, then it reports itself writable', async () => {
    await expect(store.checkWritable()).resolves.toBeUndefined();
  });

  maybe('when sessions are idle past the cutoff, then purging deletes them', async () => {
    const s = await store.createSession('t');
    expect(await store.purgeIdle(new Date(Date.now() - 3_600_000))).toBe(0);
    expect(await store.purgeIdle(new Date(Date.now() + 1_000))).toBeGreaterThanOrEqual(1);
    expect(await store.getSession('t', s.id)).toBeUndefined();
  });
});

describe('sqlite session store on disk', () => {
  it('when a chunk audio file is left with no chunk referring to it, then the sweep removes it and keeps the referenced ones', async () => {
    const dataDir = fs.mkdtempSync(path.join(tmp, 'sweep-'));
    const store = new SqliteSessionStore(dataDir);
    await store.init();
    const s = await store.createSession('t');
    await store.reserveChunk({ sessionId: s.id, language: 'en', audioPath: audioFile, audioExt: 'webm', leaseMs: 60_000 });
    const orphan = path.join(dataDir, 'chunks', `${s.id}-orphan.webm`);
    fs.writeFileSync(orphan, 'left behind');
    const old = new Date(Date.now() - 3_600_000);
    fs.utimesSync(orphan, old, old);
    for (const f of fs.readdirSync(path.join(dataDir, 'chunks'))) fs.utimesSync(path.join(dataDir, 'chunks', f), old, old);
    expect(await store.sweepOrphanedAudio(new Date(Date.now() - 60_000))).toBe(1);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'chunks'))).toHaveLength(1);
    await store.close();
  });

  it('when the database file is deleted under the running store, then writes are refused with storage_unavailable', async () => {
    const dataDir = fs.mkdtempSync(path.join(tmp, 'deleted-'));
    const store = new SqliteSessionStore(dataDir);
    await store.init();
    await store.createSession('t');
    fs.rmSync(path.join(dataDir, 'anteckna.sqlite'));
    await expect(store.createSession('t')).rejects.toMatchObject({ status: 503, code: 'storage_unavailable' });
    await expect(store.checkWritable()).rejects.toMatchObject({ code: 'storage_unavailable' });
    await store.close();
  });
});
