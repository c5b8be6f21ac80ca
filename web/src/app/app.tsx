import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { NoteResponse } from '../../../server/src/contract/api.schema';
import { ErrorBanner } from '../components/error-banner';
import { LANGUAGE_NAMES } from '../config/options';
import { setApiKey } from '../lib/api-client';
import { NoteView } from '../features/note/components/note-view';
import { capabilitiesQueryOptions } from '../features/settings/api/get-capabilities';
import { pingQueryOptions } from '../features/settings/api/get-ping';
import { NoteSettings } from '../features/settings/components/settings-panel';
import { SignIn } from '../features/settings/components/sign-in';
import { useMessages, useSettings } from '../features/settings/hooks/use-settings';
import { noteOptionsFrom, settingsStore } from '../features/settings/settings-store';
import { useCreateTranscriptNote } from '../features/upload/api/create-transcript-note';
import { PastePanel } from '../features/upload/components/paste-panel';
import { UploadPanel } from '../features/upload/components/upload-panel';
import { VisitPanel } from '../features/visit/components/visit-panel';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/** The link printed at first start carries the key in the hash: take it, then hide it. */
function takeKeyFromHash(): void {
  const hashKey = new URLSearchParams(window.location.hash.slice(1)).get('key');
  if (!hashKey) return;
  settingsStore.update({ apiKey: hashKey });
  setApiKey(hashKey);
  history.replaceState(null, '', window.location.pathname + window.location.search);
}
takeKeyFromHash();
setApiKey(settingsStore.get().apiKey);
window.addEventListener('hashchange', takeKeyFromHash);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}

type Tab = 'record' | 'upload' | 'paste' | 'settings';

function Shell() {
  const t = useMessages();
  const [settings, update] = useSettings();
  const [candidate, setCandidate] = useState<string>();
  const key = candidate ?? settings.apiKey;
  const ping = useQuery({ ...pingQueryOptions(key ?? ''), enabled: Boolean(key) });

  useEffect(() => {
    document.documentElement.lang = settings.uiLanguage;
  }, [settings.uiLanguage]);
  useEffect(() => {
    if (candidate && ping.isSuccess) {
      update({ apiKey: candidate });
      setApiKey(candidate);
      setCandidate(undefined);
    }
  }, [candidate, ping.isSuccess, update]);

  const signedIn = Boolean(settings.apiKey) && ping.isSuccess && !candidate;
  return (
    <div className="app">
      <header className="topbar">
        <div className="brand">
          <span className="logo" aria-hidden="true">✚</span>
          <div>
            <h1>{t.appTitle}</h1>
            <div className="muted small">{t.tagline}</div>
          </div>
        </div>
        <div className="topbar-right">
          <label className="inline small">
            <span className="visually-hidden">{t.uiLanguage}</span>
            <select aria-label={t.uiLanguage} value={settings.uiLanguage} onChange={(e) => update({ uiLanguage: e.target.value as 'sv' | 'en' })}>
              <option value="sv">Svenska</option>
              <option value="en">English</option>
            </select>
          </label>
          {signedIn && (
            <button type="button" className="link" onClick={() => { update({ apiKey: undefined }); setApiKey(undefined); queryClient.clear(); }}>
              {t.signOut}
            </button>
          )}
        </div>
      </header>
      <main>
        {signedIn ? (
          <Workspace apiKey={settings.apiKey!} keyId={ping.data!.keyId} />
        ) : (
          <SignIn t={t} checking={ping.isFetching} error={key && ping.isError ? ping.error : undefined} onSubmit={(k) => setCandidate(k)} />
        )}
      </main>
    </div>
  );
}

function Workspace({ apiKey, keyId }: { apiKey: string; keyId: string }) {
  const t = useMessages();
  const [settings] = useSettings();
  const [tab, setTab] = useState<Tab>('record');
  const [note, setNote] = useState<NoteResponse>();
  const capabilities = useQuery(capabilitiesQueryOptions(apiKey)).data;
  const recordingLanguage = settings.recordingLanguage ?? capabilities?.transcription.languages[0] ?? 'sv';
  const noteOptions = noteOptionsFrom(settings);
  const regenerate = useCreateTranscriptNote();

  const noteScreen = (response: NoteResponse, onNew: () => void) => (
    <>
      <NoteView
        key={response.note.combined}
        response={response}
        t={t}
        actions={
          <>
            <button type="button" onClick={() => regenerate.mutate({ transcript: response.transcript, options: noteOptionsFrom(settingsStore.get()) }, { onSuccess: setNote })} disabled={regenerate.isPending}>
              {regenerate.isPending ? t.generating : t.regenerate}
            </button>
            <button type="button" onClick={() => { regenerate.reset(); onNew(); }}>
              {t.newVisit}
            </button>
          </>
        }
      />
      {regenerate.error && <ErrorBanner error={regenerate.error} t={t} onDismiss={() => regenerate.reset()} />}
      <details className="card">
        <summary>{t.regenerateHelp}</summary>
        <NoteSettings t={t} apiKey={apiKey} capabilities={capabilities} compact />
      </details>
    </>
  );

  const tabs: [Tab, string][] = [['record', t.tabRecord], ['upload', t.tabUpload], ['paste', t.tabPaste], ['settings', t.tabSettings]];
  return (
    <>
      <nav className="tabs" role="tablist" aria-label={t.appTitle}>
        {tabs.map(([id, label]) => (
          <button key={id} role="tab" type="button" aria-selected={tab === id} className={tab === id ? 'tab active' : 'tab'} onClick={() => { setTab(id); setNote(undefined); }}>
            {label}
          </button>
        ))}
        <span className="muted small key-id" title={t.signedInAs}>
          {keyId} · {LANGUAGE_NAMES[recordingLanguage]}
        </span>
      </nav>
      {note && tab !== 'record' ? (
        noteScreen(note, () => setNote(undefined))
      ) : tab === 'record' ? (
        <>
          <details className="card settings-summary">
            <summary>{t.tabSettings}</summary>
            <NoteSettings t={t} apiKey={apiKey} capabilities={capabilities} compact />
          </details>
          <VisitPanel t={t} language={recordingLanguage} capabilities={capabilities} noteOptions={noteOptions} renderNote={(response, onNew) => (note ? noteScreen(note, () => { setNote(undefined); onNew(); }) : noteScreen(response, onNew))} />
        </>
      ) : tab === 'upload' ? (
        <>
          <NoteSettings t={t} apiKey={apiKey} capabilities={capabilities} compact />
          <UploadPanel t={t} noteOptions={noteOptions as Record<string, string>} recordingLanguage={recordingLanguage} onNote={setNote} />
        </>
      ) : tab === 'paste' ? (
        <>
          <NoteSettings t={t} apiKey={apiKey} capabilities={capabilities} compact />
          <PastePanel t={t} noteOptions={noteOptions} onNote={setNote} />
        </>
      ) : (
        <section className="card">
          <NoteSettings t={t} apiKey={apiKey} capabilities={capabilities} />
          {!capabilities?.notes.translates && <p className="muted small">{t.noTranslation}</p>}
        </section>
      )}
    </>
  );
}
