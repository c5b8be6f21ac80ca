import type { Capabilities, Language, NoteOptions } from '@contract/api.schema';
import { ErrorBanner } from '../components/error-banner';
import { LANGUAGE_NAMES } from '../config/options';
import { ElapsedTime } from '../features/recorder/components/elapsed-time';
import { LevelMeter } from '../features/recorder/components/level-meter';
import { MicrophoneProblem } from '../features/recorder/components/microphone-problem';
import { ChunkList } from '../features/session/components/chunk-list';
import { LiveTranscript } from '../features/session/components/live-transcript';
import { useMessages } from '../lib/messages';
import type { Consultation } from './use-consultation';

interface Props {
  consultation: Consultation;
  language: Language;
  capabilities?: Capabilities;
  noteOptions: NoteOptions;
  settings: React.ReactNode;
}

/** The consultation recorder: start, pause, stop; the level, the chunks and the live transcript. */
export function RecordScreen({ consultation, language, capabilities, noteOptions, settings }: Props) {
  const t = useMessages();
  const { phase, recording, sessionState } = consultation;
  const supported = capabilities?.transcription.languages ?? [];
  const unsupported = capabilities !== undefined && !supported.includes(language);
  const unsent = sessionState.chunks.filter((c) => c.status === 'pending' || c.status === 'sending').length;
  // Why chunks are waiting: an unreachable server, or something the clinician can fix (the key).
  const waitingOn = sessionState.chunks.find((c) => c.status === 'pending' && c.attempts > 0 && c.error)?.error;
  const waitingText = waitingOn === 'unauthorized' || waitingOn === 'rate_limited' ? `${t.errors[waitingOn]} ${t.audioKept}` : t.retrying;
  const statusText: Record<typeof phase, string> = {
    idle: t.idle,
    interrupted: t.interrupted,
    starting: t.loadingVad,
    recording: t.recording,
    paused: t.paused,
    stopping: t.stopping,
    sending: t.sendingChunks(unsent),
    generating: t.generating,
    done: t.idle,
  };
  const active = phase === 'recording' || phase === 'paused';
  const canStart = phase === 'idle' || phase === 'interrupted';
  const busy = phase === 'stopping' || phase === 'sending' || phase === 'generating';

  return (
    <>
      {settings}
      <div className="visit">
        <section className="card recorder" aria-labelledby="recorder-heading">
          <h2 id="recorder-heading" className="visually-hidden">{t.tabRecord}</h2>
          <div className="recorder-head">
            <div>
              <div className="status" role="status" aria-live="polite">
                <span className={`dot dot-${phase}`} aria-hidden="true" /> {statusText[phase]}
              </div>
              <ElapsedTime ms={recording.elapsedMs || sessionState.visit?.elapsedMs || 0} label={t.elapsed} />
            </div>
            <LevelMeter recorder={consultation.recorder} label={t.inputLevel} />
          </div>

          {unsupported && canStart && (
            <div role="alert" className="banner banner-warning">
              {t.languageUnsupported(LANGUAGE_NAMES[language], supported.map((l) => LANGUAGE_NAMES[l]).join(', '))}
            </div>
          )}
          {phase === 'interrupted' && sessionState.resumed && <div className="banner banner-info">{t.resumedVisit}</div>}
          {recording.error && <MicrophoneProblem error={recording.error} onDismiss={() => consultation.recorder.dismissError()} />}
          {sessionState.error && <ErrorBanner error={sessionState.error} onDismiss={() => consultation.session.dismissError()} />}
          {waitingOn && (
            <div className="banner banner-warning" role="status">
              {waitingText}
            </div>
          )}

          <div className="controls">
            {(canStart || phase === 'starting') && (
              <button type="button" className="primary big" disabled={phase === 'starting' || unsupported} onClick={() => void consultation.start(language, noteOptions)}>
                {phase === 'interrupted' ? t.continueRecording : t.start}
              </button>
            )}
            {phase === 'recording' && (
              <button type="button" className="big" onClick={() => void consultation.pause()}>
                {t.pause}
              </button>
            )}
            {phase === 'paused' && (
              <button type="button" className="primary big" onClick={() => void consultation.resume()}>
                {t.resume}
              </button>
            )}
            {(active || phase === 'interrupted' || busy) && (
              <button type="button" className="danger big" disabled={busy} onClick={() => void consultation.finish(noteOptions)}>
                {t.stop}
              </button>
            )}
            {phase === 'sending' && (
              <button type="button" className="link" onClick={() => consultation.session.cancelFinish()}>
                {t.waitWithNote}
              </button>
            )}
            {(phase === 'interrupted' || phase === 'paused') && (
              <button type="button" className="link" onClick={() => window.confirm(t.discardConfirm) && void consultation.discard()}>
                {t.discardVisit}
              </button>
            )}
          </div>
          <ChunkList chunks={sessionState.chunks} onRetryFailed={() => consultation.session.retryFailed()} />
        </section>
        <LiveTranscript chunks={sessionState.chunks} />
      </div>
    </>
  );
}
