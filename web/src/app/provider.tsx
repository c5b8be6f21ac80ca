import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { MESSAGES } from '../config/i18n';
import { useSettings } from '../features/settings/hooks/use-settings';
import { MessagesProvider, useMessages } from '../lib/messages';

/** What every screen needs: the query client and the UI strings in the chosen language. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }));
  const [settings] = useSettings();
  return (
    <QueryClientProvider client={queryClient}>
      <MessagesProvider value={MESSAGES[settings.uiLanguage]}>{children}</MessagesProvider>
    </QueryClientProvider>
  );
}

/** Around the screens: a screen that throws while rendering shows this instead of a blank page. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary FallbackComponent={ScreenFailed}>{children}</ErrorBoundary>;
}

function ScreenFailed(_props: FallbackProps) {
  const t = useMessages();
  return (
    <div role="alert" className="banner banner-error">
      <strong>{t.errorTitle}</strong>
      <p>{t.screenFailed}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t.reloadPage}
      </button>
    </div>
  );
}
