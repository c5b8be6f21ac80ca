import { useEffect, useSyncExternalStore } from 'react';
import { VisitController } from '../core/visit-controller';

// One controller for the page: a visit outlives the components that show it.
let controller: VisitController | undefined;
const getController = () => (controller ??= new VisitController());

export function useVisit() {
  const visit = getController();
  const snapshot = useSyncExternalStore(visit.subscribe, visit.getSnapshot);

  // Warn before the tab is closed while audio is still unsent or being recorded.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const busy = visit.unsent > 0 || snapshot.phase === 'recording' || snapshot.phase === 'paused';
      if (busy) {
        event.preventDefault();
        event.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [visit, snapshot.phase]);

  return { visit, snapshot };
}
