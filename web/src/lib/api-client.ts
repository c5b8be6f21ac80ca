import type { Problem } from '../../../server/src/contract/api.schema';

/** An error from the API (problem+json) or the network, with what support needs. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly requestId?: string,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
  /** Worth retrying: the network, the server, or its engines, not the request itself. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429 || this.status === 408;
  }
}

let apiKey: string | undefined;
export const setApiKey = (key: string | undefined) => {
  apiKey = key;
};

export function authHeaders(key = apiKey): Record<string, string> {
  return key ? { authorization: `Bearer ${key}` } : {};
}

export async function toApiError(response: Response): Promise<ApiError> {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  try {
    const problem = (await response.json()) as Partial<Problem>;
    return new ApiError(response.status, problem.code ?? 'internal', problem.detail ?? response.statusText, problem.requestId ?? requestId);
  } catch {
    return new ApiError(response.status, response.status >= 500 ? 'upstream_failed' : 'internal', response.statusText, requestId);
  }
}

/** The one way the app talks to /api/v1. */
export async function api<T>(path: string, init: RequestInit & { key?: string } = {}): Promise<T> {
  const { key, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, { ...rest, headers: { ...authHeaders(key), ...(headers as Record<string, string>) } });
  } catch (error) {
    throw new ApiError(0, 'network', (error as Error).message);
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

export const postJson = <T>(path: string, body: unknown) =>
  api<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
