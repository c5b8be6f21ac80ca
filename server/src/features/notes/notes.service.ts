import { DEFAULT_LANGUAGE, type Language, type NoteOptions, type NoteResponse, type Profession } from '../../contract/api.schema.js';
import type { KeptNoteSource } from '../../contract/kept-notes.schema.js';
import type { NoteGenerator } from '../../engines/notes/note-generator.js';
import { AppError } from '../../lib/app-error.js';
import { resolveSections, type ResolvedSections } from '../templates/section-resolver.js';
import type { TemplateCatalog } from '../templates/template-catalog.js';
import type { NoteOrigin } from '../kept-notes/kept-notes.service.js';
import { renderNote } from './note-renderer.js';
import { NoteReviewer } from './review/note-review.js';

export const DEFAULT_PROFESSION: Profession = 'physician';

/** Who asked for a note and through which endpoint: the note is kept for review under them. */
export interface NoteAuthor {
  tenant: string;
  keyId: string;
  source: KeptNoteSource;
}

/** Keeps every generated note for review (the kept-notes feature); returns the id it is kept under. */
export interface NoteKeeper {
  keep(origin: NoteOrigin, response: NoteResponse): Promise<string>;
  /** Takes a kept note out of the queue (a note nobody got): discarded, its text erased. */
  forget(tenant: string, noteId: string): Promise<void>;
}

/** A request's note options resolved once: invalid ones are refused before any slow work. */
export interface ResolvedNoteOptions {
  options: NoteOptions;
  language: Language;
  profession: Profession;
  sections: ResolvedSections;
}

/** Turns a transcript and the note options into the note response. Used by every note endpoint. */
export class NotesService {
  constructor(
    private readonly generator: NoteGenerator,
    private readonly catalog: TemplateCatalog,
    private readonly reviewer = new NoteReviewer(),
    private readonly keeper?: NoteKeeper,
  ) {}

  /** The options with their defaults and sections; throws 400 `invalid_field` for a bad template or sections. */
  resolveOptions(options: NoteOptions): ResolvedNoteOptions {
    const language = options.language ?? DEFAULT_LANGUAGE;
    const profession = options.primaryProfession ?? DEFAULT_PROFESSION;
    const sections = resolveSections(
      {
        language,
        profession,
        templateSections: options.templateSections,
        template: options.template,
        customTemplate: options.customTemplate,
      },
      this.catalog,
    );
    return { options, language, profession, sections };
  }

  /** The note; with an `author` (and a keeper) it is also kept for review, and the response carries its `noteId`. */
  async fromTranscript(transcript: string, resolved: ResolvedNoteOptions, signal: AbortSignal, author?: NoteAuthor): Promise<NoteResponse> {
    const { options, language, profession, sections } = resolved;
    if (transcript.trim() === '') {
      throw new AppError(400, 'empty_transcript', 'The transcript is empty: there is nothing to write a note from.');
    }
    const generated = await this.generator.generate({
      transcript,
      language,
      sections: sections.sections,
      profession,
      ...(options.sideNote?.trim() ? { sideNote: options.sideNote.trim() } : {}),
      ...(sections.source === 'customTemplate' && options.customTemplate ? { customTemplate: options.customTemplate } : {}),
      signal,
    });
    const note = renderNote(generated, sections.sections, language);
    // Checked here, outside the engines, so every note of every engine carries its review.
    const review = this.reviewer.review(note, sections.sections, { transcript, ...(options.sideNote ? { sideNote: options.sideNote } : {}) }, language);
    const response: NoteResponse = { transcript, note, review };
    if (!author || !this.keeper) return response;
    const template =
      sections.source === 'template' ? (options.template ?? 'template') : sections.source === 'customTemplate' ? 'custom' : sections.source === 'templateSections' ? 'sections' : profession;
    const noteId = await this.keeper.keep({ tenant: author.tenant, author: author.keyId, source: author.source, template, language, options }, response);
    return { ...response, noteId };
  }

  /** A kept note that was never answered (its session could not be closed with it) leaves the review queue. */
  async forgetKept(tenant: string, noteId: string | undefined): Promise<void> {
    if (noteId && this.keeper) await this.keeper.forget(tenant, noteId);
  }
}
