import { describe, expect, it } from 'vitest';
import { estimateTokens, splitIntoParts } from './transcript-parts.js';

describe('transcript parts', () => {
  it('when a text is longer than a part, then it is cut after sentences, every part fits and nothing is lost', () => {
    const text = Array.from({ length: 200 }, (_, i) => `Mening nummer ${i} handlar om besvären.`).join(' ');
    const parts = splitIntoParts(text, 100);
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) {
      expect(estimateTokens(part)).toBeLessThanOrEqual(100);
      expect(part).toMatch(/\.$/);
    }
    expect(parts.join(' ')).toBe(text);
  });

  it('when a text has no sentence ends, then it is cut at spaces', () => {
    const text = 'ord '.repeat(500).trim();
    const parts = splitIntoParts(text, 50);
    expect(parts.every((p) => !p.startsWith(' ') && /^(ord ?)+$/.test(p))).toBe(true);
    expect(parts.join(' ')).toBe(text);
  });
});
