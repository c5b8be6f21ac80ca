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
import { loadConfigOrExplain } from './config/env.js';
import { createEngines } from './engines/create-engines.js';
import { SYSTEM_TENANT } from './features/audit/audit-log.js';
import { createAuditLog } from './features/audit/create-audit-log.js';
import { ApiKeyRegistry } from './features/auth/api-key-registry.js';
import { memoryRateLimiter, postgresRateLimiter } from './features/rate-limit/rate-limiter.js';
import { answerClientError } from './lib/http.js';
import { createLogger } from './lib/logger.js';
import { sweepTempUploads } from './lib/temp-uploads.js';
import { createKeptNoteStore } from './storage/create-kept-note-store.js';
import { DataCipher } from './storage/data-encryption.js';
import { WebSessions } from './features/web-sign-in/web-sessions.js';
import { createKeyStore } from './storage/create-key-store.js';
import { createStore } from './storage/create-store.js';
import { FileKeyStore } from './storage/file-key-store.js';
import { hashKey } from './storage/key-store.js';
import { createPostgresPool } from './storage/postgres-pool.js';

/** Orphaned files (audio whose removal failed, partial uploads) are removed once this old. */
const SWEEP_AGE_MS = 3600_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

async function main(): Promise<void> {
  // Everything this process creates (data dir, database, audio, uploads, keys) is its owner's alone.
  process.umask(0o077);
  const config = loadConfigOrExplain(process.env);
  if (!config) process.exit(1);
  const logger = createLogger(config.logLevel);
  // A reader of stdout/stderr that went away must not end the server (EPIPE on console output).
  process.stdout.on('error', () => {});
  process.stderr.on('error', () => {});
  // A promise nobody awaited or a throw nobody caught leaves the process in a state no one
  // planned for: log it (type, code and stack only; messages may hold user input) and end, so the
  // supervisor starts a clean process.
  const crash = (what: string) => (error: unknown) => {
    try {
      logger.fatal({ err: { name: (error as Error)?.name, code: (error as { code?: unknown })?.code, stack: (error as Error)?.stack?.split('\n').slice(1, 6).join('\n') } }, what);
    } finally {
      process.exit(1);
    }
  };
  process.on('unhandledRejection', crash('unhandled rejection'));
  process.on('uncaughtException', crash('uncaught exception'));
  fs.mkdirSync(config.dataDir, { recursive: true });
  const tempDir = ownTempDir(path.join(config.dataDir, 'tmp'));

  const pool = config.databaseUrl ? createPostgresPool(config.databaseUrl) : undefined;
  // Keys are added where the keys command adds them; the keys file is read too, also with
  // PostgreSQL, since processes that share a data dir may manage keys there.
  const keyStore = await createKeyStore(config, pool);
  const keyFile = keyStore.kind === 'file' ? keyStore : new FileKeyStore(config.dataDir);
  const audit = await createAuditLog(config.dataDir, pool);
  const firstAdded = config.apiKeys === undefined && (await keyFile.all()).length === 0 ? await keyStore.addFirstKey('default') : undefined;
  const firstKey = firstAdded?.key;
  const webSessions = new WebSessions();
  if (firstAdded) {
    await audit.append({ tenant: firstAdded.stored.tenant, actor: 'system', action: 'key.created', outcome: 'ok', detail: firstAdded.stored.keyId });
  }
  const keys = new ApiKeyRegistry(config.apiKeys ?? [], keyStore === keyFile ? [keyStore] : [keyStore, keyFile]);
  await keys.load();
  const store = await createStore(config, pool);
  const keptNotes = await createKeptNoteStore(config.dataDir, pool);
  const { transcriber, noteGenerator } = await createEngines(config);
  if (config.preloadModels) await transcriber.warmUp?.();

  const { express: app, sessions } = createApp({
    version,
    logger,
    keys,
    store,
    transcriber,
    noteGenerator,
    audit,
    webSessions,
    ...(config.oidc ? { oidc: config.oidc } : {}),
    keptNotes,
    ...(config.dataKey ? { keptNoteSealer: new DataCipher(config.dataKey) } : {}),
    tempDir,
    maxUploadBytes: config.maxUploadBytes,
    noteWaitMs: config.noteWaitMs,
    chunkLeaseMs: config.chunkLeaseMs,
    webDir: path.join(root, 'dist/web'),
    corsOrigins: config.corsOrigins,
    minFreeBytes: config.minFreeBytes,
    modelReady: async () => (await transcriber.ready?.()) ?? true,
    uploadDeadlineMs: config.uploadDeadlineMs,
    maxAudioSeconds: config.maxAudioSeconds,
    tenantAudioBytesPerHour: config.tenantAudioBytesPerHour,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy ?? false,
    ...(config.rateLimitPerMinute > 0
      ? {
          rateLimiter: pool
            ? await postgresRateLimiter(pool, { perMinute: config.rateLimitPerMinute })
            : memoryRateLimiter({ perMinute: config.rateLimitPerMinute }),
        }
      : {}),
    // In memory even with PostgreSQL: a flood of bad keys must not become a flood of writes.
    ...(config.authFailuresPerMinute > 0
      ? { authFailureLimiter: memoryRateLimiter({ perMinute: config.authFailuresPerMinute, name: 'auth-failures' }) }
      : {}),
  });

  const server = app.listen(config.port, config.host);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Cannot start: ${config.host}:${config.port} is already in use (another Anteckna?). Set PORT to another port.`
        : `Cannot start: listening on ${config.host}:${config.port} failed (${code ?? (error as Error).name}).`,
    );
    process.exit(1);
  }
  server.maxConnections = config.maxConnections;
  // Requests the HTTP parser refuses (oversized headers, garbage) still get a problem+json body.
  server.on('clientError', answerClientError);
  server.requestTimeout = 0; // long uploads and transcriptions; idle sockets are still timed out
  server.headersTimeout = 30_000;
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info({ port, host: config.host, stt: transcriber.name, notes: noteGenerator.name, store: store.kind }, 'listening');
  console.log(`Anteckna is running at http://${shownHost}:${port}/`);
  if (firstKey) {
    // The link carries a one-time code, not the key, so the browser's history keeps nothing usable.
    const code = webSessions.issueCode(hashKey(firstKey), 24 * 3600_000);
    console.log(
      `\nA first API key was created (only its hash is stored, in ${keyStore.location}).\n` +
        `Open the web app signed in (the link works once, within 24 hours):\n  http://${shownHost}:${port}/#code=${code}\n`,
    );
    // The key itself only on a terminal: a log stream (journald, a file) must not keep it.
    console.log(
      process.stdout.isTTY
        ? `The key, for API clients; keep it now, it is not shown again:\n  ${firstKey}\n`
        : 'The key is shown only on a terminal; `npm run keys -- add <tenant>` makes one for API clients.\n',
    );
  } else if ((await keys.size()) === 0) {
    console.log('No API key is active: add one with `npm run keys -- add <tenant>`.');
  }

  const background = new AbortController();
  const housekeeping = async () => {
    try {
      const purged = await store.purgeIdle(new Date(Date.now() - config.sessionTtlMs));
      if (purged) {
        logger.info({ purged }, 'purged idle sessions');
        await audit.append({ tenant: SYSTEM_TENANT, actor: 'system', action: 'sessions.purged', outcome: 'ok', detail: `${purged} sessions` });
      }
      const purgedNotes = await keptNotes.purgeOlderThan(new Date(Date.now() - config.noteRetentionMs));
      if (purgedNotes) {
        logger.info({ purgedNotes }, 'purged kept notes past their retention');
        await audit.append({ tenant: SYSTEM_TENANT, actor: 'system', action: 'notes.purged', outcome: 'ok', detail: `${purgedNotes} notes` });
      }
      const expired = await audit.removeOlderThan(new Date(Date.now() - config.auditRetentionDays * 86_400_000));
      if (expired) logger.info({ expired }, 'removed audit events past their retention');
      const recovered = await sessions.recoverOrphanedChunks(background.signal);
      if (recovered) logger.info({ recovered }, 'recovered orphaned chunks');
    } catch (error) {
      logger.warn({ err: (error as Error).name }, 'housekeeping failed');
    }
  };
  void housekeeping();
  const timer = setInterval(housekeeping, Math.min(config.sessionTtlMs, 5 * 60_000));
  timer.unref();
  // Files nothing refers to any more: audio whose removal failed, partial uploads of a crashed process.
  const sweep = async () => {
    try {
      const audio = await store.sweepOrphanedAudio(new Date(Date.now() - SWEEP_AGE_MS));
      const uploads = await sweepTempUploads(path.join(config.dataDir, 'tmp'), Math.max(SWEEP_AGE_MS, 2 * config.uploadDeadlineMs), tempDir);
      if (audio || uploads) logger.info({ audio, uploads }, 'swept orphaned files');
    } catch (error) {
      logger.warn({ err: (error as Error).name }, 'sweep failed');
    }
  };
  void sweep();
  const sweepTimer = setInterval(sweep, 3600_000);
  sweepTimer.unref();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // First, before anything that could throw or wait: the process ends whatever happens next.
    setTimeout(() => process.exit(1), 30_000).unref();
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    clearInterval(timer);
    clearInterval(sweepTimer);
    server.close(async () => {
      background.abort();
      await Promise.allSettled([store.close(), keptNotes.close(), keyStore.close(), audit.close(), transcriber.close?.(), noteGenerator.close?.()]);
      await pool?.end();
      logger.info('stopped');
      await new Promise<void>((resolve) => {
        logger.flush(() => resolve());
        setTimeout(resolve, 1_000).unref();
      });
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
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
