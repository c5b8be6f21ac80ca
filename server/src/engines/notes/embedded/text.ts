/** Text helpers shared by the embedded note engine: normalising, sentences, words. */

const TITLES = /\b(?:dr|mr|mrs|ms|prof)\.$/i;
const ABBREVIATIONS = /\b(?:dr|mr|mrs|ms|t\.ex|bl\.a|ca|kl|z\.b|ggr|resp|nr|st|vs|etc|e\.g|i\.e|mg|ml|pga|dvs|osv)\.$/i;

/** Splits a transcript into sentences, keeping decimals (38.5, 38,5) and abbreviations whole. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  const normalised = text.replace(/\r/g, '').replace(/[ \t]+/g, ' ');
  for (const paragraph of normalised.split(/\n+/)) {
    let current = '';
    const pieces = paragraph.split(/(?<=[.!?؟。])\s+/).filter(Boolean);
    for (const piece of pieces) {
      // "t.ex. svullnad" continues the sentence; "5 mg. Jag har" does not.
      if (current && (TITLES.test(current) || (ABBREVIATIONS.test(current) && /^[\p{Ll}\d]/u.test(piece)))) {
        current = `${current} ${piece}`;
        continue;
      }
      if (current.trim()) out.push(current.trim());
      current = piece;
    }
    if (current.trim()) out.push(current.trim());
  }
  return out;
}

export function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export const capitalise = (s: string): string => (s ? s.charAt(0).toLocaleUpperCase() + s.slice(1) : s);

export function ensurePeriod(s: string): string {
  // A sentence cut after a comma ("..., eller får ont i bröstet,") ends on the period alone.
  const t = s.trim().replace(/\s*[,;]+$/u, '');
  return /[.!?؟]$/.test(t) ? t : `${t}.`;
}

/** Words that join the items of a list ("feber och hosta", "tai", "veya"). */
export const COORDINATORS: ReadonlySet<string> = new Set(['eller', 'och', 'or', 'and', 'og', 'und', 'oder', 'tai', 'ja', 'veya', 've']);

/** A regex source matching any of the terms as whole words (Unicode aware). */
export function termsPattern(terms: readonly string[]): string {
  return `(?<![\\p{L}\\p{N}])(?:${alternation(terms)})(?![\\p{L}\\p{N}])`;
}

/** A regex source matching any of the terms, the longest that matches at a position winning; whitespace in a term matches `space`. */
export const alternation = (terms: readonly string[], space = '\\s+'): string => prefixTree([...terms].sort((a, b) => b.length - a.length), false, space);

interface PrefixNode {
  next: Map<string, PrefixNode>;
  /** A term ends here. */
  end: boolean;
}

/**
 * Terms as one alternation that shares their prefixes ("i have|i had" as "i\\s+ha(?:ve|d)"): it matches the same
 * strings, and at each position tries a letter once instead of once per term. A term's whitespace matches `space`;
 * with `wordEnds`, a term ending in `$` must end its word.
 */
function prefixTree(terms: readonly string[], wordEnds: boolean, space = '\\s+'): string {
  const root: PrefixNode = { next: new Map(), end: false };
  for (const term of terms) {
    const units = [...term.replace(/\s+/g, ' ')].map((c) => (c === ' ' ? space : c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
    if (wordEnds && term.endsWith('$')) units.splice(-1, 1, '(?![\\p{L}])');
    let node = root;
    for (const unit of units) {
      if (!node.next.has(unit)) node.next.set(unit, { next: new Map(), end: false });
      node = node.next.get(unit)!;
    }
    node.end = true;
  }
  const emit = (node: PrefixNode): string => {
    const branches = [...node.next].map(([unit, child]) => unit + emit(child));
    if (branches.length === 0) return '';
    const body = branches.length === 1 ? branches[0]! : `(?:${branches.join('|')})`;
    return node.end ? `(?:${body})?` : body;
  };
  return emit(root);
}

/**
 * "Blodtrycket är 150/95 så jag sätter in amlodipin": a finding and a plan in one breath.
 * The sentence is cut before the clinician's first-person action so each half is sorted.
 */
const ACTION_BREAK =
  /,?\s+(?:so|and|and then|then|och|och då|så|og|og så|und|also|dann|ja|joten|ve|bu yüzden)\s+(?=(?:(?:i|we)(?:'ll|\s+will|\s+am going to|\s+are going to)|(?:jag|vi)\s+(?:ska|kommer att|skriver|remitterar|sätter|ordinerar|ger|tar)|(?:jeg|vi)\s+(?:skal|skriver|henviser|giver|gir)|(?:ich|wir)\s+(?:werde|werden|verschreibe|überweise|gebe|machen)|(?:kirjoitan|määrään|lähetän|aloitetaan))\b)/iu;
const MIN_CLAUSE_WORDS = 3;

export function splitActions(sentence: string): string[] {
  const m = ACTION_BREAK.exec(sentence);
  if (!m) return [sentence];
  const head = sentence.slice(0, m.index).trim();
  const tail = sentence.slice(m.index + m[0].length).trim();
  if (words(head).length < MIN_CLAUSE_WORDS || words(tail).length < MIN_CLAUSE_WORDS) return [sentence];
  return [ensurePeriod(head), ...splitActions(capitalise(tail))];
}

/**
 * A cue lexicon as one regular expression, compiled once: terms match from a word start as
 * stems ("hosta" matches "hostar"); a term ending in `$` must also end its word ("bör$" is
 * not "började").
 */
export function stems(terms: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}])(?:${prefixTree(terms, true)})`, 'iu');
}
