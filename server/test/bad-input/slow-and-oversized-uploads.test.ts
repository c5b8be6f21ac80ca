/**
 * Uploads that would hold the server: a body of no declared length far over the limit, and a
 * body trickling in just fast enough to dodge the idle timeout.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.js';
import { startTestServer, TENANT_A_KEY, type TestServer } from '../test-server.js';

const LIMIT = 1024 * 1024;
let stub: OpenAiStub;
let app: TestServer;
beforeAll(async () => {
  stub = await startOpenAiStub();
  app = await startTestServer({ upstreamUrl: stub.url, maxUploadBytes: LIMIT, limits: { uploadDeadlineMs: 1_500 } });
});
afterAll(async () => {
  await app.stop();
  await stub.close();
});

const BOUNDARY = 'xBOUNDARYx';
const head = (port: string) =>
  `POST /api/v1/transcriptions HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${TENANT_A_KEY}\r\n` +
  `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n`;
const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
const chunked = (data: Buffer | string) => Buffer.concat([Buffer.from(`${Buffer.byteLength(data).toString(16)}\r\n`), Buffer.from(data), Buffer.from('\r\n')]);

/** A raw socket that has sent the request head and the file part's header; the answer collects as it comes. */
async function startUpload(): Promise<{ socket: net.Socket; answer: { text: string }; closed: Promise<void> }> {
  const { port } = new URL(app.origin);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => {});
  const answer = { text: '' };
  socket.on('data', (d: Buffer) => (answer.text += d.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(head(port));
  socket.write(chunked(part));
  return { socket, answer, closed };
}

describe('slow and oversized uploads', () => {
  it('when a body of undeclared length crosses the limit, then 413 is answered and the connection closed at once, not after the rest is read', async () => {
    const { socket, answer, closed } = await startUpload();
    let open = true;
    void closed.then(() => (open = false));
    const block = chunked(Buffer.alloc(64 * 1024, 7));
    let sent = 0;
    // Up to 100 times the limit; the server should stop this long before.
    while (open && sent < 100 * LIMIT) {
      if (!socket.write(block)) await Promise.race([new Promise((r) => socket.once('drain', r)), closed]);
      sent += 64 * 1024;
    }
    await closed;
    expect(answer.text).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.text).toContain('payload_too_large');
    expect(sent).toBeLessThan(20 * LIMIT);
  });

  it('when a body trickles in slower than the upload deadline allows, then it gets 408 and the connection is closed', async () => {
    const { socket, answer, closed } = await startUpload();
    // One byte every 200 ms: never idle for long, never done.
    const trickle = setInterval(() => socket.writable && socket.write(chunked('a')), 200);
    await closed;
    clearInterval(trickle);
    expect(answer.text).toMatch(/^HTTP\/1\.1 408/);
    expect(answer.text).toContain('did not arrive within');
  });
});
