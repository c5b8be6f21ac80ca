import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { auth, startTestServer, type TestServer } from '../test-server.js';
import { wavOfSamples } from './helpers.js';

// Words that only the patient's audio, transcript or note could carry.
const SPOKEN = 'Patienten Gunnel Krokstrand har bröstsmärta sedan tisdag';
const SIDE_NOTE = 'Anhörig Sixten Bergqvist ringde om hjärtsvikt';
const SECTION = 'Krokstrands hemsituation';
const AUDIO_MARKER = 'AUDIOMARKER-7f3a9c';
const FILE_NAME = 'Gunnel_Krokstrand_19520101-1234.wav';
const FRAGMENTS = ['Gunnel', 'Krokstrand', 'bröstsmärta', 'Sixten', 'Bergqvist', 'hjärtsvikt', 'Content for', AUDIO_MARKER, Buffer.from(AUDIO_MARKER).toString('base64').slice(0, 16), '19520101'];

/** A valid WAV whose sample bytes spell a marker, so any audio bytes in a log would show. */
function markedWav(): Uint8Array<ArrayBuffer> {
  const wav = Buffer.from(wavOfSamples(8_000));
  for (let at = 44; at + AUDIO_MARKER.length < wav.length; at += 200) wav.write(AUDIO_MARKER, at, 'latin1');
  return new Uint8Array(wav);
}

let stub: OpenAiStub;
let app: TestServer;
beforeAll(async () => {
  stub = await startOpenAiStub();
  app = await startTestServer({ upstreamUrl: stub.url, upstreamTimeoutMs: 500 });
});
afterAll(async () => {
  await app.stop();
  await stub.close();
});

describe('health data never reaches a log line or an error body', () => {
  it('when a whole visit runs, with every kind of failure on the way, then neither the logs nor any error body hold transcript, note, side note, file name or audio', async () => {
    const errorBodies: string[] = [];
    const json = { ...auth(), 'content-type': 'application/json' };
    const call = async (path: string, init: RequestInit) => {
      const res = await fetch(`${app.api}${path}`, init);
      const text = await res.text();
      if (res.status >= 400) errorBodies.push(`${res.status} ${text}`);
      return { status: res.status, text };
    };
    const chunkForm = (seq: number, extra: Record<string, string> = {}) => {
      const form = new FormData();
      form.set('file', new Blob([markedWav()]), FILE_NAME);
      form.set('language', 'en');
      form.set('seq', String(seq));
      for (const [k, v] of Object.entries(extra)) form.set(k, v);
      return form;
    };
    stub.transcript = SPOKEN;
    const { sessionId } = JSON.parse((await call('/sessions', { method: 'POST', headers: auth() })).text) as { sessionId: string };
    const noteBody = { language: 'en', sideNote: SIDE_NOTE, templateSections: JSON.stringify([{ sectionName: SECTION, aiRules: { autoFill: true } }]) };

    // Successes: the texts go through the service and back to the client only.
    expect((await call(`/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: chunkForm(0) })).status).toBe(200);
    expect((await call('/transcriptions', { method: 'POST', headers: auth(), body: chunkForm(0) })).text).toContain('Gunnel');

    // Failures of every kind, each carrying the patient's words somewhere in the request.
    for (const fault of ['http500', 'malformed', 'missing-fields', 'disconnect', 'timeout'] as const) {
      stub.transcriptionFault = fault;
      expect((await call(`/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: chunkForm(1) })).status).toBe(502);
      stub.transcriptionFault = 'none';
      // A chat answer missing fields is a usable note (200, its review lists the empty sections), not a failure.
      if (fault === 'missing-fields') continue;
      stub.chatFault = fault;
      expect((await call(`/sessions/${sessionId}/notes`, { method: 'POST', headers: json, body: JSON.stringify(noteBody) })).status).toBe(502);
      expect((await call('/notes', { method: 'POST', headers: json, body: JSON.stringify({ ...noteBody, transcript: SPOKEN }) })).status).toBe(502);
      stub.chatFault = 'none';
    }
    const invalid: [string, RequestInit][] = [
      // (An unknown `template` id is echoed back to its sender: an id, not health data.)
      ['/notes', { method: 'POST', headers: json, body: JSON.stringify({ transcript: SPOKEN, template: 'no-such-template' }) }],
      ['/notes', { method: 'POST', headers: json, body: JSON.stringify({ transcript: SPOKEN, language: SIDE_NOTE }) }],
      ['/notes', { method: 'POST', headers: json, body: JSON.stringify({ transcript: SPOKEN, primaryProfession: SIDE_NOTE }) }],
      ['/notes', { method: 'POST', headers: json, body: JSON.stringify({ transcript: SPOKEN, templateSections: `[{"sectionName": "${SECTION}"` }) }],
      ['/notes', { method: 'POST', headers: json, body: JSON.stringify({ transcript: SPOKEN, templateSections: JSON.stringify([{ sectionName: SIDE_NOTE.repeat(20) }]) }) }],
      ['/notes', { method: 'POST', headers: json, body: `{"transcript": "${SPOKEN}` }],
      ['/notes', { method: 'POST', headers: json, body: JSON.stringify({ transcript: SPOKEN, sideNote: SIDE_NOTE.repeat(2_000) }) }],
      ['/notes', { method: 'POST', headers: json, body: JSON.stringify({ transcript: 7, sideNote: SIDE_NOTE }) }],
      ['/notes', { method: 'POST', headers: { ...auth(), 'content-type': 'text/plain' }, body: SPOKEN }],
      [`/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: chunkForm(2, { seq: SIDE_NOTE }) }],
      [`/sessions/${sessionId}/chunks`, { method: 'POST', headers: auth(), body: chunkForm(2, { language: SIDE_NOTE }) }],
      [`/sessions/${encodeURIComponent(SIDE_NOTE)}/chunks`, { method: 'POST', headers: auth(), body: chunkForm(2) }],
    ];
    for (const [path, init] of invalid) expect((await call(path, init)).status).toBeLessThan(500);

    // The note itself (holding the section name, the side note and the stub's note text).
    const done = await call(`/sessions/${sessionId}/notes`, { method: 'POST', headers: json, body: JSON.stringify(noteBody) });
    expect(done.status).toBe(200);
    expect(done.text).toContain(`Content for ${SECTION}`);
    // The stub did receive the words, so the test would notice a leak.
    expect(JSON.stringify(stub.requests)).toContain('Sixten');

    const logs = app.logs.join('\n');
    expect(app.logs.length).toBeGreaterThan(30);
    expect(errorBodies.length).toBeGreaterThan(20);
    const leaks = FRAGMENTS.flatMap((fragment) => [
      ...app.logs.filter((line) => line.includes(fragment)).map((line) => `log: ${fragment} in ${line.slice(0, 300)}`),
      ...errorBodies.filter((body) => body.includes(fragment)).map((body) => `error body: ${fragment} in ${body.slice(0, 300)}`),
    ]);
    expect(leaks).toEqual([]);
    expect(logs).toContain('request done');
  });
});
