import type { Language } from '../../../contract/api.schema.js';
import type { DiagnosisCode } from '../note-generator.js';
import { NEGATIONS, TRAILING_NEGATIONS } from './cue-lexicon.js';
import { ICD10_TABLE, type Icd10Entry } from './icd10-table.js';
import { words } from './text.js';

interface Trigger {
  entry: Icd10Entry;
  tokens: string[];
  /** The last token is a stem: it matches any word starting with it. */
  stem: boolean;
}

const PREFIX = 3;
/** Triggers indexed by their first word (exact) or its first letters (stems), built once. */
const BY_FIRST_WORD = new Map<string, Trigger[]>();
const BY_PREFIX = new Map<string, Trigger[]>();
for (const entry of ICD10_TABLE) {
  for (const raw of entry.triggers) {
    const stem = raw.endsWith('*');
    const tokens = words(stem ? raw.slice(0, -1) : raw);
    if (tokens.length === 0) continue;
    const trigger = { entry, tokens, stem };
    const index = stem && tokens.length === 1 ? BY_PREFIX : BY_FIRST_WORD;
    const key = stem && tokens.length === 1 ? tokens[0]!.slice(0, PREFIX) : tokens[0]!;
    index.set(key, [...(index.get(key) ?? []), trigger]);
  }
}
const NEGATION_WORDS = new Set(NEGATIONS.flatMap((n) => (words(n).length === 1 ? words(n) : [])));
const NEGATION_PHRASES = NEGATIONS.filter((n) => words(n).length > 1).map(words);
const TRAILING = new Set(TRAILING_NEGATIONS);
/** How many words before a term a negation still applies to ("no cough or fever"). */
const NEGATION_WINDOW_WORDS = 4;

export interface DiagnosisSentence {
  text: string;
  /** Diagnostic statements count first; symptoms only when nothing more specific is said. */
  isAssessment: boolean;
}

interface Hit {
  entry: Icd10Entry;
  start: number;
  end: number;
  sentence: number;
  assessment: boolean;
}

/**
 * Finds the ICD-10 codes a consultation supports: trigger terms in all eight languages,
 * skipping negated mentions ("ingen feber", "no chest pain") and terms inside a longer
 * matched term ("typ 2-diabetes" is E11.9, not also E14.9). Diagnoses stated in the
 * assessment come first; symptom codes (R) are used only when no diagnosis is found.
 */
export function matchDiagnoses(sentences: DiagnosisSentence[], language: Language, limit = 5): DiagnosisCode[] {
  const hits: Hit[] = [];
  sentences.forEach((sentence, index) => {
    let offset = 0;
    for (const clause of sentence.text.toLowerCase().split(/[,;:]/)) {
      const tokens = words(clause);
      const found: Hit[] = [];
      tokens.forEach((token, at) => {
        const candidates = [...(BY_FIRST_WORD.get(token) ?? []), ...(BY_PREFIX.get(token.slice(0, PREFIX)) ?? [])];
        for (const trigger of candidates) {
          const end = matchAt(tokens, at, trigger);
          if (end < 0 || isNegated(tokens, at, end)) continue;
          found.push({ entry: trigger.entry, start: offset + at, end: offset + end, sentence: index, assessment: sentence.isAssessment });
        }
      });
      // A term inside a longer matched term is not a diagnosis of its own.
      hits.push(...found.filter((h) => !found.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start)));
      offset += tokens.length;
    }
  });

  const specific = hits.filter((h) => !h.entry.code.startsWith('R'));
  const chosen = specific.length ? specific : hits;
  chosen.sort((a, b) => Number(b.assessment) - Number(a.assessment) || a.sentence - b.sentence || a.start - b.start);
  const codes: DiagnosisCode[] = [];
  for (const hit of chosen) {
    if (codes.some((c) => c.code === hit.entry.code)) continue;
    codes.push({
      code: hit.entry.code,
      system: language === 'sv' ? 'ICD-10-SE' : 'ICD-10',
      label: language === 'sv' ? hit.entry.sv : hit.entry.en,
    });
    if (codes.length >= limit) break;
  }
  return codes;
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
  const before = tokens.slice(Math.max(0, start - NEGATION_WINDOW_WORDS), start);
  if (before.some((t) => NEGATION_WORDS.has(t))) return true;
  const beforeText = ` ${before.join(' ')} `;
  if (NEGATION_PHRASES.some((p) => beforeText.includes(` ${p.join(' ')} `))) return true;
  return tokens.slice(end, end + 2).some((t) => TRAILING.has(t));
}
