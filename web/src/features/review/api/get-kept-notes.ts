import { queryOptions } from '@tanstack/react-query';
import type { KeptNoteList, KeptNoteStatus } from '@contract/kept-notes.schema';
import { api } from '../../../lib/api-client';

/** How often the queue asks for new notes while it is shown. */
export const QUEUE_POLL_MS = 4_000;

/** GET /notes: the tenant's queue (secretary, admin) or the clinician's own notes, newest first. */
export const keptNotesQueryOptions = (key: string, status?: KeptNoteStatus) =>
  queryOptions({
    queryKey: ['kept-notes', key, status ?? 'active'],
    queryFn: () => api<KeptNoteList>(`/notes?limit=100${status ? `&status=${status}` : ''}`, { key }),
    refetchInterval: QUEUE_POLL_MS,
    // Also while the window is behind another: a secretary switching to the record system still sees new notes arrive.
    refetchIntervalInBackground: true,
  });
