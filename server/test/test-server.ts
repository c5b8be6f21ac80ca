/**
 * Starts the real app on a real port (0) with a real SQLite database in a temp dir, for API
 * tests. Engines default to the OpenAI-compatible ones pointed at a loopback stub.
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createApp, type AppDeps } from '../src/app.js';
import type { NoteGenerator } from '../src/engines/notes/note-generator.js';
import { createOpenAiNoteGenerator } from '../src/engines/notes/openai-note-generator.js';
import { createOpenAiTranscriber } from '../src/engines/speech/openai-transcriber.js';
import type { Transcriber } from '../src/engines/speech/transcriber.js';
import { ApiKeyRegistry } from '../src/features/auth/api-key-registry.js';
import { memoryRateLimiter } from '../src/features/rate-limit/rate-limiter.js';
import { answerClientError } from '../src/lib/http.js';
import { createLogger } from '../src/lib/logger.js';
import type { SessionStore } from '../src/storage/session-store.js';
import { SqliteSessionStore } from '../src/storage/sqlite-session-store.js';

export const TENANT_A_KEY = 'test-key-tenant-a-0123456789';
export const TENANT_B_KEY = 'test-key-tenant-b-0123456789';

export interface TestServerOptions {
  dataDir?: string;
  upstreamUrl?: string;
  transcriber?: Transcriber;
  noteGenerator?: NoteGenerator;
  store?: SessionStore;
  maxUploadBytes?: number;
  noteWaitMs?: number;
  upstreamTimeoutMs?: number;
  /** Requests per minute per key; unlimited when not set. */
  rateLimitPerMinute?: number;
  /** Failed authentications per minute per client address; unlimited when not set. */
  authFailuresPerMinute?: number;
  corsOrigins?: string[];
  bodyIdleTimeoutMs?: number;
  /** Further app dependencies, as main.ts would pass them (public URL, trusted proxy...). */
  app?: Partial<AppDeps>;
  /** Reliability limits of the app (free disk, upload deadline, quotas, model readiness), as createApp takes them. */
  limits?: Pick<AppDeps, 'minFreeBytes' | 'uploadDeadlineMs' | 'modelReady' | 'maxAudioSeconds' | 'tenantAudioBytesPerHour'>;
}

export interface TestServer {
  origin: string;
  api: string;
  dataDir: string;
  /** Every log line the server wrote, as text. */
  logs: string[];
  server: http.Server;
  store: SessionStore;
  /** Stops the server and deletes its data dir, unless it is kept for a restart. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-test-'));
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDataDir();
  const logs: string[] = [];
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  );
  const store = options.store ?? new SqliteSessionStore(dataDir);
  await store.init();
  const tempDir = path.join(dataDir, 'tmp');
  const endpoint = { url: options.upstreamUrl ?? 'http://127.0.0.1:9/v1', timeoutMs: options.upstreamTimeoutMs ?? 5_000 };
  const { express } = createApp({
    version: '0.0.0-test',
    logger,
    keys: new ApiKeyRegistry(
      [
        { tenant: 'clinic-a', key: TENANT_A_KEY },
        { tenant: 'clinic-b', key: TENANT_B_KEY },
      ],
      [],
    ),
    store,
    transcriber: options.transcriber ?? createOpenAiTranscriber({ ...endpoint, model: 'stub-whisper', apiKey: 'upstream-secret', tempDir }),
    noteGenerator: options.noteGenerator ?? createOpenAiNoteGenerator({ ...endpoint, model: 'stub-llm', apiKey: 'upstream-secret' }),
    tempDir,
    maxUploadBytes: options.maxUploadBytes ?? 500 * 1024 * 1024,
    noteWaitMs: options.noteWaitMs ?? 10_000,
    ...(options.bodyIdleTimeoutMs ? { bodyIdleTimeoutMs: options.bodyIdleTimeoutMs } : {}),
    ...options.limits,
    ...(options.rateLimitPerMinute ? { rateLimiter: memoryRateLimiter({ perMinute: options.rateLimitPerMinute }) } : {}),
    ...(options.authFailuresPerMinute ? { authFailureLimiter: memoryRateLimiter({ perMinute: options.authFailuresPerMinute, name: 'auth-failures' }) } : {}),
    ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
    ...options.app,
  });
  const server = express.listen(0, '127.0.0.1');
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    api: `${origin}/api/v1`,
    dataDir,
    logs,
    server,
    store,
    stop: async ({ keepData = false } = {}) => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const auth = (key = TENANT_A_KEY) => ({ authorization: `Bearer ${key}` });

export const FIXTURES = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'fixtures');

/** A multipart form with a fixture file and fields. */
export async function audioForm(fixture: string, fields: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  const file = path.join(FIXTURES, 'audio', fixture);
  form.set('file', await fs.openAsBlob(file), fixture);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}
