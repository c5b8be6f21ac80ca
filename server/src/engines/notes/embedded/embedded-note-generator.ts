/**
 * The offline note engine. No language model can be had from the npm registry, so this is
 * deterministic clinical text processing: sentences sorted into the parts of a note with
 * cue lexicons in eight languages, record-style rewriting, ICD-10 coding with negation,
 * tasks from the plan, and template sections filled by a synonym table. It writes fixed
 * phrases in the output language but never translates the transcript's content.
 */
import { LANGUAGES } from '../../../contract/api.schema.js';
import type { GenerateNoteRequest, GeneratedNote, NoteGenerator } from '../note-generator.js';
import { matchDiagnoses } from './diagnosis-matcher.js';
import { toCause, toRecordStyle } from './note-style.js';
import { bestMatchingSentences, sourceOfSection, type SectionSource } from './section-mapper.js';
import { classifySentence, type Slot } from './sentence-classifier.js';
import { categorise, extractTasks } from './task-extractor.js';
import { splitSentences } from './text.js';

interface SortedSentence {
  original: string;
  styled: string;
  kind: Slot | 'cause';
}

export function createEmbeddedNoteGenerator(): NoteGenerator {
  return {
    name: 'embedded:clinical-rules',
    description:
      'Offline rule-based clinical note engine: sorts sentences into SOAP, codes ICD-10 with negation handling and extracts tasks. ' +
      'Headings are in the output language; content stays in the language of the transcript (no translation).',
    languages: LANGUAGES,
    translates: false,
    async generate(request: GenerateNoteRequest): Promise<GeneratedNote> {
      return generateNote(request);
    },
  };
}

export function generateNote(request: GenerateNoteRequest): GeneratedNote {
  const sentences = sortSentences(request.transcript);
  const sideSentences = request.sideNote ? sortSentences(request.sideNote) : [];
  const all = [...sentences, ...sideSentences];
  const of = (kind: Slot) => unique(all.filter((s) => s.kind === kind).map((s) => s.styled));

  const causeSentence = all.find((s) => s.kind === 'cause') ?? sentences.find((s) => s.kind === 'subjective');
  const cause = causeSentence ? toCause(causeSentence.original) : '';
  const subjective = of('subjective');
  const objective = of('objective');
  const assessment = of('assessment');
  const plan = of('plan');

  const diagnoses = matchDiagnoses(
    all.map((s) => ({ text: s.original, isAssessment: s.kind === 'assessment' })),
    request.language,
  );
  const tasks = extractTasks(plan, request.language);

  const join = (lines: string[]) => lines.join(' ');
  const content: Record<Exclude<SectionSource, 'everything'>, string> = {
    cause,
    subjective: join(subjective),
    history: join(subjective),
    objective: join(objective),
    assessment: join(assessment),
    plan: join(plan),
    assessmentAndPlan: join([...assessment, ...plan]),
    diagnosis: diagnoses.map((d) => `${d.label} (${d.code})`).join('\n') || join(assessment),
    medication: join(plan.filter((s) => categorise(s) === 'prescription')),
    goals: join(plan.filter((s) => /\b(?:mål|goal|aim|ziel|tavoite|hedef)/iu.test(s))),
  };
  const everything = [cause, ...subjective, ...objective, ...assessment, ...plan].filter(Boolean).join(' ');

  const styledAll = all.map((s) => s.styled);
  const sections = request.sections.map((section) => {
    if (!section.autoFill) return { sectionName: section.sectionName, content: '' };
    const source = sourceOfSection(section.sectionName);
    const text =
      source === 'everything'
        ? everything
        : source
          ? content[source]
          : join(bestMatchingSentences(section.sectionName, styledAll));
    return { sectionName: section.sectionName, content: text };
  });

  return { cause, subjective: join(subjective), objective: join(objective), assessment: join(assessment), plan: join(plan), diagnoses, tasks, sections };
}

function sortSentences(text: string): SortedSentence[] {
  const out: SortedSentence[] = [];
  for (const original of splitSentences(text)) {
    const kind = classifySentence(original);
    if (kind === 'drop') continue;
    out.push({ original, styled: toRecordStyle(original), kind });
  }
  return out;
}

const unique = (lines: string[]) => [...new Set(lines)];
