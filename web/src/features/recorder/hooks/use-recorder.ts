import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RecordedChunk } from '../core/chunker';
import { createBrowserRecorder } from '../core/browser-recorder';
import type { ConsultationRecorder } from '../core/consultation-recorder';
import { SileroVoiceDetectors } from '../core/voice-detector';

/**
 * React's view of a ConsultationRecorder: the snapshot, and the microphone released on
 * unmount. `onChunk` is read through a ref, so a new callback never restarts the recording.
 */
export function useRecorder(onChunk: (chunk: RecordedChunk) => void, create: typeof createBrowserRecorder = createBrowserRecorder) {
  const onChunkRef = useRef(onChunk);
  useEffect(() => {
    onChunkRef.current = onChunk;
  }, [onChunk]);
  const [detectors] = useState(() => new SileroVoiceDetectors());
  const [recorder] = useState<ConsultationRecorder>(() => create((chunk) => onChunkRef.current(chunk), detectors));
  const snapshot = useSyncExternalStore(recorder.subscribe, recorder.getSnapshot);
  useEffect(() => {
    // The model and the wasm load before the first click, so the start of speech is not missed.
    detectors.preload();
    return () => {
      void recorder.destroy();
      detectors.dispose();
    };
  }, [recorder, detectors]);
  return { recorder, snapshot };
}
