/**
 * The offline note engine. No language model can be had from the npm registry, so this is
 * deterministic clinical text processing: the transcript cleaned into sentences with their
 * speaker (clean-input.ts), each statement given its assertion status (assertion.ts), the
 * note written from them in the record's third person within a length budget
 * (note-writer.ts), ICD-10 codes for affirmed conditions only, tasks from the plan, and
 * template sections filled by a synonym table. It writes fixed phrases in the output
 * language but never translates content.
 */
import { LANGUAGES, type Language } from '../../../contract/api.schema.js';
import type { GenerateNoteRequest, GeneratedNote, NoteGenerator } from '../note-generator.js';
import type { DiagnosisCode } from '../note-generator.js';
import { COMPLAINT, IMPERATIVE, LATER, PLAN_COMPOUND, SAFETY_NET, TIME_AHEAD } from './cue-lexicon.js';
import { deniedCodes, matchDiagnoses, withSpecificForms, type ConditionMention } from './diagnosis-matcher.js';
import { ICD10 } from './icd10-codes.js';
import { detectLanguage } from './language-detection.js';
import { toCause } from './note-style.js';
import { ADDRESSES_PATIENT, judgementEnd, leads, reasonCue, reasonStatement, statesJudgement, writeStatements, type Statement } from './note-writer.js';
import { bestMatchingSentences, sourceOfSection, TOPICS, type SectionSource } from './section-mapper.js';
import type { Slot } from './sentence-classifier.js';
import { categorise, extractTasks, forgetDrugLookups, namesDosedDrug } from './task-extractor.js';
import { capitalise, words } from './text.js';

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
  try {
    return writeNote(request);
  } finally {
    forgetDrugLookups();
  }
}

