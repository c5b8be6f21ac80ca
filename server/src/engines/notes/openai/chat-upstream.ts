/**
 * One chat completion against an OpenAI-compatible server, through the official SDK (its
 * Azure client, retries with backoff on 429/5xx/connection errors, per-attempt timeout,
 * abort). Every failure becomes an UpstreamError that names the step but never carries
 * the upstream's body, which may echo patient text.
 */
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError, AzureOpenAI } from 'openai';
import { UpstreamError } from '../../openai-client.js';
import type { ChatMessage } from '../prompts/render-note-prompt.js';

export interface ChatUpstreamOptions {
  /** Base URL ending in /v1; for Azure the resource endpoint or the deployment URL. */
  url: string;
  model: string;
  apiKey?: string;
  /** For the whole call, the SDK's retry included. */
  timeoutMs: number;
  /** Set for Azure OpenAI: the `api-version` query parameter; the key goes in the `api-key` header. */
  azureApiVersion?: string;
  /** Retries the SDK makes on 408/409/429/5xx and connection errors. */
  maxRetries?: number;
}

/** How the JSON answer is asked for. Servers that refuse `json_schema` get `json_object` and the schema in the prompt. */
export type ResponseMode = 'json_schema' | 'json_object';

export interface ChatRequest {
  messages: ChatMessage[];
  mode: ResponseMode;
  schema: Record<string, unknown>;
  maxOutputTokens: number;
  signal: AbortSignal;
}

export interface ChatAnswer {
  content: string;
  finishReason: string;
  usage?: { promptTokens: number; completionTokens: number };
}

export function createChatUpstream(options: ChatUpstreamOptions): (request: ChatRequest) => Promise<ChatAnswer> {
  const common = {
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 1,
    // The SDK insists on a key; a server without one gets no Authorization header at all.
    apiKey: options.apiKey || 'none',
    // Everything explicit, so the SDK's own environment variables (OPENAI_ORG_ID, OPENAI_LOG...)
    // change nothing, and it never logs: its debug log would hold the prompt, i.e. patient text.
    organization: null,
    project: null,
    logLevel: 'off' as const,
    ...(options.apiKey ? {} : { defaultHeaders: { authorization: null, 'api-key': null } }),
  };
  const client = options.azureApiVersion
    ? new AzureOpenAI({ ...common, baseURL: azureBaseUrl(options.url), apiVersion: options.azureApiVersion })
    : new OpenAI({ ...common, baseURL: options.url });

  return async ({ messages, mode, schema, maxOutputTokens, signal }) => {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    const deadline = AbortSignal.timeout(options.timeoutMs);
    try {
      completion = await client.chat.completions.create(
        {
          model: options.model,
          temperature: 0.2,
          max_tokens: maxOutputTokens,
          messages,
          response_format:
            mode === 'json_schema'
              ? { type: 'json_schema', json_schema: { name: 'clinical_note', strict: true, schema } }
              : { type: 'json_object' },
        },
        { signal: AbortSignal.any([signal, deadline]) },
      );
    } catch (error) {
      signal.throwIfAborted();
      throw deadline.aborted ? new UpstreamError(`timed out after ${options.timeoutMs} ms`) : toUpstreamError(error, options.timeoutMs);
    }
    const choice = completion.choices?.[0];
    const usage = completion.usage
      ? { promptTokens: completion.usage.prompt_tokens, completionTokens: completion.usage.completion_tokens }
      : undefined;
    return {
      content: typeof choice?.message?.content === 'string' ? choice.message.content : '',
      finishReason: choice?.finish_reason ?? 'unknown',
      ...(usage ? { usage } : {}),
    };
  };
}

/** Azure URLs are `https://<resource>.openai.azure.com/openai/deployments/<deployment>`; a bare resource endpoint gets `/openai`. */
function azureBaseUrl(url: string): string {
  return /\/openai(\/|$)/.test(new URL(url).pathname) ? url : `${url}/openai`;
}

function toUpstreamError(error: unknown, timeoutMs: number): UpstreamError {
  if (error instanceof APIConnectionTimeoutError) return new UpstreamError(`timed out after ${timeoutMs} ms`);
  if (error instanceof APIUserAbortError) return new UpstreamError('request aborted');
  if (error instanceof APIError && error.status !== undefined) return new UpstreamError(`answered HTTP ${error.status}`, error.status);
  if (error instanceof APIError) return new UpstreamError('request failed: connection error');
  // A 2xx body that is not JSON, or one cut off mid-answer.
  return new UpstreamError(`answered with an unreadable body (${(error as Error)?.name ?? 'unknown'})`);
}
