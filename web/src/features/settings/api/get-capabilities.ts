import { queryOptions } from '@tanstack/react-query';
import type { Capabilities } from '../../../../../server/src/contract/api.schema';
import { api } from '../../../lib/api-client';

export const capabilitiesQueryOptions = (key: string) =>
  queryOptions({ queryKey: ['capabilities', key], queryFn: () => api<Capabilities>('/capabilities', { key }), staleTime: Infinity });
