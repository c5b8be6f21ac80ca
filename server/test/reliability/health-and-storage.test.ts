/**
 * Liveness and readiness probes, and the storage faults readiness reports: a disk below the
 * free-space floor (507 before an upload is accepted) and a database file deleted under the
 * running server (503, never a write that is lost at the next start).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freeBytes } from '../../src/lib/disk-space.js';
import type { StoredNote } from '../../src/storage/session-store.js';
import { SqliteSessionStore } from '../../src/storage/sqlite-session-store.js';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { auth, startTestServer, tempDataDir, type TestServer, type TestServerOptions } from '../test-server.js';
import { canMountTmpfs, mountTmpfs, wavOfSamples } from './helpers.js';

let app: TestServer | undefined;
let stub: OpenAiStub | undefined;
afterEach(async () => {
  await app?.stop();
  await stub?.close();
  app = stub = undefined;
});
const start = async (options: TestServerOptions = {}) => {
  stub = await startOpenAiStub();
  app = await startTestServer({ upstreamUrl: stub.url, ...options });
  return app;
};
const chunkForm = () => {
  const form = new FormData();
  form.set('file', new Blob([wavOfSamples(4_000)]), 'chunk.wav');
  form.set('language', 'en');
  return form;
};
/** A probe answer holds nothing beyond ok / not ok. */
async function probe(origin: string, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${origin}${path}`);
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status === 200) expect(body).toEqual({ ok: true });
  else expect(Object.keys(body).sort()).toEqual(['code', 'detail', 'requestId', 'status', 'title', 'type']);
  return { status: res.status, body };
}

describe('health probes', () => {
  it('when the server is fine, then /healthz and /readyz answer ok without a key', async () => {
    const { origin } = await start();
    expect((await probe(origin, '/healthz')).status).toBe(200);
    expect((await probe(origin, '/readyz')).status).toBe(200);
  });

  it('when the speech model cannot be loaded, then /readyz is not ok and /healthz still is', async () => {
    const { origin } = await start({ limits: { modelReady: async () => false } });
    expect((await probe(origin, '/readyz')).status).toBe(503);
    expect((await probe(origin, '/healthz')).status).toBe(200);
  });
});

describe('disk below the free-space floor', () => {
  it('when an upload would leave less than the minimum free space, then it gets 507 storage_full with Retry-After and readiness fails', async () => {
    const probeDir = fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'free-'));
    const floor = (await freeBytes(probeDir)) + 1024 ** 3;
    fs.rmSync(probeDir, { recursive: true });
    const { api, origin } = await start({ limits: { minFreeBytes: floor } });
    const { sessionId } = (await (await fetch(`${api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
    for (const url of [`${api}/sessions/${sessionId}/chunks`, `${api}/transcriptions`, `${api}/notes`]) {
      const res = await fetch(url, { method: 'POST', headers: auth(), body: chunkForm() });
      expect(res.status).toBe(507);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect(((await res.json()) as { code: string }).code).toBe('storage_full');
    }
    expect(stub!.requests).toHaveLength(0);
    const { status, body } = await probe(origin, '/readyz');
    expect(status).toBe(503);
    expect(body.code).toBe('not_ready');
    expect(app!.logs.join('')).toContain('"failed":"disk"');
  });
});

describe('database file deleted under the running server', () => {
  it('when the SQLite file is deleted, then writes get 503 storage_unavailable and readiness fails', async () => {
    const { api, origin, dataDir } = await start();
    const { sessionId } = (await (await fetch(`${api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
    fs.rmSync(path.join(dataDir, 'anteckna.sqlite'));
    const opened = await fetch(`${api}/sessions`, { method: 'POST', headers: auth() });
    expect(opened.status).toBe(503);
    expect(((await opened.json()) as { code: string }).code).toBe('storage_unavailable');
    const chunk = await fetch(`${api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: chunkForm() });
    expect(chunk.status).toBe(503);
    expect((await probe(origin, '/readyz')).status).toBe(503);
    expect(app!.logs.join('')).toContain('"failed":"database"');
  });
});

describe.runIf(canMountTmpfs)('read-only upload directory (a tmpfs remounted read-only)', () => {
  it('when uploads cannot be written, then they get 503 storage_unavailable instead of 500, and work again once writable', async () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(path.join(dataDir, 'tmp'));
    const uploads = mountTmpfs(path.join(dataDir, 'tmp'))!;
    try {
      const { api } = await start({ dataDir });
      const { sessionId } = (await (await fetch(`${api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
      uploads.readOnly();
      const refused = await fetch(`${api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: chunkForm() });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(((await refused.json()) as { code: string }).code).toBe('storage_unavailable');
      expect(app!.logs.join('')).toContain('"errno":"EROFS"');
      uploads.writable();
      expect((await fetch(`${api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: chunkForm() })).status).toBe(200);
    } finally {
      await app?.stop({ keepData: true });
      app = undefined;
      uploads.unmount();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('database refusing the note (read-only)', () => {
  it('when the database refuses to store the note, then 503 storage_unavailable leaves the session open, and the retry works', async () => {
    const dataDir = tempDataDir();
    /** The real store, whose first note write fails as SQLite does on a read-only database. */
    class ReadOnlyOnce extends SqliteSessionStore {
      refuse = true;
      override async closeSession(sessionId: string, noteChunks: number, note: StoredNote): Promise<boolean> {
        if (this.refuse) {
          this.refuse = false;
          throw Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' });
        }
        return super.closeSession(sessionId, noteChunks, note);
      }
    }
    const { api } = await start({ dataDir, store: new ReadOnlyOnce(dataDir) });
    const { sessionId } = (await (await fetch(`${api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
    expect((await fetch(`${api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: chunkForm() })).status).toBe(200);
    const askNote = () =>
      fetch(`${api}/sessions/${sessionId}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json', 'idempotency-key': 'n1' }, body: '{"language":"en"}' });
    const refused = await askNote();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(((await refused.json()) as { code: string }).code).toBe('storage_unavailable');
    expect(app!.logs.join('')).toContain('"errno":"SQLITE_READONLY"');
    expect((await fetch(`${api}/sessions/${sessionId}/note`, { headers: auth() })).status).toBe(404);
    const retried = await askNote();
    expect(retried.status).toBe(200);
  });
});
