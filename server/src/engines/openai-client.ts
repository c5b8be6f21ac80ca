/**
 * A minimal client for OpenAI-compatible multipart uploads (audio transcriptions on OpenAI,
 * vLLM, LocalAI, speaches...). Any failure (network, timeout, non-2xx, unreadable body)
 * becomes an UpstreamError; callers map it to 502. Chat completions go through the
 * official SDK instead (engines/notes/openai/chat-upstream.ts), which maps its errors to
 * the same UpstreamError.
 *
 * Built on node:http(s) with keep-alive sockets and a streamed multipart body: a chunk
 * costs one request on a warm connection, and audio is never held whole in memory.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface OpenAiEndpoint {
  /** Base URL ending in /v1. */
  url: string;
  apiKey?: string;
  timeoutMs: number;
}

/** A remote engine failed or timed out; the error mapping answers it 502 `upstream_failed`. */
export class UpstreamError extends Error {
  /** Which step failed, named in the answer; set by the engine that called the upstream. */
  step?: 'transcription' | 'note generation';

  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** A multipart form of text fields and one file, in memory or read from disk as it is sent. */
export interface MultipartBody {
  fields: Record<string, string>;
  file: { field: string; name: string; type: string } & ({ bytes: Buffer } | { path: string });
}

/** An upstream answer larger than this is not a transcript or a note. */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

export async function postToUpstream(
  endpoint: OpenAiEndpoint,
  path: string,
  body: MultipartBody,
  signal: AbortSignal,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  const payload = await multipartPayload(body);
  let response: { status: number; text: string };
  try {
    response = await send(new URL(`${endpoint.url}${path}`), endpoint.apiKey, payload, combined);
  } catch (error) {
    signal.throwIfAborted();
    if (timeout.aborted) throw new UpstreamError(`timed out after ${endpoint.timeoutMs} ms`);
    if (error instanceof UpstreamError) throw error;
    throw new UpstreamError(`request failed: ${(error as Error).message}`);
  }
  // The body of a failed upstream call may echo patient text, so only the status is kept.
  if (response.status < 200 || response.status >= 300) throw new UpstreamError(`answered HTTP ${response.status}`, response.status);
  try {
    return JSON.parse(response.text);
  } catch {
    throw new UpstreamError('answered with a body that is not JSON');
  }
}

interface Payload {
  contentType: string;
  length: number;
  /** The whole body, or a fresh stream of it per call so a request can be sent again. */
  body: Buffer | (() => Readable);
}

async function multipartPayload({ fields, file }: MultipartBody): Promise<Payload> {
  const boundary = `anteckna-${randomUUID()}`;
  const quote = (s: string) => s.replace(/["\r\n\\]/g, '_');
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${quote(file.field)}"; filename="${quote(file.name)}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  if ('bytes' in file) {
    const body = Buffer.concat([head, file.bytes, tail]);
    return { contentType, length: body.length, body };
  }
  const { path } = file;
  const { size } = await fs.promises.stat(path);
  async function* parts() {
    yield head;
    yield* fs.createReadStream(path, { highWaterMark: 256 * 1024 });
    yield tail;
  }
  return { contentType, length: head.length + size + tail.length, body: () => Readable.from(parts()) };
}

async function send(url: URL, apiKey: string | undefined, payload: Payload, signal: AbortSignal): Promise<{ status: number; text: string }> {
  const client = url.protocol === 'https:' ? https : http;
  const agent = agents[url.protocol as keyof typeof agents];
  for (let attempt = 0; ; attempt++) {
    const request = client.request(url, {
      method: 'POST',
      agent,
      signal,
      headers: {
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        'content-type': payload.contentType,
        'content-length': payload.length,
        accept: 'application/json',
      },
    });
    const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
    });
    try {
      if (Buffer.isBuffer(payload.body)) request.end(payload.body);
      else await pipeline(payload.body(), request);
      const response = await answered;
      return { status: response.statusCode ?? 0, text: await readBody(response) };
    } catch (error) {
      answered.catch(() => {});
      // A kept-alive socket the server closed meanwhile: Node's documented case for one retry.
      const stale = request.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET';
      if (stale && attempt === 0 && !signal.aborted) continue;
      throw error;
    }
  }
}

async function readBody(response: http.IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const part of response as AsyncIterable<Buffer>) {
      bytes += part.length;
      if (bytes > MAX_RESPONSE_BYTES) {
        response.destroy();
        throw new UpstreamError('answered with a body larger than 8 MB');
      }
      parts.push(part);
    }
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    throw new UpstreamError(`response broken off: ${(error as Error).message}`);
  }
  if (!response.complete) throw new UpstreamError('response broken off');
  return Buffer.concat(parts).toString('utf8');
}
