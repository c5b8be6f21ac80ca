import { useState } from 'react';
import type { NoteOptions, NoteResponse } from '@contract/api.schema';
import { ErrorBanner } from '../../../components/error-banner';
import { useMessages } from '../../../lib/messages';
import { useCreateTranscriptNote } from '../api/create-transcript-note';

/** Secretary flow: a pasted transcript in, a note out. */
export function PastePanel({ noteOptions, onNote }: { noteOptions: NoteOptions; onNote: (r: NoteResponse) => void }) {
  const t = useMessages();
  const [transcript, setTranscript] = useState('');
  const create = useCreateTranscriptNote();
  return (
    <form
      className="card stack"
      aria-label={t.tabPaste}
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({ transcript, options: noteOptions }, { onSuccess: onNote });
      }}
    >
      <label className="field">
        <span>{t.transcript}</span>
        <textarea rows={12} value={transcript} onChange={(e) => setTranscript(e.target.value)} />
      </label>
      {create.error && <ErrorBanner error={create.error} onDismiss={() => create.reset()} />}
      <button type="submit" className="primary" disabled={!transcript.trim() || create.isPending}>
        {create.isPending ? t.generating : t.createNote}
      </button>
    </form>
  );
}
