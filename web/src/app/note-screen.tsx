import { useQuery } from '@tanstack/react-query';
import type { NoteOptions, NoteResponse } from '@contract/api.schema';
import { ErrorBanner } from '../components/error-banner';
import { DEFAULT_LANGUAGE } from '../config/options';
import { NoteView } from '../features/note/components/note-view';
import { RegenerateForm } from '../features/note/components/regenerate-form';
import { templatesQueryOptions } from '../features/settings/api/get-templates';
import { useCreateTranscriptNote } from '../features/upload/api/create-transcript-note';
import { useApiKey } from '../lib/api-key';

export interface ShownNote {
  response: NoteResponse;
  /** The options it was made with: regeneration starts from them. */
  options: NoteOptions;
}

interface Props {
  note: ShownNote;
  onNote: (note: ShownNote) => void;
  onClose: () => void;
  closeLabel: string;
  notice?: React.ReactNode;
}

/** A note, with regeneration from its transcript (another template or language). */
export function NoteScreen({ note, onNote, onClose, closeLabel, notice }: Props) {
  const apiKey = useApiKey();
  const regenerate = useCreateTranscriptNote();
  const templates = useQuery(templatesQueryOptions(apiKey, note.options.language ?? DEFAULT_LANGUAGE));
  return (
    <>
      <NoteView
        key={note.response.note.combined}
        response={note.response}
        notice={notice}
        actions={
          <button type="button" onClick={() => { regenerate.reset(); onClose(); }}>
            {closeLabel}
          </button>
        }
      />
      <RegenerateForm
        templates={templates.data ?? []}
        current={note.options}
        pending={regenerate.isPending}
        onRegenerate={(options) => regenerate.mutate({ transcript: note.response.transcript, options }, { onSuccess: (response) => onNote({ response, options }) })}
      />
      {regenerate.error && <ErrorBanner error={regenerate.error} onDismiss={() => regenerate.reset()} />}
    </>
  );
}
