import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoteResponse } from '@contract/api.schema';
import { ApiError } from '../../../lib/api-client';
import { openChunkStore } from './chunk-store';
import type { OpenVisit, OpenVisitStore } from './open-visit';
import { VisitSession, type SessionApi } from './visit-session';

let n = 0;
const note = { transcript: 'a b', note: { combined: 'Note' } } as unknown as NoteResponse;

function memoryVisits(): OpenVisitStore & { saved?: OpenVisit } {
  const store: OpenVisitStore & { saved?: OpenVisit } = {
    load: () => (store.saved ? structuredClone(store.saved) : undefined),
    save: (v) => void (store.saved = structuredClone(v)),
    clear: () => void (store.saved = undefined),
  };
  return store;
}

function fakeApi(overrides: Partial<SessionApi> = {}): SessionApi & { calls: string[]; noteKeys: string[] } {
  const calls: string[] = [];
  const noteKeys: string[] = [];
  return {
    calls,
    noteKeys,
    createSession: async () => (calls.push('session'), { sessionId: 's-1' }),
    uploadChunk: async (c) => (calls.push(`chunk ${c.sessionId} ${c.seq}`), { ok: true, chunkTranscript: `t${c.seq}` }),
    createSessionNote: async (id, _options, key) => (calls.push(`note ${id}`), noteKeys.push(key), note),
    getSessionNote: async (id) => {
      calls.push(`get note ${id}`);
      throw new ApiError(404, 'not_found', 'no note yet');
    },
    ...overrides,
  };
}

afterEach(() => vi.useRealTimers());

