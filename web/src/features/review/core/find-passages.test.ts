import { describe, expect, it } from 'vitest';
import { findPassages } from './find-passages';

describe('findPassages', () => {
  it('when the query is found, then each match is its own numbered segment and the text around it stays whole', () => {
    const { segments, count } = findPassages('Feber i tre dagar. Ingen feber i går.', 'feber');
    expect(count).toBe(2);
    expect(segments).toEqual([{ text: 'Feber', match: 0 }, { text: ' i tre dagar. Ingen ' }, { text: 'feber', match: 1 }, { text: ' i går.' }]);
  });

  it('when the query differs in accents, case or spacing, then it still matches the original text', () => {
    const { segments, count } = findPassages('Patienten fick Alvedon 500  mg på kvällen, café.', 'alvedon 500 mg');
    expect(count).toBe(1);
    expect(segments[1]).toEqual({ text: 'Alvedon 500  mg', match: 0 });
    expect(findPassages('Ett besök på café', 'CAFE').segments.at(-1)).toEqual({ text: 'café', match: 0 });
  });

  it('when nothing matches or the query is blank, then the text is one plain segment', () => {
    expect(findPassages('Hosta sedan i måndags.', 'feber')).toEqual({ segments: [{ text: 'Hosta sedan i måndags.' }], count: 0 });
    expect(findPassages('Hosta.', '  ')).toEqual({ segments: [{ text: 'Hosta.' }], count: 0 });
    expect(findPassages('a (b) c', '(b)').count).toBe(1);
  });
});
