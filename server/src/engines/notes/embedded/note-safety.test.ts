import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/api.schema.js';
import { generateNote } from './embedded-note-generator.js';

const signal = new AbortController().signal;
const SECTIONS = ['Reason for visit', 'Subjective', 'Objective', 'Assessment', 'Plan'].map((sectionName) => ({ sectionName, autoFill: true }));
const note = (transcript: string, language: Language = 'en') => generateNote({ transcript, language, profession: 'physician', sections: SECTIONS, signal });
const text = (n: ReturnType<typeof note>) => [n.cause, n.subjective, n.objective, n.assessment, n.plan].join('\n');
const codes = (n: ReturnType<typeof note>) => n.diagnoses.map((d) => d.code);

describe('embedded note engine: a denied finding is never written as present', () => {
  it('when a headache is told and chest pain denied, then the reason is the headache and chest pain stays denied', () => {
    const n = note('Patient has a headache. No chest pain.');
    expect(n.cause).toBe('Headache');
    expect(n.subjective).toContain('No chest pain.');
    expect(text(n)).not.toMatch(/(?<!no )chest pain\./i);
    expect(codes(n)).not.toContain('R07.4');
  });

  it('when only a cough is denied, then the note never says "Cough."', () => {
    const n = note('No cough.');
    expect(text(n)).not.toMatch(/^Cough\.?$/m);
    expect(n.cause).toBe('');
    expect(codes(n)).toEqual([]);
  });

  it('when "Inga bröstsmärtor." is said, then it is written as denied or left out and not coded', () => {
    const n = note('Patienten har huvudvärk. Inga bröstsmärtor.', 'sv');
    expect(n.cause).toBe('Huvudvärk');
    for (const line of text(n).split(/(?<=\.)\s+|\n/)) if (/bröstsmärt/i.test(line)) expect(line).toMatch(/^Inga bröstsmärtor/);
    expect(codes(n)).toEqual(['R51']);
  });

  it('when a finding is denied in one clause and affirmed in another, then both stay as said', () => {
    const n = note('Inga spontana nystagmus men Dix-Hallpikes test är positivt med rotatorisk nystagmus.', 'sv');
    expect(text(n)).toContain('Inga spontana nystagmus');
    expect(text(n)).toContain('rotatorisk nystagmus');
  });

  it('when a question about a symptom is answered no, then the symptom is denied', () => {
    const n = note('Have you had any chest pain? No. I have had a cough for a week.');
    expect(text(n)).not.toMatch(/(?:^|\. )Chest pain/m);
    expect(codes(n)).not.toContain('R07.4');
  });
});

describe('embedded note engine: codes only for affirmed conditions of the patient', () => {
  it.each([
    ['a condition the patient denies', 'Multiple sclerosis was considered but she denies any numbness or visual loss.', 'G35'],
    ['a surname', 'Mr Parkinson has had knee pain for two weeks.', 'G20'],
    ['a word inside a longer term', 'She has idiopathic intracranial hypertension.', 'I10'],
    ['a cold pack', 'Put a cold pack on the knee twice a day.', 'J00'],
    ['a diagnosis ruled out', "We don't think it's lung cancer.", 'C34.9'],
    ['a relative', 'Her mother has diabetes.', 'E14.9'],
    ['a possibility', 'This could be a migraine.', 'G43.9'],
  ])('when the visit names %s, then it is not coded', (_, transcript, code) => {
    expect(codes(note(transcript))).not.toContain(code);
  });

  it('when the family is asked about, then the conditions in the answer are not coded', () => {
    const n = note('Doctor: What conditions run in your family?\nPatient: High blood pressure and diabetes.\nDoctor: I think you have a migraine.');
    expect(codes(n)).toEqual(['G43.9']);
  });

  it('when the longer term is named, then its own code is given', () => {
    expect(codes(note('She has idiopathic intracranial hypertension.'))).toEqual(['G93.2']);
    expect(codes(note('He has type two diabetes and takes metformin.'))).toEqual(['E11.9']);
  });
});
