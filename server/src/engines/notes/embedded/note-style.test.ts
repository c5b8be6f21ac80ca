import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/api.schema.js';
import type { Slot } from './sentence-classifier.js';
import { detectLanguage } from './language-detection.js';
import { toCause, toRecordStyle } from './note-style.js';

describe('record style', () => {
  it.each([
    ['en', 'subjective', 'I have had a cough for three days.', 'Has had a cough for three days.'],
    ['en', 'subjective', "I don't smoke and I take ramipril 5 mg.", 'Does not smoke and takes ramipril 5 mg.'],
    ['en', 'plan', "I'll prescribe amoxicillin 500 mg three times a day.", 'Prescribe amoxicillin 500 mg three times a day.'],
    ['en', 'objective', 'The lungs are clear and the heart rate is 72.', 'Lungs clear and the heart rate 72.'],
    ['en', 'assessment', 'I think this is most likely a urinary tract infection.', 'Most likely urinary tract infection.'],
    // A denial opening the sentence is no answer word: "No edema" stays denied.
    ['en', 'objective', 'No edema in the legs.', 'No edema in the legs.'],
    ['en', 'objective', 'No, the lungs are clear.', 'Lungs clear.'],
    ['fi', 'subjective', 'Ei kuumetta.', 'Ei kuumetta.'],
    // The clinician's looking and listening go; the finding stays.
    ['sv', 'objective', 'På höger öga ser jag blödningar i näthinnan.', 'På höger öga blödningar i näthinnan.'],
    ['sv', 'objective', 'Jag hör ett blåsljud över hjärtat.', 'Blåsljud över hjärtat.'],
    ['nb', 'objective', 'Jeg kjenner en kul i venstre bryst.', 'Kul i venstre bryst.'],
    ['sv', 'subjective', 'Jag har haft hosta i tre dagar.', 'Har haft hosta i tre dagar.'],
    ['sv', 'subjective', 'Jag känner mig trött och jag sover dåligt.', 'Känner sig trött och sover dåligt.'],
    ['sv', 'plan', 'Jag skriver ut Kåvepenin 1 g x 3 i 10 dagar.', 'Recept: Kåvepenin 1 g x 3 i 10 dagar.'],
    ['sv', 'objective', 'Vid undersökning är buken mjuk och oöm.', 'Buken mjuk och oöm.'],
    ['sv', 'assessment', 'Det rör sig troligen om en virusinfektion.', 'Troligen virusinfektion.'],
    ['nb', 'subjective', 'Jeg har hatt vondt i ryggen i to uker.', 'Har hatt vondt i ryggen i to uker.'],
    ['da', 'subjective', 'Jeg har haft ondt i halsen.', 'Har haft ondt i halsen.'],
    ['de', 'subjective', 'Ich habe seit drei Tagen Fieber.', 'Seit drei Tagen Fieber.'],
    ['de', 'assessment', 'Es handelt sich wahrscheinlich um eine Bronchitis.', 'Wahrscheinlich Bronchitis.'],
    ['fi', 'subjective', 'Minulla on ollut yskää viikon.', 'On ollut yskää viikon.'],
    ['fi', 'objective', 'Lämpö on 37,9.', 'Lämpö 37,9.'],
    ['sv', 'assessment', 'Det du beskriver låter som kärlkramp.', 'Kärlkramp.'],
    ['en', 'assessment', 'This sounds like gout.', 'Gout.'],
    ['nb', 'assessment', 'Det du beskriver høres ut som migrene.', 'Migrene.'],
    ['sv', 'subjective', 'Doktorn, jag har ont i ryggen.', 'Har ont i ryggen.'],
    ['sv', 'assessment', 'Du har benskörhet, osteoporos.', 'Benskörhet, osteoporos.'],
    ['sv', 'objective', 'Kolesterolet är 6,8, det är förhöjt.', 'Kolesterolet 6,8, det är förhöjt.'],
    ['sv', 'assessment', 'Jag tror inte att det finns någon akut risk.', 'Tror inte att det finns någon akut risk.'],
    ['sv', 'assessment', 'Du har ingen lunginflammation.', 'Har ingen lunginflammation.'],
  ] as const)('when %s %s is "%s", then the note says "%s"', (language, slot, sentence, expected) => {
    expect(toRecordStyle(sentence, language as Language, slot as Slot)).toBe(expected);
  });

  it.each([
    ['en', 'I have had a sore throat for three days and it hurts to swallow.', 'Sore throat for three days'],
    ['en', "I've been getting these bad headaches, about twice a week for the last two months.", 'Bad headaches for the last two months'],
    ['sv', 'Jag har haft feber och hosta i fem dagar nu och nu har jag fått ont i bröstet.', 'Feber och hosta i fem dagar'],
    ['sv', 'Hon har haft ont i örat sedan igår kväll.', 'Ont i örat sedan igår kväll'],
    ['fi', 'Minulla on ollut ripulia eilisestä lähtien.', 'Ripulia eilisestä lähtien'],
    ['en', "My big toe has been red and swollen for two days and it's very painful.", 'Big toe red and swollen for two days'],
    ['sv', 'Det är det här utslaget på armen.', 'Utslaget på armen'],
    ['sv', 'Bra, har du ont i huvudet.', 'Ont i huvudet'],
    ['nb', 'Det svir når jeg tisser.', 'Det svir når pasienten tisser'],
  ] as const)('when the complaint is told in %s as "%s", then the reason for visit is "%s"', (language, sentence, expected) => {
    expect(toCause(sentence, language)).toBe(expected);
  });
});

