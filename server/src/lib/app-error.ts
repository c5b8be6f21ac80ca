import type { ErrorCode } from '../contract/api.schema.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

/**
 * The one error type services throw. `detail` is shown to clients, so it must never hold
 * transcript text, note text or audio.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(detail, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.headers = options?.headers ?? {};
  }
  readonly headers: Record<string, string>;

  get title(): string {
    return TITLES[this.status] ?? 'Error';
  }
}

/** The problem+json body of decisions.md; every error answer is written by this. */
export function problemJson(error: AppError, requestId: string): string {
  return JSON.stringify({ type: 'about:blank', title: error.title, status: error.status, detail: error.detail, code: error.code, requestId });
}

export const invalidField = (field: string, why: string): AppError =>
  new AppError(400, 'invalid_field', `The field '${field}' is invalid: ${why}`);

export const invalidAudio = (why = 'The uploaded file could not be decoded as audio.'): AppError =>
  new AppError(400, 'invalid_audio', why);

export const storageFull = (): AppError =>
  new AppError(507, 'storage_full', 'The server is out of disk space. Nothing was stored; please retry later.', {
    headers: { 'Retry-After': '60' },
  });

export const storageUnavailable = (why = 'The server cannot write to its storage right now.'): AppError =>
  new AppError(503, 'storage_unavailable', `${why} Nothing was stored; please retry later.`, { headers: { 'Retry-After': '30' } });

export const upstreamFailed = (step: 'transcription' | 'note generation' | undefined, cause?: unknown): AppError =>
  new AppError(502, 'upstream_failed', `The ${step ?? 'upstream'} engine failed or timed out. Nothing was stored; please retry.`, {
    cause,
  });
