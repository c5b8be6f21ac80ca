import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pingQueryOptions } from '../features/settings/api/get-ping';
import { SignIn } from '../features/settings/components/sign-in';
import { useSettings } from '../features/settings/hooks/use-settings';
import { ApiError } from '../lib/api-client';
import { ApiKeyProvider } from '../lib/api-key';
import { useMessages } from '../lib/messages';
import { AppProvider, ScreenBoundary } from './provider';
import { Workspace } from './workspace';

/** The link printed at first start carries the key in the hash: take it and hide it at once. */
function takeKeyFromHash(): string | undefined {
  const key = new URLSearchParams(window.location.hash.slice(1)).get('key')?.trim();
  if (!key) return undefined;
  history.replaceState(null, '', window.location.pathname + window.location.search);
  return key;
}

const keyFromLink = takeKeyFromHash();

export function App() {
  return (
    <AppProvider>
      <Shell />
    </AppProvider>
  );
}

function Shell() {
  const t = useMessages();
  const queryClient = useQueryClient();
  const [settings, update] = useSettings();
  /** A key being checked with /ping (from the link or the form); stored only once it works. */
  const [candidate, setCandidate] = useState(keyFromLink);
  const stored = settings.apiKey;
  const checking = candidate ?? stored;
  const ping = useQuery({ ...pingQueryOptions(checking ?? ''), enabled: Boolean(checking) });

  useEffect(() => {
    document.documentElement.lang = settings.uiLanguage;
    document.title = `Anteckna – ${t.tagline}`;
  }, [settings.uiLanguage, t.tagline]);

  // A link opened while the app is already open.
  useEffect(() => {
    const onHash = () => {
      const key = takeKeyFromHash();
      if (key) setCandidate(key);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  useEffect(() => {
    if (candidate && ping.isSuccess) {
      update({ apiKey: candidate });
      setCandidate(undefined);
    }
  }, [candidate, ping.isSuccess, update]);

  const signOut = () => {
    update({ apiKey: undefined });
    setCandidate(undefined);
    queryClient.clear();
  };

  const refused = ping.error instanceof ApiError && ping.error.status === 401;
  // A stored key stays signed in when the server is merely out of reach: recording works offline.
  const signedIn = Boolean(stored) && !candidate && !refused && (ping.isSuccess || ping.isError);
  const offline = signedIn && ping.isError;

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
          <select aria-label={t.uiLanguage} value={settings.uiLanguage} onChange={(e) => update({ uiLanguage: e.target.value as 'sv' | 'en' })}>
            <option value="sv">Svenska</option>
            <option value="en">English</option>
          </select>
          {signedIn && (
            <button type="button" className="link" onClick={signOut}>
              {t.signOut}
            </button>
          )}
        </div>
      </header>
      <main>
        <ScreenBoundary>
          {signedIn ? (
            <ApiKeyProvider value={stored}>
              <Workspace keyInfo={ping.data ? t.keyInfo(ping.data.keyId, ping.data.version) : undefined} onSignOut={signOut} offline={offline} />
            </ApiKeyProvider>
          ) : checking && ping.isPending ? (
            <p className="muted center" role="status">{t.checking}</p>
          ) : (
            <SignIn checking={ping.isFetching} error={checking && ping.isError ? ping.error : undefined} onSubmit={(k) => setCandidate(k)} />
          )}
        </ScreenBoundary>
      </main>
    </div>
  );
}
