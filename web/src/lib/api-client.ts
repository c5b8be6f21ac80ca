import type { Problem } from '@contract/api.schema';

/** An error from the API (problem+json) or the network, with what support needs. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The problem's `code`, or `network` when the server could not be reached. */
    readonly code: string,
    readonly detail: string,
    readonly requestId?: string,
    /** From `Retry-After` (429, 503). */
    readonly retryAfterMs?: number,
  ) {
    super(detail);
    this.name = 'ApiError';
  }

  /**
   * Worth sending again as it is: the network, the server or its engines, a rate limit, or a
   * key that may be entered again. Other 4xx answers will never succeed.
   */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500 || [401, 408, 425, 429].includes(this.status);
  }
}

export function authHeaders(key: string): Record<string, string> {
  return key ? { authorization: `Bearer ${key}` } : {};
}

function retryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

/** Builds the ApiError for a non-2xx answer from its problem+json body (or whatever came). */
export function problemToError(status: number, body: string, headers: { get(name: string): string | null }, statusText = ''): ApiError {
  const requestId = headers.get('x-request-id') ?? undefined;
  let problem: Partial<Problem> = {};
  try {
    problem = JSON.parse(body) as Partial<Problem>;
  } catch {
    // A proxy's HTML error page, or nothing: fall back to the status.
  }
  const code = problem.code ?? (status >= 500 ? 'upstream_failed' : status === 401 ? 'unauthorized' : 'internal');
  return new ApiError(status, code, problem.detail ?? statusText, problem.requestId ?? requestId, retryAfter(headers.get('retry-after')));
}

/** The one way the app talks to /api/v1. */
export async function api<T>(path: string, init: RequestInit & { key: string }): Promise<T> {
  const { key, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, { ...rest, headers: { ...authHeaders(key), ...(headers as Record<string, string>) } });
  } catch (error) {
    throw new ApiError(0, 'network', (error as Error).message);
  }
  if (!response.ok) throw problemToError(response.status, await response.text().catch(() => ''), response.headers, response.statusText);
  return (await response.json()) as T;
}

export const postJson = <T>(path: string, body: unknown, key: string) =>
  api<T>(path, { key, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
