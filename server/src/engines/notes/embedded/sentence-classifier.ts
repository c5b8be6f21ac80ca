import { ASSESSMENT, CAUSE, EXAMINATION, FILLER, PLAN, SMALL_TALK, SUBJECTIVE, VITALS } from './cue-lexicon.js';
import { words } from './text.js';

export type Slot = 'subjective' | 'objective' | 'assessment' | 'plan';
export type SentenceKind = Slot | 'cause' | 'drop';

/**
 * Sorts one sentence into a part of the note. Order matters: measurements are objective
 * even when they mention a symptom; a judgement is assessment even when it names a plan
 * word; questions and small talk never enter the note.
 */
export function classifySentence(sentence: string): SentenceKind {
  const text = ` ${sentence.toLowerCase()} `;
  const tokens = words(sentence);
  if (tokens.length === 0) return 'drop';
  const contentWords = tokens.filter((t) => !FILLER.test(t));
  if (contentWords.length === 0) return 'drop';
  const isQuestion = /[?؟]\s*$/.test(sentence.trim());
  if (VITALS.some((p) => p.test(text))) return 'objective';
  if (isQuestion) return 'drop';
  if (CAUSE.test(text)) return 'cause';
  const clinical = EXAMINATION.test(text) || ASSESSMENT.test(text) || PLAN.test(text) || SUBJECTIVE.test(text);
  if (SMALL_TALK.test(text) && (!clinical || tokens.length <= 6)) return 'drop';
  if (ASSESSMENT.test(text)) return 'assessment';
  if (EXAMINATION.test(text)) return 'objective';
  if (PLAN.test(text)) return 'plan';
  if (SUBJECTIVE.test(text)) return 'subjective';
  return contentWords.length >= 6 ? 'subjective' : 'drop';
}
