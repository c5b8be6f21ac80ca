import { queryOptions } from '@tanstack/react-query';
import type { Capabilities } from '@contract/api.schema';
import { api } from '../../../lib/api-client';

const CACHE_KEY = 'anteckna.capabilities';

/** The last answer, so a page opened while the server is away still knows what the engines can do. */
function cached(): Capabilities | undefined {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    return raw ? (JSON.parse(raw) as Capabilities) : undefined;
  } catch {
    return undefined;
  }
}

async function getCapabilities(key: string): Promise<Capabilities> {
  const capabilities = await api<Capabilities>('/capabilities', { key });
  localStorage.setItem(CACHE_KEY, JSON.stringify(capabilities));
  return capabilities;
}

/** GET /capabilities: the engines in use and the languages each supports. */
export const capabilitiesQueryOptions = (key: string) =>
  queryOptions({ queryKey: ['capabilities', key], queryFn: () => getCapabilities(key), staleTime: Infinity, placeholderData: cached });
