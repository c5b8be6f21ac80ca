import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoteResponse } from '@contract/api.schema';
import { MESSAGES } from '../../../config/i18n';
import { NoteView } from './note-view';

// Whitespace and line breaks exactly as the server sent them: the copy must not tidy anything.
const combined = 'Kontaktorsak\nHalsont  \n\nBedömning\n  Tonsillit.\r\n\nDiagnoser\nJ03.9 Akut tonsillit, ospecificerad (ICD-10-SE)\n';
const response: NoteResponse = {
  transcript: 'Jag har ont i halsen.',
  note: {
    cause: 'Halsont', subjective: '', objective: '', assessment: 'Tonsillit.', plan: '',
    diagnoses: ['J03.9 Akut tonsillit, ospecificerad (ICD-10-SE)'],
    coding_codes: [{ code: 'J03.9', system: 'ICD-10-SE', description: 'Akut tonsillit, ospecificerad' }],
    tasks: { '0': { title: 'Recept: penicillin', category: 'prescription', priority: 'medium', description: 'Penicillin V.' } },
    sections: [{ sectionName: 'Kontaktorsak', content: 'Halsont' }, { sectionName: 'Bedömning', content: 'Tonsillit.' }],
    combined,
  },
};

let clipboard = '';
beforeEach(() => {
  clipboard = '';
  Object.assign(navigator, { clipboard: { writeText: vi.fn(async (t: string) => void (clipboard = t)) } });
});

describe('note view', () => {
  it('when "Copy note" is clicked, then combined is copied exactly and the button confirms it', async () => {
    render(<NoteView response={response} t={MESSAGES.sv} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiera anteckning' })));
    expect(clipboard).toBe(combined);
    expect(screen.getByRole('button', { name: /Kopierad/ })).toBeTruthy();
  });

  it('when the clinician edits the note, then the edit is what is copied, and reset brings back combined', async () => {
    render(<NoteView response={response} t={MESSAGES.sv} />);
    fireEvent.click(screen.getByRole('button', { name: 'Redigera före kopiering' }));
    fireEvent.change(screen.getByLabelText('Redigera före kopiering'), { target: { value: 'Min egen text' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiera anteckning' })));
    expect(clipboard).toBe('Min egen text');
    fireEvent.click(screen.getByRole('button', { name: 'Återställ genererad text' }));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: /Kopiera anteckning|Kopierad/ })[0]!));
    expect(clipboard).toBe(combined);
  });

  it('when the note has diagnoses and tasks, then codes, category and priority are shown', () => {
    render(<NoteView response={response} t={MESSAGES.sv} />);
    expect(screen.getByRole('region', { name: 'Diagnoser' }).textContent).toContain('J03.9');
    const tasks = screen.getByRole('region', { name: 'Att göra' }).textContent ?? '';
    expect(tasks).toContain('Recept');
    expect(tasks).toContain('Normal');
  });

  it('when a section is copied, then only its content is copied', async () => {
    render(<NoteView response={response} t={MESSAGES.sv} />);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Kopiera avsnitt' })[1]!));
    expect(clipboard).toBe('Tonsillit.');
  });

  it('when the note has no sections, then the SOAP fields are shown under readable headings', () => {
    const soapOnly: NoteResponse = { ...response, note: { ...response.note, sections: [], subjective: 'Ont i halsen i tre dagar.' } };
    render(<NoteView response={soapOnly} t={MESSAGES.sv} />);
    expect(screen.getByRole('region', { name: 'Anamnes' }).textContent).toContain('Ont i halsen i tre dagar.');
    expect(screen.getByRole('region', { name: 'Kontaktorsak' }).textContent).toContain('Halsont');
  });

  it('when the clipboard refuses, then the button says so instead of claiming success', async () => {
    Object.assign(navigator, { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    render(<NoteView response={response} t={MESSAGES.sv} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiera anteckning' })));
    expect(screen.queryByRole('button', { name: /Kopierad/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Kunde inte kopiera/ })).toBeTruthy();
  });
});
