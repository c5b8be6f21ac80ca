import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('configuration', () => {
  it('when nothing is set, then the defaults are the embedded engines on 127.0.0.1:8080 with ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      stt: { kind: 'embedded' },
      llm: { kind: 'embedded' },
      maxUploadBytes: 500 * 1024 * 1024,
      sessionTtlMs: 24 * 3600_000,
    });
    expect(config.apiKeys).toBeUndefined();
  });

  it('when keys and upstream engines are set, then they are parsed', () => {
    const config = loadConfig({
      ANTECKNA_API_KEYS: 'clinic-a:aaaaaaaaaaaaaaaaaaaa, clinic-b:bbbbbbbbbbbbbbbbbbbb, clinic-a:cccccccccccccccccccc:admin',
      ANTECKNA_STT: 'openai',
      ANTECKNA_STT_URL: 'http://127.0.0.1:9000/v1/',
      ANTECKNA_STT_MODEL: 'kb-whisper-large',
      ANTECKNA_LLM: 'openai',
      ANTECKNA_LLM_URL: 'https://llm.example/v1',
    });
    expect(config.apiKeys).toEqual([
      { tenant: 'clinic-a', key: 'aaaaaaaaaaaaaaaaaaaa', role: 'clinician' },
      { tenant: 'clinic-b', key: 'bbbbbbbbbbbbbbbbbbbb', role: 'clinician' },
      { tenant: 'clinic-a', key: 'cccccccccccccccccccc', role: 'admin' },
    ]);
    expect(config.stt).toMatchObject({ kind: 'openai', url: 'http://127.0.0.1:9000/v1', model: 'kb-whisper-large' });
    expect(config.llm).toMatchObject({ kind: 'openai', url: 'https://llm.example/v1' });
  });

  it('when the OpenID Connect provider is set, then the web sign-in uses it; when only part of it is set, then the start stops', () => {
    const oidc = { ANTECKNA_OIDC_ISSUER: 'https://idp.region.example/realms/vard', ANTECKNA_OIDC_CLIENT_ID: 'anteckna', ANTECKNA_OIDC_CLIENT_SECRET: 's3cret-value' };
    expect(loadConfig({ ...oidc, ANTECKNA_OIDC_TENANT: 'vc-solna' }).oidc).toEqual({
      issuer: 'https://idp.region.example/realms/vard',
      clientId: 'anteckna',
      clientSecret: 's3cret-value',
      tenant: 'vc-solna',
    });
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(() => loadConfig({ ANTECKNA_OIDC_ISSUER: oidc.ANTECKNA_OIDC_ISSUER })).toThrow(/ANTECKNA_OIDC_\*: set all of/);
  });

  it('when several values are bad, then one error names every bad key', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', ANTECKNA_STT: 'cloud', ANTECKNA_LLM: 'openai', ANTECKNA_MAX_UPLOAD_MB: '-1', ANTECKNA_API_KEYS: 'no-colon' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const key of ['PORT', 'ANTECKNA_STT', 'ANTECKNA_LLM_URL', 'ANTECKNA_MAX_UPLOAD_MB', 'ANTECKNA_API_KEYS']) {
      expect(message).toContain(key);
    }
    expect(message).not.toContain('no-colon'); // key material is never echoed
  });

  it('when one key is given to two tenants, then the start is refused naming both tenants and not the key', () => {
    const start = () => loadConfig({ ANTECKNA_API_KEYS: 'clinic-a:shared-key-0123456789,clinic-b:shared-key-0123456789' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/ANTECKNA_API_KEYS: one key is given to both 'clinic-a' and 'clinic-b'/);
    expect(start).not.toThrow(/shared-key/);
  });

  it('when the note model is Azure with its own token limits, then they are parsed; a context too small for the output limit is refused', () => {
    const llm = { ANTECKNA_LLM: 'openai', ANTECKNA_LLM_URL: 'https://res.openai.azure.com/openai/deployments/notes' };
    expect(loadConfig({ ...llm, ANTECKNA_LLM_AZURE_API_VERSION: '2024-10-21', ANTECKNA_LLM_MAX_OUTPUT_TOKENS: '2000', ANTECKNA_LLM_CONTEXT_TOKENS: '8192' }).llm).toMatchObject({
      azureApiVersion: '2024-10-21',
      maxOutputTokens: 2000,
      contextTokens: 8192,
    });
    expect(loadConfig(llm).llm).toMatchObject({ maxOutputTokens: 4096, contextTokens: 32_768 });
    expect(() => loadConfig({ ...llm, ANTECKNA_LLM_CONTEXT_TOKENS: '4096' })).toThrow(/ANTECKNA_LLM_CONTEXT_TOKENS: must exceed/);
    expect(() => loadConfig({ ...llm, ANTECKNA_LLM_AZURE_API_VERSION: 'latest' })).toThrow(/ANTECKNA_LLM_AZURE_API_VERSION/);
  });
});
