/**
 * Extensions to the spec: the notes kept for review (the secretaries' queue). Every generated
 * note is kept for the tenant for a while with its transcript; a clinician's key sees its own,
 * a secretary's or admin's key the tenant's. Spec clients never need these.
 */
import { z } from 'zod';
import { noteOptionsSchema, noteSectionSchema, noteSchema, noteReviewSchema } from './api.schema.js';

export const KEPT_NOTE_STATUSES = ['new', 'in_review', 'approved', 'discarded'] as const;
export const keptNoteStatusSchema = z.enum(KEPT_NOTE_STATUSES);
export type KeptNoteStatus = z.infer<typeof keptNoteStatusSchema>;

/** Where the note came from. */
export const keptNoteSourceSchema = z.enum(['session', 'audio', 'transcript']);
export type KeptNoteSource = z.infer<typeof keptNoteSourceSchema>;

/** What a queue row shows: no health data (no transcript, no note text). */
export const keptNoteSummarySchema = z.object({
  noteId: z.string().uuid(),
  status: keptNoteStatusSchema,
  source: keptNoteSourceSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The key id (or signed-in user) that made the note. */
  author: z.string(),
  /** The template id, `custom` or `sections` when the note was made from a custom template or section list. */
  template: z.string(),
  language: z.string(),
  /** Characters in `combined`. */
  length: z.number().int(),
  /** Statements the review did not find in the transcript (`review.unsupported`). */
  unsupported: z.number().int(),
});
export type KeptNoteSummary = z.infer<typeof keptNoteSummarySchema>;

export const keptNoteListQuerySchema = z.object({
  status: keptNoteStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const keptNoteListSchema = z.object({
  items: z.array(keptNoteSummarySchema),
  total: z.number().int(),
  /** `own`: a clinician's notes only; `tenant`: the care unit's queue (secretary, admin). */
  scope: z.enum(['own', 'tenant']),
});
export type KeptNoteList = z.infer<typeof keptNoteListSchema>;

export const keptNoteSchema = keptNoteSummarySchema.extend({
  transcript: z.string(),
  options: noteOptionsSchema,
  note: noteSchema,
  review: noteReviewSchema.optional(),
  /** The same as the ETag header, for clients that cannot read headers. */
  version: z.number().int(),
});
export type KeptNote = z.infer<typeof keptNoteSchema>;

/**
 * PATCH body. `sections` replaces the sections by name (only those sent); without `combined`,
 * `combined` is rewritten from the edited sections. `status` moves the note along.
 */
export const keptNoteUpdateSchema = z
  .object({
    sections: z.array(noteSectionSchema).max(100).optional(),
    combined: z.string().max(200_000).optional(),
    status: z.enum(['in_review', 'approved']).optional(),
  })
  .strict();
export type KeptNoteUpdate = z.infer<typeof keptNoteUpdateSchema>;
