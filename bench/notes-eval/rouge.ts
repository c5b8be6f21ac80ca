/**
 * ROUGE-1, ROUGE-2 and ROUGE-Lsum F1 exactly as Google's rouge_score computes them without
 * stemming (the figures ACI-BENCH publishes): lowercase, every character outside [a-z0-9]
 * becomes a space, tokens split on whitespace; Lsum splits both texts on newlines and counts
 * the union longest common subsequence of each reference line with all candidate lines.
 */
export const rougeTokens = (text: string): string[] => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().split(/\s+/).filter(Boolean);

export interface RougeScores {
  rouge1: number;
  rouge2: number;
  rougeLsum: number;
}

export function rouge(candidate: string, reference: string, tokens = rougeTokens): RougeScores {
  const c = tokens(candidate);
  const r = tokens(reference);
  return { rouge1: ngramF1(c, r, 1), rouge2: ngramF1(c, r, 2), rougeLsum: lsumF1(candidate, reference, tokens) };
}

/** The same scores with letters of any script as word characters (Swedish, Arabic...). */
const unicodeTokens = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
export const unicodeRouge = (candidate: string, reference: string): RougeScores => rouge(candidate, reference, unicodeTokens);

const f1 = (hits: number, candidateCount: number, referenceCount: number) => {
  const p = candidateCount ? hits / candidateCount : 0;
  const r = referenceCount ? hits / referenceCount : 0;
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
};

function counts(tokens: string[], n: number): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join(' ');
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

function ngramF1(c: string[], r: string[], n: number): number {
  const cc = counts(c, n);
  const rc = counts(r, n);
  let hits = 0;
  for (const [gram, count] of rc) hits += Math.min(count, cc.get(gram) ?? 0);
  return f1(hits, Math.max(0, c.length - n + 1), Math.max(0, r.length - n + 1));
}

/** Indices in `a` of one longest common subsequence of `a` and `b` (rouge_score's backtrack). */
function lcsIndices(a: string[], b: string[]): number[] {
  const table: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      table[i]![j] = a[i - 1] === b[j - 1] ? table[i - 1]![j - 1]! + 1 : Math.max(table[i - 1]![j]!, table[i]![j - 1]!);
    }
  }
  const out: number[] = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 && j > 0) {
    if (a[i - 1] === b[j - 1]) {
      out.unshift(i - 1);
      i--;
      j--;
    } else if (table[i]![j - 1]! > table[i - 1]![j]!) j--;
    else i--;
  }
  return out;
}

function lsumF1(candidate: string, reference: string, tokens: (text: string) => string[]): number {
  const cLines = candidate.split('\n').map(tokens).filter((l) => l.length);
  const rLines = reference.split('\n').map(tokens).filter((l) => l.length);
  const cCount = new Map<string, number>();
  const rCount = new Map<string, number>();
  for (const t of cLines.flat()) cCount.set(t, (cCount.get(t) ?? 0) + 1);
  for (const t of rLines.flat()) rCount.set(t, (rCount.get(t) ?? 0) + 1);
  let hits = 0;
  for (const ref of rLines) {
    const union = new Set<number>();
    for (const can of cLines) for (const index of lcsIndices(ref, can)) union.add(index);
    for (const index of [...union].sort((x, y) => x - y)) {
      const token = ref[index]!;
      if ((cCount.get(token) ?? 0) > 0 && (rCount.get(token) ?? 0) > 0) {
        hits++;
        cCount.set(token, cCount.get(token)! - 1);
        rCount.set(token, rCount.get(token)! - 1);
      }
    }
  }
  return f1(hits, cLines.flat().length, rLines.flat().length);
}
