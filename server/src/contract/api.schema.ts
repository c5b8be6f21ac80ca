/**
 * The HTTP contract of /api/v1 as zod schemas: they validate requests, type the server
 * and the web app (which imports types only), and generate the OpenAPI document.
 */
import { z } from 'zod';

export const LANGUAGES = ['sv', 'en', 'fi', 'nb', 'da', 'de', 'tr', 'ar'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
/** The language of requests that name none. The web app ties its copy to this type. */
export const DEFAULT_LANGUAGE = 'sv' as const satisfies Language;

export const PROFESSIONS = [
  'physician',
  'nurse',
  'psychologist',
  'physiotherapist',
  'occupational_therapist',
  'dietitian',
  'midwife',
  'dentist',
  'counsellor',
  'other',
] as const;
export const professionSchema = z.enum(PROFESSIONS);
export type Profession = z.infer<typeof professionSchema>;

export const TASK_CATEGORIES = [
  'follow_up',
  'referral',
  'lab_test',
  'imaging',
  'prescription',
  'certificate',
  'patient_instruction',
  'administrative',
] as const;
export const taskCategorySchema = z.enum(TASK_CATEGORIES);
export type TaskCategory = z.infer<typeof taskCategorySchema>;

export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
export const taskPrioritySchema = z.enum(TASK_PRIORITIES);
export type TaskPriority = z.infer<typeof taskPrioritySchema>;

/** Limits on note metadata, so one request cannot make the server build a huge prompt. */
export const LIMITS = {
  maxSections: 50,
  maxSectionNameLength: 200,
  maxTemplateSectionsLength: 20_000,
  maxSideNoteLength: 20_000,
  maxCustomTemplateLength: 20_000,
  maxTranscriptLength: 400_000,
  maxJsonBodyBytes: 1_000_000,
} as const;

export const templateSectionSchema = z
  .object({
    sectionName: z.string().trim().min(1).max(LIMITS.maxSectionNameLength),
    aiRules: z.object({ autoFill: z.boolean().default(true) }).loose().default({ autoFill: true }),
  })
  .loose();
export type TemplateSection = z.infer<typeof templateSectionSchema>;
export const templateSectionsSchema = z.array(templateSectionSchema).min(1).max(LIMITS.maxSections);

/** The optional keys shared by both note endpoints. `templateSections` is a string holding JSON. */
export const noteOptionsSchema = z.object({
  language: languageSchema.optional(),
  // A string holding JSON, per the spec; an array sent as JSON is accepted too.
  templateSections: z
    .preprocess((v) => (Array.isArray(v) ? JSON.stringify(v) : v), z.string().max(LIMITS.maxTemplateSectionsLength))
    .optional(),
  template: z.string().max(100).optional(),
  sideNote: z.string().max(LIMITS.maxSideNoteLength).optional(),
  primaryProfession: professionSchema.optional(),
  customTemplate: z.string().max(LIMITS.maxCustomTemplateLength).optional(),
});
export type NoteOptions = z.infer<typeof noteOptionsSchema>;

export const transcriptNoteRequestSchema = noteOptionsSchema.extend({
  transcript: z.string().max(LIMITS.maxTranscriptLength),
});
export type TranscriptNoteRequest = z.infer<typeof transcriptNoteRequestSchema>;

export const codingCodeSchema = z.object({
  code: z.string(),
  system: z.string(),
  description: z.string(),
});
export type CodingCode = z.infer<typeof codingCodeSchema>;

export const noteTaskSchema = z.object({
  title: z.string(),
  category: taskCategorySchema,
  priority: taskPrioritySchema,
  description: z.string(),
});
export type NoteTask = z.infer<typeof noteTaskSchema>;

export const noteSectionSchema = z.object({ sectionName: z.string(), content: z.string() });
export type NoteSection = z.infer<typeof noteSectionSchema>;

export const noteSchema = z.object({
  cause: z.string(),
  subjective: z.string(),
  objective: z.string(),
  assessment: z.string(),
  plan: z.string(),
  diagnoses: z.array(z.string()),
  coding_codes: z.array(codingCodeSchema),
  tasks: z.record(z.string(), noteTaskSchema),
  sections: z.array(noteSectionSchema),
  combined: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/**
 * An extension to the spec: what in the note was not found in the transcript or side note
 * (numbers, doses, drugs, sides, codes), and the sections left empty. Every note carries it;
 * it is optional so clients written to the spec may ignore it.
 */
export const noteReviewSchema = z.object({
  unsupported: z.array(z.object({ sectionName: z.string(), text: z.string() })),
  emptySections: z.array(z.string()),
});
export type NoteReview = z.infer<typeof noteReviewSchema>;

export const noteResponseSchema = z.object({
  transcript: z.string(),
  note: noteSchema,
  review: noteReviewSchema.optional(),
  /** An extension: the id the note is kept under for review (GET /notes/{noteId}); spec clients ignore it. */
  noteId: z.string().optional(),
});
export type NoteResponse = z.infer<typeof noteResponseSchema>;

export const chunkResultSchema = z.object({
  ok: z.boolean(),
  chunkTranscript: z.string(),
  seq: z.number().int().optional(),
});
export type ChunkResult = z.infer<typeof chunkResultSchema>;

export const sessionCreatedSchema = z.object({ sessionId: z.string().uuid() });
export type SessionCreated = z.infer<typeof sessionCreatedSchema>;

export const transcriptionResponseSchema = z.object({
  transcript: z.string(),
  durationSec: z.number().optional(),
  language: languageSchema.optional(),
});
export type TranscriptionResponse = z.infer<typeof transcriptionResponseSchema>;

export const pingResponseSchema = z.object({ ok: z.literal(true), keyId: z.string(), version: z.string() });
export type PingResponse = z.infer<typeof pingResponseSchema>;

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  profession: professionSchema.optional(),
  sections: z.array(
    z.object({ sectionName: z.string(), aiRules: z.object({ autoFill: z.boolean() }) }),
  ),
});
export type Template = z.infer<typeof templateSchema>;

export const engineInfoSchema = z.object({
  name: z.string(),
  languages: z.array(languageSchema),
  translates: z.boolean().optional(),
  description: z.string(),
});
export const capabilitiesSchema = z.object({
  transcription: engineInfoSchema,
  notes: engineInfoSchema,
  defaultLanguage: languageSchema,
  maxUploadMb: z.number(),
  limits: z.record(z.string(), z.number()),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

export const ERROR_CODES = [
  'missing_input',
  'missing_chunk',
  'no_audio',
  'empty_transcript',
  'invalid_audio',
  'invalid_field',
  'unauthorized',
  'forbidden',
  'not_found',
  'session_closed',
  'payload_too_large',
  'rate_limited',
  'upstream_failed',
  'not_ready',
  'storage_full',
  'storage_unavailable',
  'audio_too_long',
  'quota_exceeded',
  'precondition_required',
  'precondition_failed',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.enum(ERROR_CODES),
  requestId: z.string(),
});
export type Problem = z.infer<typeof problemSchema>;
