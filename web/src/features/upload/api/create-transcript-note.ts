import { useMutation } from '@tanstack/react-query';
import type { NoteOptions, NoteResponse } from '@contract/api.schema';
import { postJson } from '../../../lib/api-client';

export interface TranscriptNoteInput {
  transcript: string;
  options: NoteOptions;
}

/** POST /notes in transcript mode (JSON): a pasted transcript, or a regeneration from one. */
export const createTranscriptNote = ({ transcript, options }: TranscriptNoteInput): Promise<NoteResponse> =>
  postJson<NoteResponse>('/notes', { transcript, ...options });

export const useCreateTranscriptNote = () => useMutation({ mutationFn: createTranscriptNote });
