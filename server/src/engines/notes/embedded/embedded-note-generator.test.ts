import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/api.schema.js';
import { generateNote } from './embedded-note-generator.js';
import { detectLanguage } from './language-detection.js';

const signal = new AbortController().signal;
const note = (transcript: string, language: Language = 'sv', sections = ['Kontaktorsak', 'Anamnes', 'Status', 'Bedömning', 'Planering'], sideNote?: string) =>
  generateNote({ transcript, language, profession: 'physician', sections: sections.map((sectionName) => ({ sectionName, autoFill: true })), signal, ...(sideNote ? { sideNote } : {}) });

const SV = 'Hej, välkommen in. Vad gäller det idag? Jag har haft ont i halsen och feber i tre dagar. Jag har ingen hosta. Temp 38,5 och blodtryck 130/80. Svalget är rodnat och tonsillerna är svullna. Lungor och hjärta utan anmärkning. Det rör sig troligen om en halsfluss. Jag skriver ut penicillin V 1 g tre gånger dagligen i tio dagar. Du bör vila och dricka mycket. Återbesök om en vecka om du inte blir bättre. Tack så mycket.';
const EN = "Good morning, have a seat. I have had a cough and a headache for five days. I don't have any chest pain. Blood pressure is 142/91 and pulse 88. The lungs are clear on auscultation. This is most likely a viral bronchitis. We will take a blood test today and I will refer you to the lung clinic urgently. You should rest. Thank you, goodbye.";

describe('embedded note engine: sorting', () => {
  it('when a Swedish consultation is given, then each sentence lands in its part and small talk is dropped', () => {
    const n = note(SV);
    expect(n.cause).toBe('Ont i halsen och feber i tre dagar');
    expect(n.subjective).toContain('Har haft ont i halsen och feber i tre dagar.');
    expect(n.objective).toContain('Temp 38,5 och blodtryck 130/80.');
    expect(n.objective).toContain('Lungor och hjärta utan anmärkning.');
    expect(n.assessment).toBe('Det rör sig troligen om en halsfluss.');
    expect(n.plan).toContain('Skriver ut penicillin V 1 g tre gånger dagligen i tio dagar.');
    const all = JSON.stringify(n);
    for (const smallTalk of ['välkommen', 'Vad gäller', 'Tack så mycket']) expect(all).not.toContain(smallTalk);
  });

  it('when an English consultation is given, then first person becomes record style and numbers stay as spoken', () => {
    const n = note(EN, 'en', ['Reason for visit', 'Subjective', 'Objective', 'Assessment', 'Plan']);
    expect(n.subjective).toContain('Has had a cough and a headache for five days.');
    expect(n.objective).toContain('142/91');
    expect(n.objective).toContain('pulse 88');
    expect(n.assessment).toContain('viral bronchitis');
    expect(n.plan).toContain('refer you to the lung clinic urgently');
    expect(JSON.stringify(n)).not.toMatch(/Good morning|goodbye/);
  });

  it.each([
    ['fi', 'Minulla on ollut kuumetta ja yskää kolme päivää. Lämpö on 38,2 astetta. Kyseessä on todennäköisesti keuhkoputkentulehdus. Suosittelen lepoa ja juomista.', 'J20.9'],
    ['nb', 'Jeg har hatt vondt i halsen i fire dager. Temperatur 38,4. Dette er sannsynligvis en halsbetennelse. Jeg skriver ut resept på penicillin.', 'J02.9'],
    ['da', 'Jeg har haft ondt i ryggen i to uger. Blodtryk 135/85. Det drejer sig sandsynligvis om hekseskud. Jeg henviser dig til fysioterapi.', 'M54.5'],
    ['de', 'Ich habe seit drei Tagen Husten und Fieber. Temperatur 38,9 Grad. Es handelt sich wahrscheinlich um eine Lungenentzündung. Wir machen heute ein Röntgen.', 'J18.9'],
    ['tr', 'Üç gündür boğaz ağrım ve ateşim var. Ateş 38,5 derece. Muhtemelen bademcik iltihabı. Antibiyotik reçete ediyorum.', 'J03.9'],
    ['ar', 'عندي سعال وحمى منذ ثلاثة أيام. درجة الحرارة 38.6 درجة. التشخيص التهاب رئوي على الأرجح. سأعطيك وصفة مضاد حيوي.', 'J18.9'],
  ] as const)('when the transcript is %s, then it is recognised, sorted and coded', (language, transcript, code) => {
    expect(detectLanguage(transcript, 'sv')).toBe(language);
    const n = note(transcript, language);
    expect(n.objective).not.toBe('');
    expect(n.assessment).not.toBe('');
    expect(n.diagnoses.map((d) => d.code)).toContain(code);
  });
});

