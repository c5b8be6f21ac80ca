import { ApiError } from '../lib/api-client';
import { useMessages } from '../lib/messages';

/** An error in words a clinician understands, with the request id for support. */
export function ErrorBanner({ error, onDismiss }: { error: unknown; onDismiss?: () => void }) {
  const t = useMessages();
  const apiError = error instanceof ApiError ? error : undefined;
  const friendly = apiError ? (t.errors[apiError.code] ?? apiError.detail) : (error as Error)?.message;
  const showDetail = apiError && apiError.code === 'invalid_field';
  return (
    <div role="alert" className="banner banner-error">
      <strong>{t.errorTitle}</strong>
      <p>{showDetail ? apiError.detail : friendly}</p>
      {apiError?.requestId && (
        <p className="muted small">
          {t.requestId}: <code>{apiError.requestId}</code>
        </p>
      )}
      {onDismiss && (
        <button type="button" className="link" onClick={onDismiss}>
          {t.dismiss}
        </button>
      )}
    </div>
  );
}
