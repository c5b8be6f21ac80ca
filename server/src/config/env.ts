/**
 * Configuration, parsed once at start from the environment. Every bad key is reported at
 * once; nothing else in the server reads process.env.
 */
import path from 'node:path';
import { z } from 'zod';
import type { KeyRole } from '../storage/key-store.js';

const engineKind = z.enum(['embedded', 'openai']);
const optionalUrl = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL')
  .transform((u) => u.replace(/\/+$/, ''))
  .optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    ANTECKNA_DATA_DIR: z.string().min(1).default('./data'),
    ANTECKNA_API_KEYS: z
      .string()
      .optional()
      .refine(
        (v) => v === undefined || v.split(',').every((pair) => /^[A-Za-z0-9_.-]+:[^\s:,]{16,}(:(clinician|secretary|admin))?$/.test(pair.trim())),
        'must be comma-separated tenant:key pairs, optionally tenant:key:secretary or tenant:key:admin; tenant [A-Za-z0-9_.-], key at least 16 characters',
      ),
    ANTECKNA_STT: engineKind.default('embedded'),
    ANTECKNA_STT_URL: optionalUrl,
    ANTECKNA_STT_MODEL: z.string().min(1).default('whisper-1'),
    ANTECKNA_STT_API_KEY: z.string().optional(),
    ANTECKNA_STT_TIMEOUT_MS: positiveInt(120_000),
    ANTECKNA_STT_WORKERS: positiveInt(1),
    ANTECKNA_STT_THREADS: z.coerce.number().int().positive().optional(),
    ANTECKNA_STT_EMBEDDED_MODEL: z.enum(['small', 'tiny.en']).default('small'),
    ANTECKNA_LLM: engineKind.default('embedded'),
    ANTECKNA_LLM_URL: optionalUrl,
    ANTECKNA_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
    ANTECKNA_LLM_API_KEY: z.string().optional(),
    ANTECKNA_LLM_TIMEOUT_MS: positiveInt(120_000),
    ANTECKNA_LLM_MAX_OUTPUT_TOKENS: positiveInt(4096),
    ANTECKNA_LLM_CONTEXT_TOKENS: positiveInt(32_768),
    ANTECKNA_LLM_AZURE_API_VERSION: z.string().regex(/^\d{4}-\d{2}-\d{2}(-preview)?$/, 'must be an Azure api-version such as 2024-10-21').optional(),
    ANTECKNA_MAX_UPLOAD_MB: positiveInt(500),
    ANTECKNA_SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
    ANTECKNA_NOTE_WAIT_MS: positiveInt(120_000),
    ANTECKNA_CHUNK_LEASE_MS: positiveInt(30_000),
    ANTECKNA_FFMPEG_PATH: z.string().min(1).optional(),
    ANTECKNA_MODEL_CACHE_DIR: z.string().min(1).optional(),
    ANTECKNA_PRELOAD_MODELS: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    ANTECKNA_CORS_ORIGINS: z.string().optional(),
    ANTECKNA_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
    ANTECKNA_AUTH_FAILURES_PER_MINUTE: z.coerce.number().int().min(0).default(60),
    ANTECKNA_MIN_FREE_MB: z.coerce.number().int().min(0).default(200),
    ANTECKNA_MAX_AUDIO_MINUTES: z.coerce.number().positive().default(180),
    ANTECKNA_TENANT_AUDIO_MB_PER_HOUR: z.coerce.number().int().min(0).default(4000),
    ANTECKNA_UPLOAD_DEADLINE_S: positiveInt(1800),
    ANTECKNA_MAX_CONNECTIONS: positiveInt(1000),
    ANTECKNA_PUBLIC_URL: optionalUrl,
    ANTECKNA_TRUST_PROXY: z.string().min(1).optional(),
    ANTECKNA_UPSTREAM_REDACT: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
    ANTECKNA_AUDIT_RETENTION_DAYS: positiveInt(1830),
    ANTECKNA_NOTE_RETENTION_HOURS: positiveInt(72),
    ANTECKNA_DATA_KEY: z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(v), 'must be 32 bytes in base64 (openssl rand -base64 32)')
      .optional(),
    ANTECKNA_OIDC_ISSUER: optionalUrl,
    ANTECKNA_OIDC_CLIENT_ID: z.string().min(1).optional(),
    ANTECKNA_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    ANTECKNA_OIDC_TENANT: z.string().regex(/^[A-Za-z0-9_.-]+$/, 'must be a tenant name ([A-Za-z0-9_.-])').default('default'),
    ANTECKNA_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  });

