import { useMutation } from '@tanstack/react-query';
import type { NoteOptions, NoteResponse } from '@contract/api.schema';
import { postJson } from '../../../lib/api-client';
import { useApiKey } from '../../../lib/api-key';

export interface TranscriptNoteInput {
  transcript: string;
  options: NoteOptions;
}

/** POST /notes in transcript mode (JSON): a pasted transcript, or a regeneration from one. */
export const createTranscriptNote = ({ transcript, options }: TranscriptNoteInput, key: string): Promise<NoteResponse> =>
  postJson<NoteResponse>('/notes', { transcript, ...options }, key);

export function useCreateTranscriptNote() {
  const key = useApiKey();
  return useMutation({ mutationFn: (input: TranscriptNoteInput) => createTranscriptNote(input, key) });
}
