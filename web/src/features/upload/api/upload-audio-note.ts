import type { NoteResponse } from '../../../../../server/src/contract/api.schema';
import { ApiError, authHeaders } from '../../../lib/api-client';

/**
 * Audio mode of POST /notes with upload progress. fetch cannot report upload progress,
 * so this one request uses XMLHttpRequest.
 */
export function uploadAudioNote(
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<NoteResponse> {
  const form = new FormData();
  form.set('file', file, file.name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/notes');
    for (const [k, v] of Object.entries(authHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as unknown as NoteResponse);
      else reject(new ApiError(xhr.status, String(body.code ?? 'internal'), String(body.detail ?? xhr.statusText), String(body.requestId ?? xhr.getResponseHeader('x-request-id') ?? '')));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'network error'));
    xhr.send(form);
  });
}
