import { Router } from 'express';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, languageSchema } from '../../contract/api.schema.js';
import { AppError } from '../../lib/app-error.js';
import { audioUpload, requireNonEmptyFile, type UploadLimits } from '../../lib/audio-upload.js';
import { parseFields, requestSignal, setServerTiming } from '../../lib/http.js';
import type { TranscriptionService } from './transcription.service.js';

const fieldsSchema = z.object({ language: languageSchema.default(DEFAULT_LANGUAGE) });

export function transcriptionsRouter(service: TranscriptionService, upload: UploadLimits): Router {
  const router = Router();
  router.post('/transcriptions', ...audioUpload(upload), async (req, res) => {
    if (!req.file) throw new AppError(400, 'missing_input', "No audio was sent: put it in the multipart field 'file'.");
    requireNonEmptyFile(req.file);
    const { language } = parseFields(fieldsSchema, req.body);
    const result = await service.transcribe(
      { path: req.file.path, originalName: req.file.originalname },
      language,
      requestSignal(req, res),
    );
    setServerTiming(res, result.timing);
    res.json({ transcript: result.text, ...(result.durationSec !== undefined ? { durationSec: result.durationSec } : {}), language });
  });
  return router;
}
