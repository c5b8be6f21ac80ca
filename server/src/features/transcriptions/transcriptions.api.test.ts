import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../../../test/openai-stub.js';
import { bundledFfmpegPath } from '../../audio/ffmpeg-decoder.js';
import { audioForm, auth, FIXTURES, startTestServer, TENANT_A_KEY, type TestServer } from '../../../test/test-server.js';

let stub: OpenAiStub;
let app: TestServer;
const LIMIT = 256 * 1024;

beforeAll(async () => {
  stub = await startOpenAiStub();
  app = await startTestServer({ upstreamUrl: stub.url, maxUploadBytes: LIMIT, upstreamTimeoutMs: 1_500 });
});
afterAll(async () => {
  await app.stop();
  await stub.close();
});
beforeEach(() => stub.reset());

const transcribe = async (fixture: string, fields: Record<string, string> = { language: 'en' }) =>
  fetch(`${app.api}/transcriptions`, { method: 'POST', headers: auth(), body: await audioForm(fixture, fields) });

const tempFiles = () => fs.readdirSync(path.join(app.dataDir, 'tmp'));

describe('POST /transcriptions', () => {
  it.each([
    ['wav', 'audio/wav'],
    ['mp3', 'audio/mpeg'],
    ['m4a', 'audio/mp4'],
    ['ogg', 'audio/ogg'],
    ['webm', 'audio/webm'],
    ['flac', 'audio/flac'],
  ])('when the audio is %s, then it goes upstream as it is and the transcript comes back', async (ext, type) => {
    const res = await transcribe(`consultation-en.${ext}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ transcript: 'The patient has a sore throat.', language: 'en' });
    const sent = stub.requests[0]!;
    expect(sent.fields).toMatchObject({ model: 'stub-whisper', language: 'en' });
    expect(sent.file).toMatchObject({ type });
  });

  it('when the audio is PCM WAV, then its duration is reported', async () => {
    const body = await (await transcribe('consultation-en.wav')).json();
    expect(body.durationSec).toBeGreaterThan(1);
  });

  it('when the audio is in a container the upstream may not read, then it is re-encoded to FLAC first', async () => {
    const form = await audioForm('consultation-en.m4a', { language: 'en' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adts-'));
    const adts = path.join(dir, 'consultation.aac');
    execFileSync(bundledFfmpegPath(), ['-v', 'error', '-i', path.join(FIXTURES, 'audio', 'consultation-en.m4a'), '-c', 'copy', '-f', 'adts', adts]);
    form.set('file', new File([fs.readFileSync(adts)], 'consultation.aac', { type: 'audio/aac' }));
    const res = await fetch(`${app.api}/transcriptions`, { method: 'POST', headers: auth(), body: form });
    expect(res.status).toBe(200);
    expect(stub.requests[0]!.file).toMatchObject({ type: 'audio/flac' });
    expect((await res.json()).durationSec).toBeGreaterThan(1);
  });

  it('when no language is given, then sv is used', async () => {
    await transcribe('consultation-en.wav', {});
    expect(stub.requests[0]!.fields!.language).toBe('sv');
  });

  it('when no file is sent, then it is 400 missing_input', async () => {
    const form = new FormData();
    form.set('language', 'en');
    const res = await fetch(`${app.api}/transcriptions`, { method: 'POST', headers: auth(), body: form });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('missing_input');
  });

  it.each(['not-audio.webm', 'empty.wav', 'truncated.webm'])('when the file is %s, then it is 400 invalid_audio and the upstream is not called', async (fixture) => {
    const res = await transcribe(fixture);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('invalid_audio');
    expect(stub.requests).toHaveLength(0);
  });

  it.each(['http500', 'timeout', 'malformed', 'missing-fields', 'disconnect'] as const)(
    'when the upstream fails with %s, then it is 502 upstream_failed and temp files are gone',
    async (fault) => {
      stub.transcriptionFault = fault;
      const res = await transcribe('consultation-en.wav');
      expect(res.status).toBe(502);
      expect((await res.json()).code).toBe('upstream_failed');
      await new Promise((r) => setTimeout(r, 50));
      expect(tempFiles()).toEqual([]);
    },
  );

  it('when a request finishes, then no upload is left in the temp dir', async () => {
    await transcribe('consultation-en.wav');
    await transcribe('not-audio.webm');
    await new Promise((r) => setTimeout(r, 50));
    expect(tempFiles()).toEqual([]);
  });
});

describe('upload size limit', () => {
  it.each([LIMIT + 1, LIMIT * 100])('when the declared Content-Length is %i, over the limit, then it is 413 before the body is read', async (length) => {
    const started = Date.now();
    const { status, body } = await rawRequest({
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(length),
    }, undefined);
    expect(status).toBe(413);
    expect(JSON.parse(body).code).toBe('payload_too_large');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('when a chunked body without length grows over the limit, then it is cut off with 413', async () => {
    const boundary = 'anteckna-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
    const { status, body } = await rawRequest(
      { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      [Buffer.from(head), Buffer.alloc(LIMIT * 2, 1), Buffer.from(`\r\n--${boundary}--\r\n`)],
    );
    expect(status).toBe(413);
    expect(JSON.parse(body).code).toBe('payload_too_large');
    await new Promise((r) => setTimeout(r, 100));
    expect(tempFiles()).toEqual([]);
  });
});

function rawRequest(headers: Record<string, string>, parts: Buffer[] | undefined): Promise<{ status: number; body: string }> {
  const url = new URL(`${app.api}/transcriptions`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...headers, authorization: `Bearer ${TENANT_A_KEY}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', (error) => reject(error));
    if (parts) {
      for (const part of parts) req.write(part);
      req.end();
    } else {
      req.flushHeaders(); // headers only: the server must answer without the body
    }
  });
}
