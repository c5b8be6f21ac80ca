/**
 * The checkable facts of a text: numbers, drugs (by substance), sides of the body and
 * diagnosis codes. The sources (transcript, side note) are read generously, in every
 * language at once, so a fact said in any form supports the note; the note is read in its
 * own language, and each fact it states keeps the exact text it was written as.
 */
import type { Language } from '../../../contract/api.schema.js';
import type { ReviewData } from './review-data.js';

export type Side = 'left' | 'right';

export interface SourceFacts {
  numbers: Set<number>;
  drugs: Set<string>;
  sides: Set<Side>;
  codes: Set<string>;
  /** The first letters of every word, for matching diagnosis labels across inflections. */
  stems: Set<string>;
}

export type Claim =
  | { kind: 'number'; text: string; value: number }
  | { kind: 'drug'; text: string; drug: string }
  | { kind: 'side'; text: string; side: Side }
  | { kind: 'code'; text: string; code: string };

export const STEM_LENGTH = 5;
const CODE = /(?<![\p{L}\p{N}])[A-Z]\d{2}(?:\.\d{1,2})?[A-Z0-9]?(?![\p{L}\p{N}])/gu;
/** A number: digits grouped by spaces in thousands ("1 000"), or with a decimal point or comma ("38,5"); a unit may be glued on ("500mg"). */
const NUMBER = /(?<![\p{L}\p{N}.,])(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![.,]?\d)|\d+(?:[.,]\d+)?)(?![.,]?\p{N})/gu;
/** A unit written after a number, kept in the text shown to the clinician. */
const UNIT = /^\s?(%|°\s?C|°|(?:mg|g|kg|µg|mcg|ug|ml|l|dl|cl|mmol|mol|mmHg|cm|mm|m|IE|IU|E|h|min|bpm)(?:\/(?:l|dl|kg|d|dygn|dag|day|min|h))?|[\p{L}]{2,12})(?![\p{L}\p{N}])/u;
const WORD = /[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)?/gu;

/** Lower case that keeps every index: Turkish "İ" would otherwise become two code units. */
const lower = (text: string) => text.replace(/İ/g, 'i').toLowerCase();

const toNumber = (digits: string) => Number(digits.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));

export class FactReader {
  private readonly sides = new Map<string, Side>();
  private readonly drugByName = new Map<string, string>();
  /** Single-word drug names by their first 4 letters. */
  private readonly drugsByPrefix = new Map<string, string[]>();
  private readonly multiWordDrugs: string[] = [];
  private readonly allNumberMorphemes: Morphemes;
  private readonly numberMorphemes: Record<Language, Morphemes>;
  private readonly units: Set<string>;

  constructor(data: ReviewData) {
    for (const w of data.laterality.left) this.sides.set(w, 'left');
    for (const w of data.laterality.right) this.sides.set(w, 'right');
    for (const drug of data.drugs) {
      for (const name of drug.names) {
        this.drugByName.set(name, drug.id);
        if (name.includes(' ')) this.multiWordDrugs.push(name);
        else this.drugsByPrefix.set(name.slice(0, 4), [...(this.drugsByPrefix.get(name.slice(0, 4)) ?? []), name]);
      }
    }
    const languages = Object.entries(data.numberWords) as [Language, ReviewData['numberWords'][Language]][];
    this.numberMorphemes = Object.fromEntries(languages.map(([l, words]) => [l, morphemesOf([words])])) as Record<Language, Morphemes>;
    this.allNumberMorphemes = morphemesOf(languages.map(([, words]) => words));
    this.units = new Set(data.units);
  }

  /** What the transcript and side note say, read in every language. */
  sourceFacts(text: string): SourceFacts {
    const facts: SourceFacts = { numbers: new Set(), drugs: new Set(), sides: new Set(), codes: new Set(), stems: new Set() };
    for (const m of text.matchAll(NUMBER)) {
      facts.numbers.add(toNumber(m[0]));
      // "3,5" may have been a list, "1 000" two numbers: the source supports every reading.
      for (const part of m[0].split(/[ \u00a0\u202f.,]/)) if (part) facts.numbers.add(Number(part));
    }
    for (const m of text.matchAll(CODE)) facts.codes.add(m[0]);
    for (const m of text.toUpperCase().matchAll(CODE)) facts.codes.add(m[0]);
    const lowered = lower(text);
    for (const drug of this.drugsIn(lowered)) facts.drugs.add(drug.drug);
    const words = [...lowered.matchAll(WORD)].map((m) => m[0]);
    for (const word of words) {
      const side = this.sides.get(word);
      if (side) facts.sides.add(side);
      if (word.length >= STEM_LENGTH) facts.stems.add(word.slice(0, STEM_LENGTH));
      const value = numberValue([word], this.allNumberMorphemes);
      if (value !== undefined) facts.numbers.add(value);
    }
    // Numbers said in several words: "two hundred fifty", "iki yüz elli".
    for (const run of numberWordRuns(words, this.allNumberMorphemes)) {
      const value = numberValue(run, this.allNumberMorphemes);
      if (value !== undefined) facts.numbers.add(value);
    }
    return facts;
  }