describe('embedded note engine: diagnoses', () => {
  it('when the assessment names tonsillitis, then J03.9 is coded with the ICD-10-SE label in Swedish', () => {
    expect(note(SV).diagnoses[0]).toEqual({ code: 'J03.9', system: 'ICD-10-SE', label: 'Akut tonsillit, ospecificerad' });
  });

  it('when the output is English, then the system is ICD-10 and the label English', () => {
    expect(note(SV, 'en').diagnoses[0]).toEqual({ code: 'J03.9', system: 'ICD-10', label: 'Acute tonsillitis, unspecified' });
  });

  it.each([
    ['ingen feber', 'Patienten har ingen feber men ont i huvudet.'],
    ['inte feber', 'Hon har inte haft feber.'],
    ['no fever', 'There is no fever and no cough.'],
    ['denies chest pain', 'He denies chest pain.'],
    ['kein Fieber', 'Ich habe kein Fieber.'],
    ['ateş yok', 'Ateş yok.'],
  ])('when the transcript says %s, then that finding is not coded', (_name, transcript) => {
    const codes = note(transcript).diagnoses.map((d) => d.code);
    expect(codes).not.toContain('R50.9');
    expect(codes).not.toContain('R05');
    expect(codes).not.toContain('R07.4');
  });

  it('when only symptoms are told, then symptom codes are used; when a diagnosis is stated, then symptoms are not coded', () => {
    expect(note('Jag har haft feber och hosta i två dagar.').diagnoses.map((d) => d.code)).toEqual(['R50.9', 'R05']);
    expect(note(SV).diagnoses.map((d) => d.code)).not.toContain('R50.9');
  });

  it('when a longer term holds a shorter one, then only the longer is coded', () => {
    const codes = note('Patienten har typ 2-diabetes sedan tidigare.').diagnoses.map((d) => d.code);
    expect(codes).toContain('E11.9');
    expect(codes).not.toContain('E14.9');
  });
});

describe('embedded note engine: tasks', () => {
  it('when the plan asks for things, then each becomes a task with category and priority', () => {
    const tasks = note(EN, 'en').tasks;
    expect(tasks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'lab_test', priority: 'high' }),
        expect.objectContaining({ category: 'patient_instruction', priority: 'low' }),
      ]),
    );
    const referral = note('Jag remitterar dig akut till ortopeden.').tasks[0]!;
    expect(referral).toMatchObject({ category: 'referral', priority: 'high' });
    expect(referral.title).toMatch(/^Remiss: /);
  });

  it.each([
    ['Vi tar blodprover idag.', 'lab_test'],
    ['Vi gör en röntgen av foten.', 'imaging'],
    ['Jag sjukskriver dig i en vecka.', 'certificate'],
    ['Återbesök om tre månader.', 'follow_up'],
    ['Jag skriver ut ibuprofen 400 mg.', 'prescription'],
    ['I will book you an appointment with the nurse.', 'administrative'],
  ])('when the plan says "%s", then the task is %s', (sentence, category) => {
    expect(note(sentence).tasks[0]?.category).toBe(category);
  });
});

describe('embedded note engine: sections', () => {
  it('when sections have known names in any language, then they get the matching part', () => {
    const n = note(SV, 'sv', ['Aktuellt', 'Status', 'Åtgärd', 'Diagnos', 'Läkemedel']);
    expect(n.sections[0]!.content).toContain('ont i halsen');
    expect(n.sections[1]!.content).toContain('38,5');
    expect(n.sections[2]!.content).toContain('penicillin');
    expect(n.sections[3]!.content).toContain('J03.9');
    expect(n.sections[4]!.content).toContain('penicillin');
  });

  it('when a section name is unknown, then it gets the sentences that share its words', () => {
    const n = note(SV, 'sv', ['Om halsen']);
    expect(n.sections[0]!.content).toContain('ont i halsen');
  });

  it('when autoFill is false, then the section stays empty', () => {
    const n = generateNote({ transcript: SV, language: 'sv', profession: 'nurse', sections: [{ sectionName: 'Anamnes', autoFill: false }], signal });
    expect(n.sections).toEqual([{ sectionName: 'Anamnes', content: '' }]);
  });

  it('when a side note is given, then its content is placed where it belongs', () => {
    const n = note(SV, 'sv', undefined, 'Pollenallergi sedan barndomen.');
    expect(n.subjective).toContain('Pollenallergi sedan barndomen.');
  });

  it('when the transcript is only small talk, then the note is empty', () => {
    const n = note('Hej! Hur mår du? Vädret är fint idag. Tack, hej då.');
    expect([n.cause, n.subjective, n.objective, n.assessment, n.plan]).toEqual(['', '', '', '', '']);
    expect(n.diagnoses).toEqual([]);
    expect(n.tasks).toEqual([]);
  });

  it('when the transcript is a long consultation, then the note is still quick', () => {
    const long = Array.from({ length: 30 }, () => `${SV} ${EN}`).join(' ');
    const started = performance.now();
    note(long);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