describe('visit session', () => {
  it('when a visit starts while the server is away, then chunks wait and the session is created once it answers', async () => {
    let down = true;
    const api = fakeApi();
    const createSession = api.createSession;
    api.createSession = async () => {
      if (down) throw new ApiError(0, 'network', 'offline');
      return createSession();
    };
    const session = new VisitSession({ api, store: openChunkStore(`visit-${++n}`), visits: memoryVisits(), backoff: { baseMs: 5, maxMs: 20 } });
    session.begin('en', { language: 'sv' });
    await session.addChunk(new Blob(['a']));
    await session.addChunk(new Blob(['b']));
    await new Promise((r) => setTimeout(r, 30));
    expect(session.getSnapshot().chunks.map((c) => c.status)).toEqual(['pending', 'pending']);
    down = false;
    await session.finish({ language: 'sv' });
    expect(api.calls).toEqual(['session', 'chunk s-1 0', 'chunk s-1 1', 'note s-1']);
    expect(session.getSnapshot()).toMatchObject({ phase: 'done', note });
  });

  it('when the page is reloaded mid-visit, then the new page continues the same visit and sends what was left', async () => {
    const visits = memoryVisits();
    const name = `visit-${++n}`;
    const first = new VisitSession({ api: fakeApi({ uploadChunk: () => new Promise(() => {}) }), store: openChunkStore(name), visits });
    first.begin('en', { language: 'sv', template: 'soap' });
    await first.addChunk(new Blob(['a']));
    await first.addChunk(new Blob(['b']));
    first.detach();

    const api = fakeApi();
    const second = new VisitSession({ api, store: openChunkStore(name), visits });
    await second.attach();
    expect(second.getSnapshot()).toMatchObject({ phase: 'open', resumed: true, visit: { language: 'en', noteOptions: { template: 'soap' }, nextSeq: 2 } });
    await second.finish({ language: 'sv' });
    expect(api.calls.filter((c) => c.startsWith('chunk'))).toEqual(['chunk s-1 0', 'chunk s-1 1']);
    expect(visits.saved).toBeUndefined(); // closed after the note
  });

  it('when nothing with speech was recorded, then no note is asked for and the clinician is told', async () => {
    const api = fakeApi();
    const session = new VisitSession({ api, store: openChunkStore(`visit-${++n}`), visits: memoryVisits() });
    session.begin('en', {});
    await session.finish({});
    expect(api.calls).toEqual([]);
    expect(session.getSnapshot()).toMatchObject({ phase: 'open', error: { code: 'no_speech' } });
  });

  it('when the note request fails, then the visit stays open so the note can be asked for again', async () => {
    const api = fakeApi({ createSessionNote: async () => Promise.reject(new ApiError(502, 'upstream_failed', 'engine down', 'req-9')) });
    const visits = memoryVisits();
    const session = new VisitSession({ api, store: openChunkStore(`visit-${++n}`), visits });
    session.begin('en', {});
    await session.addChunk(new Blob(['a']));
    await session.finish({});
    expect(session.getSnapshot()).toMatchObject({ phase: 'open', error: { code: 'upstream_failed', requestId: 'req-9' } });
    expect(visits.saved?.sessionId).toBe('s-1');
  });

  it('when the server answers the note with 503 and Retry-After, then it is asked again by itself and the note arrives', async () => {
    let busy = 2;
    const api = fakeApi();
    const createSessionNote = api.createSessionNote;
    api.createSessionNote = async (id, options, key) => {
      if (busy-- > 0) throw new ApiError(503, 'not_ready', 'still transcribing', 'req-1', 10);
      return createSessionNote(id, options, key);
    };
    const session = new VisitSession({ api, store: openChunkStore(`visit-${++n}`), visits: memoryVisits() });
    session.begin('en', {});
    await session.addChunk(new Blob(['a']));
    await session.finish({});
    expect(api.calls.filter((c) => c.startsWith('note'))).toEqual(['note s-1']);
    expect(busy).toBe(-1);
    expect(session.getSnapshot()).toMatchObject({ phase: 'done', note });
  });

  it('when the note answer is lost on the network, then the stored note is fetched instead of showing an error', async () => {
    const api = fakeApi();
    api.createSessionNote = async (id, _options, key) => {
      api.calls.push(`note ${id}`);
      api.noteKeys.push(key);
      throw new ApiError(0, 'network', 'Failed to fetch');
    };
    api.getSessionNote = async (id) => (api.calls.push(`get note ${id}`), note);
    const session = new VisitSession({ api, store: openChunkStore(`visit-${++n}`), visits: memoryVisits() });
    session.begin('en', {});
    await session.addChunk(new Blob(['a']));
    await session.finish({});
    expect(api.calls.slice(-2)).toEqual(['note s-1', 'get note s-1']);
    expect(session.getSnapshot()).toMatchObject({ phase: 'done', note, error: undefined });
  });

  it('when the note answer is lost before the note was stored, then it is asked again with the same Idempotency-Key', async () => {
    let lost = 1;
    const api = fakeApi();
    const createSessionNote = api.createSessionNote;
    api.createSessionNote = async (id, options, key) => {
      if (lost-- > 0) {
        api.noteKeys.push(key);
        throw new ApiError(0, 'network', 'Failed to fetch');
      }
      return createSessionNote(id, options, key);
    };
    const visits = memoryVisits();
    const session = new VisitSession({ api, store: openChunkStore(`visit-${++n}`), visits });
    session.begin('en', {});
    await session.addChunk(new Blob(['a']));
    await session.finish({});
    expect(api.calls).toContain('get note s-1');
    expect(api.noteKeys).toHaveLength(2);
    expect(api.noteKeys[0]).toBe(api.noteKeys[1]);
    expect(session.getSnapshot()).toMatchObject({ phase: 'done', note });
  });

  it('when the clinician stops waiting for an unreachable server, then no note is asked for and the chunks keep waiting', async () => {
    const api = fakeApi({ uploadChunk: async () => Promise.reject(new ApiError(0, 'network', 'offline')) });
    const session = new VisitSession({ api, store: openChunkStore(`visit-${++n}`), visits: memoryVisits(), backoff: { baseMs: 5, maxMs: 10 } });
    session.begin('en', {});
    await session.addChunk(new Blob(['a']));
    const finishing = session.finish({});
    await new Promise((r) => setTimeout(r, 20));
    expect(session.getSnapshot().phase).toBe('sending');
    session.cancelFinish();
    expect(session.getSnapshot().phase).toBe('open');
    session.detach();
    await Promise.race([finishing, new Promise((r) => setTimeout(r, 30))]);
    expect(api.calls).not.toContain('note s-1');
  });

  it('when a visit has ended with its note, then the next visit is a new one with a new session', async () => {
    let sessions = 0;
    const api = fakeApi({ createSession: async () => ({ sessionId: `s-${++sessions}` }) });
    const session = new VisitSession({ api, store: openChunkStore(`visit-${++n}`), visits: memoryVisits() });
    const first = session.begin('en', {});
    await session.addChunk(new Blob(['a']));
    await session.finish({});
    session.newVisit();
    expect(session.getSnapshot()).toMatchObject({ phase: 'none', visit: undefined, chunks: [] });
    const second = session.begin('en', {});
    expect(second.visitId).not.toBe(first.visitId);
    await session.addChunk(new Blob(['b']));
    await session.finish({});
    expect(api.calls.filter((c) => c.startsWith('note'))).toEqual(['note s-1', 'note s-2']);
  });

  it('when a visit is discarded, then nothing of it is left', async () => {
    const visits = memoryVisits();
    const session = new VisitSession({ api: fakeApi(), store: openChunkStore(`visit-${++n}`), visits });
    session.begin('en', {});
    session.setElapsed(3000);
    session.discard();
    expect(session.getSnapshot()).toMatchObject({ phase: 'none', visit: undefined, chunks: [] });
    expect(visits.saved).toBeUndefined();
  });
});
