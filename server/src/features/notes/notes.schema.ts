import { z } from 'zod';
import { languageSchema, noteOptionsSchema, transcriptNoteRequestSchema } from '../../contract/api.schema.js';

/** Audio-mode form fields: the note options plus the language spoken (defaults to `language`). */
export const audioNoteFieldsSchema = noteOptionsSchema.extend({
  audioLanguage: languageSchema.optional(),
});

/** Transcript mode, with `transcript` optional here so its absence is a 400 `missing_input`. */
export const transcriptModeSchema = transcriptNoteRequestSchema.partial({ transcript: true });
