import type { Language } from '../../../contract/api.schema.js';
import type { DiagnosisCode } from '../note-generator.js';
import { NEGATIONS, TRAILING_NEGATIONS, UNCERTAIN } from './cue-lexicon.js';
import { COMORBIDITY_CODES, ICD10_TABLE, LESS_SPECIFIC_THAN, type Icd10Entry } from './icd10-table.js';
import { words } from './text.js';

interface Trigger {
  entry: Icd10Entry;
  tokens: string[];
  /** The last token is a stem: it matches any word starting with it. */
  stem: boolean;
  /** Counts only in transcripts in these languages (a word that means something else elsewhere). */
  languages?: Language[];
}

const PREFIX = 3;
/** Triggers indexed by their first word (exact) or its first letters (stems), built once. */
const BY_FIRST_WORD = new Map<string, Trigger[]>();
const BY_PREFIX = new Map<string, Trigger[]>();
for (const entry of ICD10_TABLE) {
  for (const tagged of entry.triggers) {
    const [raw = '', tag] = tagged.split('@');
    const stem = raw.endsWith('*');
    const tokens = words(stem ? raw.slice(0, -1) : raw);
    if (tokens.length === 0) continue;
    const trigger: Trigger = { entry, tokens, stem, ...(tag ? { languages: tag.split('+') as Language[] } : {}) };
    const index = stem && tokens.length === 1 ? BY_PREFIX : BY_FIRST_WORD;
    const key = stem && tokens.length === 1 ? tokens[0]!.slice(0, PREFIX) : tokens[0]!;
    index.set(key, [...(index.get(key) ?? []), trigger]);
  }
}
const NEGATION_WORDS = new Set(NEGATIONS.flatMap((n) => (words(n).length === 1 ? words(n) : [])));
const NEGATION_PHRASES = NEGATIONS.filter((n) => words(n).length > 1).map(words);
const TRAILING = new Set(TRAILING_NEGATIONS);
/** How many words before a term a negation still applies to ("no cough or fever"). */
const NEGATION_WINDOW_WORDS = 6;
const CONTRAST = new Set(['but', 'men', 'aber', 'mutta', 'mais', 'however', 'except', 'utom', 'though', 'although', 'fast', 'dock', 'sondern', 'ama', 'fakat', 'لكن']);
const MAX_CODES = 4;

/** A condition of the past ("som liten hade jag eksem") is history, not a diagnosis of this visit. */
const OUTGROWN = /(?<![\p{L}])(?:som liten|som barn|när jag var liten|as a child|as a kid|when i was little|when i was a child|in childhood|i barndomen|lapsena|pienenä|som lita|som lille|als kind|in der kindheit|çocukken|في طفولتي|عندما كنت صغيرا)(?![\p{L}])/iu;

export interface DiagnosisSentence {
  /** The sentence's mentions when already found (see findConditions), to not search twice. */
  mentions?: ConditionMention[];
  text: string;
  /** Diagnostic statements count first; symptoms only when nothing more specific is said. */
  isAssessment: boolean;
}

/** A condition term said in a sentence (token positions), not negated, not only to be ruled out. */
export interface ConditionMention {
  entry: Icd10Entry;
  start: number;
  end: number;
}

interface Hit extends ConditionMention {
  sentence: number;
  assessment: boolean;
}

/**
 * Finds the ICD-10 codes a consultation supports (labels in the output `language`, triggers
 * in any language, language-tagged ones only in the `spoken` one): trigger terms in all eight languages,
 * skipping negated mentions ("ingen feber", "no chest pain") and terms inside a longer
 * matched term ("typ 2-diabetes" is E11.9, not also E14.9). Diagnoses stated in the
 * assessment come first; symptom codes (R) are used only when no diagnosis is found.
 */
export function matchDiagnoses(sentences: DiagnosisSentence[], language: Language, spoken: Language = language, limit = MAX_CODES): DiagnosisCode[] {
  const hits = sentences.flatMap((sentence, index) =>
    !sentence.isAssessment && OUTGROWN.test(sentence.text)
      ? []
      : (sentence.mentions ?? findConditions(sentence.text, spoken)).map((m) => ({ ...m, sentence: index, assessment: sentence.isAssessment })),
  );
  const codes: DiagnosisCode[] = [];
  const seen = new Set<string>();
  for (const hit of choose(hits)) {
    if (seen.has(hit.entry.code)) continue;
    seen.add(hit.entry.code);
    codes.push({
      code: hit.entry.code,
      system: language === 'sv' ? 'ICD-10-SE' : 'ICD-10',
      label: language === 'sv' ? hit.entry.sv : hit.entry.en,
    });
    if (codes.length >= limit) break;
  }
  return codes;
}

