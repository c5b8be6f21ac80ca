import { z } from 'zod';
import { LIMITS, templateSectionsSchema, type Language, type Profession } from '../../contract/api.schema.js';
import type { SectionSpec } from '../../engines/notes/note-generator.js';
import { invalidField } from '../../lib/app-error.js';
import type { TemplateCatalog } from './template-catalog.js';

export interface SectionChoice {
  templateSections?: string;
  template?: string;
  customTemplate?: string;
  profession: Profession;
  language: Language;
}

export interface ResolvedSections {
  sections: SectionSpec[];
  /** Where the sections came from, for logs and tests. */
  source: 'templateSections' | 'template' | 'customTemplate' | 'profession';
}

/**
 * Picks the note's sections by the precedence of decisions.md:
 * templateSections > template > customTemplate > the profession's template > SOAP.
 * Invalid inputs are rejected even when a higher-precedence input is present.
 */
export function resolveSections(choice: SectionChoice, catalog: TemplateCatalog): ResolvedSections {
  const fromTemplateSections =
    choice.templateSections !== undefined ? parseTemplateSections(choice.templateSections) : undefined;
  if (choice.template !== undefined && !catalog.has(choice.template)) {
    // The value is not repeated: whatever a client sent (a patient's name included) stays out of the answer.
    throw invalidField('template', 'no template has that id. GET /api/v1/templates lists them.');
  }
  if (fromTemplateSections) return { sections: fromTemplateSections, source: 'templateSections' };
  if (choice.template !== undefined) {
    const template = catalog.get(choice.template, choice.language)!;
    return { sections: template.sections.map(toSpec), source: 'template' };
  }
  const custom = choice.customTemplate ? parseCustomTemplate(choice.customTemplate) : [];
  if (custom.length > 0) return { sections: custom, source: 'customTemplate' };
  return { sections: catalog.forProfession(choice.profession, choice.language).sections.map(toSpec), source: 'profession' };
}

const toSpec = (s: { sectionName: string; aiRules: { autoFill: boolean } }): SectionSpec => ({
  sectionName: s.sectionName,
  autoFill: s.aiRules.autoFill,
});

export function parseTemplateSections(raw: string): SectionSpec[] {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw invalidField('templateSections', 'it must be a string holding a JSON array of { sectionName, aiRules: { autoFill } }.');
  }
  const parsed = templateSectionsSchema.safeParse(json);
  if (!parsed.success) {
    throw invalidField('templateSections', describe(parsed.error));
  }
  return parsed.data.map(toSpec);
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it is not a valid list of sections.';
  if (issue.code === 'too_big' && issue.path.length === 0) return `at most ${LIMITS.maxSections} sections are allowed.`;
  if (issue.code === 'too_small' && issue.path.length === 0) return 'it must hold at least one section.';
  const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
  return `${issue.message}${where}. Each item needs a non-empty sectionName (at most ${LIMITS.maxSectionNameLength} characters) and optional aiRules.autoFill (boolean).`;
}

/**
 * Reads section headings out of a free-form template: Markdown headings (`## Anamnes`),
 * lines ending in a colon (`Status:`), or short lines in capitals (`BEDÖMNING`).
 * Lines in between are instructions and do not become sections.
 */
export function parseCustomTemplate(body: string): SectionSpec[] {
  const names: string[] = [];
  for (const rawLine of body.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.length > 80) continue;
    const markdown = /^#{1,6}\s+(.+?)\s*#*$/.exec(line)?.[1];
    const colon = /^[-*•]?\s*([^:]{1,60}):\s*(\[.*\]|\(.*\)|_+|\.{2,})?$/.exec(line)?.[1];
    const capitals = line === line.toUpperCase() && /\p{Lu}/u.test(line) && line.split(/\s+/).length <= 6 ? line : undefined;
    const name = (markdown ?? colon ?? capitals)?.replace(/[*_`]/g, '').trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names.slice(0, LIMITS.maxSections).map((sectionName) => ({ sectionName, autoFill: true }));
}
