import { describe, expect, it } from 'vitest';
import { extractJsonObject, noteAnswerSchema, readNoteAnswer, taskCategory, taskPriority } from './note-answer.js';

const SECTIONS = [
  { sectionName: 'Anamnes', autoFill: true },
  { sectionName: 'anamnes ', autoFill: true },
  { sectionName: 'Signatur', autoFill: false },
];

describe('note answer', () => {
  it('when sections repeat a name in another case or are filled by the clinician, then the schema requires each fillable name once', () => {
    const schema = noteAnswerSchema(SECTIONS) as { properties: { sections: { required: string[]; properties: object } } };
    expect(schema.properties.sections.required).toEqual(['Anamnes']);
    expect(Object.keys(schema.properties.sections.properties)).toEqual(['Anamnes']);
  });

  it('when the JSON is fenced, wrapped in prose or bare, then it is found; when there is none, then nothing is', () => {
    expect(extractJsonObject('{"cause":"a"}')).toEqual({ cause: 'a' });
    expect(extractJsonObject('Here:\n```json\n{"cause":"a"}\n```\nDone.')).toEqual({ cause: 'a' });
    expect(extractJsonObject('Sure! {"cause":"a"} Hope it helps.')).toEqual({ cause: 'a' });
    expect(extractJsonObject('I cannot help with that.')).toBeUndefined();
    expect(extractJsonObject('["not", "an", "object"]')).toBeUndefined();
  });

  it('when parts are missing or malformed, then the rest is read and the missing parts are empty', () => {
    const answer = readNoteAnswer(
      {
        cause: 'Halsont',
        subjective: 42,
        sections: { ANAMNES: 'Ont i halsen.' },
        diagnoses: [{ code: 'j02.9', label: 'Faryngit' }, { code: 'not a code', label: 'x' }],
        tasks: [{ title: 'Remiss', category: 'Referral to ENT', priority: 'urgent' }, { title: '', category: 'follow_up' }],
      },
      SECTIONS,
    )!;
    expect(answer.cause).toBe('Halsont');
    expect(answer.subjective).toBe('');
    expect([...answer.sections]).toEqual([['Anamnes', 'Ont i halsen.'], ['anamnes ', 'Ont i halsen.']]);
    expect(answer.diagnoses).toEqual([{ code: 'J02.9', label: 'Faryngit' }]);
    expect(answer.tasks).toEqual([{ title: 'Remiss', category: 'referral', priority: 'high', description: '' }]);
  });

  it('when the object holds no part of a note or echoes the schema, then it is not a note', () => {
    expect(readNoteAnswer({ error: 'overloaded' }, SECTIONS)).toBeUndefined();
    expect(readNoteAnswer({ type: 'object', properties: {}, sections: {} }, SECTIONS)).toBeUndefined();
  });

  it('when a task category or priority is unknown, then it is mapped by its words', () => {
    expect(taskCategory('follow-up')).toBe('follow_up');
    expect(taskCategory('Blood test')).toBe('lab_test');
    expect(taskCategory('Röntgen')).toBe('imaging');
    expect(taskCategory('sjukskrivning')).toBe('certificate');
    expect(taskCategory('something else')).toBe('administrative');
    expect(taskPriority('Routine')).toBe('low');
    expect(taskPriority('')).toBe('medium');
  });
});
