import { createContext, useContext } from 'react';

const ApiKeyContext = createContext<string | undefined>(undefined);

/** Set by the app around the signed-in screens, with the key the server accepted. */
export const ApiKeyProvider = ApiKeyContext.Provider;

/** The signed-in API key; only the signed-in screens ask for it. */
export function useApiKey(): string {
  const key = useContext(ApiKeyContext);
  if (key === undefined) throw new Error('useApiKey is used outside the signed-in screens.');
  return key;
}
