import { queryOptions } from '@tanstack/react-query';
import type { Language, Template } from '@contract/api.schema';
import { api } from '../../../lib/api-client';

/** GET /templates: the registered templates, section names in the note language. */
export const templatesQueryOptions = (key: string, language: Language) =>
  queryOptions({
    queryKey: ['templates', key, language],
    queryFn: () => api<Template[]>(`/templates?language=${language}`, { key }),
    staleTime: Infinity,
  });