  /** What a note's text states, each claim with the exact text it was written as. */
  claims(text: string, language: Language): Claim[] {
    const claims: Claim[] = [];
    const codeSpans: [number, number][] = [];
    for (const m of text.matchAll(CODE)) {
      claims.push({ kind: 'code', text: m[0], code: m[0] });
      codeSpans.push([m.index, m.index + m[0].length]);
    }
    for (const m of text.matchAll(NUMBER)) {
      if (codeSpans.some(([from, to]) => m.index >= from && m.index < to)) continue;
      const unit = UNIT.exec(text.slice(m.index + m[0].length));
      const withUnit = unit && this.isUnit(unit[1]!) ? m[0] + unit[0] : m[0];
      claims.push({ kind: 'number', text: withUnit, value: toNumber(m[0]) });
    }
    // A number written in words counts when a unit follows ("fem dagar"); 1 is too often an article.
    const words = [...text.matchAll(WORD)];
    for (const [i, m] of words.entries()) {
      const value = numberValue([lower(m[0])], this.numberMorphemes[language]);
      const next = words[i + 1];
      if (value === undefined || value < 2 || !next || !this.isUnit(next[0])) continue;
      if (text.slice(m.index + m[0].length, next.index).trim() !== '') continue;
      claims.push({ kind: 'number', text: text.slice(m.index, next.index + next[0].length), value });
    }
    for (const m of words) {
      const side = this.sides.get(lower(m[0]));
      if (side) claims.push({ kind: 'side', text: m[0], side });
    }
    for (const drug of this.drugsIn(lower(text))) {
      claims.push({ kind: 'drug', text: text.slice(drug.index, drug.index + drug.length), drug: drug.drug });
    }
    return claims;
  }

  private isUnit(word: string): boolean {
    return this.units.has(lower(word).replace(/\s/g, ''));
  }

  /** Drug names at the start of a word; a name of 6 letters or more also matches its inflections ("amoxicillinet"). */
  private *drugsIn(lowered: string): Generator<{ drug: string; index: number; length: number }> {
    for (const m of lowered.matchAll(WORD)) {
      const word = m[0];
      const name = (this.drugsByPrefix.get(word.slice(0, 4)) ?? [])
        .filter((n) => word === n || (n.length >= 6 && word.startsWith(n)))
        .sort((a, b) => b.length - a.length)[0];
      if (name) yield { drug: this.drugByName.get(name)!, index: m.index, length: word.length };
    }
    for (const name of this.multiWordDrugs) {
      for (let at = lowered.indexOf(name); at >= 0; at = lowered.indexOf(name, at + 1)) {
        const before = lowered[at - 1];
        const after = lowered[at + name.length];
        if ((before === undefined || !/[\p{L}\p{N}]/u.test(before)) && (after === undefined || !/[\p{L}\p{N}]/u.test(after))) {
          yield { drug: this.drugByName.get(name)!, index: at, length: name.length };
        }
      }
    }
  }
}

interface Morphemes {
  values: Map<string, number>;
  multipliers: Map<string, number>;
  connectors: Set<string>;
  longest: number;
}

function morphemesOf(languages: { words: Record<string, number>; multipliers: Record<string, number>; connectors: string[] }[]): Morphemes {
  const m: Morphemes = { values: new Map(), multipliers: new Map(), connectors: new Set(), longest: 0 };
  for (const l of languages) {
    for (const [w, v] of Object.entries(l.words)) m.values.set(w, v);
    for (const [w, v] of Object.entries(l.multipliers)) m.multipliers.set(w, v);
    for (const w of l.connectors) m.connectors.add(w);
  }
  m.longest = Math.max(...[...m.values.keys(), ...m.multipliers.keys(), ...m.connectors].map((w) => w.length));
  return m;
}

/** Splits a word into number morphemes ("tvåhundrafemtio" = två|hundra|femtio), or undefined. */
function segment(word: string, m: Morphemes): string[] | undefined {
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= word.length; end++) {
    for (let start = Math.max(0, end - m.longest); start < end && !best[end]; start++) {
      const piece = word.slice(start, end);
      const known = m.values.has(piece) || m.multipliers.has(piece) || m.connectors.has(piece);
      if (known && best[start]) best[end] = [...best[start]!, piece];
    }
  }
  return best[word.length];
}

/** The value of number words: units add up, a multiplier multiplies what came before it ("zwei|hundert|fünf|und|zwanzig" = 225). */
function numberValue(words: string[], m: Morphemes): number | undefined {
  const pieces: string[] = [];
  for (const word of words) {
    const parts = segment(word.replace(/-/g, ''), m);
    if (!parts) return undefined;
    pieces.push(...parts);
  }
  if (pieces.every((p) => m.connectors.has(p))) return undefined;
  // thousands | hundreds | what came since the last hundred ("kaksi|sataa|viisi|kymmentä" = 200 + 5 * 10)
  let thousands = 0;
  let hundreds = 0;
  let small = 0;
  for (const piece of pieces) {
    const multiplier = m.multipliers.get(piece);
    if (multiplier === undefined) small += m.values.get(piece) ?? 0;
    else if (multiplier >= 1000) {
      thousands += (hundreds + small || 1) * multiplier;
      hundreds = small = 0;
    } else if (multiplier >= 100) {
      hundreds += (small || 1) * multiplier;
      small = 0;
    } else small = (small || 1) * multiplier;
  }
  return thousands + hundreds + small;
}

/** Runs of two or more consecutive number words. */
function numberWordRuns(words: string[], m: Morphemes): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const word of [...words, '']) {
    if (word && segment(word.replace(/-/g, ''), m)) run.push(word);
    else {
      if (run.length > 1) runs.push(run);
      run = [];
    }
  }
  return runs;
}
