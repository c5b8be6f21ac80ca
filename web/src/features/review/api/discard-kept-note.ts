import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authHeaders, ApiError, problemToError } from '../../../lib/api-client';
import { useApiKey } from '../../../lib/api-key';

/** DELETE /notes/{noteId}: the note is discarded and its text erased (204, no body). */
export async function discardKeptNote(noteId: string, key: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/notes/${encodeURIComponent(noteId)}`, { method: 'DELETE', headers: authHeaders(key) });
  } catch (error) {
    throw new ApiError(0, 'network', (error as Error).message);
  }
  if (!response.ok) throw problemToError(response.status, await response.text().catch(() => ''), response.headers, response.statusText);
}

export function useDiscardKeptNote() {
  const key = useApiKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => discardKeptNote(noteId, key),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['kept-notes', key] }),
  });
}
