/**
 * Before a transcript or side note goes to an OpenAI-compatible note model, identity numbers,
 * phone numbers and e-mail addresses are swapped for placeholders; the note that returns has
 * the originals back. The loopback upstream records every byte it was sent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import { createEngines } from '../../src/engines/create-engines.js';
import { messagesOf, proseNote } from '../note-model-stubs.js';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { audioForm, auth, startTestServer, tempDataDir, type TestServer } from '../test-server.js';

const IDENTIFIERS = ['19121212-1212', '121272-1219', '070-123 45 67', 'anna.andersson@example.se'];
const TRANSCRIPT = `Patienten Anna, personnummer 19121212-1212, nås på 070-123 45 67 eller anna.andersson@example.se. Ont i halsen i tre dagar.`;
const SIDE_NOTE = 'Tolk bokad; samordningsnummer för anhörig 121272-1219.';

let stub: OpenAiStub;
beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.reset();
  // A model that copies every placeholder it was sent into the plan and the sections.
  stub.chatModel = (request) => {
    const sent = messagesOf(request).map((m) => m.content).join('\n');
    const placeholders = [...new Set(sent.match(/\[(PERSONAL_ID|PHONE|EMAIL)_\d+\]/g) ?? [])].join(' ');
    return { content: JSON.stringify({ ...proseNote(request, () => `Kontakt: ${placeholders}`), plan: `Ring upp ${placeholders}` }) };
  };
});

async function serverWith(env: Record<string, string>): Promise<TestServer> {
  const dataDir = tempDataDir();
  const config = loadConfig({ ANTECKNA_DATA_DIR: dataDir, ANTECKNA_STT: 'openai', ANTECKNA_STT_URL: stub.url, ANTECKNA_LLM: 'openai', ANTECKNA_LLM_URL: stub.url, ...env });
  const { transcriber, noteGenerator } = await createEngines(config);
  return startTestServer({ dataDir, transcriber, noteGenerator });
}

const sentUpstream = () => JSON.stringify(stub.requests.map((r) => [r.json, r.fields, r.query]));

describe('redaction before the upstream note model', () => {
  it('when a transcript and side note name the patient by numbers and address, then the upstream never sees them and the note has them back', async () => {
    const app = await serverWith({});
    try {
      const res = await fetch(`${app.api}/notes`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json' },
        body: JSON.stringify({ transcript: TRANSCRIPT, sideNote: SIDE_NOTE }),
      });
      expect(res.status).toBe(200);
      const { note, transcript } = (await res.json()) as { transcript: string; note: { plan: string; combined: string } };
      expect(stub.requests.some((r) => r.path === '/chat/completions')).toBe(true);
      const upstream = sentUpstream();
      for (const identifier of IDENTIFIERS) expect(upstream).not.toContain(identifier);
      expect(upstream).not.toContain('0701234567');
      expect(upstream).toContain('Ont i halsen i tre dagar');
      for (const identifier of IDENTIFIERS) {
        expect(note.plan).toContain(identifier);
        expect(note.combined).toContain(identifier);
      }
      expect(transcript).toBe(TRANSCRIPT);
    } finally {
      await app.stop();
    }
  });

  it('when a session note is made from chunks, then the upstream never sees the numbers either', async () => {
    stub.transcript = 'Mitt personnummer är 19121212-1212 och jag har ont i halsen.';
    const app = await serverWith({});
    try {
      const { sessionId } = (await (await fetch(`${app.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
      const chunk = await fetch(`${app.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: await audioForm('consultation-en.wav') });
      expect(chunk.status).toBe(200);
      const res = await fetch(`${app.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(200);
      expect(sentUpstream()).not.toContain('19121212-1212');
      expect(((await res.json()) as { note: { plan: string } }).note.plan).toContain('19121212-1212');
    } finally {
      await app.stop();
    }
  });

  it('when redaction is turned off (ANTECKNA_UPSTREAM_REDACT=false), then the upstream gets the text as it is', async () => {
    const app = await serverWith({ ANTECKNA_UPSTREAM_REDACT: 'false' });
    try {
      const res = await fetch(`${app.api}/notes`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json' },
        body: JSON.stringify({ transcript: TRANSCRIPT }),
      });
      expect(res.status).toBe(200);
      expect(sentUpstream()).toContain('19121212-1212');
    } finally {
      await app.stop();
    }
  });
});
