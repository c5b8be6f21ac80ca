import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Echoes a client's X-Request-Id when it is sane, else makes one; set on every response. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get('x-request-id');
  req.requestId = incoming && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', req.requestId);
  next();
};

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
