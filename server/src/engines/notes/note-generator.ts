import type { Language, NoteTask, Profession } from '../../contract/api.schema.js';

/** A section the note must fill, already resolved from templateSections / template / customTemplate. */
export interface SectionSpec {
  sectionName: string;
  autoFill: boolean;
}

export interface GenerateNoteRequest {
  transcript: string;
  /** Output language: headings and fixed phrases. */
  language: Language;
  sections: SectionSpec[];
  profession: Profession;
  sideNote?: string;
  /** The free-form custom template body when it was the source of `sections`, for context. */
  customTemplate?: string;
  signal: AbortSignal;
}

export interface DiagnosisCode {
  code: string;
  /** e.g. `ICD-10-SE` for Swedish output, `ICD-10` otherwise. */
  system: string;
  label: string;
}

/**
 * What an engine returns. `combined`, the diagnosis lines, `coding_codes` and the tasks
 * object are rendered from this by our own code (notes/note-renderer.ts), never by an engine.
 */
export interface GeneratedNote {
  cause: string;
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
  diagnoses: DiagnosisCode[];
  tasks: NoteTask[];
  /** One entry per requested section, same order, same names. */
  sections: { sectionName: string; content: string }[];
}

export interface NoteGenerator {
  readonly name: string;
  readonly description: string;
  /** Output languages it writes headings in. */
  readonly languages: readonly Language[];
  /** Whether content is translated into the output language. */
  readonly translates: boolean;
  generate(request: GenerateNoteRequest): Promise<GeneratedNote>;
  close?(): Promise<void>;
}
