import type { NoteOptions, NoteResponse } from '../../../../../server/src/contract/api.schema';
import { postJson } from '../../../lib/api-client';

/** POST /sessions/{id}/notes: the note from every chunk; the server waits for chunks still being transcribed. */
export const createSessionNote = (sessionId: string, options: NoteOptions): Promise<NoteResponse> =>
  postJson<NoteResponse>(`/sessions/${encodeURIComponent(sessionId)}/notes`, options);
