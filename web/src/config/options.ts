import type { DEFAULT_LANGUAGE as CONTRACT_DEFAULT_LANGUAGE, Language, Profession } from '@contract/api.schema';

/** Values mirrored from the server contract; typed against it so they cannot drift. */
export const DEFAULT_LANGUAGE: typeof CONTRACT_DEFAULT_LANGUAGE = 'sv';
export const LANGUAGE_OPTIONS = ['sv', 'en', 'fi', 'nb', 'da', 'de', 'tr', 'ar'] as const satisfies readonly Language[];
export const PROFESSION_OPTIONS = [
  'physician', 'nurse', 'psychologist', 'physiotherapist', 'occupational_therapist',
  'dietitian', 'midwife', 'dentist', 'counsellor', 'other',
] as const satisfies readonly Profession[];

export const LANGUAGE_NAMES: Record<Language, string> = {
  sv: 'Svenska', en: 'English', fi: 'Suomi', nb: 'Norsk bokmål', da: 'Dansk', de: 'Deutsch', tr: 'Türkçe', ar: 'العربية',
};

/**
 * How the recorder cuts: at pauses of 500 ms or more; a chunk past 28 s is cut at the next
 * quiet frame, which in running speech comes within a second or two, so chunks stay near 30 s.
 */
export const CHUNKING = { pauseMs: 500, maxChunkMs: 28_000 } as const;
