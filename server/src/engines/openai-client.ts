/**
 * A minimal client for OpenAI-compatible HTTP APIs (OpenAI, Azure OpenAI, vLLM, Ollama,
 * LocalAI, speaches...). Any failure (network, timeout, non-2xx, unreadable body) becomes
 * an UpstreamError; callers map it to 502.
 */
export interface OpenAiEndpoint {
  /** Base URL ending in /v1. */
  url: string;
  apiKey?: string;
  timeoutMs: number;
}

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export async function postToUpstream(
  endpoint: OpenAiEndpoint,
  path: string,
  body: FormData | object,
  signal: AbortSignal,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${endpoint.url}${path}`, {
      method: 'POST',
      headers: {
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
        ...(isForm ? {} : { 'content-type': 'application/json' }),
        accept: 'application/json',
      },
      body: isForm ? body : JSON.stringify(body),
      signal: combined,
    });
  } catch (error) {
    signal.throwIfAborted();
    throw new UpstreamError(timeout.aborted ? `timed out after ${endpoint.timeoutMs} ms` : `request failed: ${(error as Error).message}`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    signal.throwIfAborted();
    throw new UpstreamError(timeout.aborted ? 'timed out reading the response' : `response broken off: ${(error as Error).message}`);
  }
  // The body of a failed upstream call may echo patient text, so only the status is kept.
  if (!response.ok) throw new UpstreamError(`answered HTTP ${response.status}`, response.status);
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError('answered with a body that is not JSON');
  }
}
