import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoteResponse } from '@contract/api.schema';
import { MESSAGES } from '../../../config/i18n';
import { MessagesProvider } from '../../../lib/messages';
import { NoteView } from './note-view';

const inSwedish = { wrapper: ({ children }: { children: React.ReactNode }) => <MessagesProvider value={MESSAGES.sv}>{children}</MessagesProvider> };

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
    render(<NoteView response={response} />, inSwedish);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiera anteckning' })));
    expect(clipboard).toBe(combined);
    expect(screen.getByRole('button', { name: /Kopierad/ })).toBeTruthy();
  });

  it('when the clinician edits the note, then the edit is what is copied, and reset brings back combined', async () => {
    render(<NoteView response={response} />, inSwedish);
    fireEvent.click(screen.getByRole('button', { name: 'Redigera före kopiering' }));
    fireEvent.change(screen.getByLabelText('Redigera före kopiering'), { target: { value: 'Min egen text' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiera anteckning' })));
    expect(clipboard).toBe('Min egen text');
    fireEvent.click(screen.getByRole('button', { name: 'Återställ genererad text' }));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: /Kopiera anteckning|Kopierad/ })[0]!));
    expect(clipboard).toBe(combined);
  });

  it('when the note has diagnoses and tasks, then codes, category and priority are shown', () => {
    render(<NoteView response={response} />, inSwedish);
    expect(screen.getByRole('region', { name: 'Diagnoser' }).textContent).toContain('J03.9');
    const tasks = screen.getByRole('region', { name: 'Att göra' }).textContent ?? '';
    expect(tasks).toContain('Recept');
    expect(tasks).toContain('Normal');
  });

  it('when a section is copied, then only its content is copied', async () => {
    render(<NoteView response={response} />, inSwedish);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Kopiera avsnitt' })[1]!));
    expect(clipboard).toBe('Tonsillit.');
  });

  it('when the note has no sections, then the SOAP fields are shown under readable headings', () => {
    const soapOnly: NoteResponse = { ...response, note: { ...response.note, sections: [], subjective: 'Ont i halsen i tre dagar.' } };
    render(<NoteView response={soapOnly} />, inSwedish);
    expect(screen.getByRole('region', { name: 'Anamnes' }).textContent).toContain('Ont i halsen i tre dagar.');
    expect(screen.getByRole('region', { name: 'Kontaktorsak' }).textContent).toContain('Halsont');
  });

  it('when the clipboard refuses, then the button says so instead of claiming success', async () => {
    Object.assign(navigator, { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    render(<NoteView response={response} />, inSwedish);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiera anteckning' })));
    expect(screen.queryByRole('button', { name: /Kopierad/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Kunde inte kopiera/ })).toBeTruthy();
  });
});

describe('note view with a review', () => {
  const reviewed: NoteResponse = {
    ...response,
    note: {
      ...response.note,
      sections: [
        { sectionName: 'Kontaktorsak', content: 'Halsont' },
        { sectionName: 'Planering', content: 'Amoxicillin 500 mg x 3. Kontroll av höger öra.' },
      ],
    },
    review: {
      unsupported: [
        { sectionName: 'Planering', text: 'Amoxicillin' },
        { sectionName: 'Planering', text: '500 mg' },
        { sectionName: 'Planering', text: 'höger' },
      ],
      emptySections: ['Bedömning'],
    },
  };
  const marks = () => screen.getByRole('region', { name: 'Planering' }).querySelectorAll('button.review-mark');

  it('when the review lists statements not in the transcript, then each is marked in its section and listed with the empty sections', () => {
    render(<NoteView response={reviewed} />, inSwedish);
    expect([...marks()].map((m) => m.textContent)).toEqual(['Amoxicillin', '500 mg', 'höger']);
    expect(screen.getByRole('region', { name: 'Planering' }).textContent).toContain('Amoxicillin 500 mg x 3. Kontroll av höger öra.');
    const panel = screen.getByRole('region', { name: '3 uppgifter att kontrollera' });
    expect(panel.textContent).toContain('Tomma avsnitt: Bedömning');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('when "Copy note" is clicked while marks are unchecked, then nothing is copied until the clinician confirms', async () => {
    render(<NoteView response={reviewed} />, inSwedish);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiera anteckning' })));
    expect(clipboard).toBe('');
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('3 markerade uppgifter är inte kontrollerade');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiera ändå' })));
    expect(clipboard).toBe(combined);
  });

  it('when the clinician cancels, then the dialog closes and nothing is copied', async () => {
    render(<NoteView response={reviewed} />, inSwedish);
    fireEvent.click(screen.getByRole('button', { name: 'Kopiera anteckning' }));
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(clipboard).toBe('');
  });

  it('when every mark is ticked off, in the text or in the list, then "Copy note" copies at once', async () => {
    render(<NoteView response={reviewed} />, inSwedish);
    fireEvent.click(marks()[0]!);
    fireEvent.click(marks()[1]!);
    expect(marks()[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getAllByRole('checkbox')[2]!);
    fireEvent.click(screen.getByRole('button', { name: 'Kopiera anteckning' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiera anteckning' })));
    expect(clipboard).toBe(combined);
  });

  it('when a server sends no review, then the note copies at once as before', async () => {
    render(<NoteView response={response} />, inSwedish);
    expect(screen.queryByRole('button', { name: /Kopiera ändå/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiera anteckning' })));
    expect(clipboard).toBe(combined);
  });
});
