import { Router, type Request, type Response } from 'express';
import { keptNoteListQuerySchema, keptNoteUpdateSchema } from '../../contract/kept-notes.schema.js';
import { AppError } from '../../lib/app-error.js';
import { parseFields } from '../../lib/http.js';
import { isUuid } from '../../lib/uuid.js';
import { etagOf, type Caller, type KeptNotesService } from './kept-notes.service.js';

/**
 * The review queue (an extension): GET /notes, GET/PATCH/DELETE /notes/{noteId}. A PATCH
 * must name the version it changes in `If-Match` (the ETag of its GET): 428 without, 412 when
 * someone changed the note meanwhile, so two secretaries never overwrite each other.
 */
export function keptNotesRouter(service: KeptNotesService): Router {
  const router = Router();

  router.get('/notes', async (req, res) => {
    // The queue holds no health data: the browser may keep it but asks again each time, and a
    // poll that finds nothing new is a 304 (Express' ETag over the body).
    res.set('Cache-Control', 'private, no-cache');
    res.json(await service.list(callerOf(req), parseFields(keptNoteListQuerySchema, req.query)));
  });

  router.get('/notes/:noteId', async (req, res) => {
    const note = await service.get(callerOf(req), noteIdOf(req));
    answerWithEtag(res, note);
  });

  router.patch('/notes/:noteId', async (req, res) => {
    const caller = callerOf(req);
    const id = noteIdOf(req);
    const ifMatch = req.get('if-match');
    if (ifMatch === undefined) {
      throw new AppError(428, 'precondition_required', "A change needs the header 'If-Match' with the note's ETag from GET /notes/{noteId}.");
    }
    const update = parseFields(keptNoteUpdateSchema, req.body);
    const version = ifMatch.trim() === '*' ? (await service.get(caller, id)).version : versionIn(ifMatch);
    answerWithEtag(res, await service.update(caller, id, version, update));
  });

  router.delete('/notes/:noteId', async (req, res) => {
    await service.discard(callerOf(req), noteIdOf(req));
    res.status(204).end();
  });

  return router;
}

function answerWithEtag(res: Response, note: { version: number }): void {
  res.set('ETag', etagOf(note.version));
  // A kept note is health data: never cached by the browser or anything between.
  res.set('Cache-Control', 'no-store');
  res.json(note);
}

/** The version named by `If-Match` (`"3"`); one that names no version matches nothing. */
function versionIn(ifMatch: string): number {
  const tags = ifMatch.split(',').map((t) => /^\s*"(\d{1,9})"\s*$/.exec(t)?.[1]);
  const version = tags.find((t) => t !== undefined);
  return version === undefined ? -1 : Number(version);
}

function callerOf(req: Request): Caller {
  if (!req.auth) throw new AppError(401, 'unauthorized', 'An API key is required.');
  return { tenant: req.auth.tenant, keyId: req.auth.keyId, role: req.auth.role };
}

function noteIdOf(req: Request): string {
  const raw = req.params.noteId;
  if (typeof raw !== 'string' || !isUuid(raw)) throw new AppError(404, 'not_found', 'No note with this id exists.');
  return raw.toLowerCase();
}
