import { Router } from 'express';
import { noteOptionsSchema } from '../../contract/api.schema.js';
import { AppError } from '../../lib/app-error.js';
import { storedAudioExtension } from '../../audio/audio-probe.js';
import { audioUpload, requireNonEmptyFile, type UploadLimits } from '../../lib/audio-upload.js';
import { parseFields, requestSignal, setServerTiming } from '../../lib/http.js';
import { tenantOf } from '../auth/auth.middleware.js';
import { chunkFieldsSchema, isSessionId } from './sessions.schema.js';
import type { SessionsService } from './sessions.service.js';

export function sessionsRouter(service: SessionsService, upload: UploadLimits): Router {
  const router = Router();

  router.post('/sessions', async (req, res) => {
    res.json({ sessionId: await service.open(tenantOf(req)) });
  });

  router.post('/sessions/:sessionId/chunks', ...audioUpload(upload), async (req, res) => {
    const sessionId = sessionIdOf(req.params.sessionId);
    if (!req.file) {
      throw new AppError(400, 'missing_chunk', "No audio chunk was sent: put it in the multipart field 'file'.");
    }
    requireNonEmptyFile(req.file);
    const fields = parseFields(chunkFieldsSchema, req.body);
    const { body, timing } = await service.addChunk(
      tenantOf(req),
      sessionId,
      { path: req.file.path, ext: await storedAudioExtension(req.file.path), originalName: req.file.originalname },
      fields.language,
      fields.seq,
      requestSignal(req, res),
    );
    setServerTiming(res, timing);
    res.json(body);
  });

  router.post('/sessions/:sessionId/notes', async (req, res) => {
    const sessionId = sessionIdOf(req.params.sessionId);
    const options = parseFields(noteOptionsSchema, req.body);
    const idempotencyKey = idempotencyKeyOf(req.get('idempotency-key'));
    // Not tied to the request: a note whose client left is still finished and stored, for its retry.
    res.json(await service.note(tenantOf(req), sessionId, options, idempotencyKey, new AbortController().signal, req.auth?.keyId));
  });

  router.get('/sessions/:sessionId/note', async (req, res) => {
    res.json(await service.storedNote(tenantOf(req), sessionIdOf(req.params.sessionId)));
  });

  return router;
}

function idempotencyKeyOf(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(raw)) {
    throw new AppError(400, 'invalid_field', "The header 'Idempotency-Key' is invalid: use 1 to 128 letters, digits, '-', '_', '.' or ':'.");
  }
  return raw;
}

const IDEMPOTENCY_KEY = /^[\w.:-]{1,128}$/;

function sessionIdOf(raw: string | string[] | undefined): string {
  if (typeof raw !== 'string') raw = undefined;
  if (!raw || !isSessionId(raw)) throw new AppError(404, 'not_found', 'No session with this id exists.');
  return raw.toLowerCase();
}
