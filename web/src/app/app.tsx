import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { authMethodsQueryOptions } from '../features/settings/api/get-auth-methods';
import { pingQueryOptions } from '../features/settings/api/get-ping';
import { SignIn } from '../features/settings/components/sign-in';
import { useSettings } from '../features/settings/hooks/use-settings';
import { ApiError, postJson } from '../lib/api-client';
import { ApiKeyProvider } from '../lib/api-key';
import { useMessages } from '../lib/messages';
import { AppProvider, ScreenBoundary } from './provider';
import { Workspace } from './workspace';

/** What the app signs in with, once: a key typed or in an older link, or a one-time link code. */
type SignInProof = { key: string } | { code: string };

/** A sign-in link carries a one-time code (or, in older links, the key) in the hash: take it and hide it at once. */
function takeProofFromHash(): SignInProof | undefined {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const code = params.get('code')?.trim();
  const key = params.get('key')?.trim();
  if (!code && !key) return undefined;
  history.replaceState(null, '', window.location.pathname + window.location.search);
  return code ? { code } : { key: key! };
}

const proofFromLink = takeProofFromHash();

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
  // The key is exchanged once for an HttpOnly session cookie and never kept by the app; a key an
  // older version kept in localStorage is exchanged the same way and forgotten.
  const [candidate, setCandidate] = useState<SignInProof | undefined>(proofFromLink ?? (settings.apiKey ? { key: settings.apiKey } : undefined));
  const signIn = useMutation({
    mutationFn: (proof: SignInProof) => postJson<{ ok: true; keyId: string }>('/auth/sign-in', proof, ''),
    onSuccess: () => {
      update({ apiKey: undefined, signedIn: true });
      void queryClient.invalidateQueries({ queryKey: ['ping'] });
    },
    onError: () => update({ apiKey: undefined }),
    onSettled: () => setCandidate(undefined),
  });
  // Once per proof: a one-time code must not be sent twice.
  const sent = useRef<SignInProof | undefined>(undefined);
  useEffect(() => {
    if (candidate && sent.current !== candidate) {
      sent.current = candidate;
      signIn.mutate(candidate);
    }
  }, [candidate, signIn]);
  const stored = settings.signedIn === true;
  // The HttpOnly cookie is the truth (the app cannot read it): ask the server, also after an OpenID Connect sign-in.
  const ping = useQuery({ ...pingQueryOptions(''), enabled: !candidate });
  const methods = useQuery(authMethodsQueryOptions());
  useEffect(() => {
    if (ping.isSuccess && !stored) update({ signedIn: true });
  }, [ping.isSuccess, stored, update]);

  useEffect(() => {
    document.documentElement.lang = settings.uiLanguage;
    document.title = `Anteckna – ${t.tagline}`;
  }, [settings.uiLanguage, t.tagline]);

  // A link opened while the app is already open.
  useEffect(() => {
    const onHash = () => {
      const proof = takeProofFromHash();
      if (proof) setCandidate(proof);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const signOut = () => {
    void postJson('/auth/sign-out', {}, '').catch(() => {});
    update({ apiKey: undefined, signedIn: undefined });
    setCandidate(undefined);
    queryClient.clear();
  };

  const refused = ping.error instanceof ApiError && ping.error.status === 401;
  // Signed in stays so when the server is merely out of reach: recording works offline.
  const signedIn = !candidate && !signIn.isPending && !refused && (ping.isSuccess || (stored && ping.isError));
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
            <ApiKeyProvider value="">
              <Workspace keyInfo={ping.data ? t.keyInfo(ping.data.keyId, ping.data.version) : undefined} onSignOut={signOut} offline={offline} />
            </ApiKeyProvider>
          ) : candidate || signIn.isPending || ping.isPending ? (
            <p className="muted center" role="status">{t.checking}</p>
          ) : (
            <SignIn
              checking={signIn.isPending}
              error={signIn.isError ? signIn.error : refused && stored ? ping.error : undefined}
              oidc={methods.data?.oidc ?? false}
              onSubmit={(key) => setCandidate({ key })}
            />
          )}
        </ScreenBoundary>
      </main>
    </div>
  );
}
