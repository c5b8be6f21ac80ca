import {
  ASSESSMENT,
  CAUSE,
  CLINICIAN_ACTION,
  COMPLAINT,
  EXAMINATION,
  FILLER,
  HAS_NUMBER,
  IMPERATIVE,
  MEASUREMENTS,
  PATIENT_SPEECH,
  PATIENT_SPEECH_ADVERB,
  PLAN,
  PLAN_COMPOUND,
  TIME_AHEAD,
  RESULT,
  SAFETY_NET,
  SMALL_TALK,
  SUBJECTIVE,
  VITAL_TERMS,
} from './cue-lexicon.js';
import { words } from './text.js';

export type Slot = 'subjective' | 'objective' | 'assessment' | 'plan';
export type SentenceKind = Slot | 'cause' | 'drop';

/** A sentence with no cue is history only when long and naming a complaint; else chatter. */
const MIN_UNCUED_WORDS = 6;
/** "Då ska jag titta" is the clinician thinking aloud; a plan names what is done. */
const MIN_ACTION_WORDS = 5;

/** "Det här är kristallsjuka", "Det er en halsbetændelse": a condition named as what this is. */
const DIAGNOSTIC_LEAD =
  /^(?:(?:okej|okay|ok|så|so|well|ja|jo|nå|also|no niin)[,.]?\s+)?(?:(?:det här|detta|det|this|that|it|these|dette|det her|das|es|tämä|se|bu|هذا|هذه)\s+(?:är|is|are|er|ist|on|olur|looks|seems|verkar|virker|sieht|vaikuttaa|ser)|it's|that's)(?![\p{L}])/iu;

export interface SentenceContext {
  /** The sentence names a condition more specific than a symptom (see diagnosis-matcher.ts). */
  namesDiagnosis?: boolean;
}

/**
 * Sorts one sentence into a part of the note. Order matters: what the clinician says they
 * will do is plan even in the first person; what the patient says of themselves is history
 * even when it names a drug or a swelling; measurements are objective even beside a symptom;
 * a judgement is assessment even when it names a plan word; questions and small talk never
 * enter the note (answered questions are folded into statements before this, see dialogue.ts).
 */
export function classifySentence(sentence: string, context: SentenceContext = {}): SentenceKind {
  const text = ` ${sentence.toLowerCase()} `;
  const tokens = words(sentence);
  if (tokens.length === 0) return 'drop';
  const contentWords = tokens.filter((t) => !FILLER.test(t));
  if (contentWords.length === 0) return 'drop';
  if (/[?؟]\s*$/.test(sentence.trim())) return 'drop';

  const measured = MEASUREMENTS.some((p) => p.test(text)) || (HAS_NUMBER.test(text) && VITAL_TERMS.test(text) && !TIME_AHEAD.test(text));
  const assessment = ASSESSMENT.test(text);
  const examination = EXAMINATION.test(text);
  const plan = PLAN.test(text) || PLAN_COMPOUND.test(text) || TIME_AHEAD.test(text) || IMPERATIVE.test(sentence.trim());
  const action = CLINICIAN_ACTION.test(text);
  const patient = PATIENT_SPEECH.test(text) || PATIENT_SPEECH_ADVERB.test(text);
  const subjective = SUBJECTIVE.test(text);
  const clinical = measured || assessment || examination || plan || action || patient || subjective;

  // "Tack, hej då" goes; "Vi ses igen om en vecka" and "Tack, blodtrycket är 130/80" stay.
  if (SMALL_TALK.test(text) && (!clinical || (tokens.length <= 6 && !measured && !TIME_AHEAD.test(text)))) return 'drop';
  if (CAUSE.test(text)) return 'cause';
  if (SAFETY_NET.test(sentence.trim()) && (plan || action || contentWords.length >= MIN_ACTION_WORDS)) return 'plan';
  if (context.namesDiagnosis && !patient && DIAGNOSTIC_LEAD.test(sentence.trim())) return 'assessment';
  if (action && plan) return 'plan';
  if (action && !patient && contentWords.length >= MIN_ACTION_WORDS) return 'plan';
  // "Så ses vi om tre månader med ett nytt HbA1c": a visit ahead, not a result.
  if (plan && !patient && TIME_AHEAD.test(text) && !MEASUREMENTS.slice(0, 3).some((p) => p.test(text))) return 'plan';
  if (assessment && !patient) return 'assessment';
  if (patient) return 'subjective';
  if (measured || RESULT.test(text)) return 'objective';
  if (assessment) return 'assessment';
  if (examination) return 'objective';
  if (plan) return 'plan';
  if (subjective) return 'subjective';
  return contentWords.length >= MIN_UNCUED_WORDS && COMPLAINT.test(text) ? 'subjective' : 'drop';
}
