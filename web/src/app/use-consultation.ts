import { useCallback, useEffect, useRef } from 'react';
import type { Language, NoteOptions } from '@contract/api.schema';
import type { RecordedChunk } from '../features/recorder/core/chunker';
import { useRecorder } from '../features/recorder/hooks/use-recorder';
import type { VisitSession } from '../features/session/core/visit-session';
import { useVisitSession } from '../features/session/hooks/use-visit-session';

export type ConsultationPhase = 'idle' | 'interrupted' | 'starting' | 'recording' | 'paused' | 'stopping' | 'sending' | 'generating' | 'done';

/**
 * A consultation: the recorder hands its chunks to the visit's session. Lives as long as the
 * workspace, so switching tabs never stops a recording.
 */
export function useConsultation() {
  const sessionRef = useRef<VisitSession>(undefined);
  const onChunk = useCallback((chunk: RecordedChunk) => void sessionRef.current?.addChunk(chunk.blob), []);
  const { recorder, snapshot: recording } = useRecorder(onChunk);
  const { session, snapshot: sessionState } = useVisitSession(recording.phase !== 'idle');
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  // Keep the clock with the visit now and then, so it continues after a reload.
  const elapsedStep = Math.floor(recording.elapsedMs / 5000);
  useEffect(() => {
    if (recording.phase === 'recording') session.setElapsed(recorder.getSnapshot().elapsedMs);
  }, [elapsedStep, recording.phase, recorder, session]);

  const phase: ConsultationPhase =
    sessionState.phase === 'done'
      ? 'done'
      : recording.phase !== 'idle'
        ? recording.phase
        : sessionState.phase === 'sending' || sessionState.phase === 'generating'
          ? sessionState.phase
          : sessionState.phase === 'open'
            ? 'interrupted'
            : 'idle';

  const start = useCallback(
    async (language: Language, noteOptions: NoteOptions) => {
      session.dismissError();
      const fresh = !session.getSnapshot().visit;
      const opened = session.begin(language, noteOptions);
      await recorder.start(opened.elapsedMs);
      // Nothing was recorded (the microphone failed): leave no empty visit behind.
      if (fresh && recorder.getSnapshot().phase === 'idle' && session.getSnapshot().chunks.length === 0) session.discard();
    },
    [recorder, session],
  );

  const pause = useCallback(async () => {
    await recorder.pause();
    session.setElapsed(recorder.getSnapshot().elapsedMs);
  }, [recorder, session]);

  const finish = useCallback(
    async (noteOptions: NoteOptions) => {
      const elapsed = recorder.getSnapshot().elapsedMs;
      await recorder.stop();
      if (elapsed) session.setElapsed(elapsed);
      await session.finish(noteOptions);
    },
    [recorder, session],
  );

  const discard = useCallback(async () => {
    await recorder.stop();
    session.discard();
  }, [recorder, session]);

  return { phase, recording, sessionState, recorder, session, start, pause, resume: () => recorder.resume(), finish, discard };
}

export type Consultation = ReturnType<typeof useConsultation>;
