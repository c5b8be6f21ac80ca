import type { Request, RequestHandler } from 'express';
import type { Logger } from '../../lib/logger.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuditAction, AuditLog, AuditOutcome } from './audit-log.js';

/** The requests that touch patient data (or sign in), by method and path below /api/v1. */
const ACTIONS: [method: string, path: RegExp, action: AuditAction][] = [
  ['POST', /^\/sessions\/?$/, 'session.opened'],
  ['POST', /^\/sessions\/[^/]+\/chunks\/?$/, 'chunk.stored'],
  ['POST', /^\/sessions\/[^/]+\/notes\/?$/, 'note.generated'],
  ['GET', /^\/sessions\/[^/]+\/note\/?$/, 'note.fetched'],
  ['POST', /^\/notes\/?$/, 'note.generated'],
  ['POST', /^\/transcriptions\/?$/, 'transcription'],
  ['GET', /^\/ping\/?$/, 'sign_in'],
  ['GET', /^\/audit\/?$/, 'audit.read'],
  ['GET', /^\/notes\/?$/, 'notes.listed'],
  ['GET', /^\/notes\/[^/]+\/?$/, 'note.read'],
  ['PATCH', /^\/notes\/[^/]+\/?$/, 'note.updated'],
  ['DELETE', /^\/notes\/[^/]+\/?$/, 'note.discarded'],
];

/**
 * Records an audit event for every authenticated request on patient data once it is answered
 * (or the client is gone): who, what, which session, outcome, from where. Recorded beside the
 * routes rather than inside the services, so no service needs to know about it. A failed write
 * is logged as an error; the answer already sent stands.
 */
export function recordAccess(audit: AuditLog, logger: Logger): RequestHandler {
  return (req, res, next) => {
    const action = ACTIONS.find(([method, path]) => method === req.method && path.test(req.path))?.[2];
    const auth = req.auth;
    if (!action || !auth) return next();
    let sessionId = sessionIdInPath(req.path);
    // A kept note's id (and, for a change, the status it was left in): ids and enum values only.
    let detail = noteIdInPath(req.path);
    if (action === 'session.opened' || action === 'note.generated' || action === 'note.updated') {
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        const answer = body as { sessionId?: unknown; noteId?: unknown; status?: unknown } | undefined;
        if (action === 'session.opened' && typeof answer?.sessionId === 'string') sessionId = answer.sessionId;
        if (action === 'note.generated' && typeof answer?.noteId === 'string' && isUuid(answer.noteId)) detail = answer.noteId;
        if (action === 'note.updated' && detail && typeof answer?.status === 'string' && /^[a-z_]{1,20}$/.test(answer.status)) detail = `${detail} ${answer.status}`;
        return json(body);
      };
    }
    res.once('close', () => {
      const status = res.statusCode;
      // The queue polled again with nothing new (304): what it shows was recorded when it was first answered.
      if (action === 'notes.listed' && status === 304) return;
      const event = {
        tenant: auth.tenant,
        actor: auth.user ?? auth.keyId,
        action,
        outcome: outcomeOf(status, res.writableFinished),
        status,
        requestId: req.requestId,
        ...(sessionId ? { sessionId } : {}),
        ...(detail ? { detail } : {}),
        ...(clientAddress(req) ? { clientAddress: clientAddress(req)! } : {}),
      };
      audit.append(event).catch((error: unknown) => {
        logger.error({ requestId: req.requestId, action, err: (error as Error)?.name }, 'audit event not recorded');
      });
    });
    next();
  };
}

function sessionIdInPath(path: string): string | undefined {
  const id = /^\/sessions\/([^/]+)/.exec(path)?.[1];
  return id && isUuid(id) ? id.toLowerCase() : undefined;
}

function noteIdInPath(path: string): string | undefined {
  const id = /^\/notes\/([^/]+)/.exec(path)?.[1];
  return id && isUuid(id) ? id.toLowerCase() : undefined;
}

function outcomeOf(status: number, answered: boolean): AuditOutcome {
  if (!answered || status >= 500) return 'failed';
  return status >= 400 ? 'refused' : 'ok';
}

/** The client's address: with a trusted proxy (ANTECKNA_TRUST_PROXY) the one it reports. */
const clientAddress = (req: Request): string | undefined => req.ip ?? req.socket.remoteAddress;