/** The condition terms said in one sentence, not negated and not only to be ruled out. */
export function findConditions(text: string, spoken: Language): ConditionMention[] {
  const tokens: string[] = [];
  /** Token ranges of clauses that only name a diagnosis to rule it out. */
  const uncertain: [number, number][] = [];
  for (const clause of text.toLowerCase().split(/[,;:](?!\d)/)) {
    const clauseTokens = words(clause);
    if (UNCERTAIN.test(clause)) uncertain.push([tokens.length, tokens.length + clauseTokens.length]);
    tokens.push(...clauseTokens);
  }
  const found: ConditionMention[] = [];
  const look = (candidates: Trigger[] | undefined, at: number) => {
    if (!candidates) return;
    for (const trigger of candidates) {
      if (trigger.languages && !trigger.languages.includes(spoken)) continue;
      const end = matchAt(tokens, at, trigger);
      // The negation reaches across commas: "no fever, cough or shortness of breath".
      if (end < 0 || isNegated(tokens, at, end)) continue;
      found.push({ entry: trigger.entry, start: at, end });
    }
  };
  for (let at = 0; at < tokens.length; at++) {
    if (uncertain.length && uncertain.some(([from, to]) => at >= from && at < to)) continue;
    const token = tokens[at]!;
    look(BY_FIRST_WORD.get(token), at);
    look(BY_PREFIX.get(token.slice(0, PREFIX)), at);
  }
  // A term inside a longer matched term is not a diagnosis of its own.
  return found.filter((h) => !found.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start));
}

/** Whether a sentence names a condition more specific than a symptom ("kristallsjuka", "halsbetændelse"). */
export function namesDiagnosis(mentions: ConditionMention[]): boolean {
  return mentions.some((m) => !isSymptom(m) && !isEncounter(m));
}

const isSymptom = (hit: ConditionMention) => hit.entry.code.startsWith('R');
const isEncounter = (hit: ConditionMention) => hit.entry.code.startsWith('Z');

/**
 * A few right codes beat many wrong ones: the diagnoses of the assessment plus the known
 * long-standing conditions the patient mentions; without an assessment diagnosis, the
 * specific conditions named anywhere; symptom codes only when nothing else is found.
 * A code is dropped beside a more specific one of the same condition.
 */
function choose(hits: Hit[]): Hit[] {
  const specific = hits.filter((h) => !isSymptom(h));
  const stated = specific.filter((h) => h.assessment);
  let chosen: Hit[];
  if (stated.length) chosen = [...stated, ...specific.filter((h) => !h.assessment && COMORBIDITY_CODES.has(h.entry.code))];
  else if (specific.some((h) => !isEncounter(h))) chosen = specific.filter((h) => !isEncounter(h));
  else if (specific.length) chosen = specific;
  else chosen = [...hits.filter((h) => h.assessment), ...hits.filter((h) => !h.assessment)];
  const codes = new Set(chosen.map((h) => h.entry.code));
  chosen = chosen.filter((h) => !(LESS_SPECIFIC_THAN[h.entry.code] ?? []).some((code) => codes.has(code)));
  return chosen.sort((a, b) => Number(b.assessment) - Number(a.assessment) || a.sentence - b.sentence || a.start - b.start);
}

/** Index after the trigger when it matches at `at`, else -1. */
function matchAt(tokens: string[], at: number, trigger: Trigger): number {
  const last = trigger.tokens.length - 1;
  for (let j = 0; j <= last; j++) {
    const token = tokens[at + j];
    if (token === undefined) return -1;
    const ok = j === last && trigger.stem ? token.startsWith(trigger.tokens[j]!) : token === trigger.tokens[j];
    if (!ok) return -1;
  }
  return at + last + 1;
}

function isNegated(tokens: string[], start: number, end: number): boolean {
  let from = Math.max(0, start - NEGATION_WINDOW_WORDS);
  // "ingen feber men hosta": a contrast ends the negation's reach.
  for (let i = start - 1; i >= from; i--) if (CONTRAST.has(tokens[i]!)) from = i + 1;
  const before = tokens.slice(from, start);
  if (before.some((t) => NEGATION_WORDS.has(t))) return true;
  const beforeText = ` ${before.join(' ')} `;
  if (NEGATION_PHRASES.some((p) => beforeText.includes(` ${p.join(' ')} `))) return true;
  return tokens.slice(end, end + 2).some((t) => TRAILING.has(t));
}
