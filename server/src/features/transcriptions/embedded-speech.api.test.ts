/**
 * The default install's speech engine behind the API: multilingual Whisper small on real
 * read Swedish (Common Voice clips, CC0, in test/fixtures/speech-sv), in the worker pool.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/api.schema.js';
import { createEmbeddedTranscriber, type EmbeddedTranscriber } from '../../engines/speech/embedded/embedded-transcriber.js';
import { createEmbeddedNoteGenerator } from '../../engines/notes/embedded/embedded-note-generator.js';
import { audioForm, auth, FIXTURES, startTestServer, tempDataDir, type TestServer } from '../../../test/test-server.js';
import { wordErrorRate } from '../../../test/word-error-rate.js';

const SWEDISH = path.join(FIXTURES, 'speech-sv');
const clips = fs
  .readdirSync(SWEDISH)
  .filter((f) => f.startsWith('common_voice') && f.endsWith('.wav'))
  .map((file) => ({ fixture: `../speech-sv/${file}`, reference: fs.readFileSync(path.join(SWEDISH, file.replace(/\.wav$/, '.txt')), 'utf8').trim() }));

let engine: EmbeddedTranscriber;
let app: TestServer;

beforeAll(async () => {
  engine = createEmbeddedTranscriber({ cacheDir: path.join(tempDataDir(), 'models') });
  app = await startTestServer({ transcriber: engine, noteGenerator: createEmbeddedNoteGenerator() });
});
afterAll(async () => {
  await app.stop();
  await engine.close();
});

const transcribe = async (fixture: string, fields: Record<string, string> = { language: 'sv' }) => {
  const res = await fetch(`${app.api}/transcriptions`, { method: 'POST', headers: auth(), body: await audioForm(fixture, fields) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { transcript: string }).transcript;
};

describe('embedded Whisper small behind the API', () => {
  it('when capabilities are asked, then all eight languages are transcribed', async () => {
    const caps = (await (await fetch(`${app.api}/capabilities`, { headers: auth() })).json()) as { transcription: { name: string; languages: string[] }; defaultLanguage: string };
    expect(caps.transcription.languages).toEqual([...LANGUAGES]);
    expect(caps.transcription.languages).toContain(caps.defaultLanguage);
  });

  it('when the 11 read Swedish clips are transcribed, then the word error rate over the set is at most 30 %', async () => {
    let errors = 0;
    let words = 0;
    for (const clip of clips) {
      const { errors: e, words: w } = wordErrorRate(clip.reference, await transcribe(clip.fixture));
      errors += e;
      words += w;
    }
    const wer = errors / words;
    console.log(`Swedish WER over ${clips.length} clips: ${(wer * 100).toFixed(1)} % (${errors} errors / ${words} words)`);
    expect(clips).toHaveLength(11);
    expect(wer).toBeLessThanOrEqual(0.3);
  }, 600_000);

  it('when a visit sends Swedish chunks without a language field, then the transcript and the note are Swedish', async () => {
    const session = (await (await fetch(`${app.api}/sessions`, { method: 'POST', headers: auth() })).json()) as { sessionId: string };
    const chunks = [clips[0]!, clips[9]!, clips[10]!];
    for (const [seq, clip] of chunks.entries()) {
      const res = await fetch(`${app.api}/sessions/${session.sessionId}/chunks`, { method: 'POST', headers: auth(), body: await audioForm(clip.fixture, { seq: String(seq) }) });
      expect(res.status).toBe(200);
      const { chunkTranscript } = (await res.json()) as { chunkTranscript: string };
      expect(wordErrorRate(clip.reference, chunkTranscript).errors).toBeLessThanOrEqual(1);
    }
    const res = await fetch(`${app.api}/sessions/${session.sessionId}/notes`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
    const { transcript, note } = (await res.json()) as { transcript: string; note: { sections: { sectionName: string }[]; combined: string } };
    expect(transcript.toLowerCase()).toContain('samma nummer');
    expect(transcript.toLowerCase()).toContain('tala klart');
    expect(note.sections.map((s) => s.sectionName)).toEqual(expect.arrayContaining(['Anamnes', 'Bedömning']));
    expect(note.combined).toContain('Anamnes');
  }, 300_000);

  it('when the model is working on a chunk, then the server still answers other requests meanwhile', async () => {
    const working = transcribe(clips[6]!.fixture);
    while (engine.stats().running === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const pings: number[] = [];
    for (let i = 0; i < 3; i++) pings.push((await fetch(`${app.api}/ping`, { headers: auth() })).status);
    // Inference on the main thread would hold these pings until the window is done.
    expect(engine.stats().running).toBe(1);
    expect(pings).toEqual([200, 200, 200]);
    expect(await working).not.toBe('');
  }, 120_000);

  it.each(['silence.wav', '../speech-sv/click-0.5s.wav', '../speech-sv/room-noise-3s.wav'])(
    'when a chunk is %s and nobody speaks, then its transcript is empty rather than invented words',
    async (fixture) => {
      expect(await transcribe(fixture)).toBe('');
    },
    120_000,
  );
});

describe('an embedded engine that cannot transcribe a language', () => {
  it('when tiny.en is selected and Swedish is asked for, then it is 400 invalid_field naming the supported languages and the way to Swedish', async () => {
    const englishOnly = createEmbeddedTranscriber({ cacheDir: path.join(tempDataDir(), 'models'), englishOnly: true });
    const server = await startTestServer({ transcriber: englishOnly });
    try {
      const caps = (await (await fetch(`${server.api}/capabilities`, { headers: auth() })).json()) as { transcription: { languages: string[] } };
      expect(caps.transcription.languages).toEqual(['en']);
      const res = await fetch(`${server.api}/transcriptions`, { method: 'POST', headers: auth(), body: await audioForm('consultation-en.wav', { language: 'sv' }) });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const body = (await res.json()) as { code: string; detail: string };
      expect(body.code).toBe('invalid_field');
      expect(body.detail).toContain('supported: en');
      expect(body.detail).toContain('ANTECKNA_STT_EMBEDDED_MODEL=small');
    } finally {
      await server.stop();
      await englishOnly.close();
    }
  });
});
