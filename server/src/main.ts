/**
 * The one entry point: reads configuration, wires engines and store, listens, purges idle
 * sessions, and drains in-flight requests on SIGTERM.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { setFfmpegPath } from './audio/ffmpeg-decoder.js';
import { createEngines } from './engines/create-engines.js';
import { addKeyToFile, ApiKeyRegistry, keysFilePath } from './features/auth/api-key-registry.js';
import { PostgresRateLimiter } from './features/rate-limit/postgres-rate-limiter.js';
import { MemoryRateLimiter } from './features/rate-limit/rate-limiter.js';
import { createLogger } from './lib/logger.js';
import { createStore } from './storage/create-store.js';
import { SqliteSessionStore } from './storage/sqlite-session-store.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const tempDir = path.join(config.dataDir, 'tmp');
  fs.rmSync(tempDir, { recursive: true, force: true }); // uploads of a previous run are never needed again
  fs.mkdirSync(tempDir, { recursive: true });
  if (config.ffmpegPath) setFfmpegPath(config.ffmpegPath);

  const firstKey = config.apiKeys === undefined && !fs.existsSync(keysFilePath(config.dataDir))
    ? addKeyToFile(keysFilePath(config.dataDir), 'default').key
    : undefined;
  const keys = ApiKeyRegistry.fromConfig(config.apiKeys, config.dataDir);
  const store = await createStore(config);
  if (store instanceof SqliteSessionStore) store.expireAllLeases();
  const { transcriber, noteGenerator } = await createEngines(config);
  if (config.preloadModels) await (transcriber as { warmUp?: () => Promise<void> }).warmUp?.();

  const { express: app, sessions } = createApp({
    version,
    logger,
    keys,
    store,
    transcriber,
    noteGenerator,
    tempDir,
    maxUploadBytes: config.maxUploadBytes,
    noteWaitMs: config.noteWaitMs,
    chunkLeaseMs: config.chunkLeaseMs,
    webDir: path.join(root, 'dist/web'),
    corsOrigins: config.corsOrigins,
    ...(config.rateLimitPerMinute > 0
      ? {
          rateLimiter: config.databaseUrl
            ? new PostgresRateLimiter(config.databaseUrl, { perMinute: config.rateLimitPerMinute })
            : new MemoryRateLimiter({ perMinute: config.rateLimitPerMinute }),
        }
      : {}),
  });

  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // Requests the HTTP parser refuses (oversized headers, garbage) still get a problem+json body.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({
      type: 'about:blank',
      title: status === 431 ? 'Request Header Fields Too Large' : 'Bad Request',
      status,
      detail: status === 431 ? 'The request headers are too large.' : 'The request could not be parsed.',
      code: 'invalid_field',
      requestId: randomUUID(),
    });
    socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
  server.requestTimeout = 0; // long uploads and transcriptions; idle sockets are still timed out
  server.headersTimeout = 30_000;
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info({ port, host: config.host, stt: transcriber.name, notes: noteGenerator.name, store: store.kind }, 'listening');
  console.log(`Anteckna is running at http://${shownHost}:${port}/`);
  if (firstKey) {
    console.log(
      `\nA first API key was created (only its hash is stored, in ${keysFilePath(config.dataDir)}).\n` +
        `Keep it now; it is not shown again:\n  ${firstKey}\n` +
        `Open the web app signed in:\n  http://${shownHost}:${port}/#key=${firstKey}\n`,
    );
  } else if (keys.size === 0) {
    console.log('No API key is active: add one with `npm run keys -- add <tenant>`.');
  }

  const background = new AbortController();
  const housekeeping = async () => {
    try {
      const purged = await store.purgeIdle(new Date(Date.now() - config.sessionTtlMs));
      if (purged) logger.info({ purged }, 'purged idle sessions');
      const recovered = await sessions.recoverOrphanedChunks(background.signal);
      if (recovered) logger.info({ recovered }, 'recovered orphaned chunks');
    } catch (error) {
      logger.warn({ err: (error as Error).name }, 'housekeeping failed');
    }
  };
  void housekeeping();
  const timer = setInterval(housekeeping, Math.min(config.sessionTtlMs, 5 * 60_000));
  timer.unref();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    clearInterval(timer);
    server.close(async () => {
      background.abort();
      await Promise.allSettled([store.close(), transcriber.close?.(), noteGenerator.close?.()]);
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 30_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (error) => logger.error({ err: (error as Error)?.name }, 'unhandled rejection'));
}

void main();
