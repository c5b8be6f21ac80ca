import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { AudioTooLongError, UndecodableAudioError } from '../audio/audio-errors.js';
import { AppError, invalidAudio, problemJson, storageFull, storageUnavailable, upstreamFailed } from './app-error.js';
import type { Logger } from './logger.js';

type UpstreamStep = Parameters<typeof upstreamFailed>[0];

/** Turns any error into the problem+json body of decisions.md. Details never carry health data. */
export function problemHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      const errno = errnoOf(error);
      logger.error(
        { requestId: req.requestId, code: appError.code, ...(errno ? { errno } : {}), err: describeCause(error) },
        'request failed',
      );
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const [name, value] of Object.entries(appError.headers)) res.setHeader(name, value);
    if (appError.status === 413) {
      res.setHeader('Connection', 'close');
      // Stop reading an oversized body at once instead of draining the rest of it.
      if (!req.complete) res.on('finish', () => req.socket.destroy());
    }
    res.status(appError.status).type('application/problem+json').send(problemJson(appError, req.requestId));
  };
}

export const notFoundRoute: RequestHandler = () => {
  throw new AppError(404, 'not_found', 'There is no such endpoint.');
};

/** Form field names come from the client, so only the names this API defines are repeated in an answer. */
const KNOWN_FIELDS = /^(file|language|seq|transcript|template|templateSections|sideNote|primaryProfession|customTemplate)$/;

const MULTIPART_LIMITS: Record<string, (field?: string) => AppError> = {
  LIMIT_FILE_SIZE: () => new AppError(413, 'payload_too_large', 'The audio is larger than the upload limit.'),
  LIMIT_FIELD_VALUE: (field) =>
    new AppError(400, 'invalid_field', field && KNOWN_FIELDS.test(field) ? `The field '${field}' is too long.` : 'A form field is too long.'),
  LIMIT_UNEXPECTED_FILE: () => new AppError(400, 'invalid_field', "Unexpected file field: send exactly one file, in 'file'."),
  LIMIT_FILE_COUNT: () => new AppError(400, 'invalid_field', 'Send exactly one file, in the field \'file\'.'),
  LIMIT_PART_COUNT: () => new AppError(400, 'invalid_field', 'The form has too many parts.'),
  LIMIT_FIELD_COUNT: () => new AppError(400, 'invalid_field', 'The form has too many fields.'),
  LIMIT_FIELD_KEY: () => new AppError(400, 'invalid_field', 'A form field name is too long.'),
};

/** Disk full, and storage that refuses writes (read-only, gone), by errno, SQLite or PostgreSQL code. */
const STORAGE_FULL = /^(ENOSPC|EDQUOT|SQLITE_FULL|53100)$/;
const STORAGE_UNAVAILABLE = /^(EROFS|EACCES|EPERM|EIO|SQLITE_READONLY\w*|SQLITE_IOERR\w*|SQLITE_CANTOPEN|25006)$/;

/** The first system or database error code in the error's cause chain; codes are safe to log. */
function errnoOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
  }
  return undefined;
}

/** The one mapping from any error (HTTP, audio, engine, storage, parser) to the answer's AppError. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof UndecodableAudioError) return invalidAudio(error.message);
  if (error instanceof AudioTooLongError) return new AppError(413, 'audio_too_long', error.message);
  if (error instanceof Error && error.name === 'UnsupportedLanguageError') {
    return new AppError(400, 'invalid_field', "The field 'language' is invalid: the speech engine in use cannot transcribe it.");
  }
  // Engines' own errors (engines/openai-client.ts, engines/speech/transcriber.ts), by name: lib depends on no engine.
  if (error instanceof Error && error.name === 'UpstreamError') return upstreamFailed((error as { step?: UpstreamStep }).step, error);
  if (error instanceof Error && error.name === 'EngineRestartedError') {
    return new AppError(503, 'not_ready', 'The speech engine restarted while transcribing this audio. Nothing was stored; please retry.', { headers: { 'Retry-After': '2' } });
  }
  const errno = errnoOf(error);
  if (errno && STORAGE_FULL.test(errno)) return storageFull();
  if (errno && STORAGE_UNAVAILABLE.test(errno)) return storageUnavailable();
  if (error instanceof multer.MulterError) {
    return (MULTIPART_LIMITS[error.code] ?? (() => new AppError(400, 'invalid_field', 'The multipart form is malformed.')))(error.field);
  }
  const e = error as { type?: string; status?: number; message?: string; name?: string };
  // body-parser errors
  if (e?.type === 'entity.too.large') return new AppError(413, 'payload_too_large', 'The request body is too large.');
  if (e?.type === 'entity.parse.failed') return new AppError(400, 'invalid_field', "The field 'body' is invalid: it is not valid JSON.");
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
    return new AppError(415, 'invalid_field', 'The request body encoding is not supported; send UTF-8 JSON.');
  }
  if (e?.type === 'request.aborted') return new AppError(400, 'invalid_field', 'The request body was not received completely.');
  // busboy: malformed multipart bodies
  if (typeof e?.message === 'string' && /multipart|boundary|part|unexpected end of form|malformed/i.test(e.message)) {
    return new AppError(400, 'invalid_field', 'The multipart form is malformed.');
  }
  if (e?.name === 'AbortError') return new AppError(400, 'invalid_field', 'The request was cancelled.');
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    return new AppError(e.status, 'invalid_field', 'The request could not be read.');
  }
  return new AppError(500, 'internal', 'Something went wrong on our side. Quote the request id when contacting support.');
}

/** Only the error's type and stack frames are logged: messages may be built from user input. */
function describeCause(error: unknown): Record<string, unknown> {
  const seen: Record<string, unknown>[] = [];
  let current: unknown = error;
  while (current instanceof Error && seen.length < 4) {
    seen.push({ name: current.name, message: current instanceof AppError || current.name === 'UpstreamError' ? current.message : undefined, stack: current.stack?.split('\n').slice(1, 6).join('\n') });
    current = current.cause;
  }
  return { chain: seen };
}
