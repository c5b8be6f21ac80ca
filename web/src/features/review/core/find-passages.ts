/**
 * Where a search falls in the transcript: the text as segments, plain or a match (numbered
 * in order). Case and accents are ignored, so "feber" finds "Feber" and "cafe" finds "café";
 * whitespace in the query matches any run of whitespace.
 */
export interface Passage {
  text: string;
  /** Index of the match, from 0, when this segment is one. */
  match?: number;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function findPassages(text: string, query: string): { segments: Passage[]; count: number } {
  const words = fold(query).trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { segments: [{ text }], count: 0 };
  // Folding by character keeps positions aligned: one folded character (or none) per original code point.
  const chars = Array.from(text);
  const folded = chars.map((c) => fold(c));
  const haystack = folded.join('');
  const starts: number[] = [];
  let offset = 0;
  for (const f of folded) {
    starts.push(offset);
    offset += f.length;
  }
  starts.push(offset);
  const pattern = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'), 'g');
  const segments: Passage[] = [];
  let last = 0;
  let count = 0;
  for (const m of haystack.matchAll(pattern)) {
    if (m[0].length === 0) continue;
    const from = starts.findIndex((s) => s >= m.index);
    let to = starts.findIndex((s) => s >= m.index + m[0].length);
    if (to < 0) to = chars.length;
    if (from > last) segments.push({ text: chars.slice(last, from).join('') });
    segments.push({ text: chars.slice(from, to).join(''), match: count++ });
    last = to;
  }
  if (last < chars.length || segments.length === 0) segments.push({ text: chars.slice(last).join('') });
  return { segments, count };
}
