/**
 * The note prompt is data (`note-prompt.v1.json`, validated when loaded); this is the one
 * function that renders it. Golden files in `golden/` pin the text per language,
 * profession and template, so a prompt change is a reviewed diff.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { LANGUAGES, TASK_CATEGORIES, type Language, type Profession } from '../../../contract/api.schema.js';
import type { SectionSpec } from '../note-generator.js';

const languagePromptSchema = z.object({ name: z.string().min(1), codeSystem: z.string().min(1), conventions: z.string().min(1) });

const notePromptSchema = z.object({
  version: z.number().int().positive(),
  system: z.array(z.string().min(1)).min(1),
  clinicianFilledSection: z.string().min(1),
  customTemplate: z.string().includes('{customTemplate}'),
  schemaInPrompt: z.string().includes('{schema}'),
  part: z.string().includes('{part}'),
  mergeParts: z.string().min(1),
  user: z.object({
    transcript: z.string().includes('{transcript}'),
    partNotes: z.string().includes('{transcript}'),
    sideNote: z.string().includes('{sideNote}'),
  }),
  languages: z.object(Object.fromEntries(LANGUAGES.map((l) => [l, languagePromptSchema])) as Record<Language, typeof languagePromptSchema>),
});
export type NotePrompt = z.infer<typeof notePromptSchema>;

export function loadNotePrompt(file = new URL('./note-prompt.v1.json', import.meta.url)): NotePrompt {
  return notePromptSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

export const NOTE_PROMPT = loadNotePrompt();

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface NotePromptInput {
  language: Language;
  profession: Profession;
  sections: SectionSpec[];
  customTemplate?: string;
  /** The transcript, or the rendered notes of its parts when `mergeParts`. */
  transcript: string;
  sideNote?: string;
  /** For servers that ignore `response_format: json_schema`: the schema goes into the prompt. */
  schemaInPrompt?: object;
  /** The transcript is one part of a visit too long for the model's context. */
  part?: { index: number; count: number };
  mergeParts?: boolean;
}

/** Fills `{name}` placeholders in one pass, so text inserted for one placeholder is never read as another. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export function renderNotePrompt(input: NotePromptInput, prompt: NotePrompt = NOTE_PROMPT): ChatMessage[] {
  const language = prompt.languages[input.language];
  const sectionList = input.sections
    // JSON-quoted, so a name holding quotes or line breaks stays one item of the list.
    .map((s) => `- ${JSON.stringify(s.sectionName)}${s.autoFill ? '' : ` (${prompt.clinicianFilledSection})`}`)
    .join('\n');
  const values = {
    languageName: language.name,
    profession: input.profession.replace('_', ' '),
    conventions: language.conventions,
    sectionList,
    codeSystem: language.codeSystem,
    taskCategories: TASK_CATEGORIES.join(', '),
  };
  const system = [
    ...prompt.system.map((line) => fill(line, values)),
    input.customTemplate ? fill(prompt.customTemplate, { customTemplate: input.customTemplate }) : '',
    input.part ? fill(prompt.part, { part: String(input.part.index + 1), parts: String(input.part.count) }) : '',
    input.mergeParts ? prompt.mergeParts : '',
    input.schemaInPrompt ? fill(prompt.schemaInPrompt, { schema: JSON.stringify(input.schemaInPrompt) }) : '',
  ].filter(Boolean);
  const user = [
    fill(input.mergeParts ? prompt.user.partNotes : prompt.user.transcript, { transcript: input.transcript }),
    input.sideNote ? fill(prompt.user.sideNote, { sideNote: input.sideNote }) : '',
  ].filter(Boolean);
  return [
    { role: 'system', content: system.join('\n\n') },
    { role: 'user', content: user.join('\n\n') },
  ];
}
