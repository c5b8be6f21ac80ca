import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/api.schema.js';
import { cognatesOf, saidAs } from './cognates.js';
import { generateNote } from './embedded-note-generator.js';

const codesOf = (transcript: string, language: Language) =>
  generateNote({ transcript, language, profession: 'physician', sections: [], signal: new AbortController().signal }).diagnoses.map((d) => d.code);

describe('cognates of learned disease names', () => {
  it('spells a Latin or Greek name as each language does', () => {
    const thrombosis = cognatesOf('thrombosis');
    expect(thrombosis.get('sv')).toContain('trombos');
    expect(thrombosis.get('nb')).toContain('trombose');
    expect(thrombosis.get('fi')).toContain('tromboosi');
    expect(thrombosis.get('tr')).toContain('tromboz');
    expect(cognatesOf('conjunctivitis').get('sv')).toContain('konjunktivit');
    expect(cognatesOf('cystitis').get('sv')).toContain('cystit');
    expect(cognatesOf('cystitis').get('de')).toContain('zystitis');
    expect(cognatesOf('cardiomyopathy').get('de')).toContain('kardiomyopathie');
    expect(cognatesOf('bronchitis').get('tr')).toContain('bronşit');
  });

  it('makes nothing of a word without a learned ending, or of a short one', () => {
    expect(cognatesOf('gout').size).toBe(0);
    expect(cognatesOf('coma').size).toBe(0);
    expect(cognatesOf('hernia').get('sv')).toEqual(new Set(['herni']));
    expect(cognatesOf('kolesystitt').size).toBe(0);
  });

  it('matches Finnish and Turkish by stem, the compounding languages by their inflected forms only', () => {
    expect(saidAs('bronkiitti', 'fi')).toEqual({ words: ['bronkiit'], stem: true });
    expect(saidAs('bronşit', 'tr')).toEqual({ words: ['bronşit'], stem: true });
    expect(saidAs('trombose', 'nb').words).toEqual(['trombose', 'trombosen', 'trombosen', 'tromboser', 'trombosene']);
    expect(saidAs('trombos', 'sv').words).toContain('trombosen');
  });

  it('codes a condition the table names in English where a visit says it in its own spelling', () => {
    expect(codesOf('Lege: Det du har nå er en sinusitt, helt klart.', 'nb')).toEqual(['J01.9']);
    expect(codesOf('Lege: Ultralyden viser en kolesystitt med tykk vegg.', 'nb')).toEqual(['K81.0']);
    expect(codesOf('Arzt: Im Echo sehen wir eine dilatative Kardiomyopathie.', 'de')[0]).toMatch(/^I42/);
    expect(codesOf('Lääkäri: Kyseessä on arterioskleroosi, se selittää oireet.', 'fi')).toEqual(['I70.9']);
  });

  it('gives no code where the same spelling is denied or a test', () => {
    expect(codesOf('Lege: Det er ikke en sinusitt, bare en forkjølelse.', 'nb')).not.toContain('J01.9');
    expect(codesOf('Läkare: Vi tar ett klamydiaprov.', 'sv')).not.toContain('A56.0');
  });
});