function writeNote(request: GenerateNoteRequest): GeneratedNote {
  const spoken = detectLanguage(`${request.transcript} ${request.sideNote ?? ''}`, request.language);
  const visit = writeStatements(request.transcript, spoken);
  const side = request.sideNote ? writeStatements(request.sideNote, spoken) : undefined;
  const all = [...visit.statements, ...(side?.statements ?? [])];
  const kept = [...visit.kept, ...(side?.kept ?? [])];

  const coded = [...all, ...visit.unwritten, ...(side?.unwritten ?? [])].sort((a, b) => a.order - b.order);
  // Not advice said while planning ("Talk to your GP about your menopause symptoms later"): it names no judgement.
  const assessing = (s: Statement) => s.slot === 'assessment' || (s.phase === 'assessmentAndPlan' && leads(s.role) && !IMPERATIVE.test(s.original.trim()));
  // "... the pregnancy has implanted in the left tube. An ectopic pregnancy.": a name said alone after an assessment goes on with it.
  const namesOnAfterAssessment = new Set(coded.filter((s, i) => i > 0 && assessing(coded[i - 1]!) && coded[i - 1]!.role === s.role && s.mentions.length > 0 && wordCount(s.original) <= NAME_ALONE_WORDS));
  const diagnoses = withSpecificForms(matchDiagnoses(
    // What the clinician says while assessing and planning counts as the assessment; a test
    // ordered ("hepatit B och C och HIV", "a scan to rule out") names what is looked for.
    coded
      .filter((s) => s.mentions.length > 0)
      .map((s) => ({
        text: s.original,
        // A parent or relative speaks as the patient does: their words are no assessment, finding or judgement.
        isAssessment: assessing(s) || namesOnAfterAssessment.has(s),
        isFinding: (s.phase === 'examination' || s.phase === 'results') && leads(s.role),
        isResult: s.phase === 'results' && leads(s.role),
        isJudgement: leads(s.role) && statesJudgement(s.original, spoken),
        closing: s.phase === 'assessmentAndPlan',
        byClinician: s.role === 'clinician',
        maybeClinician: s.role === 'clinician' || (!visit.labelled && s.role === 'unknown'),
        // A patient's line that speaks to "you" may be the clinician's under a swapped label ("you've got some arthritis").
        byPatient: visit.labelled && (s.role === 'patient' || s.role === 'other') && !ADDRESSES_PATIENT.test(s.original),
        mentions: s.mentions.filter((m) => !orderedAsTest(s, m.surface, spoken)),
      })),
    request.language,
    spoken,
  ), coded.map((s) => s.original), request.language, request.transcript.split('\n'));
  const cause = reasonForVisit(all, diagnoses, spoken);
  const inSlot = (slot: Slot) => unique(kept.filter((s) => s.slot === slot).map((s) => s.written));
  const subjective = inSlot('subjective');
  const objective = inSlot('objective');
  const assessment = inSlot('assessment');
  const plan = inSlot('plan');
  const assessed = all.some((s) => s.phase === 'assessmentAndPlan');
  const tasks = extractTasks(
    // English plans are written "We will order..."; the task reads from that ("Order...").
    // When the visit reaches its assessment and plan, the tasks come from there, not from chat before it.
    // Outside English, an order said while assessing ("får du metoprolol", "vi höjer
    // furosemiden") is a task too, though the statement reads as an assessment.
    all
      .filter((s) => s.role !== 'patient' && (!assessed || s.phase !== 'history'))
      .filter((s) => (spoken === 'en' ? s.slot === 'plan' && (ENGLISH_ACTION.test(s.written) || namesDosedDrug(s.written)) : s.slot === 'plan' || (s.phase === 'assessmentAndPlan' && categorise(s.original) !== undefined)))
      .map((s) => (spoken === 'en' ? s.written : s.original)),
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

  const styledAll = kept.map((s) => s.written);
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

/**
 * The reason for visit in one short line: what the visit says it is for ("here for a
 * follow-up of her diabetes"), else the first condition the patient affirms, else the
 * main diagnosis.
 */
function reasonForVisit(statements: Statement[], diagnoses: DiagnosisCode[], spoken: Language): string {
  const stated = reasonStatement(statements);
  if (stated) {
    const m = reasonCue(spoken).exec(stated.original);
    const phrase = m ? toCause(stated.original, spoken, m.index + m[0].length) : '';
    if (phrase && words(phrase).length <= MAX_CAUSE_WORDS && !phrase.endsWith('…') && COMPLAINT.test(phrase)) return phrase;
  }
  // Not a condition the visit also denies ("... och astma? Nej, jag har aldrig haft astma").
  const denied = deniedCodes(statements.flatMap((s) => s.mentions));
  // The complaint ("Hostat i en vecka") or the main diagnosis as told; not another condition told on the way
  // ("Högt blodtryck, jag tar amlodipin", "Jag trodde det var eksem"): then the main diagnosis is the reason.
  const main = diagnoses[0]?.code;
  const affirmed = (m: ConditionMention) =>
    m.status === 'present' && !denied.has(m.entry.code) && (m.entry.code === main || m.entry.code.startsWith('R') || (!main && !ICD10.comorbidities.has(m.entry.code)));
  // A symptom is the reason only when told early, as the answer to why the patient came; later ones are told on the way.
  const last = Math.max(1, ...statements.map((s) => s.order));
  const early = (s: Statement) => s.answersOpening || s.statesReason || s.order <= last * EARLY_SHARE;
  const complaint = statements.find(
    (s) => s.slot === 'subjective' && s.role !== 'clinician' && s.mentions.some((m) => affirmed(m) && (m.entry.code === main || early(s))),
  );
  if (complaint) {
    const term = complaint.mentions.find(affirmed)!.surface;
    const phrase = toCause(complaint.original, spoken);
    const namesIt = phrase.toLowerCase().includes(term.toLowerCase());
    if (namesIt && words(phrase).length <= MAX_CAUSE_WORDS && !phrase.endsWith('…') && !NEGATED_START.test(phrase)) return phrase;
    return capitalise(term);
  }
  return diagnoses[0]?.label ?? '';
}

const MAX_CAUSE_WORDS = 8;
const EARLY_SHARE = 0.2;

/** A plan names what a test is for after ordering it ("vi tar prover: hepatit B och C och HIV"). */
function orderedAsTest(statement: Statement, term: string, spoken: Language): boolean {
  if (statement.slot !== 'plan') return false;
  const at = statement.original.toLowerCase().indexOf(term.toLowerCase());
  const reach = at < 0 ? '' : statement.original.slice(Math.max(0, at - TEST_ORDER_REACH_CHARS), at);
  // "trenger hun ikke CT det hun har er en hjernerystelse": a judgement between the test and the term names what the patient has.
  const before = reach.slice(judgementEnd(reach, spoken));
  // "تحليل البول ... ووجدوا بيض البلهارسيا", "the biopsy showed": a result of the test, not what it looks for.
  return TEST_ORDER.has(categorise(before) ?? 'none') && !FOUND_BY_TEST.test(before) && !BECAUSE.test(before);
}
/** "a thyroid test, because vitiligo sometimes comes with...": the term after "because" is the reason for the test, not what it looks for. */
const BECAUSE = /(?:^|[^\p{L}])(?:because|eftersom|fordi|weil|koska|çünkü|لأنه|لأن|عشان)(?![\p{L}])/iu;
const TEST_ORDER_REACH_CHARS = 80;
const FOUND_BY_TEST = /(?:^|[^\p{L}])(?:showed|shows|revealed|found|confirmed|seen|we see|came back|tuli|tulivat|visade|visar|fann|hittade|bekräftade|syns|syntes|sågs|(?:ser|såg) (?:vi|man|jag)(?! om)|viste|fant|fandt|bekreftet|bekræftede|ses|sees|vises|zeigte|zeigt|fand|sieht man|sah man|näytti|löytyi|näkyy|näkyi|todettiin|gösterdi|saptandı|görülüyor|görüldü|و?وجدوا|و?وجدنا|و?أظهر|و?أظهرت|و?ظهر)(?![\p{L}])/iu;
/** An English plan statement that asks for something to be done ("We will order...", "She should..."). */
const ENGLISH_ACTION = /^(?:we will|the patient should|she should|he should)\b|\b(?:cut down|raise|lose weight|quit|take|order(?:ing)?|prescrib\w*|refer\w*|schedul\w*|follow[- ]up|come back|start(?:ing)?|increas\w*|decreas\w*|continu\w*|stop(?:ping)?|call|book(?:ing)?|go to|seek|contact|avoid|rest|drink|use|keep|apply|return|monitor|check(?:ing)?|elevate)\b/i;
const TEST_ORDER = new Set(['lab_test', 'imaging']);

/** "Har inte feber", "No weakness", "Ingen hosta": a negative is never the reason for coming. */
const NEGATED_START = /^(?:\p{L}+\s+)?(?:inte|ingen|inget|inga|no|not|denies|does not|did not|has not|ikke|ei|kein|keine|verneint)\b/iu;

const unique = (lines: string[]) => [...new Set(lines)];
/** A sentence of at most this many words that names a condition names it alone ("An ectopic pregnancy.", "Alltså en bältros."). */
const NAME_ALONE_WORDS = 4;
const wordCount = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

/** A plan line about later: a time ahead, a follow-up, a referral, advice for if things change. */
const isAhead = (line: string) =>
  TIME_AHEAD.test(line) || PLAN_COMPOUND.test(line) || SAFETY_NET.test(line) || LATER.test(line) || ['follow_up', 'referral', 'certificate'].includes(categorise(line) ?? '');
