import fs from 'node:fs';
import path from 'node:path';
import cors from 'cors';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { LIMITS } from './contract/api.schema.js';
import type { NoteGenerator } from './engines/notes/note-generator.js';
import type { Transcriber } from './engines/speech/transcriber.js';
import type { AuditLog } from './features/audit/audit-log.js';
import { recordAccess } from './features/audit/audit.middleware.js';
import { auditRouter } from './features/audit/audit.routes.js';
import type { ApiKeyRegistry } from './features/auth/api-key-registry.js';
import { refusalLogSampler, requireApiKey } from './features/auth/auth.middleware.js';
import { capabilitiesRouter } from './features/capabilities/capabilities.routes.js';
import { keptNotesRouter } from './features/kept-notes/kept-notes.routes.js';
import { KeptNotesService, type TextSealer } from './features/kept-notes/kept-notes.service.js';
import { notesRouter } from './features/notes/notes.routes.js';
import { NotesService } from './features/notes/notes.service.js';
import { buildOpenApiDocument } from './features/openapi/openapi-document.js';
import { rateLimit, type RateLimiter } from './features/rate-limit/rate-limiter.js';
import { reachedOverTls, securityHeaders } from './features/security-headers/security-headers.js';
import { oidcSignInRouter, type OidcSettings } from './features/web-sign-in/oidc-sign-in.routes.js';
import { webSignInRouter } from './features/web-sign-in/web-sign-in.routes.js';
import { WebSessions } from './features/web-sign-in/web-sessions.js';
import { healthRouter } from './features/health/health.routes.js';
import { Readiness } from './features/health/readiness.js';
import { pingRouter } from './features/ping/ping.routes.js';
import { sessionsRouter } from './features/sessions/sessions.routes.js';
import { SessionsService } from './features/sessions/sessions.service.js';
import { TemplateCatalog } from './features/templates/template-catalog.js';
import { templatesRouter } from './features/templates/templates.routes.js';
import { TranscriptionService } from './features/transcriptions/transcription.service.js';
import { transcriptionsRouter } from './features/transcriptions/transcriptions.routes.js';
import { AppError } from './lib/app-error.js';
import { DEFAULT_MAX_DECODE_SECONDS } from './audio/ffmpeg-decoder.js';
import { notFoundRoute, problemHandler } from './lib/error-handler.js';
import { TenantAudioBudget } from './lib/tenant-audio-budget.js';
import { bodyIdleTimeout, loggablePath, requestId } from './lib/http.js';
import type { Logger } from './lib/logger.js';
import type { KeptNoteStore } from './storage/kept-note-store.js';
import type { SessionStore } from './storage/session-store.js';

export interface AppDeps {
  version: string;
  logger: Logger;
  keys: ApiKeyRegistry;
  store: SessionStore;
  transcriber: Transcriber;
  noteGenerator: NoteGenerator;
  /** Where uploads are written while a request runs. */
  tempDir: string;
  maxUploadBytes: number;
  noteWaitMs: number;
  chunkLeaseMs?: number;
  /** The built web app; served at / when present. */
  webDir?: string;
  corsOrigins?: string[];
  /** A request body that stops arriving for this long gets 408; default 60 s. */
  bodyIdleTimeoutMs?: number;
  /** A request body must have arrived within this, however it trickles; default none. */
  uploadDeadlineMs?: number;
  /** Per-key request budget; none means unlimited. */
  rateLimiter?: RateLimiter;
  /** Uploads are refused (507) when they would leave less free disk than this; default 0 (no check). */
  minFreeBytes?: number;
  /** Whether the speech model can be loaded, for /readyz; default ready. */
  modelReady?: () => Promise<boolean>;
  /** Most seconds of audio one session may hold; default 180 minutes. */
  maxAudioSeconds?: number;
  /** Audio bytes one tenant may upload per hour (per process); default unlimited. */
  tenantAudioBytesPerHour?: number;
  /** Failed authentications per client address before 429; none means unlimited. */
  authFailureLimiter?: RateLimiter;
  /** Where every action on patient data is recorded; none means no audit trail (tests that do not look at it). */
  audit?: AuditLog;
  /** Where generated notes are kept for review (GET /notes...); none means notes are not kept. */
  keptNotes?: KeptNoteStore;
  /** Encrypts kept notes at rest (ANTECKNA_DATA_KEY); none stores them in clear. */
  keptNoteSealer?: TextSealer;
  /** The web app's cookie sessions and one-time link codes; default a fresh set (8 h idle). */
  webSessions?: WebSessions;
  /** The clinic's OpenID Connect provider for the web app's sign-in; none means keys only. */
  oidc?: OidcSettings;
  /** The address clients use (ANTECKNA_PUBLIC_URL); https means TLS ends in front of us. */
  publicUrl?: string;
  /** Express' `trust proxy`: which proxies' X-Forwarded-* headers are believed; default none. */
  trustProxy?: string | false;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const MAX_JSON_DEPTH = 32;

/** Refuses JSON that is not valid UTF-8 or nests deeper than any request of ours needs. */
function checkJsonBody(_req: unknown, _res: unknown, body: Buffer): void {
  try {
    strictUtf8.decode(body);
  } catch {
    throw new AppError(400, 'invalid_field', "The field 'body' is invalid: it is not valid UTF-8.");
  }
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === 0x5c) i++; // skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) throw new AppError(400, 'invalid_field', `The field 'body' is invalid: JSON nested deeper than ${MAX_JSON_DEPTH} levels.`);
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
}

