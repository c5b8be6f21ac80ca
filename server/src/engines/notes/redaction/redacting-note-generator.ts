import type { GeneratedNote, NoteGenerator } from '../note-generator.js';
import { IdentifierRedactor } from './identifier-redaction.js';

/**
 * Wraps an upstream note model so that the transcript and side note it is sent carry
 * placeholders instead of identity numbers, phone numbers and e-mail addresses; the note
 * that comes back gets the originals again, so the clinician sees no difference.
 */
export function redactingNoteGenerator(upstream: NoteGenerator): NoteGenerator {
  return {
    name: upstream.name,
    description: upstream.description,
    languages: upstream.languages,
    translates: upstream.translates,
    async generate(request) {
      const redactor = new IdentifierRedactor();
      const note = await upstream.generate({
        ...request,
        transcript: redactor.redact(request.transcript),
        ...(request.sideNote === undefined ? {} : { sideNote: redactor.redact(request.sideNote) }),
      });
      return restoreNote(note, (text) => redactor.restore(text));
    },
    ...(upstream.close ? { close: () => upstream.close!() } : {}),
  };
}

function restoreNote(note: GeneratedNote, restore: (text: string) => string): GeneratedNote {
  return {
    ...note,
    cause: restore(note.cause),
    subjective: restore(note.subjective),
    objective: restore(note.objective),
    assessment: restore(note.assessment),
    plan: restore(note.plan),
    diagnoses: note.diagnoses.map((d) => ({ ...d, label: restore(d.label) })),
    tasks: note.tasks.map((t) => ({ ...t, title: restore(t.title), description: restore(t.description) })),
    sections: note.sections.map((s) => ({ ...s, content: restore(s.content) })),
  };
}
