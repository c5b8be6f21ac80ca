import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Language, NoteOptions, NoteResponse } from '@contract/api.schema';
import { ApiError, authHeaders, problemToError } from '../../../lib/api-client';
import { useApiKey } from '../../../lib/api-key';

export interface AudioNoteInput {
  file: File;
  options: NoteOptions;
  /** Language spoken in the recording, when it differs from the note's language. */
  audioLanguage: Language;
}

/**
 * POST /notes in audio mode (multipart). fetch cannot report upload progress, so this one
 * request uses XMLHttpRequest; `onProgress` gets 0..1 of the bytes sent.
 */
export function uploadAudioNote(
  { file, options, audioLanguage }: AudioNoteInput,
  key: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<NoteResponse> {
  const form = new FormData();
  form.set('file', file, file.name);
  for (const [k, v] of Object.entries(options)) if (typeof v === 'string') form.set(k, v);
  form.set('audioLanguage', audioLanguage);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/notes');
    for (const [k, v] of Object.entries(authHeaders(key))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as NoteResponse);
        } catch {
          reject(new ApiError(xhr.status, 'internal', 'The answer was not JSON.', xhr.getResponseHeader('x-request-id') ?? undefined));
        }
      } else {
        reject(problemToError(xhr.status, xhr.responseText, { get: (name) => xhr.getResponseHeader(name) }, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Network error'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Cancelled'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** The upload as a mutation, with its progress (undefined when not uploading). */
export function useUploadAudioNote() {
  const key = useApiKey();
  const [progress, setProgress] = useState<number>();
  const mutation = useMutation({
    mutationFn: (input: AudioNoteInput) => uploadAudioNote(input, key, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(undefined),
  });
  return { ...mutation, progress };
}
