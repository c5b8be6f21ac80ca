import type { ChunkResult, Language } from '@contract/api.schema';
import { api } from '../../../lib/api-client';

export interface ChunkUpload {
  sessionId: string;
  /** Order on the server, and the key for safe retries: a stored seq returns its stored result. */
  seq: number;
  language: Language;
  blob: Blob;
}

/** POST /sessions/{id}/chunks: one self-contained webm/opus file. */
export function uploadChunk({ sessionId, seq, language, blob }: ChunkUpload, key: string): Promise<ChunkResult> {
  const form = new FormData();
  form.set('file', blob, `chunk-${seq}.webm`);
  form.set('language', language);
  form.set('seq', String(seq));
  return api<ChunkResult>(`/sessions/${encodeURIComponent(sessionId)}/chunks`, { key, method: 'POST', body: form });
}
