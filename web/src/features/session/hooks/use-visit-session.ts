import { useEffect, useState, useSyncExternalStore } from 'react';
import { createSession } from '../api/create-session';
import { createSessionNote } from '../api/create-session-note';
import { getSessionNote } from '../api/get-session-note';
import { uploadChunk } from '../api/upload-chunk';
import { openChunkStore } from '../core/chunk-store';
import { localOpenVisitStore } from '../core/open-visit';
import { VisitSession } from '../core/visit-session';

const createVisitSession = () =>
  new VisitSession({ api: { createSession, uploadChunk, createSessionNote, getSessionNote }, store: openChunkStore(), visits: localOpenVisitStore() });

/**
 * React's view of the visit's session and upload queue. Picks up a visit left open by an
 * earlier page, and warns before the page is left while audio is still unsent.
 */
export function useVisitSession(recording: boolean) {
  const [session] = useState(createVisitSession);
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
