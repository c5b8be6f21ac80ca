import type { NoteOptions, NoteResponse } from '@contract/api.schema';
import { api } from '../../../lib/api-client';

/**
 * POST /sessions/{id}/notes: the note from every chunk; the server waits for chunks still
 * being transcribed. The same `idempotencyKey` again answers the note already made.
 */
export const createSessionNote = (sessionId: string, options: NoteOptions, idempotencyKey: string, key: string): Promise<NoteResponse> =>
  api<NoteResponse>(`/sessions/${encodeURIComponent(sessionId)}/notes`, {
    key,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify(options),
  });
