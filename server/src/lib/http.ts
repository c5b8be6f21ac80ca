import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { AppError, problemJson } from './app-error.js';
import { isUuid } from './uuid.js';

/** Echoes a client's X-Request-Id only when it is a short token (it reaches logs), else makes one; set on every response. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get('x-request-id');
  req.requestId = incoming && /^[\w.:-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', req.requestId);
  next();
};

const ROUTE_WORD = /^(api|v1|sessions|chunks|notes|transcriptions|ping|templates|capabilities|openapi\.json)$/;

/**
 * The request path as it may be logged: route words and session ids are kept, any other
 * segment (a client may put anything in a URL, patient names included) becomes `:other`.
 */
export function loggablePath(url: string): string {
  return url
    .split('?')[0]!
    .split('/')
    .map((segment) => (segment === '' || ROUTE_WORD.test(segment) || isUuid(segment) ? segment : ':other'))
    .join('/');
}

/**
 * Drops a request whose body stops arriving for `idleMs`, or has not all arrived `deadlineMs`
 * after it began (408): a stalled or trickling client must not hold a socket and a
 * half-written upload forever. Only the receipt of the body is timed; a long transcription
 * after it is not.
 */
export function bodyIdleTimeout(idleMs: number, deadlineMs = Infinity): RequestHandler {
  return (req, res, next) => {
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || req.complete) return next();
    const refuse = (why: string) => {
      res.on('finish', () => req.socket.destroy());
      if (res.headersSent) return void req.socket.destroy();
      const timedOut = new AppError(408, 'invalid_field', why);
      res.status(408).set('Connection', 'close').type('application/problem+json').send(problemJson(timedOut, req.requestId));
    };
    req.setTimeout(idleMs, () => refuse(`The request body stopped arriving for ${Math.round(idleMs / 1000)} s.`));
    const deadline = Number.isFinite(deadlineMs)
      ? setTimeout(() => {
          if (!req.complete) refuse(`The request body did not arrive within ${Math.round(deadlineMs / 1000)} s.`);
        }, deadlineMs)
      : undefined;
    deadline?.unref();
    req.once('end', () => {
      req.socket.setTimeout(0);
      clearTimeout(deadline);
    });
    res.once('close', () => clearTimeout(deadline));
    next();
  };
}

/** A signal that aborts when the client goes away before the response is sent. */
export function requestSignal(req: Request, res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new Error('client closed the connection'));
  });
  req.on('aborted', () => controller.abort(new Error('client aborted the request')));
  return controller.signal;
}

/** Validates `data` with `schema`; the first problem becomes a 400 `invalid_field` naming the field. */
export function parseFields<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || 'body';
  const why =
    issue.code === 'invalid_value' && 'values' in issue
      ? `it must be one of ${(issue.values as unknown[]).join(', ')}.`
      : issue.code === 'too_big'
        ? `it is too long (at most ${String((issue as { maximum?: number | bigint }).maximum)}).`
        : `${issue.message}.`;
  throw new AppError(400, 'invalid_field', `The field '${field}' is invalid: ${why}`);
}

/**
 * For `server.on('clientError')`: a request the HTTP parser refuses (oversized headers,
 * a garbled request line) still gets a problem+json answer instead of a bare 400 or a reset.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const problem =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError(431, 'invalid_field', 'The request headers are too large.')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError(408, 'invalid_field', 'The request was not received in time.')
        : new AppError(400, 'invalid_field', 'The request could not be parsed.');
  const body = problemJson(problem, randomUUID());
  socket.end(
    `HTTP/1.1 ${problem.status} ${problem.title}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Where a transcription's time went, as a standard `Server-Timing` header (browser devtools show it). */
export function setServerTiming(res: Response, timing: { queueMs: number; engineMs: number } | undefined): void {
  if (timing) res.setHeader('Server-Timing', `queue;dur=${timing.queueMs.toFixed(1)}, stt;dur=${timing.engineMs.toFixed(1)}`);
}
