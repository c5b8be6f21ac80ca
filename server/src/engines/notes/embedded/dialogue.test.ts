import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/api.schema.js';
import { foldAnswers } from './dialogue.js';
import { splitSentences } from './text.js';

const fold = (text: string, language: Language) => foldAnswers(splitSentences(text), language);

describe('question and answer folding', () => {
  it.each([
    ['sv', 'Har du feber? Nej.', 'Har inte feber.'],
    ['sv', 'Har du haft någon feber? Nej, det har jag inte.', 'Har inte haft någon feber.'],
    ['sv', 'Har du någon hosta? Nej.', 'Har ingen hosta.'],
    ['sv', 'Gör det ont när du går? Ja.', 'Gör ont när du går.'],
    ['sv', 'Låser det sig någon gång? Nej, det gör det inte.', 'Låser sig inte någon gång.'],
    ['sv', 'Är du andfådd? Ja, lite i trappor.', 'Är andfådd, lite i trappor.'],
    ['en', 'Any weakness or numbness? No.', 'No weakness or numbness.'],
    ['en', 'Do you smoke? No, I don\'t.', 'Does not smoke.'],
    ['en', 'Do you take any medication? Yes, ramipril 5 mg.', 'Takes any medication, ramipril 5 mg.'],
    ['en', 'Have you had a fever? No.', 'Has not had a fever.'],
    ['en', 'Any fever? A little, yesterday.', 'Fever, a little, yesterday.'],
    ['en', 'Do you smoke? Ten a day.', 'Smokes, ten a day.'],
    ['nb', 'Har du feber? Nei.', 'Har ikke feber.'],
    ['da', 'Har du nogen smerter? Nej.', 'Har ingen smerter.'],
    ['de', 'Haben Sie Fieber? Nein.', 'Verneint: Fieber.'],
    ['tr', 'Öksürüğünüz var mı? Hayır.', 'Öksürüğünüz yok.'],
    ['ar', 'هل عندك ضيق تنفس؟ لا.', 'لا يوجد ضيق تنفس.'],
    ['fi', 'Onko sinulla kuumetta? Ei ole, ehkä vähän lämpöä.', 'Ei kuumetta, ehkä vähän lämpöä.'],
    // After a no, "och ..." is the next question, unanswered here: it is not written as if present.
    ['sv', 'Har du sett blod i avföringen nån gång? Nej, och svart avföring.', 'Har inte sett blod i avföringen nån gång.'],
  ] as const)('when asked in %s "%s", then the note says "%s"', (language, text, expected) => {
    expect(fold(text, language)).toEqual([{ text: expected, folded: true }]);
  });

  it('when the answer is long, then it stands on its own and the question stays a question', () => {
    const out = fold('Tar du någon medicin? Ja, jag tar Alvedon ett par gånger om dagen men det hjälper inte.', 'sv');
    expect(out.map((u) => u.text)).toEqual(['Tar du någon medicin?', 'Jag tar Alvedon ett par gånger om dagen men det hjälper inte.']);
  });

  it('when the answer is not yes or no, or the question asks what or how, then nothing is folded', () => {
    expect(fold('Hur länge har du haft det? Sedan i måndags.', 'sv').every((u) => !u.folded)).toBe(true);
    expect(fold('Var har du ont? Nej vet inte.', 'sv').every((u) => !u.folded)).toBe(true);
  });
});
