/**
 * The offline note engine. No language model can be had from the npm registry, so this is
 * deterministic clinical text processing: the transcript's language detected from its
 * words, questions and their yes/no answers folded into statements, sentences sorted into
 * the parts of a note with cue lexicons in eight languages, record-style rewriting, ICD-10
 * coding with negation, tasks from the plan, and template sections filled by a synonym
 * table. It writes fixed phrases in the output language but never translates content.
 */
import { LANGUAGES, type Language } from '../../../contract/api.schema.js';
import type { GenerateNoteRequest, GeneratedNote, NoteGenerator } from '../note-generator.js';
import { CAUSE, COMPLAINT, LATER, PLAN_COMPOUND, SAFETY_NET, TIME_AHEAD } from './cue-lexicon.js';
import { foldAnswers } from './dialogue.js';
import { findConditions, matchDiagnoses, namesDiagnosis, type ConditionMention } from './diagnosis-matcher.js';
import { detectLanguage } from './language-detection.js';
import { toCause, toRecordStyle } from './note-style.js';
import { bestMatchingSentences, sourceOfSection, TOPICS, type SectionSource } from './section-mapper.js';
import { classifySentence, type Slot } from './sentence-classifier.js';
import { categorise, extractTasks } from './task-extractor.js';
import { splitActions, splitSentences } from './text.js';

interface SortedSentence {
  original: string;
  styled: string;
  kind: Slot;
  /** Said as the reason for coming ("I'm here for my diabetes review"). */
  statedCause: boolean;
  /** Built from a question and its answer. */
  folded: boolean;
  /** Condition terms said in it, for coding. */
  mentions: ConditionMention[];
}

/**
 * V8 compiles a regular expression on its first use; the lexicons are large, so one short
 * note at creation keeps that cost (a few hundred milliseconds) off the first real request.
 */
const WARM_UP = 'Jag har haft feber i tre dagar. I have had a cough. Temp 38,5. Det är en halsfluss. Jag skriver ut penicillin. Har du ont? Nej.';

export function createEmbeddedNoteGenerator(): NoteGenerator {
  for (const language of LANGUAGES) generateNote({ transcript: WARM_UP, language, profession: 'physician', sections: [{ sectionName: 'Anamnes', autoFill: true }], signal: new AbortController().signal });
  return {
    name: 'embedded:clinical-rules',
    description:
      'Offline rule-based clinical note engine: sorts sentences into SOAP, codes ICD-10 with negation handling and extracts tasks. ' +
      'Headings are in the output language; content stays in the language of the transcript (no translation).',
    languages: LANGUAGES,
    translates: false,
    async generate(request: GenerateNoteRequest): Promise<GeneratedNote> {
      request.signal.throwIfAborted();
      return generateNote(request);
    },
  };
}

