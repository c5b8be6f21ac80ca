import { describe, expect, it } from 'vitest';
import { alternation, stems, termsPattern } from './text.js';

describe('term lists as one regular expression', () => {
  it('when terms share a prefix, then each still matches, the longest one that matches winning', () => {
    const re = new RegExp(`^(?:${alternation(['i have', 'i had', 'i have had'])})`, 'iu');
    expect(re.exec('I have had it')?.[0]).toBe('I have had');
    expect(re.exec('i  had it')?.[0]).toBe('i  had');
    expect(re.test('i hate it')).toBe(false);
  });

  it('when a term holds regex characters or ends in "$", then they are literal, except a stem\'s "$", which ends the word', () => {
    expect(new RegExp(termsPattern(['a&e', 'c.diff', 'spo2 (%)']), 'iu').test('sent to A&E today')).toBe(true);
    expect(new RegExp(termsPattern(['c.diff']), 'iu').test('cxdiff')).toBe(false);
    expect(stems(['bör$']).test('du bör vila')).toBe(true);
    expect(stems(['bör$']).test('det började')).toBe(false);
    expect(stems(['hosta']).test('hon hostar')).toBe(true);
  });

  it('when a space is given, then whitespace in a term matches it', () => {
    expect(new RegExp(alternation(['det du beskriver'], ',?\\s+'), 'iu').test('Det, du beskriver, er')).toBe(true);
  });
});
