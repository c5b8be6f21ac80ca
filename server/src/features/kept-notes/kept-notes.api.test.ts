/**
 * The review queue through the real app: every note made is kept for its tenant; a clinician
 * key sees its own, a secretary or admin key the tenant's; edits need the ETag; every read and
 * change is an audit event.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../../../test/openai-stub.js';
import { audioForm, auth, startTestServer, tempDataDir, TENANT_A_KEY, TENANT_B_KEY, type TestServer } from '../../../test/test-server.js';
import type { KeptNote, KeptNoteList } from '../../contract/kept-notes.schema.js';
import type { NoteResponse } from '../../contract/api.schema.js';
import { DataCipher } from '../../storage/data-encryption.js';
import { SqliteKeptNoteStore } from '../../storage/sqlite-kept-note-store.js';
import { SqliteSessionStore } from '../../storage/sqlite-session-store.js';
import type { AuditEvent } from '../audit/audit-log.js';
import { SqliteAuditLog } from '../audit/sqlite-audit-log.js';
import { ApiKeyRegistry } from '../auth/api-key-registry.js';
import { loadConfig } from '../../config/env.js';

const OTHER_CLINICIAN = 'test-key-tenant-a-clinician-2-0123';
const SECRETARY = 'test-key-tenant-a-secretary-0123456';
const ADMIN = 'test-key-tenant-a-admin-0123456789';
const SECRETARY_B = 'test-key-tenant-b-secretary-0123456';
const TRANSCRIPT = 'Patienten har haft ont i halsen i tre dagar och feber.';

let stub: OpenAiStub;
let app: TestServer;
let audit: SqliteAuditLog;
let kept: SqliteKeptNoteStore;

beforeAll(async () => {
  stub = await startOpenAiStub();
  stub.transcript = TRANSCRIPT;
  const dataDir = tempDataDir();
  audit = new SqliteAuditLog(dataDir);
  await audit.init();
  kept = new SqliteKeptNoteStore(dataDir);
  await kept.init();
  const keys = new ApiKeyRegistry(
    [
      { tenant: 'clinic-a', key: TENANT_A_KEY },
      { tenant: 'clinic-a', key: OTHER_CLINICIAN },
      { tenant: 'clinic-a', key: SECRETARY, role: 'secretary' },
      { tenant: 'clinic-a', key: ADMIN, role: 'admin' },
      { tenant: 'clinic-b', key: TENANT_B_KEY },
      { tenant: 'clinic-b', key: SECRETARY_B, role: 'secretary' },
    ],
    [],
  );
  app = await startTestServer({ dataDir, upstreamUrl: stub.url, app: { audit, keys, keptNotes: kept } });
});
afterAll(async () => {
  await app.stop();
  await Promise.all([audit.close(), kept.close()]);
  await stub.close();
});

const json = (key: string, method: string, body?: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { ...auth(key), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

async function makeNote(key = TENANT_A_KEY, transcript = TRANSCRIPT): Promise<NoteResponse> {
  const res = await fetch(`${app.api}/notes`, json(key, 'POST', { transcript, template: 'soap' }));
  expect(res.status).toBe(200);
  return (await res.json()) as NoteResponse;
}
const list = async (key: string, query = '') => {
  const res = await fetch(`${app.api}/notes${query}`, { headers: auth(key) });
  expect(res.status).toBe(200);
  return (await res.json()) as KeptNoteList;
};
const get = (key: string, id: string) => fetch(`${app.api}/notes/${id}`, { headers: auth(key) });
const patch = (key: string, id: string, body: unknown, ifMatch?: string) =>
  fetch(`${app.api}/notes/${id}`, json(key, 'PATCH', body, ifMatch === undefined ? {} : { 'if-match': ifMatch }));

/** Audit events are written once the answer is sent: wait until `match` finds one. */
async function auditEvent(tenant: string, match: (e: AuditEvent) => boolean): Promise<AuditEvent> {
  for (let i = 0; i < 200; i++) {
    const found = (await audit.list(tenant)).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no such audit event');
}

describe('notes kept for review', () => {
  it('when a note is made from a transcript, from audio or in a session, then each answer carries a noteId and the note is kept with its transcript', async () => {
    const typed = await makeNote();
    const uploaded = (await (await fetch(`${app.api}/notes`, { method: 'POST', headers: auth(), body: await audioForm('consultation-en.wav', { language: 'en' }) })).json()) as NoteResponse;
    const { sessionId } = (await (await fetch(`${app.api}/sessions`, json(TENANT_A_KEY, 'POST'))).json()) as { sessionId: string };
    expect((await fetch(`${app.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: await audioForm('consultation-en.wav') })).status).toBe(200);
    const visit = (await (await fetch(`${app.api}/sessions/${sessionId}/notes`, json(TENANT_A_KEY, 'POST', {}))).json()) as NoteResponse;

    const bySource: Record<string, NoteResponse> = { transcript: typed, audio: uploaded, session: visit };
    for (const [source, response] of Object.entries(bySource)) {
      expect(response.noteId).toMatch(/^[0-9a-f-]{36}$/);
      const res = await get(TENANT_A_KEY, response.noteId!);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBe('"1"');
      const keptNote = (await res.json()) as KeptNote;
      expect(keptNote).toMatchObject({ noteId: response.noteId, source, status: 'new', transcript: TRANSCRIPT, note: response.note, version: 1 });
      expect(keptNote.unsupported).toBe(response.review?.unsupported.length ?? 0);
      expect(keptNote.length).toBe(response.note.combined.length);
    }
    expect((await get(TENANT_A_KEY, typed.noteId!).then((r) => r.json())).options).toEqual({ template: 'soap' });
    // The session note fetched again is the same kept note, not another one.
    expect(((await (await fetch(`${app.api}/sessions/${sessionId}/note`, { headers: auth() })).json()) as NoteResponse).noteId).toBe(visit.noteId);
  });

  it('when notes are listed, then a clinician sees only its own, a secretary and an admin the whole tenant, newest first, and no other tenant', async () => {
    const mine = await makeNote(TENANT_A_KEY);
    const theirs = await makeNote(OTHER_CLINICIAN);
    const elsewhere = await makeNote(TENANT_B_KEY);

    const own = await list(TENANT_A_KEY);
    expect(own.scope).toBe('own');
    expect(own.items.map((i) => i.noteId)).toContain(mine.noteId);
    expect(own.items.map((i) => i.noteId)).not.toContain(theirs.noteId);
    expect(new Set(own.items.map((i) => i.author)).size).toBe(1);

    for (const key of [SECRETARY, ADMIN]) {
      const queue = await list(key);
      expect(queue.scope).toBe('tenant');
      expect(queue.items[0]!.noteId).toBe(theirs.noteId);
      expect(queue.items[1]!.noteId).toBe(mine.noteId);
      expect(queue.items.map((i) => i.noteId)).not.toContain(elsewhere.noteId);
      expect(queue.items[0]).toMatchObject({ status: 'new', template: 'soap', language: 'sv', source: 'transcript', author: 'clinic-a-env2' });
      // The queue holds no health data: no transcript, no note text.
      expect(JSON.stringify(queue)).not.toContain('halsen');
    }
    const page = await list(SECRETARY, '?limit=1&offset=1');
    expect(page.items.map((i) => i.noteId)).toEqual([mine.noteId]);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await fetch(`${app.api}/notes?status=lost`, { headers: auth(SECRETARY) })).status).toBe(400);
  });

  it("when a note is asked for by a key that may not see it, then it is 404, like a note that never existed", async () => {
    const note = await makeNote(TENANT_A_KEY);
    for (const key of [OTHER_CLINICIAN, TENANT_B_KEY, SECRETARY_B]) {
      expect((await get(key, note.noteId!)).status).toBe(404);
      expect((await patch(key, note.noteId!, { status: 'approved' }, '"1"')).status).toBe(404);
      expect((await fetch(`${app.api}/notes/${note.noteId}`, { method: 'DELETE', headers: auth(key) })).status).toBe(404);
    }
    expect((await get(SECRETARY, 'not-a-note-id')).status).toBe(404);
    expect((await get(SECRETARY, note.noteId!)).status).toBe(200);
    expect((await get(TENANT_A_KEY, note.noteId!)).status).toBe(200);
  });

  it('when a secretary edits a section, then combined carries the edit, the note is in review, and the ETag moves on', async () => {
    const note = await makeNote(TENANT_A_KEY);
    const section = note.note.sections[1]!;
    const res = await patch(SECRETARY, note.noteId!, { sections: [{ sectionName: section.sectionName, content: 'Ont i halsen sedan tre dagar, feber 38.' }] }, '"1"');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"2"');
    const edited = (await res.json()) as KeptNote;
    expect(edited.status).toBe('in_review');
    expect(edited.note.sections[1]!.content).toBe('Ont i halsen sedan tre dagar, feber 38.');
    expect(edited.note.combined).toContain(`${section.sectionName}\nOnt i halsen sedan tre dagar, feber 38.`);
    expect(edited.note.combined).not.toContain(section.content);
    // What follows the sections (diagnoses, tasks) stays as it was.
    expect(edited.note.combined.endsWith(note.note.combined.slice(note.note.combined.indexOf('\n\n', note.note.combined.lastIndexOf(note.note.sections.at(-1)!.content))))).toBe(true);
    expect(edited.length).toBe(edited.note.combined.length);

    const approved = await patch(SECRETARY, note.noteId!, { status: 'approved' }, '"2"');
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as KeptNote).status).toBe('approved');
    const seen = (await list(TENANT_A_KEY)).items.find((i) => i.noteId === note.noteId);
    expect(seen?.status).toBe('approved');
    expect((await list(SECRETARY, '?status=approved')).items.map((i) => i.noteId)).toContain(note.noteId);
  });

  it('when two secretaries change the same version, then the second gets 412 and nothing of it is written; without If-Match it is 428', async () => {
    const note = await makeNote(TENANT_A_KEY);
    const name = note.note.sections[0]!.sectionName;
    expect((await patch(SECRETARY, note.noteId!, { status: 'in_review' })).status).toBe(428);
    const first = await patch(SECRETARY, note.noteId!, { sections: [{ sectionName: name, content: 'Första' }] }, '"1"');
    const second = await patch(ADMIN, note.noteId!, { sections: [{ sectionName: name, content: 'Andra' }] }, '"1"');
    expect(first.status).toBe(200);
    expect(second.status).toBe(412);
    expect(((await second.json()) as { code: string }).code).toBe('precondition_failed');
    const now = (await (await get(SECRETARY, note.noteId!)).json()) as KeptNote;
    expect(now.note.sections[0]!.content).toBe('Första');
    expect(now.version).toBe(2);
    expect((await patch(SECRETARY, note.noteId!, { sections: [{ sectionName: 'Ingen sådan', content: 'x' }] }, '"2"')).status).toBe(400);
  });

  it('when a note is discarded, then it is gone for everyone and listed only as discarded', async () => {
    const note = await makeNote(TENANT_A_KEY);
    const res = await fetch(`${app.api}/notes/${note.noteId}`, { method: 'DELETE', headers: auth(SECRETARY) });
    expect(res.status).toBe(204);
    expect((await get(SECRETARY, note.noteId!)).status).toBe(404);
    expect((await get(TENANT_A_KEY, note.noteId!)).status).toBe(404);
    expect((await list(SECRETARY)).items.map((i) => i.noteId)).not.toContain(note.noteId);
    expect((await list(SECRETARY, '?status=discarded')).items.map((i) => i.noteId)).toContain(note.noteId);
  });

  it('when each step happens, then it is an audit event naming the note and the actor, never its text', async () => {
    const note = await makeNote(TENANT_A_KEY);
    const id = note.noteId!;
    await list(SECRETARY);
    await get(SECRETARY, id);
    await patch(SECRETARY, id, { status: 'approved' }, '"1"');
    await patch(SECRETARY, id, { status: 'approved' }, '"1"');
    await fetch(`${app.api}/notes/${id}`, { method: 'DELETE', headers: auth(SECRETARY) });

    const generated = await auditEvent('clinic-a', (e) => e.action === 'note.generated' && e.detail === id);
    expect(generated).toMatchObject({ actor: 'clinic-a-env1', outcome: 'ok' });
    expect(await auditEvent('clinic-a', (e) => e.action === 'notes.listed' && e.actor === 'clinic-a-env3')).toMatchObject({ outcome: 'ok', status: 200 });
    expect(await auditEvent('clinic-a', (e) => e.action === 'note.read' && e.detail === id)).toMatchObject({ actor: 'clinic-a-env3', outcome: 'ok' });
    expect(await auditEvent('clinic-a', (e) => e.action === 'note.updated' && e.detail === `${id} approved`)).toMatchObject({ outcome: 'ok', status: 200 });
    expect(await auditEvent('clinic-a', (e) => e.action === 'note.updated' && e.detail === id && e.status === 412)).toMatchObject({ outcome: 'refused' });
    expect(await auditEvent('clinic-a', (e) => e.action === 'note.discarded' && e.detail === id)).toMatchObject({ outcome: 'ok', status: 204 });

    // The queue polled with nothing new is a 304, and not recorded again.
    const first = await fetch(`${app.api}/notes`, { headers: { ...auth(ADMIN), 'x-request-id': 'poll-1' } });
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    // As a browser revalidates its copy (fetch would otherwise add `Cache-Control: no-cache` to a conditional request).
    const again = await fetch(`${app.api}/notes`, { headers: { ...auth(ADMIN), 'if-none-match': etag, 'cache-control': 'max-age=0', 'x-request-id': 'poll-2' } });
    expect(again.status).toBe(304);
    expect(await auditEvent('clinic-a', (e) => e.requestId === 'poll-1')).toMatchObject({ action: 'notes.listed', status: 200 });
    // A request after the poll is recorded, so the poll's event would have been there by now.
    await get(ADMIN, id).then(() => auditEvent('clinic-a', (e) => e.action === 'note.read' && e.status === 404));
    expect((await audit.list('clinic-a')).filter((e) => e.requestId === 'poll-2')).toEqual([]);
    expect(JSON.stringify(await audit.list('clinic-a'))).not.toContain('halsen');
    expect((await audit.verify('clinic-a')).ok).toBe(true);
  });

  it('when the retention has passed, then the note is purged and no copy of its transcript is left in the database files', async () => {
    const marker = 'Retentionsmarkör halsfluss kvarglömd';
    const note = await makeNote(TENANT_A_KEY, `${TRANSCRIPT} ${marker}.`);
    const files = () => fs.readdirSync(app.dataDir).filter((f) => f.startsWith('anteckna.sqlite')).map((f) => fs.readFileSync(path.join(app.dataDir, f)));
    expect(files().some((bytes) => bytes.includes(marker))).toBe(true);
    // What housekeeping does once ANTECKNA_NOTE_RETENTION_HOURS have passed: everything made before now is past it.
    expect(await kept.purgeOlderThan(new Date(Date.now() + 1))).toBeGreaterThanOrEqual(1);
    expect((await get(TENANT_A_KEY, note.noteId!)).status).toBe(404);
    expect((await list(SECRETARY)).total).toBe(0);
    expect(files().some((bytes) => bytes.includes(marker))).toBe(false);
  });
});

describe('the review queue in configuration and the API description', () => {
  it('when ANTECKNA_API_KEYS has tenant:key:secretary, then that key is a secretary; retention defaults to 72 hours', () => {
    const config = loadConfig({ ANTECKNA_API_KEYS: `clinic-a:${SECRETARY}:secretary,clinic-a:${TENANT_A_KEY}` });
    expect(config.apiKeys).toEqual([
      { tenant: 'clinic-a', key: SECRETARY, role: 'secretary' },
      { tenant: 'clinic-a', key: TENANT_A_KEY, role: 'clinician' },
    ]);
    expect(config.noteRetentionMs).toBe(72 * 3600_000);
    expect(loadConfig({ ANTECKNA_NOTE_RETENTION_HOURS: '1' }).noteRetentionMs).toBe(3600_000);
    expect(() => loadConfig({ ANTECKNA_API_KEYS: `clinic-a:${SECRETARY}:typist` })).toThrow(/ANTECKNA_API_KEYS/);
  });

  it('when the OpenAPI document is read, then the queue paths are in it with If-Match, ETag, 412 and 428', async () => {
    const doc = (await (await fetch(`${app.api}/openapi.json`, { headers: auth() })).json()) as { paths: Record<string, Record<string, { responses: Record<string, { headers?: object }>; parameters?: { name: string; in: string }[] }>> };
    expect(Object.keys(doc.paths['/notes']!)).toEqual(expect.arrayContaining(['get', 'post']));
    const one = doc.paths['/notes/{noteId}']!;
    expect(Object.keys(one).sort()).toEqual(['delete', 'get', 'patch']);
    expect(one.get!.responses['200']!.headers).toHaveProperty('ETag');
    expect(one.patch!.parameters).toContainEqual(expect.objectContaining({ name: 'if-match', in: 'header' }));
    expect(Object.keys(one.patch!.responses)).toEqual(expect.arrayContaining(['200', '412', '428']));
  });
});

describe('kept notes with a data key', () => {
  it('when ANTECKNA_DATA_KEY is set, then the database files never hold the kept transcript or note, and the API still reads them', async () => {
    const dataDir = tempDataDir();
    const store = new SqliteKeptNoteStore(dataDir);
    await store.init();
    const sealed = await startTestServer({ dataDir, upstreamUrl: stub.url, app: { keptNotes: store, keptNoteSealer: new DataCipher(randomBytes(32)) } });
    try {
      const marker = 'Krypteringsmarkör halsont vänster sida';
      const made = (await (await fetch(`${sealed.api}/notes`, json(TENANT_A_KEY, 'POST', { transcript: `${TRANSCRIPT} ${marker}.` }))).json()) as NoteResponse;
      const read = (await (await fetch(`${sealed.api}/notes/${made.noteId}`, { headers: auth() })).json()) as KeptNote;
      expect(read.transcript).toContain(marker);
      expect(read.note).toEqual(made.note);
      const bytes = fs.readdirSync(dataDir).filter((f) => f.startsWith('anteckna.sqlite')).map((f) => fs.readFileSync(path.join(dataDir, f)));
      expect(bytes.length).toBeGreaterThan(0);
      for (const b of bytes) {
        expect(b.includes(marker)).toBe(false);
        expect(b.includes(made.note.sections[0]!.content)).toBe(false);
      }
    } finally {
      await sealed.stop();
      await store.close();
    }
  });
});

describe('a session note written twice', () => {
  it('when the session cannot be closed with the first note (a chunk arrived meanwhile), then only the note it is closed with stays in the queue', async () => {
    const dataDir = tempDataDir();
    const store = new SqliteKeptNoteStore(dataDir);
    await store.init();
    let refusals = 1;
    /** Refuses the first close, as the store does when a chunk arrived while the note was being written. */
    class BusySessionStore extends SqliteSessionStore {
      override async closeSession(...args: Parameters<SqliteSessionStore['closeSession']>): Promise<boolean> {
        if (refusals-- > 0) return false;
        return super.closeSession(...args);
      }
    }
    const busy = await startTestServer({ dataDir, store: new BusySessionStore(dataDir), upstreamUrl: stub.url, app: { keptNotes: store } });
    try {
      const { sessionId } = (await (await fetch(`${busy.api}/sessions`, json(TENANT_A_KEY, 'POST'))).json()) as { sessionId: string };
      expect((await fetch(`${busy.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: await audioForm('consultation-en.wav') })).status).toBe(200);
      const visit = (await (await fetch(`${busy.api}/sessions/${sessionId}/notes`, json(TENANT_A_KEY, 'POST', {}))).json()) as NoteResponse;
      expect(refusals).toBe(-1);
      const queue = (await (await fetch(`${busy.api}/notes`, { headers: auth() })).json()) as KeptNoteList;
      expect(queue.items.map((i) => i.noteId)).toEqual([visit.noteId]);
      expect((await (await fetch(`${busy.api}/notes?status=discarded`, { headers: auth() })).json()).total).toBe(1);
    } finally {
      await busy.stop();
      await store.close();
    }
  });
});