export interface App {
  express: Express;
  sessions: SessionsService;
}

/** Builds the whole HTTP app from its dependencies. It never listens: main.ts and tests do. */
export function createApp(deps: AppDeps): App {
  const catalog = new TemplateCatalog();
  const transcription = new TranscriptionService(deps.transcriber);
  const keptNotes = deps.keptNotes && new KeptNotesService(deps.keptNotes, deps.keptNoteSealer);
  const notes = new NotesService(deps.noteGenerator, catalog, undefined, keptNotes);
  const sessions = new SessionsService(
    deps.store,
    transcription,
    notes,
    {
      chunkLeaseMs: deps.chunkLeaseMs ?? 30_000,
      noteWaitMs: deps.noteWaitMs,
      tempDir: deps.tempDir,
      maxAudioSeconds: deps.maxAudioSeconds ?? DEFAULT_MAX_DECODE_SECONDS,
    },
    deps.logger,
  );
  const minFreeBytes = deps.minFreeBytes ?? 0;
  const upload = {
    tempDir: deps.tempDir,
    maxBytes: deps.maxUploadBytes,
    minFreeBytes,
    ...(deps.tenantAudioBytesPerHour ? { budget: new TenantAudioBudget(deps.tenantAudioBytesPerHour) } : {}),
  };
  const readiness = new Readiness({
    store: deps.store,
    dataDir: deps.tempDir,
    minFreeBytes,
    modelReady: deps.modelReady ?? (async () => true),
    logger: deps.logger,
  });
  const openApi = buildOpenApiDocument(deps.version);

  const skipRefusalLog = refusalLogSampler();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? false);
  app.set('query parser', 'simple');
  app.use(requestId);
  app.use(bodyIdleTimeout(deps.bodyIdleTimeoutMs ?? 60_000, deps.uploadDeadlineMs));
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req) => (req as express.Request).requestId,
      // The request id bound once as 'requestId' on req.log and on the request's own line.
      quietReqLogger: true,
      customAttributeKeys: { reqId: 'requestId' },
      // Called at the start (no auth yet) and at the end: the tenant appears once, when known.
      customProps: (req) => {
        const { auth } = req as express.Request;
        return auth ? { tenant: auth.tenant, keyId: auth.keyId } : {};
      },
      // The web app's static files are not worth a log line each.
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') },
      // Metadata only: never bodies, never query strings, never auth headers.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, path: loggablePath(req.url) }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      customLogLevel: (req, res) => (skipRefusalLog(req as express.Request, res.statusCode) ? 'silent' : 'info'),
      customSuccessMessage: () => 'request done',
      customErrorMessage: () => 'request failed',
    }),
  );
  app.use(securityHeaders({ publicUrl: deps.publicUrl }));

  const api = express.Router();
  // Other sites' requests get CORS headers only from the configured origins; the rest pass on untouched.
  api.use(
    cors({
      origin: (origin, allow) => allow(null, origin !== undefined && (deps.corsOrigins?.includes(origin) ?? false) ? origin : false),
      allowedHeaders: ['Authorization', 'X-API-Key', 'Content-Type', 'X-Request-Id', 'Idempotency-Key'],
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
    }),
  );
  const webSessions = deps.webSessions ?? new WebSessions();
  api.use(
    webSignInRouter({
      keys: deps.keys,
      sessions: webSessions,
      overTls: reachedOverTls(deps.publicUrl),
      oidc: deps.oidc !== undefined,
      ...(deps.authFailureLimiter ? { failures: deps.authFailureLimiter } : {}),
      ...(deps.audit ? { audit: deps.audit } : {}),
    }),
  );
  if (deps.oidc) {
    api.use(
      oidcSignInRouter({
        oidc: deps.oidc,
        sessions: webSessions,
        publicUrl: deps.publicUrl,
        overTls: reachedOverTls(deps.publicUrl),
        ...(deps.audit ? { audit: deps.audit } : {}),
      }),
    );
  }
  api.use(requireApiKey(deps.keys, deps.authFailureLimiter, webSessions));
  if (deps.audit) api.use(recordAccess(deps.audit, deps.logger));
  api.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  if (deps.rateLimiter) api.use(rateLimit(deps.rateLimiter));
  api.use(express.json({ limit: LIMITS.maxJsonBodyBytes, type: ['application/json', 'application/*+json'], verify: checkJsonBody }));
  api.use(pingRouter(deps.version));
  api.use(capabilitiesRouter(deps.transcriber, deps.noteGenerator, deps.maxUploadBytes));
  api.use(templatesRouter(catalog));
  api.use(transcriptionsRouter(transcription, upload));
  api.use(notesRouter(notes, transcription, upload));
  api.use(sessionsRouter(sessions, upload));
  if (keptNotes) api.use(keptNotesRouter(keptNotes));
  if (deps.audit) api.use(auditRouter(deps.audit));
  api.use(notFoundRoute);
  app.use(healthRouter(readiness));
  app.use('/api/v1', api);
  app.use('/api', notFoundRoute);

  if (deps.webDir && fs.existsSync(path.join(deps.webDir, 'index.html'))) {
    const index = path.join(deps.webDir, 'index.html');
    app.use(express.static(deps.webDir, { index: 'index.html', maxAge: '1h' }));
    app.get('/{*path}', (_req, res) => res.sendFile(index));
  }
  app.use(notFoundRoute);
  app.use(problemHandler(deps.logger));
  return { express: app, sessions };
}
