import type { Language, Note, NoteTask } from '../../contract/api.schema.js';
import type { GeneratedNote, SectionSpec } from '../../engines/notes/note-generator.js';
import { heading, PHRASES } from '../templates/section-headings.js';

/**
 * Turns an engine's structured note into the API's note object. `combined`, the diagnosis
 * lines, `coding_codes` and the tasks object are always rendered here, from the structure,
 * so every engine gives the same plain-text shape.
 */
export function renderNote(generated: GeneratedNote, sections: SectionSpec[], language: Language): Note {
  const clean = {
    cause: plainText(generated.cause),
    subjective: plainText(generated.subjective),
    objective: plainText(generated.objective),
    assessment: plainText(generated.assessment),
    plan: plainText(generated.plan),
  };
  const contentByName = new Map(generated.sections.map((s) => [s.sectionName.trim().toLowerCase(), s.content]));
  const noteSections = sections.map((spec, index) => {
    const content = generated.sections[index]?.sectionName === spec.sectionName
      ? generated.sections[index]!.content
      : (contentByName.get(spec.sectionName.trim().toLowerCase()) ?? '');
    return { sectionName: spec.sectionName, content: spec.autoFill ? plainText(content) : '' };
  });

  const seen = new Set<string>();
  const diagnoses = generated.diagnoses.filter((d) => {
    const fresh = d.code.trim() !== '' && !seen.has(d.code);
    seen.add(d.code);
    return fresh;
  });
  const tasks: NoteTask[] = generated.tasks.map((t) => ({
    ...t,
    title: plainText(t.title).replace(/\n+/g, ' '),
    description: plainText(t.description),
  }));

  const diagnosisLines = diagnoses.map((d) => `${d.code} ${plainText(d.label)} (${d.system})`);
  const blocks = noteSections.map((s) => {
    const name = headingLine(s.sectionName);
    return s.content ? `${name}\n${s.content}` : name;
  });
  const hasContent = noteSections.some((s) => s.content) || diagnosisLines.length > 0 || tasks.length > 0;
  if (!hasContent && noteSections.some((s) => sections.find((x) => x.sectionName === s.sectionName)?.autoFill)) {
    blocks.push(PHRASES.nothingFound[language]);
  }
  if (diagnosisLines.length) blocks.push(`${heading('diagnoses', language)}\n${diagnosisLines.join('\n')}`);
  if (tasks.length) {
    const priority = PHRASES.priority[language];
    blocks.push(
      `${heading('tasks', language)}\n${tasks
        .map((t) => `${t.title} (${priority[t.priority]})${t.description && t.description !== t.title ? `: ${t.description}` : ''}`)
        .join('\n')}`,
    );
  }

  return {
    ...clean,
    diagnoses: diagnosisLines,
    coding_codes: diagnoses.map((d) => ({ code: d.code, system: d.system, description: plainText(d.label) })),
    tasks: Object.fromEntries(tasks.map((t, i) => [String(i), t])),
    sections: noteSections,
    combined: blocks.join('\n\n'),
  };
}

/**
 * A section name as one heading line of `combined`: names come from clients (templateSections,
 * customTemplate), so line breaks that would forge further lines become spaces.
 */
export function headingLine(name: string): string {
  return plainText(name.replace(/[\r\n\u2028\u2029]+/g, ' ')).replace(/\s+/g, ' ');
}

/**
 * Strips Markdown, HTML and control characters that an engine (or a client's section name)
 * may carry, so the text pastes cleanly into a record system's plain text field.
 */
export function plainText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    // C0/C1 controls (tab and newline kept) and the bidirectional overrides that reorder what a reader sees.
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/<[^>\n]{1,200}>/g, '')
    // What is left of a tag that was never closed: '<' before a letter, '/', '!' or '?'.
    .replace(/<(?=[a-z/!?])/gi, '')
    .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, '$1$2')
    .replace(/(^|\s)[*_](\S(?:.*?\S)?)[*_](?=\s|[.,;:!?]|$)/gm, '$1$2')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '• ')
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
