/** A test server with an OpenAI-compatible stub upstream on loopback, for one suite. */
import { afterAll, beforeAll, it } from 'vitest';
import type { SessionStore } from '../src/storage/session-store.js';
import { startOpenAiStub, type OpenAiStub } from './openai-stub.js';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.js';

/** The stub's transcript for a chunk of `samples` samples; pair with `wavOfSamples` (reliability/helpers.ts). */
export const textForSamples = (samples: number | undefined): string => `s${samples ?? 'unknown'}`;

/**
 * For one suite (or one `describe.each(stores)` entry): a test server on the store (null: its
 * own SQLite) with an OpenAI-compatible stub upstream, started before its tests and stopped
 * after; `maybe` skips the tests when the store cannot be had (undefined). With
 * `transcribeBySamples`, the stub answers each chunk with `textForSamples` of its audio.
 */
export function serverWithStub(
  makeStore: (() => SessionStore) | null | undefined,
  options: Omit<TestServerOptions, 'upstreamUrl' | 'store'> & { transcribeBySamples?: boolean } = {},
): { suite: { app: TestServer; stub: OpenAiStub }; maybe: typeof it | typeof it.skip } {
  const suite = {} as { app: TestServer; stub: OpenAiStub };
  const { transcribeBySamples, ...serverOptions } = options;
  beforeAll(async () => {
    if (makeStore === undefined) return;
    suite.stub = await startOpenAiStub();
    if (transcribeBySamples) suite.stub.transcript = (_i, audio) => textForSamples(audio.samples);
    suite.app = await startTestServer({ ...serverOptions, upstreamUrl: suite.stub.url, ...(makeStore ? { store: makeStore() } : {}) });
  });
  afterAll(async () => {
    await suite.app?.stop();
    await suite.stub?.close();
  });
  return { suite, maybe: makeStore === undefined ? it.skip : it };
}

