import type { ChunkResult, NoteResponse, SessionCreated } from '../../../../../server/src/contract/api.schema';
import { api, postJson } from '../../../lib/api-client';

export const createSession = () => api<SessionCreated>('/sessions', { method: 'POST' });

export function uploadChunk(sessionId: string, chunk: { seq: number; language: string; blob: Blob }): Promise<ChunkResult> {
  const form = new FormData();
  form.set('file', chunk.blob, `chunk-${chunk.seq}.webm`);
  form.set('language', chunk.language);
  form.set('seq', String(chunk.seq));
  return api<ChunkResult>(`/sessions/${sessionId}/chunks`, { method: 'POST', body: form });
}

export const createSessionNote = (sessionId: string, options: object) => postJson<NoteResponse>(`/sessions/${sessionId}/notes`, options);
