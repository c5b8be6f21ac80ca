import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApiKey } from '../../../lib/api-key';
import { createSession } from '../api/create-session';
import { createSessionNote } from '../api/create-session-note';
import { getSessionNote } from '../api/get-session-note';
import { uploadChunk } from '../api/upload-chunk';
import { openChunkStore } from '../core/chunk-store';
import { localOpenVisitStore } from '../core/open-visit';
import { VisitSession } from '../core/visit-session';

/** The session's requests carry the key in effect when they are sent (`key()`). */
const createVisitSession = (key: () => string) =>
  new VisitSession({
    api: {
      createSession: () => createSession(key()),
      uploadChunk: (chunk) => uploadChunk(chunk, key()),
      createSessionNote: (sessionId, options, idempotencyKey) => createSessionNote(sessionId, options, idempotencyKey, key()),
      getSessionNote: (sessionId) => getSessionNote(sessionId, key()),
    },
    store: openChunkStore(),
    visits: localOpenVisitStore(),
  });

/**
 * React's view of the visit's session and upload queue. Picks up a visit left open by an
 * earlier page, and warns before the page is left while audio is still unsent.
 */
export function useVisitSession(recording: boolean) {
  const apiKey = useApiKey();
  const keyRef = useRef(apiKey);
  useEffect(() => {
    keyRef.current = apiKey;
  }, [apiKey]);
  const [session] = useState(() => createVisitSession(() => keyRef.current));
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);

  useEffect(() => {
    void session.attach();
    return () => session.detach();
  }, [session]);

  const unsent = snapshot.chunks.some((c) => c.status === 'pending' || c.status === 'sending');
  const busy = recording || unsent || snapshot.phase === 'sending' || snapshot.phase === 'generating';
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  // The network is back: send now instead of waiting out the backoff.
  useEffect(() => {
    const online = () => session.retryNow();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [session]);

  return { session, snapshot };
}