describe('the patient in the third person', () => {
  it('when the clinician\'s "du" is the subject of the clause, then its "dig" is reflexive; said by "jag" to "dig" it is the patient', () => {
    expect(toRecordStyle('Din hjärtsvikt har blivit sämre, du har samlat på dig vätska.', 'sv', 'subjective')).toBe('Patientens hjärtsvikt har blivit sämre, patienten har samlat på sig vätska.');
    expect(toRecordStyle('Jag vill att du tar med dig listan.', 'sv', 'plan')).toBe('Tar med sig listan.');
    expect(toRecordStyle('Du vet att jag skickar dig till ortopeden.', 'sv', 'plan')).toMatch(/skickar patienten till ortopeden/);
  });

  it('when a German patient says "meine Mutter", then the note says "die Mutter"; the verb "meinen" is left as said', () => {
    expect(toRecordStyle('Meine Mutter hat rheumatoide Arthritis.', 'de', 'subjective', 'patient')).toBe('Die Mutter hat rheumatoide Arthritis.');
    expect(toRecordStyle('Gott sei Dank, dass es kein Schlaganfall ist, meine ich.', 'de', 'subjective', 'patient')).toBe('Gott sei Dank, dass es kein Schlaganfall ist, meine ich.');
    expect(toRecordStyle('Was meinen Sie, ist das schlimm?', 'de', 'subjective', 'patient')).toBe('Was meinen Sie, ist das schlimm?');
  });

  it('when a Swedish finding says what it is not with the verb second ("lunginflammation är det inte"), then the verb stays; a sentence cut after a comma ends on a period', () => {
    expect(toRecordStyle('Ingen feber, så lunginflammation är det inte.', 'sv', 'objective')).toBe('Ingen feber, så lunginflammation är det inte.');
    expect(toRecordStyle('Trumhinnan är rodnad.', 'sv', 'objective')).toBe('Trumhinnan rodnad.');
    expect(toRecordStyle('Om du blir andfådd i vila, eller får ont i bröstet,', 'sv', 'plan')).toMatch(/bröstet\.$/);
  });

  it('when the patient says "mitt i", then it is a place, not "patientens"', () => {
    expect(toRecordStyle('Det trycker mitt i bröstet och i min arm.', 'sv', 'subjective', 'patient')).toBe('Det trycker mitt i bröstet och i patientens arm.');
  });
});

describe('transcript language', () => {
  it.each([
    ['sv', 'Jag har haft ont i halsen och feber i tre dagar, och jag har inte kunnat sova.'],
    ['en', 'I have had a cough for five days and I have not been able to sleep.'],
    ['fi', 'Minulla on ollut kuumetta ja yskää kolme päivää, eikä se ole mennyt ohi.'],
    ['nb', 'Jeg har hatt vondt i halsen i fire dager, og jeg har ikke sovet noe særlig.'],
    ['da', 'Jeg har haft ondt i ryggen i to uger, og det er ikke blevet bedre nu.'],
    ['de', 'Ich habe seit drei Tagen Husten und Fieber und kann nicht schlafen.'],
    ['tr', 'Üç gündür boğaz ağrım ve ateşim var, çok yorgunum.'],
    ['ar', 'عندي سعال وحمى منذ ثلاثة أيام ولا أستطيع النوم.'],
  ] as const)('when the transcript is %s, then it is detected from its words', (language, text) => {
    expect(detectLanguage(text, language === 'sv' ? 'en' : 'sv')).toBe(language);
  });
});
