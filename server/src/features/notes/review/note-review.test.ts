import { describe, expect, it } from 'vitest';
import type { Language, Note } from '../../../contract/api.schema.js';
import { NoteReviewer } from './note-review.js';
import { loadReviewData } from './review-data.js';

const reviewer = new NoteReviewer();
const SECTIONS = [
  { sectionName: 'Anamnes', autoFill: true },
  { sectionName: 'Bedömning', autoFill: true },
  { sectionName: 'Planering', autoFill: true },
  { sectionName: 'Signatur', autoFill: false },
];

function noteWith(sections: Record<string, string>, extra: Partial<Note> = {}): Note {
  return {
    cause: '', subjective: '', objective: '', assessment: '', plan: '',
    diagnoses: [], coding_codes: [], tasks: {},
    sections: SECTIONS.map((s) => ({ sectionName: s.sectionName, content: sections[s.sectionName] ?? '' })),
    combined: '',
    ...extra,
  };
}
const review = (sections: Record<string, string>, transcript: string, language: Language = 'sv', extra: Partial<Note> = {}, sideNote?: string) =>
  reviewer.review(noteWith(sections, extra), SECTIONS, { transcript, ...(sideNote ? { sideNote } : {}) }, language);

describe('note review', () => {
  it('when the note adds a dose, a drug and a side the visit never mentioned, then each is listed with its section', () => {
    const result = review(
      { Anamnes: 'Ont i halsen i tre dagar, feber 38,5.', Planering: 'Amoxicillin 500 mg tre gånger dagligen. Undersök höger öra.' },
      'Jag har haft ont i halsen i tre dagar och feber 38.5.',
    );
    expect(result.unsupported).toEqual([
      { sectionName: 'Planering', text: '500 mg' },
      { sectionName: 'Planering', text: 'höger' },
      { sectionName: 'Planering', text: 'Amoxicillin' },
    ]);
  });

  it('when numbers are said as words or with another decimal mark, then the note\'s digits are supported', () => {
    const cases: [Language, string, string][] = [
      ['sv', 'Alvedon 200 mg, temp 38,5 grader.', 'Hon tar tvåhundra milligram alvedon, tempen var 38.5.'],
      ['de', 'Ibuprofen 225 mg.', 'Ich nehme zweihundertfünfundzwanzig Milligramm Ibuprofen.'],
      ['fi', 'Parasetamoli 250 mg.', 'Otan kaksisataaviisikymmentä milligrammaa parasetamolia.'],
      ['en', 'Paracetamol 250 mg.', 'I take two hundred and fifty milligrams of paracetamol.'],
      ['tr', 'Parasetamol 250 mg.', 'İki yüz elli miligram parasetamol alıyorum.'],
      ['da', 'Paracetamol 25 mg.', 'Jeg tager femogtyve milligram paracetamol.'],
      ['ar', 'Paracetamol 500 mg.', 'آخذ خمسمائة ملغ من باراسيتامول.'],
    ];
    for (const [language, content, transcript] of cases) {
      expect(review({ Planering: content }, transcript, language).unsupported, `${language}: ${transcript}`).toEqual([]);
    }
  });

  it('when drugs and sides are inflected, spelt in another language or named by brand, then they are supported', () => {
    const result = review(
      { Anamnes: 'Smärta i vänstra knät. Tar paracetamol och amoxicillinet hjälper.' },
      'Det gör ont i vänster knä. Jag tar Alvedon och amoxicillin.',
    );
    expect(result.unsupported).toEqual([]);
    expect(review({ Anamnes: 'Schmerzen im linken Knie.' }, 'It hurts in my left knee.', 'de').unsupported).toEqual([]);
    expect(review({ Anamnes: 'Schmerzen im rechten Knie.' }, 'It hurts in my left knee.', 'de').unsupported).toEqual([
      { sectionName: 'Anamnes', text: 'rechten' },
    ]);
  });

  it('when a SOAP field states what the sections do not, then it is listed under the field, once', () => {
    const result = review({ Planering: 'Ipren 400 mg.' }, 'Ta ipren vid behov.', 'sv', { plan: 'Ipren 400 mg. Åter om 2 veckor.' });
    expect(result.unsupported).toEqual([
      { sectionName: 'Planering', text: '400 mg' },
      { sectionName: 'plan', text: '2 veckor' },
    ]);
  });

  it('when a unit is glued to its number, then the number is still checked', () => {
    expect(review({ Planering: 'Alvedon 500mg, sedan 1g.' }, 'Alvedon 500 milligram.').unsupported).toEqual([{ sectionName: 'Planering', text: '1g' }]);
  });

  it('when a number is in the side note only, then it is supported', () => {
    expect(review({ Planering: 'Waran 5 mg.' }, 'Vi fortsätter med waran.', 'sv', {}, 'Dos 5 mg enligt AK-mottagningen.').unsupported).toEqual([]);
  });

  it('when a diagnosis code has neither its code nor a word of its label in the sources, then the code is listed', () => {
    const extra = {
      coding_codes: [
        { code: 'J02.9', system: 'ICD-10-SE', description: 'Akut faryngit, ospecificerad' },
        { code: 'I10', system: 'ICD-10-SE', description: 'Essentiell hypertoni' },
      ],
    };
    const result = review({ Bedömning: 'Faryngit.' }, 'Läkaren ser en faryngiten, halsen är röd.', 'sv', extra);
    expect(result.unsupported).toEqual([{ sectionName: 'Diagnoser', text: 'I10' }]);
  });

  it('when a task states a dose that was not said, then it is listed under the tasks heading', () => {
    const extra = { tasks: { '0': { title: 'Recept', category: 'prescription' as const, priority: 'medium' as const, description: 'Kåvepenin 1 g x 3 i 10 dagar.' } } };
    const result = review({}, 'Vi skriver ut kåvepenin en gram tre gånger om dagen i tio dagar.', 'sv', extra);
    expect(result.unsupported).toEqual([]);
    const wrong = { tasks: { '0': { ...extra.tasks['0'], description: 'Kåvepenin 2 g x 3 i 10 dagar.' } } };
    expect(review({}, 'Vi skriver ut kåvepenin en gram tre gånger om dagen i tio dagar.', 'sv', wrong).unsupported).toEqual([
      { sectionName: 'Att göra', text: '2 g' },
    ]);
  });

  it('when a section the model should fill is empty, then it is listed; a section the clinician fills is not', () => {
    expect(review({ Anamnes: 'Halsont.' }, 'Halsont.').emptySections).toEqual(['Bedömning', 'Planering']);
  });

  it('when the word lists are loaded, then they are valid and no word is on both sides', () => {
    const data = loadReviewData();
    expect(data.drugs.length).toBeGreaterThan(50);
    expect(Object.keys(data.numberWords)).toHaveLength(8);
  });
});
