/**
 * The one entry point: reads configuration, wires engines and store, listens, purges idle
 * sessions, and drains in-flight requests on SIGTERM.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { setFfmpegPath } from './audio/ffmpeg-decoder.js';
import { createEngines } from './engines/create-engines.js';
import { addKeyToFile, ApiKeyRegistry, keysFilePath } from './features/auth/api-key-registry.js';
import { PostgresKeyTable } from './features/auth/postgres-key-table.js';
import { PostgresRateLimiter } from './features/rate-limit/postgres-rate-limiter.js';
import { MemoryRateLimiter } from './features/rate-limit/rate-limiter.js';
import { answerClientError } from './lib/http.js';
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
  const tempDir = ownTempDir(path.join(config.dataDir, 'tmp'));
  if (config.ffmpegPath) setFfmpegPath(config.ffmpegPath);

  // With PostgreSQL, keys may also live in its api_keys table, for processes that share no disk.
  const keyTable = config.databaseUrl ? new PostgresKeyTable(config.databaseUrl) : undefined;
  await keyTable?.init();
  const noKeyConfigured = config.apiKeys === undefined && !fs.existsSync(keysFilePath(config.dataDir));
  const firstKey = !noKeyConfigured
    ? undefined
    : keyTable
      ? await keyTable.addFirstKey('default')
      : addKeyToFile(keysFilePath(config.dataDir), 'default').key;
  const keys = ApiKeyRegistry.fromConfig(config.apiKeys, config.dataDir);
  if (keyTable) await keys.followSharedKeys(() => keyTable.all());
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
  server.on('clientError', answerClientError);
  server.requestTimeout = 0; // long uploads and transcriptions; idle sockets are still timed out
  server.headersTimeout = 30_000;
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info({ port, host: config.host, stt: transcriber.name, notes: noteGenerator.name, store: store.kind }, 'listening');
  console.log(`Anteckna is running at http://${shownHost}:${port}/`);
  if (firstKey) {
    console.log(
      `\nA first API key was created (only its hash is stored, in ${keyTable ? 'the api_keys table' : keysFilePath(config.dataDir)}).\n` +
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
      keys.stopFollowingSharedKeys();
      await Promise.allSettled([store.close(), keyTable?.close(), transcriber.close?.(), noteGenerator.close?.()]);
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

/**
 * Uploads are written to `<tmp>/<host>-<pid>`. Several processes may share a data dir (with
 * PostgreSQL), so a start removes only what this host's dead processes left behind.
 */
function ownTempDir(root: string): string {
  const host = os.hostname().replace(/[^\w.-]/g, '_');
  fs.mkdirSync(root, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    const owner = /^(.+)-(\d+)$/.exec(entry);
    if (owner && (owner[1] !== host || isAlive(Number(owner[2])))) continue;
    fs.rmSync(path.join(root, entry), { recursive: true, force: true });
  }
  const dir = path.join(root, `${host}-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return pid !== process.pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

void main();
