import type { NoteResponse } from '@contract/api.schema';
import { api } from '../../../lib/api-client';

/** GET /sessions/{id}/note: the note the session was closed with (kept by the server for the session TTL). */
export const getSessionNote = (sessionId: string, key: string): Promise<NoteResponse> =>
  api<NoteResponse>(`/sessions/${encodeURIComponent(sessionId)}/note`, { key });
