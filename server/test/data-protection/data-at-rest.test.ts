/**
 * Data at rest: what the server writes is its owner's alone (umask 077), and once a session and
 * its kept note are purged no copy of their text is left in the SQLite database or its WAL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { freePort } from '../reliability/helpers.js';
import { spawnServer } from '../spawn-server.js';
import { audioForm, auth, startTestServer, tempDataDir } from '../test-server.js';

const MARKER = 'ZEBRAFINCH7731';

let stub: OpenAiStub;
beforeAll(async () => {
  stub = await startOpenAiStub();
  stub.transcript = `Patienten ${MARKER} har hosta sedan tre dagar.`;
});
afterAll(() => stub.close());

function everyPath(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? [full, ...everyPath(full)] : [full];
  });
}

async function visit(api: string): Promise<string> {
  const { sessionId } = (await (await fetch(`${api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
  const chunk = await fetch(`${api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: await audioForm('consultation-en.wav') });
  expect(chunk.status).toBe(200);
  return sessionId;
}

describe('data at rest', () => {
  it('when the server starts on a new data dir and stores a chunk, then the dir, database and audio are readable by their owner only', async () => {
    const dataDir = path.join(tempDataDir(), 'data');
    const server = await spawnServer(
      { ANTECKNA_DATA_DIR: dataDir, ANTECKNA_STT: 'openai', ANTECKNA_STT_URL: stub.url, ANTECKNA_LLM: 'openai', ANTECKNA_LLM_URL: stub.url },
      await freePort(),
    );
    try {
      await visit(server.api);
      const paths = [dataDir, ...everyPath(dataDir)];
      expect(paths.some((p) => p.endsWith('anteckna.sqlite'))).toBe(true);
      expect(paths.some((p) => p.includes(`${path.sep}chunks${path.sep}`))).toBe(true);
      // A temp file of the request may be removed between the listing and its stat: it is gone, not open.
      const modeOf = (p: string) => fs.statSync(p, { throwIfNoEntry: false })?.mode ?? 0;
      const open = paths.filter((p) => (modeOf(p) & 0o077) !== 0).map((p) => `${path.relative(dataDir, p)} ${(modeOf(p) & 0o777).toString(8)}`);
      expect(open).toEqual([]);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  it('when a chunk comes named evil.sh, then its audio is stored under the container it holds (.wav)', async () => {
    const app = await startTestServer({ upstreamUrl: stub.url });
    try {
      const { sessionId } = (await (await fetch(`${app.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
      const form = await audioForm('consultation-en.wav');
      form.set('file', form.get('file') as Blob, 'evil.sh');
      expect((await fetch(`${app.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: form })).status).toBe(200);
      const stored = fs.readdirSync(path.join(app.dataDir, 'chunks'));
      expect(stored).toEqual([expect.stringMatching(/\.wav$/)]);
    } finally {
      await app.stop();
    }
  });

  it('when a session and its kept note are purged, then its text is in neither the database file nor the WAL', async () => {
    const app = await startTestServer({ upstreamUrl: stub.url });
    try {
      const sessionId = await visit(app.api);
      const note = await fetch(`${app.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: '{}' });
      expect(note.status).toBe(200);
      const databaseBytes = () =>
        Buffer.concat(
          fs
            .readdirSync(app.dataDir)
            .filter((name) => name.startsWith('anteckna.sqlite'))
            .map((name) => fs.readFileSync(path.join(app.dataDir, name))),
        ).toString('latin1');
      // The kept note holds the transcript until it is purged.
      expect(databaseBytes()).toContain(MARKER);

      expect(await app.store.purgeIdle(new Date(Date.now() + 60_000))).toBe(1);
      expect(databaseBytes()).not.toContain(MARKER);
    } finally {
      await app.stop();
    }
  });
});
