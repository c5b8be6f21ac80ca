import { z } from 'zod';
import { DEFAULT_LANGUAGE, languageSchema } from '../../contract/api.schema.js';
import { isUuid } from '../../lib/uuid.js';

export const chunkFieldsSchema = z.object({
  language: languageSchema.default(DEFAULT_LANGUAGE),
  seq: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a non-negative integer')
    .transform(Number)
    .optional(),
});

/** Session ids are UUIDs; anything else cannot exist and gets the same 404. */
export const isSessionId = isUuid;
