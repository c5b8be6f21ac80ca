import type { KeptNote, KeptNoteList, KeptNoteSource, KeptNoteStatus, KeptNoteSummary, KeptNoteUpdate } from '../../contract/kept-notes.schema.js';
import type { Note, NoteOptions, NoteResponse, NoteSection } from '../../contract/api.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { KeptNoteMeta, KeptNoteRecord, KeptNoteStore } from '../../storage/kept-note-store.js';
import type { KeyRole } from '../../storage/key-store.js';
import { headingLine, plainText } from '../notes/note-renderer.js';

/** Encrypts what is kept (the data key's cipher, see storage/data-encryption.ts); without one the body is stored in clear. */
export interface TextSealer {
  encryptText(plain: string): string;
  decryptText(stored: string): string;
}

/** Who asks: a clinician sees its own notes, a secretary or admin the tenant's. */
export interface Caller {
  tenant: string;
  keyId: string;
  role: KeyRole;
}

/** What a note was made from and by whom, given where it was made. */
export interface NoteOrigin {
  tenant: string;
  author: string;
  source: KeptNoteSource;
  /** The template id, `custom`, `sections` or the profession whose default sections were used. */
  template: string;
  language: string;
  options: NoteOptions;
}

/** The kept body: everything with health data in it, stored as one (sealed) JSON text. */
interface Body {
  transcript: string;
  options: NoteOptions;
  note: Note;
  review?: NoteResponse['review'];
}

/** `"3"`: the note's version as a strong entity tag. */
export const etagOf = (version: number): string => `"${version}"`;

/**
 * The review queue's use-cases: every generated note is kept here with its transcript, listed
 * for the roles that may see it, edited under optimistic concurrency (the version is the ETag)
 * and moved from `new` through `in_review` to `approved`, or discarded.
 */
export class KeptNotesService {
  constructor(
    private readonly store: KeptNoteStore,
    private readonly sealer?: TextSealer,
  ) {}

  /** Keeps a generated note; returns its id. */
  async keep(origin: NoteOrigin, response: NoteResponse): Promise<string> {
    const body: Body = {
      transcript: response.transcript,
      options: origin.options,
      note: response.note,
      ...(response.review ? { review: response.review } : {}),
    };
    const record = await this.store.add({
      tenant: origin.tenant,
      author: origin.author,
      source: origin.source,
      template: origin.template,
      language: origin.language,
      length: response.note.combined.length,
      unsupported: response.review?.unsupported.length ?? 0,
      body: this.seal(body),
    });
    return record.id;
  }

  async list(caller: Caller, query: { status?: KeptNoteStatus; limit: number; offset: number }): Promise<KeptNoteList> {
    const own = caller.role === 'clinician';
    const { items, total } = await this.store.list(caller.tenant, { ...query, ...(own ? { author: caller.keyId } : {}) });
    return { items: items.map(summary), total, scope: own ? 'own' : 'tenant' };
  }

  async get(caller: Caller, id: string): Promise<KeptNote> {
    return this.view(await this.visible(caller, id));
  }

  /**
   * Applies `update` if the note is still at `expectedVersion`; 412 if someone changed it
   * since. Edited sections are written into `combined` unless the client sends `combined`.
   */
  async update(caller: Caller, id: string, expectedVersion: number, update: KeptNoteUpdate): Promise<KeptNote> {
    const current = await this.visible(caller, id);
    if (current.version !== expectedVersion) throw changedMeanwhile();
    const body = this.open(current.body);
    const edited = update.sections || update.combined !== undefined;
    const note = edited ? applyEdits(body.note, update) : body.note;
    // An edit of a new note starts its review; an edit of an approved one reopens it.
    const status = update.status ?? (edited && current.status !== 'in_review' ? 'in_review' : undefined);
    const result = await this.store.update(caller.tenant, id, expectedVersion, {
      ...(status ? { status } : {}),
      ...(edited ? { body: this.seal({ ...body, note }), length: note.combined.length } : {}),
    });
    if (result.kind === 'missing') throw notFound();
    if (result.kind === 'conflict') throw changedMeanwhile();
    return this.view(result.record);
  }

