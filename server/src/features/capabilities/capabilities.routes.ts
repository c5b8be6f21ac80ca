import { Router } from 'express';
import { DEFAULT_LANGUAGE, LIMITS, type Capabilities } from '../../contract/api.schema.js';
import type { NoteGenerator } from '../../engines/notes/note-generator.js';
import type { Transcriber } from '../../engines/speech/transcriber.js';

/** Tells clients which engines run and which languages each handles, so they can pick defaults. */
export function capabilitiesRouter(transcriber: Transcriber, generator: NoteGenerator, maxUploadBytes: number): Router {
  const body: Capabilities = {
    transcription: { name: transcriber.name, languages: [...transcriber.languages], description: transcriber.description },
    notes: {
      name: generator.name,
      languages: [...generator.languages],
      translates: generator.translates,
      description: generator.description,
    },
    defaultLanguage: DEFAULT_LANGUAGE,
    maxUploadMb: Math.round(maxUploadBytes / 1024 / 1024),
    limits: { ...LIMITS },
  };
  const router = Router();
  router.get('/capabilities', (_req, res) => {
    res.json(body);
  });
  return router;
}
