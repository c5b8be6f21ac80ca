import type { Capabilities, Language } from '../../../../../server/src/contract/api.schema';
import { ErrorBanner } from '../../../components/error-banner';
import type { Messages } from '../../../config/i18n';
import { LANGUAGE_NAMES } from '../../../config/options';
import { useEffect } from 'react';
import { MicrophoneError } from '../core/microphone';
import { preloadVoiceDetector } from '../core/voice-detector';
import { useVisit } from '../hooks/use-visit';
import { ChunkList, LiveTranscript } from './chunk-list';
import { LevelMeter } from './level-meter';

interface Props {
  t: Messages;
  language: Language;
  capabilities?: Capabilities;
  noteOptions: object;
  /** Renders the note once it is there. */
  renderNote: (note: NonNullable<ReturnType<typeof useVisit>['snapshot']['note']>, onNew: () => void) => React.ReactNode;
}

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** The consultation recorder: start, pause, stop; the level, the chunks and the live transcript. */
export function VisitPanel({ t, language, capabilities, noteOptions, renderNote }: Props) {
  const { visit, snapshot } = useVisit();
  useEffect(() => preloadVoiceDetector(), []);
  const { phase, error } = snapshot;
  const supported = capabilities?.transcription.languages ?? [];
  const unsupported = capabilities !== undefined && !supported.includes(language);
  const unsent = snapshot.chunks.filter((c) => c.status === 'pending' || c.status === 'sending').length;
  const retrying = snapshot.chunks.some((c) => c.status === 'pending' && c.attempts > 0);
  const statusText = { idle: t.idle, starting: t.loadingVad, recording: t.recording, paused: t.paused, sending: t.sendingChunks(unsent), generating: t.generating, done: t.idle }[phase];

  if (phase === 'done' && snapshot.note) return <>{renderNote(snapshot.note, () => visit.reset())}</>;

  return (
    <div className="visit">
      <section className="card recorder" aria-label={t.tabRecord}>
        <div className="recorder-head">
          <div>
            <div className="status" role="status" aria-live="polite">
              <span className={`dot dot-${phase}`} aria-hidden="true" /> {statusText}
            </div>
            <div className="elapsed" aria-label={t.elapsed}>
              {clock(snapshot.elapsedMs)}
            </div>
          </div>
          <LevelMeter level={snapshot.level} label={t.inputLevel} />
        </div>

        {unsupported && (
          <div role="alert" className="banner banner-warning">
            {t.languageUnsupported(LANGUAGE_NAMES[language], supported.map((l) => LANGUAGE_NAMES[l]).join(', '))}
          </div>
        )}
        {error instanceof MicrophoneError ? (
          <div role="alert" className="banner banner-error">
            <strong>{error.problem === 'blocked' ? t.micBlockedTitle : error.problem === 'no-device' ? t.noMicTitle : t.micErrorTitle}</strong>
            <p>{error.problem === 'blocked' ? t.micBlockedHelp : error.problem === 'no-device' ? t.noMicHelp : error.message}</p>
          </div>
        ) : error ? (
          <ErrorBanner error={error} t={t} onDismiss={() => visit.dismissError()} />
        ) : null}
        {retrying && <div className="banner banner-warning" role="status">{t.retrying}</div>}

        <div className="controls">
          {(phase === 'idle' || phase === 'starting') && (
            <button type="button" className="primary big" disabled={phase === 'starting' || unsupported} onClick={() => void visit.start(language)}>
              {snapshot.resumed || snapshot.chunks.length ? t.resume : t.start}
            </button>
          )}
          {phase === 'recording' && (
            <button type="button" onClick={() => void visit.pause()}>
              {t.pause}
            </button>
          )}
          {phase === 'paused' && (
            <button type="button" className="primary" onClick={() => void visit.resume()}>
              {t.resume}
            </button>
          )}
          {(phase === 'recording' || phase === 'paused' || (phase === 'idle' && snapshot.chunks.length > 0)) && (
            <button type="button" className="danger" onClick={() => void visit.finish(noteOptions)}>
              {t.stop}
            </button>
          )}
        </div>
        <ChunkList chunks={snapshot.chunks} t={t} />
      </section>
      <LiveTranscript chunks={snapshot.chunks} t={t} />
    </div>
  );
}
