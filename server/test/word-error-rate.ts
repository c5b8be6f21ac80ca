/**
 * Word error rate as speech recognition is scored: word-level edit distance over the
 * reference's words, after lower-casing and dropping punctuation (letters of every
 * script kept, so Swedish å, ä, ö count).
 */
export function wordErrorRate(reference: string, hypothesis: string): { errors: number; words: number } {
  const r = words(reference);
  const h = words(hypothesis);
  let previous = Array.from({ length: h.length + 1 }, (_, j) => j);
  for (let i = 1; i <= r.length; i++) {
    const current = [i];
    for (let j = 1; j <= h.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return { errors: previous[h.length]!, words: r.length };
}

export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
