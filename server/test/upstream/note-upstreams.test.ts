/**
 * The OpenAI-compatible note path against chat servers as they are, each a real loopback
 * HTTP server: (a) a strict schema follower that never reads the prompt, (b) a prose
 * follower that fences its JSON, (c) a server that refuses `json_schema`, (d) Azure's
 * paths and headers, (e) a model that invents a drug, a dose and a side, (f) a model whose
 * context is too small for a 60-minute visit. Each test asserts what the server sent and
 * what came back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, TASK_CATEGORIES, TASK_PRIORITIES, type NoteResponse } from '../../src/contract/api.schema.js';
import { createOpenAiNoteGenerator, type OpenAiNoteGeneratorOptions } from '../../src/engines/notes/openai-note-generator.js';
import { plainText } from '../../src/features/notes/note-renderer.js';
import { fencedProseFollower, inventingModel, jsonSchemaRefuser, messagesOf, schemaOf, smallContextModel, strictSchemaFollower } from '../note-model-stubs.js';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { freePort, wavOfSamples } from '../reliability/helpers.js';
import { spawnServer } from '../spawn-server.js';
import { auth, startTestServer, type TestServer } from '../test-server.js';

let stub: OpenAiStub;
const servers: TestServer[] = [];
beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  stub.reset();
});
afterAll(() => stub.close());

async function serverWith(options: Partial<OpenAiNoteGeneratorOptions> = {}): Promise<TestServer> {
  const app = await startTestServer({
    upstreamUrl: stub.url,
    noteGenerator: createOpenAiNoteGenerator({ url: stub.url, model: 'stub-llm', apiKey: 'upstream-secret', timeoutMs: 5_000, ...options }),
  });
  servers.push(app);
  return app;
}
const postNote = (app: TestServer, body: Record<string, unknown>) =>
  fetch(`${app.api}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify(body) });
const chats = () => stub.requests.filter((r) => r.path === '/chat/completions');

const TRANSCRIPT = 'Patienten har haft ont i halsen i tre dagar och feber 38,5. Inga läkemedel. Halsen är röd.';

describe('(a) a strict schema follower that never reads the prompt', () => {
  it('when it answers any value valid against the schema sent, then the note is 200 with exactly the requested sections', async () => {
    const app = await serverWith();
    const sectionName = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
    const sections = fc.uniqueArray(fc.record({ sectionName, aiRules: fc.record({ autoFill: fc.boolean() }) }), {
      minLength: 1,
      maxLength: 8,
      selector: (s) => s.sectionName.trim().toLowerCase(),
    });
    await fc.assert(
      fc.asyncProperty(sections, fc.constantFrom(...LANGUAGES), fc.integer(), async (templateSections, language, seed) => {
        stub.reset();
        let answered: Record<string, unknown> = {};
        const follower = strictSchemaFollower(seed);
        stub.chatModel = (request, index) => {
          const reply = follower(request, index);
          answered = JSON.parse(reply.content!) as Record<string, unknown>;
          return reply;
        };
        const res = await postNote(app, { transcript: TRANSCRIPT, language, templateSections: JSON.stringify(templateSections) });
        expect(res.status).toBe(200);
        const { note, review } = (await res.json()) as NoteResponse;

        const requested = templateSections.map((s) => s.sectionName.trim());
        const autoFilled = templateSections.filter((s) => s.aiRules.autoFill).map((s) => s.sectionName.trim());
        const schema = schemaOf(chats()[0]!.json!) as { properties: { sections: { required: string[] } } };
        expect(schema.properties.sections.required).toEqual(autoFilled);
        expect(chats()).toHaveLength(1);

        const answeredSections = answered.sections as Record<string, string>;
        expect(note.sections.map((s) => s.sectionName)).toEqual(requested);
        for (const [i, s] of note.sections.entries()) {
          expect(s.content).toBe(templateSections[i]!.aiRules.autoFill ? plainText(answeredSections[s.sectionName]!) : '');
        }
        expect(note.cause).toBe(plainText(answered.cause as string));
        expect(review?.emptySections).toEqual(note.sections.filter((s, i) => templateSections[i]!.aiRules.autoFill && !s.content).map((s) => s.sectionName));
      }),
      { numRuns: 40 },
    );
  });

  it('when a note is asked, then the schema sent closes every object and carries the enums and the code pattern', async () => {
    const app = await serverWith();
    stub.chatModel = strictSchemaFollower(1);
    expect((await postNote(app, { transcript: TRANSCRIPT, language: 'sv' })).status).toBe(200);
    const request = chats()[0]!.json!;
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'clinical_note', strict: true } });
    expect(request.max_tokens).toBe(4096);
    const schema = schemaOf(request) as Record<string, any>;
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.sections.required).toEqual(['Kontaktorsak', 'Anamnes', 'Status', 'Bedömning', 'Planering']);
    expect(schema.properties.sections.additionalProperties).toBe(false);
    expect(schema.properties.tasks.items.properties.category.enum).toEqual([...TASK_CATEGORIES]);
    expect(schema.properties.tasks.items.properties.priority.enum).toEqual([...TASK_PRIORITIES]);
    expect(schema.properties.diagnoses.items.properties.code.pattern).toBe('^[A-Z][0-9]{2}(\\.[0-9]{1,2})?[A-Z0-9]?$');
  });

  it('when a session is turned into a note through it, then the note is 200 and the session closes', async () => {
    const app = await serverWith();
    stub.chatModel = strictSchemaFollower(7);
    const { sessionId } = (await (await fetch(`${app.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
    const form = new FormData();
    form.set('file', new Blob([wavOfSamples(8_000)]), 'chunk.wav');
    form.set('language', 'en');
    expect((await fetch(`${app.api}/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: form })).status).toBe(200);
    const res = await fetch(`${app.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: '{"language":"en"}' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as NoteResponse).review).toBeDefined();
  });
});

describe('(b) a prose follower that wraps its JSON in a Markdown fence', () => {
  it('when it answers, then the fence and prose are stripped, sections read from its list, and its task category mapped', async () => {
    const app = await serverWith();
    stub.chatModel = fencedProseFollower;
    const res = await postNote(app, { transcript: TRANSCRIPT, language: 'en' });
    expect(res.status).toBe(200);
    const { note } = (await res.json()) as NoteResponse;
    expect(note.sections.map((s) => s.content)).toEqual(note.sections.map((s) => `Content for ${s.sectionName}.`));
    expect(note.tasks['0']).toMatchObject({ title: 'Follow-up', category: 'follow_up', priority: 'low' });
    expect(chats()).toHaveLength(1);
    const [system, user] = messagesOf(chats()[0]!.json!);
    expect(system!.content).toContain('- "Reason for visit"');
    expect(user!.content).toBe(`Transcript:\n${TRANSCRIPT}`);
  });
});

describe('(c) a server that answers 400 to json_schema', () => {
  it('when the first note is asked, then it is asked again with json_object and the schema in the prompt, and later notes go straight to json_object', async () => {
    const app = await serverWith();
    stub.chatModel = jsonSchemaRefuser;
    expect((await postNote(app, { transcript: TRANSCRIPT, language: 'sv' })).status).toBe(200);
    expect(chats().map((r) => (r.json!.response_format as { type: string }).type)).toEqual(['json_schema', 'json_object']);
    const system = messagesOf(chats()[1]!.json!)[0]!.content;
    expect(system).toContain('"Kontaktorsak":{"type":"string"}');

    stub.requests.length = 0;
    const second = await postNote(app, { transcript: TRANSCRIPT, language: 'sv' });
    expect(second.status).toBe(200);
    expect(chats().map((r) => (r.json!.response_format as { type: string }).type)).toEqual(['json_object']);
    expect(((await second.json()) as NoteResponse).note.sections.map((s) => s.sectionName)).toEqual(['Kontaktorsak', 'Anamnes', 'Status', 'Bedömning', 'Planering']);
  });

  it('when a server refuses json_object as well, then it is 502 upstream_failed and json_schema is still asked next time', async () => {
    const app = await serverWith();
    stub.chatModel = () => ({ status: 400 });
    const res = await postNote(app, { transcript: TRANSCRIPT });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { code: string }).code).toBe('upstream_failed');
    stub.requests.length = 0;
    stub.chatModel = strictSchemaFollower(3);
    expect((await postNote(app, { transcript: TRANSCRIPT })).status).toBe(200);
    expect(chats().map((r) => (r.json!.response_format as { type: string }).type)).toEqual(['json_schema']);
  });
});

describe('(d) Azure OpenAI', () => {
  const origin = () => new URL(stub.url).origin;

  it('when configured with a deployment URL and an api-version, then the deployment path, api-version and api-key header are used', async () => {
    const app = await serverWith({ url: `${origin()}/openai/deployments/notes-gpt4o`, azureApiVersion: '2024-10-21', apiKey: 'azure-key' });
    stub.chatModel = strictSchemaFollower(4);
    expect((await postNote(app, { transcript: TRANSCRIPT })).status).toBe(200);
    const [sent] = chats();
    expect(sent).toMatchObject({ deployment: 'notes-gpt4o', query: '?api-version=2024-10-21', apiKey: 'azure-key' });
    expect(sent!.authorization).toBeUndefined();
  });

  it('when the server process is configured by environment, then its notes go to the deployment with the configured output limit', async () => {
    stub.chatModel = strictSchemaFollower(6);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-azure-'));
    const server = await spawnServer(
      {
        ANTECKNA_DATA_DIR: dataDir,
        ANTECKNA_STT: 'openai',
        ANTECKNA_STT_URL: stub.url,
        ANTECKNA_LLM: 'openai',
        ANTECKNA_LLM_URL: `${origin()}/openai/deployments/notes-gpt4o`,
        ANTECKNA_LLM_API_KEY: 'azure-key',
        ANTECKNA_LLM_AZURE_API_VERSION: '2024-10-21',
        ANTECKNA_LLM_MAX_OUTPUT_TOKENS: '2000',
        ANTECKNA_LLM_CONTEXT_TOKENS: '16000',
      },
      await freePort(),
    );
    try {
      const res = await fetch(`${server.api}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ transcript: TRANSCRIPT }) });
      expect(res.status).toBe(200);
      expect(chats()[0]).toMatchObject({ deployment: 'notes-gpt4o', query: '?api-version=2024-10-21', apiKey: 'azure-key' });
      expect(chats()[0]!.json!.max_tokens).toBe(2000);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when configured with the resource endpoint, then the model names the deployment', async () => {
    const app = await serverWith({ url: origin(), model: 'notes-deployment', azureApiVersion: '2024-10-21', apiKey: 'azure-key' });
    stub.chatModel = strictSchemaFollower(5);
    expect((await postNote(app, { transcript: TRANSCRIPT })).status).toBe(200);
    expect(chats()[0]).toMatchObject({ deployment: 'notes-deployment', query: '?api-version=2024-10-21' });
  });
});

describe('(e) a model that writes what the visit never said', () => {
  it('when it adds "amoxicillin 500 mg" and "höger", then the note keeps them and review.unsupported lists them in their section', async () => {
    const app = await serverWith();
    stub.chatModel = inventingModel;
    const res = await postNote(app, { transcript: TRANSCRIPT, language: 'sv' });
    expect(res.status).toBe(200);
    const { note, review } = (await res.json()) as NoteResponse;
    expect(note.sections.at(-1)!.content).toContain('Amoxicillin 500 mg');
    expect(messagesOf(chats()[0]!.json!)[1]!.content).toContain(TRANSCRIPT);
    expect(messagesOf(chats()[0]!.json!)[0]!.content).toContain('never invent findings, doses, drugs, sides of the body');
    expect(review).toEqual({
      unsupported: [
        { sectionName: 'Planering', text: '500 mg' },
        { sectionName: 'Planering', text: '7 dagar' },
        { sectionName: 'Planering', text: 'höger' },
        { sectionName: 'Planering', text: 'Amoxicillin' },
        { sectionName: 'Diagnoser', text: 'J03.9' },
      ],
      emptySections: ['Anamnes', 'Status', 'Bedömning'],
    });
  });
});

describe('(f) a model whose context is too small for a 60-minute visit', () => {
  it('when the visit is longer than the context, then it is written in parts that each fit, merged, and facts from the first and last minute reach the note', async () => {
    const contextTokens = 8_192;
    const app = await serverWith({ contextTokens, maxOutputTokens: 1_024 });
    const model = smallContextModel(contextTokens);
    stub.chatModel = model;
    // About 130 words a minute for 60 minutes.
    const minutes = Array.from({ length: 60 }, (_, m) =>
      `Minut ${m + 1} börjar. ` + 'Patienten berättar vidare om besvären och läkaren lyssnar och frågar om hur det har varit hemma och på jobbet den senaste tiden. '.repeat(6),
    );
    minutes[0] = `Besöket gäller smärta i vänster knä sedan 14 dagar. ${minutes[0]}`;
    minutes[59] = `${minutes[59]} Vi avslutar med blodtryck 142/88 och återbesök om 3 veckor.`;
    const transcript = minutes.join(' ');
    expect(transcript.split(/\s+/).length).toBeGreaterThan(7_000);

    const res = await postNote(app, { transcript, language: 'sv' });
    expect(res.status).toBe(200);
    const { note, review } = (await res.json()) as NoteResponse;

    const sent = chats().map((r) => messagesOf(r.json!));
    const parts = sent.filter((m) => /is part \d+ of \d+/.test(m[0]!.content));
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(sent).toHaveLength(parts.length + 1);
    expect(sent.at(-1)![1]!.content).toMatch(/^Notes of the parts/);
    expect(model.promptTokens.every((t) => t + 1_024 <= contextTokens)).toBe(true);
    expect(note.sections[0]!.content).toContain('smärta i vänster knä sedan 14 dagar');
    expect(note.sections[0]!.content).toContain('blodtryck 142/88 och återbesök om 3 veckor');
    expect(review?.unsupported).toEqual([]);
  });

  it('when one part of a long visit fails, then it is 502 and no merge is asked', async () => {
    const app = await serverWith({ contextTokens: 8_192, maxOutputTokens: 1_024 });
    const model = smallContextModel(8_192);
    stub.chatModel = (request, index) => (messagesOf(request)[0]!.content.includes('is part 2 of') ? { status: 500 } : model(request, index));
    const transcript = 'Patienten berättar om besvären och läkaren lyssnar. '.repeat(1_500);
    const res = await postNote(app, { transcript, language: 'sv' });
    expect(res.status).toBe(502);
    expect(chats().some((r) => messagesOf(r.json!)[0]!.content.includes('is part 2 of'))).toBe(true);
    expect(chats().some((r) => messagesOf(r.json!)[1]!.content.startsWith('Notes of the parts'))).toBe(false);
  });

  it('when the answer is cut at the output-token limit, then it is 502 and the log line has the token counts but no text', async () => {
    const app = await serverWith({ maxOutputTokens: 900 });
    stub.chatModel = () => ({ content: '{"cause": "Halsont sedan tre', finishReason: 'length', usage: { prompt_tokens: 1234, completion_tokens: 900 } });
    const res = await postNote(app, { transcript: TRANSCRIPT });
    expect(res.status).toBe(502);
    expect(chats()[0]!.json!.max_tokens).toBe(900);
    const line = app.logs.find((l) => l.includes('output-token limit'))!;
    expect(line).toContain('prompt 1234 tokens, completion 900 tokens');
    expect(app.logs.join('')).not.toContain('Halsont');
    expect(app.logs.join('')).not.toContain('ont i halsen');
  });
});