export function generateNote(request: GenerateNoteRequest): GeneratedNote {
  const spoken = detectLanguage(`${request.transcript} ${request.sideNote ?? ''}`, request.language);
  const sentences = sortSentences(request.transcript, spoken);
  const sideSentences = request.sideNote ? sortSentences(request.sideNote, spoken) : [];
  const all = [...sentences, ...sideSentences];

  const causeSentence = chooseCause(all);
  const cause = causeSentence ? toCause(causeSentence.original, spoken, causeCueEnd(causeSentence)) : '';
  const inSlot = (kind: Slot) => unique(all.filter((s) => s.kind === kind && !(s.statedCause && s === causeSentence)).map((s) => s.styled));
  const subjective = inSlot('subjective');
  const objective = inSlot('objective');
  const assessment = inSlot('assessment');
  const plan = inSlot('plan');

  const diagnoses = matchDiagnoses(
    all.map((s) => ({ text: s.original, isAssessment: s.kind === 'assessment', mentions: s.mentions })),
    request.language,
    spoken,
  );
  const tasks = extractTasks(
    all.filter((s) => s.kind === 'plan').map((s) => s.original),
    request.language,
    spoken,
  );

  const join = (lines: string[]) => lines.join(' ');
  // With both "Åtgärd" and "Planering" asked for, what was done now goes to the first and
  // what comes later to the second; with one of them, it holds the whole plan.
  const sources = new Set(request.sections.filter((s) => s.autoFill).map((s) => sourceOfSection(s.sectionName)));
  const splitPlan = sources.has('actions') && (sources.has('plan') || sources.has('assessmentAndPlan'));
  const planNow = splitPlan ? plan.filter((s) => !isAhead(s)) : plan;
  const planAhead = splitPlan ? plan.filter(isAhead) : plan;
  const content: Record<Exclude<SectionSource, 'everything'>, string> = {
    cause,
    subjective: join(subjective),
    history: join(subjective),
    objective: join(objective),
    assessment: join(assessment),
    plan: join(planAhead),
    actions: join(planNow),
    assessmentAndPlan: join([...assessment, ...planAhead]),
    diagnosis: diagnoses.map((d) => `${d.code} ${d.label}`).join('\n') || join(assessment),
    medication: join(unique([...subjective.filter((s) => TOPICS.medication.test(s)), ...plan.filter((s) => categorise(s) === 'prescription' || TOPICS.medication.test(s))])),
    allergies: join(subjective.filter((s) => TOPICS.allergies.test(s))),
    social: join(subjective.filter((s) => TOPICS.social.test(s))),
    family: join(subjective.filter((s) => TOPICS.family.test(s))),
    goals: join(plan.filter((s) => /(?<![\p{L}])(?:mål|goal|aim|ziel|tavoite|hedef)/iu.test(s))),
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

function sortSentences(text: string, language: Language): SortedSentence[] {
  const out: SortedSentence[] = [];
  for (const utterance of foldAnswers(splitSentences(text).flatMap(splitActions), language)) {
    if (utterance.folded) {
      out.push({ original: utterance.text, styled: utterance.text, kind: 'subjective', statedCause: false, folded: true, mentions: findConditions(utterance.text, language) });
      continue;
    }
    const mentions = findConditions(utterance.text, language);
    const kind = classifySentence(utterance.text, { namesDiagnosis: namesDiagnosis(mentions) });
    if (kind === 'drop') continue;
    const slot: Slot = kind === 'cause' ? 'subjective' : kind;
    const styled = toRecordStyle(utterance.text, language, slot);
    if (styled) out.push({ original: utterance.text, styled, kind: slot, statedCause: kind === 'cause', folded: false, mentions });
  }
  return out;
}

/**
 * The reason for visit: what the patient says they came for, when it names a complaint;
 * else the first thing they tell that does ("Jag har ont i knät sedan tre veckor").
 */
function chooseCause(sentences: SortedSentence[]): SortedSentence | undefined {
  return (
    sentences.find((s) => s.statedCause && COMPLAINT.test(s.original.slice(causeCueEnd(s) ?? 0))) ??
    sentences.find((s) => s.kind === 'subjective' && !s.folded && COMPLAINT.test(s.original) && !NEGATED_START.test(s.styled))
  );
}

/** "Har inte feber", "No weakness", "Ingen hosta": a negative is never the reason for coming. */
const NEGATED_START = /^(?:\p{L}+\s+)?(?:inte|ingen|inget|inga|no|not|does not|did not|has not|ikke|ei|kein|keine|verneint)\b/iu;

function causeCueEnd(sentence: SortedSentence): number | undefined {
  if (!sentence.statedCause) return undefined;
  const m = CAUSE.exec(sentence.original);
  return m ? m.index + m[0].length : undefined;
}

const unique = (lines: string[]) => [...new Set(lines)];

/** A plan line about later: a time ahead, a follow-up, a referral, advice for if things change. */
const isAhead = (line: string) =>
  TIME_AHEAD.test(line) || PLAN_COMPOUND.test(line) || SAFETY_NET.test(line) || LATER.test(line) || ['follow_up', 'referral', 'certificate'].includes(categorise(line) ?? '');