  async discard(caller: Caller, id: string): Promise<void> {
    await this.visible(caller, id);
    if (!(await this.store.discard(caller.tenant, id))) throw notFound();
  }

  /** Discards a note nobody was answered with (see NotesService.forgetKept); best effort. */
  async forget(tenant: string, id: string): Promise<void> {
    await this.store.discard(tenant, id).catch(() => false);
  }

  /** Deletes notes past their retention, with their transcripts. */
  purgeOlderThan(cutoff: Date): Promise<number> {
    return this.store.purgeOlderThan(cutoff);
  }

  /** The note if the caller may see it: another tenant's, or for a clinician another author's, does not exist. */
  private async visible(caller: Caller, id: string): Promise<KeptNoteRecord> {
    const record = await this.store.get(caller.tenant, id);
    if (!record || (caller.role === 'clinician' && record.author !== caller.keyId)) throw notFound();
    return record;
  }

  private view(record: KeptNoteRecord): KeptNote {
    const body = this.open(record.body);
    return { ...summary(record), ...body, version: record.version };
  }

  private seal(body: Body): string {
    const json = JSON.stringify(body);
    return this.sealer ? this.sealer.encryptText(json) : json;
  }

  private open(stored: string): Body {
    return JSON.parse(this.sealer ? this.sealer.decryptText(stored) : stored) as Body;
  }
}

const summary = (meta: KeptNoteMeta): KeptNoteSummary => ({
  noteId: meta.id,
  status: meta.status,
  source: meta.source,
  createdAt: meta.createdAt.toISOString(),
  updatedAt: meta.updatedAt.toISOString(),
  author: meta.author,
  template: meta.template,
  language: meta.language,
  length: meta.length,
  unsupported: meta.unsupported,
});

const notFound = () => new AppError(404, 'not_found', 'No note with this id exists.');
const changedMeanwhile = () =>
  new AppError(412, 'precondition_failed', 'The note was changed by someone else since you fetched it; fetch it again and redo your change.');

/** The sections as blocks of `combined`, the way the renderer writes them. */
const sectionBlock = (s: NoteSection): string => (s.content ? `${headingLine(s.sectionName)}\n${s.content}` : headingLine(s.sectionName));

/**
 * The note with the edits: sections replaced by name; `combined` as sent, or else with each
 * edited section's block rewritten in place (the diagnoses and tasks after them stay).
 */
export function applyEdits(note: Note, update: Pick<KeptNoteUpdate, 'sections' | 'combined'>): Note {
  const edits = new Map((update.sections ?? []).map((s) => [s.sectionName, plainText(s.content)]));
  for (const name of edits.keys()) {
    if (!note.sections.some((s) => s.sectionName === name)) {
      throw new AppError(400, 'invalid_field', "The field 'sections' is invalid: a section name is not one of the note's sections.");
    }
  }
  const sections = note.sections.map((s) => (edits.has(s.sectionName) ? { ...s, content: edits.get(s.sectionName)! } : s));
  if (update.combined !== undefined) return { ...note, sections, combined: plainText(update.combined) };
  let combined = note.combined;
  const before = note.sections.map(sectionBlock).join('\n\n');
  const after = sections.map(sectionBlock).join('\n\n');
  if (combined.startsWith(before)) {
    combined = after + combined.slice(before.length);
  } else {
    // `combined` was edited by hand before: rewrite each changed block where it still stands.
    note.sections.forEach((old, i) => {
      const next = sections[i]!;
      if (old.content === next.content) return;
      const at = combined.indexOf(sectionBlock(old));
      if (at < 0) {
        throw new AppError(400, 'invalid_field', "The field 'combined' is needed: it was edited by hand, so send it with the edited sections.");
      }
      combined = combined.slice(0, at) + sectionBlock(next) + combined.slice(at + sectionBlock(old).length);
    });
  }
  return { ...note, sections, combined };
}
