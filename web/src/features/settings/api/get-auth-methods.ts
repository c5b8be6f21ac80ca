import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How the web app may sign in (no key needed to ask): with a key, and with the clinic's OpenID Connect provider when configured. */
export const authMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-methods'],
    queryFn: () => api<{ key: true; oidc: boolean }>('/auth/methods', { key: '' }),
    retry: false,
    staleTime: Infinity,
  });
