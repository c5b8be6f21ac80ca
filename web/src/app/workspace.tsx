import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Capabilities } from '@contract/api.schema';
import { formatElapsed } from '../features/recorder/components/elapsed-time';
import { capabilitiesQueryOptions } from '../features/settings/api/get-capabilities';
import { NoteSettings } from '../features/settings/components/settings-panel';
import { ReviewWorkspace } from '../features/review/components/review-workspace';
import { useSettings } from '../features/settings/hooks/use-settings';
import { effectiveLanguages, noteOptionsFrom } from '../features/settings/settings-store';
import { PastePanel } from '../features/upload/components/paste-panel';
import { UploadPanel } from '../features/upload/components/upload-panel';
import { useApiKey } from '../lib/api-key';
import { useMessages } from '../lib/messages';
import { NoteScreen, type ShownNote } from './note-screen';
import { RecordScreen } from './record-screen';
import { useConsultation } from './use-consultation';

type Tab = 'record' | 'upload' | 'paste' | 'review' | 'settings';
const TABS: Tab[] = ['record', 'upload', 'paste', 'review', 'settings'];

interface Props {
  keyInfo?: string;
  onSignOut: () => void;
  /** The server did not answer the key check (not a refusal): work on, say so. */
  offline: boolean;
}

/** The signed-in app: the visit recorder and the secretary flows, as tabs. */
export function Workspace({ keyInfo, onSignOut, offline }: Props) {
  const t = useMessages();
  const apiKey = useApiKey();
  const [settings] = useSettings();
  const [tab, setTab] = useState<Tab>('record');
  const [notes, setNotes] = useState<Partial<Record<Tab, ShownNote>>>({});
  const capabilities: Capabilities | undefined = useQuery(capabilitiesQueryOptions(apiKey)).data;
  const languages = effectiveLanguages(settings, capabilities);
  const noteOptions = noteOptionsFrom(settings, capabilities);
  const consultation = useConsultation();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const labels: Record<Tab, string> = { record: t.tabRecord, upload: t.tabUpload, paste: t.tabPaste, review: t.queue.tab, settings: t.tabSettings };
  const setNote = (where: Tab) => (note: ShownNote | undefined) => setNotes((n) => ({ ...n, [where]: note }));
  const onTabKey = (event: React.KeyboardEvent, current: Tab) => {
    const i = TABS.indexOf(current);
    const next = event.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : event.key === 'ArrowLeft' ? TABS[(i + TABS.length - 1) % TABS.length] : event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };
  const recordingElsewhere = tab !== 'record' && (consultation.phase === 'recording' || consultation.phase === 'paused');
  const compactSettings = (withRecordingLanguage: boolean) => (
    <NoteSettings capabilities={capabilities} compact withRecordingLanguage={withRecordingLanguage} />
  );

  const { sessionState } = consultation;
  const visitNote: ShownNote | undefined =
    notes.record ?? (sessionState.note ? { response: sessionState.note, options: sessionState.visit?.noteOptions ?? noteOptions } : undefined);

  return (
    <>
      <div className="tabs-row">
        <div className="tabs" role="tablist" aria-label={t.tabsLabel}>
          {TABS.map((id) => (
            <button
              key={id}
              ref={(el) => void (tabRefs.current[id] = el)}
              id={`tab-${id}`}
              role="tab"
              type="button"
              aria-selected={tab === id}
              aria-controls={`panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              className={tab === id ? 'tab active' : 'tab'}
              onClick={() => setTab(id)}
              onKeyDown={(e) => onTabKey(e, id)}
            >
              {labels[id]}
            </button>
          ))}
        </div>
        {recordingElsewhere && (
          <button type="button" className="recording-pill" onClick={() => setTab('record')}>
            <span className={`dot dot-${consultation.phase}`} aria-hidden="true" /> {consultation.phase === 'paused' ? t.paused : t.recordingElsewhere} {formatElapsed(consultation.recording.elapsedMs)}
          </button>
        )}
      </div>
      {offline && <div className="banner banner-warning">{t.serverUnreachable}</div>}

      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="panel">
        {tab === 'record' &&
          (consultation.phase === 'done' && visitNote ? (
            <NoteScreen
              note={visitNote}
              onNote={setNote('record')}
              closeLabel={t.newVisit}
              onClose={() => {
                setNote('record')(undefined);
                consultation.session.newVisit();
              }}
              notice={sessionState.missingChunks > 0 ? <div className="banner banner-warning" role="alert">{t.missingChunks(sessionState.missingChunks)}</div> : undefined}
            />
          ) : (
            <RecordScreen
              consultation={consultation}
              language={languages.recording}
              capabilities={capabilities}
              noteOptions={noteOptions}
              settings={
                <details className="card settings-summary">
                  <summary>{t.tabSettings}</summary>
                  {compactSettings(true)}
                </details>
              }
            />
          ))}
        {(tab === 'upload' || tab === 'paste') &&
          (notes[tab] ? (
            <NoteScreen note={notes[tab]} onNote={setNote(tab)} closeLabel={t.closeNote} onClose={() => setNote(tab)(undefined)} />
          ) : (
            <>
              <section className="card">{compactSettings(tab === 'upload')}</section>
              {tab === 'upload' ? (
                <UploadPanel noteOptions={noteOptions} audioLanguage={languages.recording} maxUploadMb={capabilities?.maxUploadMb} onNote={(response) => setNote('upload')({ response, options: noteOptions })} />
              ) : (
                <PastePanel noteOptions={noteOptions} onNote={(response) => setNote('paste')({ response, options: noteOptions })} />
              )}
            </>
          ))}
        {tab === 'review' && <ReviewWorkspace />}
        {tab === 'settings' && (
          <section className="card" aria-label={t.tabSettings}>
            <NoteSettings capabilities={capabilities} />
            {capabilities && !capabilities.notes.translates && <p className="muted small">{t.noTranslation}</p>}
            <div className="account">
              {keyInfo && <span className="muted small">{keyInfo}</span>}
              <button type="button" onClick={onSignOut}>
                {t.signOut}
              </button>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
