import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteResponse } from '../../../contract/api.schema.js';
import { createEmbeddedNoteGenerator } from '../../../engines/notes/embedded/embedded-note-generator.js';
import { auth, startTestServer, type TestServer } from '../../../../test/test-server.js';

// The review is computed outside the engines; the upstream engine's side is in test/upstream/note-upstreams.test.ts.
let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ noteGenerator: createEmbeddedNoteGenerator() });
});
afterAll(() => app.stop());

const TRANSCRIPT =
  'Läkaren: Vad kan jag hjälpa dig med? Patienten: Jag har haft ont i halsen i tre dagar och feber, 38,5 igår kväll. ' +
  'Jag har tagit Alvedon 500 mg två gånger om dagen. Läkaren: Halsen är röd, vänster mandel mer svullen än höger. ' +
  'Jag skriver ut Kåvepenin 1 g tre gånger dagligen i tio dagar.';

describe('review on the embedded engine', () => {
  it('when the embedded engine writes a note, then it carries a review, and what the visit said is not listed', async () => {
    const res = await fetch(`${app.api}/notes`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ transcript: TRANSCRIPT, language: 'sv' }),
    });
    expect(res.status).toBe(200);
    const { note, review } = (await res.json()) as NoteResponse;
    expect(review).toBeDefined();
    expect(note.combined).toContain('500 mg');
    const listed = review!.unsupported.map((u) => u.text).join(' | ');
    for (const said of ['38,5', '500 mg', '1 g', 'Alvedon', 'Kåvepenin', 'vänster', 'höger']) expect(listed).not.toContain(said);
    expect(review!.emptySections.every((name) => note.sections.find((s) => s.sectionName === name)?.content === '')).toBe(true);
  });
});
