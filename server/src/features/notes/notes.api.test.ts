import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/api.schema.js';
import { startOpenAiStub, type OpenAiStub } from '../../../test/openai-stub.js';
import { audioForm, auth, startTestServer, type TestServer } from '../../../test/test-server.js';
import { HEADINGS } from '../templates/section-headings.js';

let stub: OpenAiStub;
let app: TestServer;

beforeAll(async () => {
  stub = await startOpenAiStub();
  app = await startTestServer({ upstreamUrl: stub.url, upstreamTimeoutMs: 1_500 });
});
afterAll(async () => {
  await app.stop();
  await stub.close();
});
beforeEach(() => stub.reset());

const TRANSCRIPT = 'Patienten har haft ont i halsen i tre dagar och feber 38,5.';
const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.api}/notes`, {
    method: 'POST',
    headers: { ...auth(), 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const lastChat = () => stub.requests.filter((r) => r.path === '/chat/completions').at(-1)!.json!;
const systemPrompt = () => (lastChat().messages as { role: string; content: string }[])[0]!.content;

describe('POST /notes, transcript mode', () => {
  it('when a transcript is sent, then the note has every field and the upstream got model, schema and language', async () => {
    const res = await postJson({ transcript: TRANSCRIPT });
    expect(res.status).toBe(200);
    const { transcript, note } = await res.json();
    expect(transcript).toBe(TRANSCRIPT);
    expect(note).toEqual({
      cause: 'Sore throat',
      subjective: expect.any(String),
      objective: expect.any(String),
      assessment: expect.any(String),
      plan: expect.any(String),
      diagnoses: ['J02.9 Akut faryngit, ospecificerad (ICD-10-SE)'],
      coding_codes: [{ code: 'J02.9', system: 'ICD-10-SE', description: 'Akut faryngit, ospecificerad' }],
      tasks: { '0': { title: 'Follow-up visit', category: 'follow_up', priority: 'low', description: expect.any(String) } },
      sections: ['Kontaktorsak', 'Anamnes', 'Status', 'Bedömning', 'Planering'].map((sectionName) => ({
        sectionName,
        content: `Content for ${sectionName}.`,
      })),
      combined: expect.any(String),
    });
    const chat = lastChat();
    expect(chat.model).toBe('stub-llm');
    expect(chat.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'clinical_note', strict: true } });
    expect(systemPrompt()).toContain('in Swedish');
    const user = (chat.messages as { content: string }[])[1]!.content;
    expect(user).toContain(TRANSCRIPT);
  });

  it('when the note is rendered, then combined has one heading per section, content below, blank lines between, then diagnoses and tasks', async () => {
    const { note } = await (await postJson({ transcript: TRANSCRIPT })).json();
    expect(note.combined).toBe(
      [
        'Kontaktorsak\nContent for Kontaktorsak.',
        'Anamnes\nContent for Anamnes.',
        'Status\nContent for Status.',
        'Bedömning\nContent for Bedömning.',
        'Planering\nContent for Planering.',
        'Diagnoser\nJ02.9 Akut faryngit, ospecificerad (ICD-10-SE)',
        'Att göra\nFollow-up visit (låg prioritet): Book a follow-up in one week if not improved.',
      ].join('\n\n'),
    );
  });

  it.each(LANGUAGES)('when the output language is %s, then the headings are in that language', async (language) => {
    const res = await postJson({ transcript: TRANSCRIPT, language });
    expect(res.status).toBe(200);
    const { note } = await res.json();
    expect(note.sections.map((s: { sectionName: string }) => s.sectionName)).toEqual([
      HEADINGS.cause[language],
      HEADINGS.history[language],
      HEADINGS.status[language],
      HEADINGS.assessment[language],
      HEADINGS.plan[language],
    ]);
    expect(note.combined.startsWith(HEADINGS.cause[language])).toBe(true);
    expect(note.coding_codes[0].system).toBe(language === 'sv' ? 'ICD-10-SE' : 'ICD-10');
  });

  it('when templateSections is given, then sections mirror it one-to-one and autoFill false stays empty', async () => {
    const templateSections = JSON.stringify([
      { sectionName: 'Aktuellt', aiRules: { autoFill: true } },
      { sectionName: 'Egna noteringar', aiRules: { autoFill: false }, color: 'blue' },
      { sectionName: 'Planering', aiRules: { autoFill: true } },
    ]);
    const { note } = await (await postJson({ transcript: TRANSCRIPT, templateSections, template: 'nurse' })).json();
    expect(note.sections).toEqual([
      { sectionName: 'Aktuellt', content: 'Content for Aktuellt.' },
      { sectionName: 'Egna noteringar', content: '' },
      { sectionName: 'Planering', content: 'Content for Planering.' },
    ]);
    expect(note.combined).toContain('Egna noteringar\n\nPlanering');
  });

  it('when a registered template is chosen, then its sections are used', async () => {
    const { note } = await (await postJson({ transcript: TRANSCRIPT, template: 'nurse' })).json();
    expect(note.sections.map((s: { sectionName: string }) => s.sectionName)).toEqual(['Kontaktorsak', 'Aktuellt', 'Status', 'Åtgärd', 'Planering']);
  });

  it('when template and customTemplate are both given, then template wins; customTemplate alone gives its headings', async () => {
    const customTemplate = '## Besöksorsak\nSkriv kort.\nFynd:\nPLAN FRAMÅT';
    const both = await (await postJson({ transcript: TRANSCRIPT, template: 'dentist', customTemplate })).json();
    expect(both.note.sections[4].sectionName).toBe('Behandling');
    const custom = await (await postJson({ transcript: TRANSCRIPT, customTemplate })).json();
    expect(custom.note.sections.map((s: { sectionName: string }) => s.sectionName)).toEqual(['Besöksorsak', 'Fynd', 'PLAN FRAMÅT']);
    expect(systemPrompt()).toContain('Skriv kort.');
  });

  it('when only primaryProfession is given, then the profession default template is used and named in the prompt', async () => {
    const { note } = await (await postJson({ transcript: TRANSCRIPT, primaryProfession: 'psychologist' })).json();
    expect(note.sections.map((s: { sectionName: string }) => s.sectionName)).toContain('Psykiskt status');
    expect(systemPrompt()).toContain('psychologist');
  });

  it('when a sideNote is given, then it reaches the engine as context', async () => {
    await postJson({ transcript: TRANSCRIPT, sideNote: 'Pollenallergi sedan tidigare.' });
    expect((lastChat().messages as { content: string }[])[1]!.content).toContain('Pollenallergi sedan tidigare.');
  });

  it.each([
    ['language', { language: 'xx' }],
    ['primaryProfession', { primaryProfession: 'wizard' }],
    ['template', { template: 'does-not-exist' }],
    ['templateSections', { templateSections: 'not json' }],
    ['templateSections', { templateSections: '{"sectionName":"x"}' }],
    ['templateSections', { templateSections: '[{"aiRules":{"autoFill":true}}]' }],
    ['templateSections', { templateSections: '[]' }],
  ])('when %s is invalid, then it is 400 invalid_field naming it', async (field, extra) => {
    const res = await postJson({ transcript: TRANSCRIPT, ...extra });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('invalid_field');
    expect(body.detail).toContain(field);
  });

  it.each([
    ['a JSON body without transcript', () => postJson({ language: 'sv' })],
    ['no body at all', () => fetch(`${app.api}/notes`, { method: 'POST', headers: auth() })],
    ['a text/plain body', () => postJson('hello', { 'content-type': 'text/plain' })],
    ['a multipart form without file', async () => {
      const form = new FormData();
      form.set('language', 'sv');
      return fetch(`${app.api}/notes`, { method: 'POST', headers: auth(), body: form });
    }],
  ])('when neither file nor transcript is sent (%s), then it is 400 missing_input', async (_name, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('missing_input');
  });

  it('when the transcript is blank, then it is 400 empty_transcript', async () => {
    const res = await postJson({ transcript: '   \n ' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('empty_transcript');
  });

  it('when the body is not valid JSON, then it is 400 invalid_field', async () => {
    const res = await postJson('{"transcript": ');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('invalid_field');
  });

  it.each(['http500', 'timeout', 'malformed', 'not-json-content', 'disconnect'] as const)(
    'when the note upstream fails with %s, then it is 502 upstream_failed',
    async (fault) => {
      stub.chatFault = fault;
      const res = await postJson({ transcript: TRANSCRIPT });
      expect(res.status).toBe(502);
      expect((await res.json()).code).toBe('upstream_failed');
    },
  );

  it('when the upstream answers without JSON, then the request is retried once, then it is 502', async () => {
    stub.chatFault = 'not-json-content';
    expect((await postJson({ transcript: TRANSCRIPT })).status).toBe(502);
    expect(stub.requests.filter((r) => r.path === '/chat/completions')).toHaveLength(2);
  });

  it('when the upstream answers a note missing its parts, then it is 200 with those sections empty and listed in review', async () => {
    stub.chatFault = 'missing-fields';
    const res = await postJson({ transcript: TRANSCRIPT });
    expect(res.status).toBe(200);
    const { note, review } = await res.json();
    expect(note.cause).toBe('x');
    expect(note.sections.every((s: { content: string }) => s.content === '')).toBe(true);
    expect(review.emptySections).toEqual(note.sections.map((s: { sectionName: string }) => s.sectionName));
    expect(stub.requests.filter((r) => r.path === '/chat/completions')).toHaveLength(1);
  });

  it('when the engine answers Markdown, then combined is still plain text', async () => {
    // The stub's section content is plain; the renderer's own unit test covers stripping.
    const { note } = await (await postJson({ transcript: TRANSCRIPT })).json();
    expect(note.combined).not.toMatch(/\*\*|^#|<[a-z]/m);
  });
});

describe('POST /notes, audio mode', () => {
  it('when an audio file is sent, then it is transcribed and the note made from its text', async () => {
    const res = await fetch(`${app.api}/notes`, {
      method: 'POST',
      headers: auth(),
      body: await audioForm('consultation-en.mp3', { language: 'en', template: 'soap' }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.transcript).toBe('The patient has a sore throat.');
    expect(body.note.sections[0].sectionName).toBe('Reason for visit');
    expect(stub.requests.find((r) => r.path === '/audio/transcriptions')!.fields!.language).toBe('en');
  });

  it('when audioLanguage differs from the output language, then speech is transcribed in audioLanguage', async () => {
    await fetch(`${app.api}/notes`, {
      method: 'POST',
      headers: auth(),
      body: await audioForm('consultation-en.wav', { language: 'sv', audioLanguage: 'en' }),
    });
    expect(stub.requests.find((r) => r.path === '/audio/transcriptions')!.fields!.language).toBe('en');
    expect(systemPrompt()).toContain('in Swedish');
  });

  it('when the options are invalid, then it is 400 before any transcription', async () => {
    const res = await fetch(`${app.api}/notes`, { method: 'POST', headers: auth(), body: await audioForm('consultation-en.wav', { template: 'nope' }) });
    expect(res.status).toBe(400);
    expect(stub.requests).toHaveLength(0);
  });

  it('when the file is not audio, then it is 400 invalid_audio', async () => {
    const res = await fetch(`${app.api}/notes`, { method: 'POST', headers: auth(), body: await audioForm('not-audio.webm') });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('invalid_audio');
  });

  it('when the speech upstream fails, then it is 502', async () => {
    stub.transcriptionFault = 'malformed';
    const res = await fetch(`${app.api}/notes`, { method: 'POST', headers: auth(), body: await audioForm('consultation-en.wav') });
    expect(res.status).toBe(502);
  });
});

describe('GET /templates and /capabilities', () => {
  it('when templates are listed, then each has id, name and sections with autoFill, in the asked language', async () => {
    const sv = await (await fetch(`${app.api}/templates`, { headers: auth() })).json();
    expect(sv.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining(['soap', 'nurse', 'psychologist', 'physiotherapist', 'occupational_therapist', 'dietitian', 'midwife', 'dentist', 'counsellor']));
    expect(sv[0]).toEqual({ id: 'soap', name: expect.any(String), profession: 'physician', sections: expect.arrayContaining([{ sectionName: 'Anamnes', aiRules: { autoFill: true } }]) });
    const de = await (await fetch(`${app.api}/templates?language=de`, { headers: auth() })).json();
    expect(de[0].sections[0].sectionName).toBe('Vorstellungsgrund');
  });

  it('when capabilities are asked, then both engines and their languages are named', async () => {
    const caps = await (await fetch(`${app.api}/capabilities`, { headers: auth() })).json();
    expect(caps.transcription).toMatchObject({ name: 'openai-compatible:stub-whisper', languages: [...LANGUAGES] });
    expect(caps.notes).toMatchObject({ name: 'openai-compatible:stub-llm', translates: true });
    expect(caps.defaultLanguage).toBe('sv');
  });

  it('when the OpenAPI document is fetched, then it lists every endpoint', async () => {
    const doc = await (await fetch(`${app.api}/openapi.json`, { headers: auth() })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/ping', '/transcriptions', '/notes', '/sessions', '/sessions/{sessionId}/chunks', '/sessions/{sessionId}/notes', '/templates', '/capabilities']));
    expect(doc.components.schemas.NoteResponse.properties.note).toBeDefined();
    // The review is an extension: documented, and not required, so clients written to the spec may ignore it.
    expect(doc.components.schemas.NoteResponse.properties.review.properties.unsupported.items.required).toEqual(['sectionName', 'text']);
    expect(doc.components.schemas.NoteResponse.required).not.toContain('review');
  });
});

describe('lenient templateSections', () => {
  it('when templateSections is sent as a JSON array instead of a string, then it is accepted the same way', async () => {
    const res = await postJson({ transcript: TRANSCRIPT, templateSections: [{ sectionName: 'Fritext', aiRules: { autoFill: true } }] });
    expect(res.status).toBe(200);
    expect((await res.json()).note.sections).toEqual([{ sectionName: 'Fritext', content: 'Content for Fritext.' }]);
  });
});
