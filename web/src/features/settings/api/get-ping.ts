import { queryOptions } from '@tanstack/react-query';
import type { PingResponse } from '@contract/api.schema';
import { api } from '../../../lib/api-client';

export const pingQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['ping', key],
    queryFn: () => api<PingResponse>('/ping', { key }),
    retry: false,
    staleTime: 5 * 60_000,
  });
