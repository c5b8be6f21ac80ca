import { queryOptions } from '@tanstack/react-query';
import type { KeptNote } from '@contract/kept-notes.schema';
import { api } from '../../../lib/api-client';

/** GET /notes/{noteId}: one note with its transcript; `version` is its ETag. */
export const keptNoteQueryOptions = (key: string, noteId: string) =>
  queryOptions({
    queryKey: ['kept-note', key, noteId],
    queryFn: () => api<KeptNote>(`/notes/${encodeURIComponent(noteId)}`, { key }),
    // The note being edited is not swapped under the secretary's hands; a conflict says so instead.
    staleTime: Infinity,
    retry: false,
  });
