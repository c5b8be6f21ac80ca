import type { SessionCreated } from '@contract/api.schema';
import { api } from '../../../lib/api-client';

/** POST /sessions: a server session for one consultation's chunks. */
export const createSession = (key: string): Promise<SessionCreated> => api<SessionCreated>('/sessions', { key, method: 'POST' });
