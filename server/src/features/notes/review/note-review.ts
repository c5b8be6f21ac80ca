/**
 * Checks a note against its sources, whichever engine wrote it: every number, drug, side
 * of the body and diagnosis code the note states must be found in the transcript or the
 * side note. What is not found is listed for the clinician to check before copying; the
 * note itself is never changed.
 */
import type { Language, Note, NoteReview } from '../../../contract/api.schema.js';
import type { SectionSpec } from '../../../engines/notes/note-generator.js';
import { heading } from '../../templates/section-headings.js';
import { FactReader, STEM_LENGTH, type Claim, type SourceFacts } from './clinical-facts.js';
import { loadReviewData } from './review-data.js';

export interface ReviewSources {
  transcript: string;
  sideNote?: string;
}

const SOAP_KEYS = ['cause', 'subjective', 'objective', 'assessment', 'plan'] as const;

export class NoteReviewer {
  constructor(private readonly reader = new FactReader(loadReviewData())) {}

  review(note: Note, sections: SectionSpec[], sources: ReviewSources, language: Language): NoteReview {
    const facts = this.reader.sourceFacts([sources.transcript, sources.sideNote ?? ''].join('\n'));
    const unsupported: NoteReview['unsupported'] = [];
    const seen = new Set<string>();
    const flag = (sectionName: string, text: string) => {
      const key = `${sectionName}\u0000${text}`;
      if (!seen.has(key)) unsupported.push({ sectionName, text });
      seen.add(key);
    };
    const check = (sectionName: string, text: string) => {
      for (const claim of this.reader.claims(text, language)) if (!supported(claim, facts)) flag(sectionName, claim.text);
    };

    for (const s of note.sections) check(s.sectionName, s.content);
    // The SOAP fields are part of the response too: what they state beyond the sections is listed under the field's key.
    const listed = new Set(unsupported.map((u) => u.text));
    for (const key of SOAP_KEYS) {
      for (const claim of this.reader.claims(note[key], language)) {
        if (!supported(claim, facts) && !listed.has(claim.text)) flag(key, claim.text);
      }
    }

    // A code is supported when it was said, or when a word of its label was (first letters, for inflections).
    const diagnoses = heading('diagnoses', language);
    for (const c of note.coding_codes) {
      const labelSaid = c.description
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .some((w) => w.length >= STEM_LENGTH && facts.stems.has(w.slice(0, STEM_LENGTH)));
      if (!facts.codes.has(c.code) && !labelSaid) flag(diagnoses, c.code);
      check(diagnoses, c.description);
    }
    const tasks = heading('tasks', language);
    for (const task of Object.values(note.tasks)) check(tasks, `${task.title}\n${task.description}`);

    const emptySections = sections
      .filter((spec) => spec.autoFill && !note.sections.find((s) => s.sectionName === spec.sectionName)?.content.trim())
      .map((spec) => spec.sectionName);
    return { unsupported, emptySections: [...new Set(emptySections)] };
  }
}

function supported(claim: Claim, facts: SourceFacts): boolean {
  switch (claim.kind) {
    case 'number':
      return facts.numbers.has(claim.value);
    case 'drug':
      return facts.drugs.has(claim.drug);
    case 'side':
      return facts.sides.has(claim.side);
    case 'code':
      return facts.codes.has(claim.code);
  }
}
