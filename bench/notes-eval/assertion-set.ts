/**
 * The blind assertion set (bench/notes-eval/assertion-set/): sentences of consultation speech, each
 * with one condition term and the status a clinician gives it, written by authors who never saw the
 * engine. Scored term by term as the engine reads the piece: the status of the condition it finds at
 * the term (after its rules for roles, past episodes and questions), else the status its trigger
 * lists give the term's words; a term in a piece the engine drops (an unanswered question, small
 * talk) is neither affirmed nor denied.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../server/src/contract/api.schema.js';
import { assertionOf, type Assertion } from '../../server/src/engines/notes/embedded/assertion.js';
import { writeStatements } from '../../server/src/engines/notes/embedded/note-writer.js';

const item = z.object({
  text: z.string().min(1),
  term: z.string().min(1),
  status: z.enum(['present', 'absent', 'possible', 'hypothetical', 'historical', 'other_person']),
  split: z.enum(['dev', 'heldout']),
});
export type AssertionItem = z.infer<typeof item> & { language: Language };

export function loadAssertionSet(dir: string): AssertionItem[] {
  return LANGUAGES.filter((l) => fs.existsSync(path.join(dir, `${l}.json`))).flatMap((language) =>
    z.array(item).parse(JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8'))).map((i) => ({ ...i, language })),
  );
}

/** The status the engine gives `term` in `text`. */
export function engineStatus(text: string, term: string, language: Language): Assertion | undefined {
  const { statements, unwritten } = writeStatements(text, language);
  const wanted = term.toLowerCase();
  const kept = [...statements, ...unwritten];
  for (const s of kept) {
    const found = s.mentions.find((m) => wanted.includes(m.surface.toLowerCase()) || m.surface.toLowerCase().includes(wanted));
    if (found) return found.status;
  }
  const read = assertionOf(text, term, language);
  // A question with no answer, or small talk: the engine drops the piece, so it neither affirms nor denies the term.
  const dropped = !kept.some((s) => s.original.toLowerCase().includes(wanted));
  return dropped && read === 'present' ? 'possible' : read;
}

export interface AssertionScore {
  items: number;
  /** The engine's status equals the author's. */
  accuracy: number;
  /** Of the terms the author did not give as present, the share the engine read as present: the harmful error. */
  falsePresent: number;
  /** Of the terms the author gave as present, the share the engine read as anything else. */
  missedPresent: number;
}

export function scoreAssertions(items: AssertionItem[], verbose = false, label = ''): AssertionScore {
  let right = 0;
  let notPresent = 0;
  let readPresent = 0;
  let present = 0;
  let missed = 0;
  for (const i of items) {
    const got = engineStatus(i.text, i.term, i.language);
    if (got === i.status) right++;
    else if (verbose) console.log(`   ${label} [${i.language}] ${i.term}: want ${i.status}, got ${got} :: ${i.text}`);
    if (i.status === 'present') {
      present++;
      if (got !== 'present') missed++;
    } else {
      notPresent++;
      if (got === 'present') readPresent++;
    }
  }
  return { items: items.length, accuracy: right / items.length, falsePresent: readPresent / Math.max(1, notPresent), missedPresent: missed / Math.max(1, present) };
}
