/**
 * What the note model is asked to answer, and how its answer is read.
 *
 * The JSON schema is built per request and says everything the reader relies on (section
 * names as required keys, the enums, the code pattern, no other keys), because servers with
 * constrained decoding follow the schema and may never read the prompt. The reader is
 * tolerant the other way: any JSON object is read as far as it goes, a missing part is
 * empty, an unknown task category is mapped, so only "no JSON at all" fails a note.
 */
import { TASK_CATEGORIES, TASK_PRIORITIES, type NoteTask, type TaskCategory, type TaskPriority } from '../../../contract/api.schema.js';
import type { SectionSpec } from '../note-generator.js';

export const DIAGNOSIS_CODE_PATTERN = '^[A-Z][0-9]{2}(\\.[0-9]{1,2})?[A-Z0-9]?$';
const diagnosisCode = new RegExp(DIAGNOSIS_CODE_PATTERN);

export const SOAP_KEYS = ['cause', 'subjective', 'objective', 'assessment', 'plan'] as const;

/** The sections the model writes: those it may fill, each name once. */
export function answeredSectionNames(sections: SectionSpec[]): string[] {
  const seen = new Set<string>();
  return sections
    .filter((s) => s.autoFill)
    .map((s) => s.sectionName)
    .filter((name) => {
      const key = sectionKey(name);
      return !seen.has(key) && seen.add(key);
    });
}

const sectionKey = (name: string) => name.trim().toLowerCase();

/** The `response_format` JSON schema for one request (draft 2020-12 subset that OpenAI strict mode accepts). */
export function noteAnswerSchema(sections: SectionSpec[]): Record<string, unknown> {
  const names = answeredSectionNames(sections);
  const text = { type: 'string' };
  return {
    type: 'object',
    additionalProperties: false,
    required: [...SOAP_KEYS, 'sections', 'diagnoses', 'tasks'],
    properties: {
      ...Object.fromEntries(SOAP_KEYS.map((k) => [k, text])),
      sections: {
        type: 'object',
        additionalProperties: false,
        required: names,
        properties: Object.fromEntries(names.map((n) => [n, text])),
      },
      diagnoses: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['code', 'label'],
          properties: { code: { type: 'string', pattern: DIAGNOSIS_CODE_PATTERN }, label: text },
        },
      },
      tasks: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'category', 'priority', 'description'],
          properties: {
            title: text,
            category: { type: 'string', enum: [...TASK_CATEGORIES] },
            priority: { type: 'string', enum: [...TASK_PRIORITIES] },
            description: text,
          },
        },
      },
    },
  };
}

export interface NoteAnswer {
  cause: string;
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
  /** Content by requested section name; a section the model left out is absent. */
  sections: Map<string, string>;
  diagnoses: { code: string; label: string }[];
  tasks: NoteTask[];
}

/**
 * The JSON object in a model's message: as sent, inside a Markdown fence, or between the
 * first `{` and the last `}` of prose. Undefined when there is none.
 */
export function extractJsonObject(content: string): Record<string, unknown> | undefined {
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(content)?.[1];
  const candidates = [content, fenced, content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1)];
  for (const candidate of candidates) {
    if (!candidate?.trim()) continue;
    try {
      const json: unknown = JSON.parse(candidate);
      if (isObject(json)) return json;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

/**
 * Reads an answer as far as it goes. Undefined only when the object holds none of the
 * note's keys (an error object, an echo of the schema): that is not a note.
 */
export function readNoteAnswer(json: Record<string, unknown>, sections: SectionSpec[]): NoteAnswer | undefined {
  const known = [...SOAP_KEYS, 'sections', 'diagnoses', 'tasks'];
  if (!known.some((k) => k in json) || ('type' in json && 'properties' in json)) return undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    cause: str(json.cause),
    subjective: str(json.subjective),
    objective: str(json.objective),
    assessment: str(json.assessment),
    plan: str(json.plan),
    sections: readSections(json.sections, sections),
    diagnoses: list(json.diagnoses).flatMap((d) => {
      const code = str(d.code).trim().toUpperCase();
      return diagnosisCode.test(code) ? [{ code, label: str(d.label).trim() }] : [];
    }),
    tasks: list(json.tasks).flatMap((t) => {
      const title = str(t.title).trim();
      return title ? [{ title, category: taskCategory(str(t.category)), priority: taskPriority(str(t.priority)), description: str(t.description) }] : [];
    }),
  };
}

/** Sections as the schema asks (an object keyed by name) or as older prompts did (a list of { sectionName, content }). */
function readSections(value: unknown, sections: SectionSpec[]): Map<string, string> {
  const byKey = new Map<string, string>();
  if (Array.isArray(value)) {
    for (const s of value) if (isObject(s) && typeof s.sectionName === 'string' && typeof s.content === 'string') byKey.set(sectionKey(s.sectionName), s.content);
  } else if (isObject(value)) {
    for (const [name, content] of Object.entries(value)) if (typeof content === 'string') byKey.set(sectionKey(name), content);
  }
  const answered = new Map<string, string>();
  for (const s of sections) {
    const content = byKey.get(sectionKey(s.sectionName));
    if (content !== undefined) answered.set(s.sectionName, content);
  }
  return answered;
}

const CATEGORY_WORDS: [RegExp, TaskCategory][] = [
  [/follow|control|check.?up|revisit|recall|återbesök|uppfölj/i, 'follow_up'],
  [/refer|remiss|consult/i, 'referral'],
  [/lab|blood|test|sample|prov/i, 'lab_test'],
  [/imag|x.?ray|radio|scan|ultrasound|mri|ct\b|röntgen/i, 'imaging'],
  [/prescri|medic|drug|recept|läkemedel|pharma/i, 'prescription'],
  [/certif|sick|intyg|sjukskriv/i, 'certificate'],
  [/instruct|advice|educat|patient|råd/i, 'patient_instruction'],
];

/** An unknown category is mapped by its words; with nothing to go on it is administrative work. */
export function taskCategory(raw: string): TaskCategory {
  const exact = raw.trim().toLowerCase().replace(/[\s-]+/g, '_');
  if ((TASK_CATEGORIES as readonly string[]).includes(exact)) return exact as TaskCategory;
  return CATEGORY_WORDS.find(([words]) => words.test(raw))?.[1] ?? 'administrative';
}

export function taskPriority(raw: string): TaskPriority {
  const p = raw.trim().toLowerCase();
  if ((TASK_PRIORITIES as readonly string[]).includes(p)) return p as TaskPriority;
  if (/urgent|high|akut|brådsk|today|idag|asap/.test(p)) return 'high';
  if (/low|låg|routine|rutin/.test(p)) return 'low';
  return 'medium';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isObject) : []);
