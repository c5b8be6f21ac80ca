/** Text helpers shared by the embedded note engine: normalising, sentences, words. */

const ABBREVIATIONS = /\b(?:dr|mr|mrs|ms|t\.ex|bl\.a|ca|kl|z\.b|ggr|resp|nr|st|vs|etc|e\.g|i\.e|mg|ml|pga|dvs|osv)\.$/i;

/** Splits a transcript into sentences, keeping decimals (38.5, 38,5) and abbreviations whole. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  const normalised = text.replace(/\r/g, '').replace(/[ \t]+/g, ' ');
  for (const paragraph of normalised.split(/\n+/)) {
    let current = '';
    const pieces = paragraph.split(/(?<=[.!?؟。])\s+/);
    for (const piece of pieces) {
      current = current ? `${current} ${piece}` : piece;
      if (ABBREVIATIONS.test(current)) continue;
      if (current.trim()) out.push(current.trim());
      current = '';
    }
    if (current.trim()) out.push(current.trim());
  }
  return out;
}

/** Lower case, accents kept (they matter in Nordic languages), punctuation to spaces. */
export function normalise(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}/.,%-]+/gu, ' ').replace(/\s+/g, ' ').trim()} `;
}

export function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export const capitalise = (s: string): string => (s ? s.charAt(0).toLocaleUpperCase() + s.slice(1) : s);

export function ensurePeriod(s: string): string {
  const t = s.trim();
  return /[.!?؟]$/.test(t) ? t : `${t}.`;
}

/** A regex source matching any of the terms as whole words (Unicode aware). */
export function termsPattern(terms: readonly string[]): string {
  const escaped = [...terms].sort((a, b) => b.length - a.length).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  return `(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`;
}
