import { useMutation } from '@tanstack/react-query';
import type { NoteResponse } from '../../../../../server/src/contract/api.schema';
import { postJson } from '../../../lib/api-client';

/** Transcript mode of POST /notes: pasted text, or regenerating from a transcript. */
export const createTranscriptNote = (transcript: string, options: object) => postJson<NoteResponse>('/notes', { transcript, ...options });

export const useCreateTranscriptNote = () =>
  useMutation({ mutationFn: ({ transcript, options }: { transcript: string; options: object }) => createTranscriptNote(transcript, options) });
