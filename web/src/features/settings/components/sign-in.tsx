import { useState } from 'react';
import { ErrorBanner } from '../../../components/error-banner';
import { useMessages } from '../../../lib/messages';

export function SignIn({ error, checking, oidc, onSubmit }: { error?: unknown; checking: boolean; oidc: boolean; onSubmit: (key: string) => void }) {
  const t = useMessages();
  const [key, setKey] = useState('');
  return (
    <form
      className="card sign-in"
      aria-label={t.signInTitle}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(key.trim());
      }}
    >
      <h2>{t.signInTitle}</h2>
      <p className="muted">{t.signInHelp}</p>
      <label className="field">
        <span>{t.apiKey}</span>
        <input type="password" autoComplete="off" value={key} onChange={(e) => setKey(e.target.value)} />
      </label>
      {error !== undefined && <ErrorBanner error={error} />}
      <button type="submit" className="primary" disabled={!key.trim() || checking}>
        {checking ? t.checking : t.signIn}
      </button>
      {oidc && (
        // A full page load: the clinic's provider signs the person in and sends the browser back.
        <a href="/api/v1/auth/oidc/start">
          {t.signInWithOrganisation}
        </a>
      )}
    </form>
  );
}
