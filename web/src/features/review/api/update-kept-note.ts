import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeptNote, KeptNoteUpdate } from '@contract/kept-notes.schema';
import { api } from '../../../lib/api-client';
import { useApiKey } from '../../../lib/api-key';

export interface KeptNoteChange {
  noteId: string;
  /** The version the change was made on: a note changed since is refused with 412. */
  version: number;
  update: KeptNoteUpdate;
}

/** PATCH /notes/{noteId} with If-Match. */
export const updateKeptNote = ({ noteId, version, update }: KeptNoteChange, key: string): Promise<KeptNote> =>
  api<KeptNote>(`/notes/${encodeURIComponent(noteId)}`, {
    key,
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'if-match': `"${version}"` },
    body: JSON.stringify(update),
  });

export function useUpdateKeptNote() {
  const key = useApiKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: KeptNoteChange) => updateKeptNote(change, key),
    onSuccess: (note) => {
      queryClient.setQueryData(['kept-note', key, note.noteId], note);
      void queryClient.invalidateQueries({ queryKey: ['kept-notes', key] });
    },
  });
}
