import { describe, expect, it } from 'vitest';
import { plainText, renderNote } from './note-renderer.js';

const empty = { cause: '', subjective: '', objective: '', assessment: '', plan: '', diagnoses: [], tasks: [] };

describe('note rendering', () => {
  it('when an engine writes Markdown or HTML, then the note holds plain text', () => {
    expect(plainText('## Bedömning\n**Akut** faryngit.\n- Vila\n* Vätska\n<b>x</b> `kod`')).toBe('Bedömning\nAkut faryngit.\n• Vila\n• Vätska\nx kod');
  });

  it('when sections come back in another order or are missing, then the note follows the requested sections', () => {
    const note = renderNote(
      { ...empty, sections: [{ sectionName: 'B', content: 'bee' }, { sectionName: 'A', content: 'ay' }] },
      [{ sectionName: 'A', autoFill: true }, { sectionName: 'B', autoFill: true }, { sectionName: 'C', autoFill: true }],
      'en',
    );
    expect(note.sections).toEqual([
      { sectionName: 'A', content: 'ay' },
      { sectionName: 'B', content: 'bee' },
      { sectionName: 'C', content: '' },
    ]);
    expect(note.combined).toBe('A\nay\n\nB\nbee\n\nC');
  });

  it('when an engine fills an autoFill:false section, then it is emptied', () => {
    const note = renderNote({ ...empty, sections: [{ sectionName: 'Mine', content: 'engine text' }] }, [{ sectionName: 'Mine', autoFill: false }], 'sv');
    expect(note.sections[0]!.content).toBe('');
  });

  it('when nothing clinical was found, then combined says so in the output language', () => {
    const note = renderNote({ ...empty, sections: [] }, [{ sectionName: 'Anamnes', autoFill: true }], 'sv');
    expect(note.combined).toBe('Anamnes\n\nInget kliniskt innehåll kunde identifieras i transkriptionen.');
  });

  it('when diagnoses repeat a code, then it is listed once, in the line format of decisions.md', () => {
    const d = { code: 'J06.9', system: 'ICD-10', label: 'Acute upper respiratory infection, unspecified' };
    const note = renderNote({ ...empty, diagnoses: [d, d], sections: [] }, [], 'en');
    expect(note.diagnoses).toEqual(['J06.9 Acute upper respiratory infection, unspecified (ICD-10)']);
    expect(note.coding_codes).toEqual([{ code: 'J06.9', system: 'ICD-10', description: d.label }]);
  });

  it('when tasks are given, then they are keyed "0", "1"... and rendered with their priority', () => {
    const note = renderNote(
      {
        ...empty,
        sections: [],
        tasks: [
          { title: 'Remiss ortoped', category: 'referral', priority: 'high', description: 'Akut remiss.' },
          { title: 'Återbesök', category: 'follow_up', priority: 'low', description: '' },
        ],
      },
      [],
      'sv',
    );
    expect(Object.keys(note.tasks)).toEqual(['0', '1']);
    expect(note.combined).toBe('Att göra\nRemiss ortoped (hög prioritet): Akut remiss.\nÅterbesök (låg prioritet)');
  });
});