/** Rules between keys, checked on the raw values so they are reported with every other problem. */
function crossKeyProblems(source: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const oidc = ['ANTECKNA_OIDC_ISSUER', 'ANTECKNA_OIDC_CLIENT_ID', 'ANTECKNA_OIDC_CLIENT_SECRET'];
  if (oidc.some((k) => source[k]) && !oidc.every((k) => source[k])) {
    problems.push(`ANTECKNA_OIDC_*: set all of ${oidc.join(', ')}, or none`);
  }
  for (const engine of ['STT', 'LLM'] as const) {
    if (source[`ANTECKNA_${engine}`] === 'openai' && !source[`ANTECKNA_${engine}_URL`]) {
      problems.push(`ANTECKNA_${engine}_URL: is required when ANTECKNA_${engine}=openai`);
    }
  }
  const owners = new Map<string, string>();
  for (const pair of source.ANTECKNA_API_KEYS?.split(',') ?? []) {
    const [tenant = '', key = ''] = pair.trim().split(':');
    const owner = owners.get(key);
    if (owner !== undefined && owner !== tenant) {
      problems.push(`ANTECKNA_API_KEYS: one key is given to both '${owner}' and '${tenant}'; give each tenant its own key`);
    }
    owners.set(key, tenant);
  }
  const context = Number(source.ANTECKNA_LLM_CONTEXT_TOKENS ?? 32_768);
  const output = Number(source.ANTECKNA_LLM_MAX_OUTPUT_TOKENS ?? 4096);
  if (context <= output + 2048) {
    problems.push('ANTECKNA_LLM_CONTEXT_TOKENS: must exceed ANTECKNA_LLM_MAX_OUTPUT_TOKENS by more than 2048 (room for the prompt and some transcript)');
  }
  return problems;
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  apiKeys?: { tenant: string; key: string; role: KeyRole }[];
  stt:
    | { kind: 'embedded'; workers: number; threadsPerWorker?: number; model: 'small' | 'tiny.en' }
    | { kind: 'openai'; url: string; model: string; apiKey?: string; timeoutMs: number };
  llm:
    | { kind: 'embedded' }
    | {
        kind: 'openai';
        url: string;
        model: string;
        apiKey?: string;
        timeoutMs: number;
        maxOutputTokens: number;
        contextTokens: number;
        /** Set for Azure OpenAI: `url` is the deployment URL, the key goes in `api-key`. */
        azureApiVersion?: string;
      };
  maxUploadBytes: number;
  sessionTtlMs: number;
  noteWaitMs: number;
  /** How long a process holds a chunk it is transcribing without renewing; then another may take over. */
  chunkLeaseMs: number;
  ffmpegPath?: string;
  /** Where the prepared speech model is kept; default `<dataDir>/models`. */
  modelCacheDir: string;
  preloadModels: boolean;
  corsOrigins: string[];
  rateLimitPerMinute: number;
  /** Failed authentications per minute per client address before 429; 0 is unlimited. */
  authFailuresPerMinute: number;
  logLevel: Env['ANTECKNA_LOG_LEVEL'];
  /** Uploads are refused (507) when they would leave less free disk than this. */
  minFreeBytes: number;
  /** Most decoded audio per request and per session. */
  maxAudioSeconds: number;
  /** Audio bytes one tenant may upload per hour; 0 is no budget. */
  tenantAudioBytesPerHour: number;
  /** A request body must have arrived within this, however it trickles. */
  uploadDeadlineMs: number;
  /** Open connections per process; more are closed at once. */
  maxConnections: number;
  databaseUrl?: string;
  /** The address clients use; https means TLS ends in front of the service. */
  publicUrl?: string;
  /** Express' `trust proxy` value (e.g. `loopback`): whose X-Forwarded-* headers are believed. */
  trustProxy?: string;
  /** Replace identity numbers, phone numbers and e-mail addresses before text goes to an upstream note model. */
  upstreamRedact: boolean;
  auditRetentionDays: number;
  /** Generated notes are kept for review this long, then purged with their transcripts. */
  noteRetentionMs: number;
  /** The clinic's OpenID Connect provider for the web app's sign-in, and the tenant its users belong to. */
  oidc?: { issuer: string; clientId: string; clientSecret: string; tenant: string };
  /** AES-256-GCM key for stored audio and texts; unset stores them in clear. */
  dataKey?: Buffer;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * For the entry points: the configuration, or undefined after printing every bad key to
 * stderr (the caller then exits with status 1).
 */
export function loadConfigOrExplain(source: NodeJS.ProcessEnv): Config | undefined {
  try {
    return loadConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return undefined;
  }
}

/** Parses the environment; throws ConfigError naming every bad key. */
export function loadConfig(source: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => {
      const key = issue.path.join('.') || '(environment)';
      const value = typeof issue.path[0] === 'string' && !/KEY/.test(issue.path[0]) ? source[issue.path[0]] : undefined;
      return `${key}: ${issue.message}${value === undefined ? '' : ` (got '${value}')`}`;
    }),
    ...crossKeyProblems(source),
  ];
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.ANTECKNA_DATA_DIR),
    apiKeys: env.ANTECKNA_API_KEYS?.split(',').map((pair) => {
      const [tenant, key, role] = pair.trim().split(':') as [string, string, KeyRole | undefined];
      return { tenant, key, role: role ?? 'clinician' };
    }),
    stt:
      env.ANTECKNA_STT === 'openai'
        ? {
            kind: 'openai',
            url: env.ANTECKNA_STT_URL!,
            model: env.ANTECKNA_STT_MODEL,
            apiKey: env.ANTECKNA_STT_API_KEY,
            timeoutMs: env.ANTECKNA_STT_TIMEOUT_MS,
          }
        : {
            kind: 'embedded',
            workers: env.ANTECKNA_STT_WORKERS,
            ...(env.ANTECKNA_STT_THREADS ? { threadsPerWorker: env.ANTECKNA_STT_THREADS } : {}),
            model: env.ANTECKNA_STT_EMBEDDED_MODEL,
          },
    llm:
      env.ANTECKNA_LLM === 'openai'
        ? {
            kind: 'openai',
            url: env.ANTECKNA_LLM_URL!,
            model: env.ANTECKNA_LLM_MODEL,
            apiKey: env.ANTECKNA_LLM_API_KEY,
            timeoutMs: env.ANTECKNA_LLM_TIMEOUT_MS,
            maxOutputTokens: env.ANTECKNA_LLM_MAX_OUTPUT_TOKENS,
            contextTokens: env.ANTECKNA_LLM_CONTEXT_TOKENS,
            ...(env.ANTECKNA_LLM_AZURE_API_VERSION ? { azureApiVersion: env.ANTECKNA_LLM_AZURE_API_VERSION } : {}),
          }
        : { kind: 'embedded' },
    maxUploadBytes: env.ANTECKNA_MAX_UPLOAD_MB * 1024 * 1024,
    sessionTtlMs: env.ANTECKNA_SESSION_TTL_HOURS * 3600_000,
    noteWaitMs: env.ANTECKNA_NOTE_WAIT_MS,
    chunkLeaseMs: env.ANTECKNA_CHUNK_LEASE_MS,
    ffmpegPath: env.ANTECKNA_FFMPEG_PATH,
    modelCacheDir: path.resolve(env.ANTECKNA_MODEL_CACHE_DIR ?? path.join(env.ANTECKNA_DATA_DIR, 'models')),
    preloadModels: env.ANTECKNA_PRELOAD_MODELS,
    corsOrigins: env.ANTECKNA_CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean) ?? [],
    rateLimitPerMinute: env.ANTECKNA_RATE_LIMIT_PER_MINUTE,
    authFailuresPerMinute: env.ANTECKNA_AUTH_FAILURES_PER_MINUTE,
    logLevel: env.ANTECKNA_LOG_LEVEL,
    minFreeBytes: env.ANTECKNA_MIN_FREE_MB * 1024 * 1024,
    maxAudioSeconds: env.ANTECKNA_MAX_AUDIO_MINUTES * 60,
    tenantAudioBytesPerHour: env.ANTECKNA_TENANT_AUDIO_MB_PER_HOUR * 1024 * 1024,
    uploadDeadlineMs: env.ANTECKNA_UPLOAD_DEADLINE_S * 1000,
    maxConnections: env.ANTECKNA_MAX_CONNECTIONS,
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.ANTECKNA_PUBLIC_URL,
    trustProxy: env.ANTECKNA_TRUST_PROXY,
    upstreamRedact: env.ANTECKNA_UPSTREAM_REDACT,
    ...(env.ANTECKNA_OIDC_ISSUER && env.ANTECKNA_OIDC_CLIENT_ID && env.ANTECKNA_OIDC_CLIENT_SECRET
      ? { oidc: { issuer: env.ANTECKNA_OIDC_ISSUER, clientId: env.ANTECKNA_OIDC_CLIENT_ID, clientSecret: env.ANTECKNA_OIDC_CLIENT_SECRET, tenant: env.ANTECKNA_OIDC_TENANT } }
      : {}),
    auditRetentionDays: env.ANTECKNA_AUDIT_RETENTION_DAYS,
    noteRetentionMs: env.ANTECKNA_NOTE_RETENTION_HOURS * 3600_000,
    ...(env.ANTECKNA_DATA_KEY ? { dataKey: Buffer.from(env.ANTECKNA_DATA_KEY, 'base64') } : {}),
  };
}
