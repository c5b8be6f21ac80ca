import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/api.schema.js';
import { assertionOf, type Assertion } from './assertion.js';

interface CorpusEntry {
  language: Language;
  text: string;
  term: string;
  status: Assertion;
}

const corpus = JSON.parse(fs.readFileSync(new URL('../../../../test/fixtures/negation-corpus.json', import.meta.url), 'utf8')) as CorpusEntry[];

describe('negation corpus (server/test/fixtures/negation-corpus.json)', () => {
  it('when the corpus is loaded, then it holds at least 100 sentences in all eight languages', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    expect(new Set(corpus.map((c) => c.language)).size).toBe(8);
  });

  it.each(corpus.map((c) => [c.language, c.term, c.text, c.status] as const))('when [%s] "%s" is said in "%s", then it is %s', (language, term, text, status) => {
    expect(assertionOf(text, term, language)).toBe(status);
  });
});
