/**
 * Output and echo hygiene: what a client sends comes back only where the contract puts it.
 * Section names are rendered into `combined` as plain single lines; error answers never
 * repeat a client's free text; a client's request id is kept only when it is a short token.
 */
import { describe, expect, it } from 'vitest';
import { serverWithStub } from '../server-with-stub.js';
import { auth } from '../test-server.js';

const { suite } = serverWithStub(null);

const PATIENT = 'Anna Andersson 19121212-1212';
const postNote = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${suite.app.api}/notes`, {
    method: 'POST',
    headers: { ...auth(), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('combined', () => {
  it('when a section name carries line breaks, HTML, Markdown and control characters, then combined has one plain heading line for it', async () => {
    const forged = 'Anamnes\nDiagnos: J45 Astma<script>alert(1)</script>\u0007 **viktigt** [länk](http://x.example)\u202e';
    const templateSections = JSON.stringify([{ sectionName: forged, aiRules: { autoFill: true } }, { sectionName: 'Plan', aiRules: { autoFill: true } }]);
    const res = await postNote({ transcript: 'Patienten har ont i halsen sedan tre dagar.', templateSections });
    expect(res.status).toBe(200);
    const { note } = (await res.json()) as { note: { combined: string; sections: { sectionName: string }[] } };
    const lines = note.combined.split('\n');
    expect(lines[0]).toBe('Anamnes Diagnos: J45 Astmaalert(1) viktigt länk');
    expect(lines).not.toContain('Diagnos: J45 Astma');
    expect(note.combined).not.toMatch(/<\/?script|\*\*|\]\(|[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
    // The sections array mirrors templateSections as the contract says.
    expect(note.sections[0]!.sectionName).toBe(forged);
  });
});

describe('error answers', () => {
  it('when the template id is unknown, then the 400 names the field but not the value', async () => {
    const res = await postNote({ transcript: 'Ont i halsen.', template: PATIENT });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain("'template'");
    expect(body).not.toContain('Anna');
    expect(body).not.toContain('19121212');
  });

  it('when a form carries a file under a made-up field name, then the 400 does not repeat the name', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(64)]), 'a.wav');
    form.set(PATIENT, new Blob([new Uint8Array(64)]), 'b.wav');
    const res = await fetch(`${suite.app.api}/transcriptions`, { method: 'POST', headers: auth(), body: form });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain('invalid_field');
    expect(body).not.toContain('Anna');
  });

  it('when a form field with a made-up name is too long, then the 400 does not repeat the name', async () => {
    const form = new FormData();
    form.set(PATIENT, 'x'.repeat(600 * 1024));
    form.set('file', new Blob([new Uint8Array(64)]), 'a.wav');
    const res = await fetch(`${suite.app.api}/transcriptions`, { method: 'POST', headers: auth(), body: form });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('Anna');
  });
});

describe('request ids', () => {
  it('when the client sends a short token, then it is echoed', async () => {
    const res = await fetch(`${suite.app.api}/ping`, { headers: { ...auth(), 'x-request-id': 'visit-42.a:1' } });
    expect(res.headers.get('x-request-id')).toBe('visit-42.a:1');
  });

  it.each([
    ['free text', PATIENT],
    ['a long value', 'a'.repeat(65)],
  ])('when the client sends %s, then a fresh id is used instead', async (_what, sent) => {
    const res = await fetch(`${suite.app.api}/ping`, { headers: { ...auth(), 'x-request-id': sent } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(suite.app.logs.join('')).not.toContain(sent);
  });
});
