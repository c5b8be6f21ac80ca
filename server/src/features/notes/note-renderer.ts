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
  const blocks = noteSections.map((s) => (s.content ? `${s.sectionName}\n${s.content}` : s.sectionName));
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
 * Strips Markdown and HTML that an engine may emit, so the text pastes cleanly into a
 * record system's plain text field.
 */
export function plainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/<[^>\n]{1,200}>/g, '')
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
