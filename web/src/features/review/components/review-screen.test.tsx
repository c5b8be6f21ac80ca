import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeptNote } from '@contract/kept-notes.schema';
import { MESSAGES } from '../../../config/i18n';
import { ApiKeyProvider } from '../../../lib/api-key';
import { MessagesProvider } from '../../../lib/messages';
import { ReviewScreen } from './review-screen';

const NOTE_ID = '8b1f0a52-53c4-4b5e-9a43-0e6f2f1c9d11';

/** The server's side of one kept note: GET answers it, PATCH checks If-Match as the real route does. */
function fakeServer() {
  const state: { note: KeptNote; patches: { ifMatch: string | null; body: unknown }[] } = {
    note: {
      noteId: NOTE_ID, status: 'new', source: 'session', createdAt: '2026-11-23T08:00:00.000Z', updatedAt: '2026-11-23T08:00:00.000Z',
      author: 'clinic-a-1', template: 'soap', language: 'sv', length: 60, unsupported: 1, version: 1,
      transcript: 'Jag har haft feber i tre dagar och tar Alvedon.',
      options: {},
      note: {
        cause: '', subjective: '', objective: '', assessment: '', plan: '', diagnoses: [], coding_codes: [], tasks: {},
        sections: [{ sectionName: 'Kontaktorsak', content: 'Feber.' }, { sectionName: 'Planering', content: 'Alvedon 500 mg.' }],
        combined: 'Kontaktorsak\nFeber.\n\nPlanering\nAlvedon 500 mg.',
      },
      review: { unsupported: [{ sectionName: 'Planering', text: '500 mg' }], emptySections: [] },
    },
    patches: [],
  };
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (!url.endsWith(`/notes/${NOTE_ID}`)) return new Response('{}', { status: 404 });
    if ((init.method ?? 'GET') === 'GET') return Response.json(state.note);
    const headers = new Headers(init.headers);
    const body = JSON.parse(String(init.body)) as { sections?: { sectionName: string; content: string }[]; status?: KeptNote['status'] };
    state.patches.push({ ifMatch: headers.get('if-match'), body });
    if (headers.get('if-match') !== `"${state.note.version}"`) {
      return Response.json({ type: 'about:blank', title: 'Precondition Failed', status: 412, code: 'precondition_failed', detail: 'changed', requestId: 'r1' }, { status: 412 });
    }
    const sections = state.note.note.sections.map((s) => body.sections?.find((e) => e.sectionName === s.sectionName) ?? s);
    const combined = sections.map((s) => `${s.sectionName}\n${s.content}`).join('\n\n');
    state.note = { ...state.note, status: body.status ?? 'in_review', version: state.note.version + 1, note: { ...state.note.note, sections, combined } };
    return Response.json(state.note);
  });
  return { state, fetchMock };
}

let clipboard = '';
let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  clipboard = '';
  Object.assign(navigator, { clipboard: { writeText: vi.fn(async (t: string) => void (clipboard = t)) } });
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderScreen(claim = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MessagesProvider value={MESSAGES.sv}>
        <ApiKeyProvider value="k">
          <ReviewScreen noteId={NOTE_ID} onClose={() => {}} claim={claim} />
        </ApiKeyProvider>
      </MessagesProvider>
    </QueryClientProvider>,
  );
}

describe('review screen', () => {
  it('when a section is edited and the flagged statement confirmed, then "Approve and copy" sends the edit with If-Match and copies the combined the server answered', async () => {
    renderScreen();
    const plan = await screen.findByLabelText('Planering');
    const approve = screen.getByRole('button', { name: 'Godkänn och kopiera' });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(plan, { target: { value: 'Alvedon vid behov.' } });
    fireEvent.click(screen.getByRole('checkbox'));
    expect((approve as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(approve));
    await screen.findByText('Godkänd och kopierad till urklipp');
    expect(server.state.patches).toEqual([{ ifMatch: '"1"', body: { sections: [{ sectionName: 'Planering', content: 'Alvedon vid behov.' }], status: 'approved' } }]);
    expect(clipboard).toBe('Kontaktorsak\nFeber.\n\nPlanering\nAlvedon vid behov.');
    expect(clipboard).toBe(server.state.note.note.combined);
  });

  it('when someone else changed the note meanwhile, then the 412 is explained and the latest version can be loaded', async () => {
    renderScreen();
    const cause = await screen.findByLabelText('Kontaktorsak');
    // Another secretary saves first.
    server.state.note = { ...server.state.note, version: 2, note: { ...server.state.note.note, sections: [{ sectionName: 'Kontaktorsak', content: 'Feber sedan tre dagar.' }, server.state.note.note.sections[1]!] } };
    fireEvent.change(cause, { target: { value: 'Min ändring' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spara ändringar' })));
    await screen.findByText(/Någon annan har ändrat anteckningen/);
    expect(clipboard).toBe('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hämta senaste versionen' })));
    await waitFor(() => expect((screen.getByLabelText('Kontaktorsak') as HTMLTextAreaElement).value).toBe('Feber sedan tre dagar.'));
  });

  it('when a secretary opens a new note from the queue, then it is taken into review first and the approval follows on its version', async () => {
    renderScreen(true);
    await waitFor(() => expect(server.state.patches).toEqual([{ ifMatch: '"1"', body: { status: 'in_review' } }]));
    fireEvent.click(await screen.findByRole('checkbox'));
    await waitFor(() => expect(screen.getByText('Granskas')).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Godkänn och kopiera' })));
    await screen.findByText('Godkänd och kopierad till urklipp');
    expect(server.state.patches[1]).toEqual({ ifMatch: '"2"', body: { status: 'approved' } });
    expect(server.state.note.status).toBe('approved');
  });

  it('when the transcript is searched, then each passage found is marked and counted', async () => {
    renderScreen();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Sök i transkriptionen' }), { target: { value: 'alvedon' } });
    expect(screen.getByText('1 träff')).toBeTruthy();
    expect(document.querySelector('.review-transcript mark')?.textContent).toBe('Alvedon');
  });
});
