import { useQuery } from '@tanstack/react-query';
import type { NoteOptions, NoteResponse } from '@contract/api.schema';
import { ErrorBanner } from '../components/error-banner';
import type { Messages } from '../config/i18n';
import { DEFAULT_LANGUAGE } from '../config/options';
import { NoteView } from '../features/note/components/note-view';
import { RegenerateForm } from '../features/note/components/regenerate-form';
import { templatesQueryOptions } from '../features/settings/api/get-templates';
import { useCreateTranscriptNote } from '../features/upload/api/create-transcript-note';

export interface ShownNote {
  response: NoteResponse;
  /** The options it was made with: regeneration starts from them. */
  options: NoteOptions;
}

interface Props {
  t: Messages;
  apiKey: string;
  note: ShownNote;
  onNote: (note: ShownNote) => void;
  onClose: () => void;
  closeLabel: string;
  notice?: React.ReactNode;
}

/** A note, with regeneration from its transcript (another template or language). */
export function NoteScreen({ t, apiKey, note, onNote, onClose, closeLabel, notice }: Props) {
  const regenerate = useCreateTranscriptNote();
  const templates = useQuery(templatesQueryOptions(apiKey, note.options.language ?? DEFAULT_LANGUAGE));
  return (
    <>
      <NoteView
        key={note.response.note.combined}
        response={note.response}
        t={t}
        notice={notice}
        actions={
          <button type="button" onClick={() => { regenerate.reset(); onClose(); }}>
            {closeLabel}
          </button>
        }
      />
      <RegenerateForm
        t={t}
        templates={templates.data ?? []}
        current={note.options}
        pending={regenerate.isPending}
        onRegenerate={(options) => regenerate.mutate({ transcript: note.response.transcript, options }, { onSuccess: (response) => onNote({ response, options }) })}
      />
      {regenerate.error && <ErrorBanner error={regenerate.error} t={t} onDismiss={() => regenerate.reset()} />}
    </>
  );
}
