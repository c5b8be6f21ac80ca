import { Router } from 'express';
import { AppError } from '../../lib/app-error.js';
import { audioUpload, isMultipart, requireNonEmptyFile, type UploadLimits } from '../../lib/audio-upload.js';
import { parseFields, requestSignal } from '../../lib/http.js';
import type { TranscriptionService } from '../transcriptions/transcription.service.js';
import { audioNoteFieldsSchema, transcriptModeSchema } from './notes.schema.js';
import type { NoteAuthor, NotesService } from './notes.service.js';

const missingInput = () =>
  new AppError(400, 'missing_input', "Send either an audio file (multipart field 'file') or a transcript (JSON field 'transcript').");

export function notesRouter(notes: NotesService, transcription: TranscriptionService, upload: UploadLimits): Router {
  const router = Router();
  // multer's stack only for multipart bodies; a JSON transcript goes straight on.
  const parseUpload = Router().use(audioUpload(upload));

  router.post(
    '/notes',
    (req, res, next) => (isMultipart(req) ? parseUpload(req, res, next) : next()),
    async (req, res) => {
      const signal = requestSignal(req, res);
      if (req.file) {
        requireNonEmptyFile(req.file);
        const fields = parseFields(audioNoteFieldsSchema, req.body);
        const { audioLanguage, ...options } = fields;
        // Bad options are refused before the slow transcription.
        const resolved = notes.resolveOptions(options);
        const spoken = audioLanguage ?? resolved.language;
        const audio = { path: req.file.path, originalName: req.file.originalname };
        const { text } = await transcription.transcribe(audio, spoken, signal, audioLanguage ? 'audioLanguage' : 'language');
        res.json(await notes.fromTranscript(text, resolved, signal, authorOf(req, 'audio')));
        return;
      }
      const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
      const { transcript, ...options } = parseFields(transcriptModeSchema, body);
      if (transcript === undefined) throw missingInput();
      res.json(await notes.fromTranscript(transcript, notes.resolveOptions(options), signal, authorOf(req, 'transcript')));
    },
  );
  return router;
}

/** The caller, under whom the note is kept for review. */
function authorOf(req: { auth?: { tenant: string; keyId: string } }, source: NoteAuthor['source']): NoteAuthor | undefined {
  return req.auth && { tenant: req.auth.tenant, keyId: req.auth.keyId, source };
}
