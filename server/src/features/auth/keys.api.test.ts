import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/postgres.js';
import { freePort } from '../../../test/reliability/helpers.js';
import { spawnServer, type ServerChild } from '../../../test/spawn-server.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);
const postgresUrl = await freshDatabase('keys_api');

const CLI = 'server/src/keys.ts';

/**
 * The documented command, `npm run keys -- <args>` (run here as the script it names, to save
 * npm's start-up), on a data dir (keys file) or a database (key table).
 */
async function keysCli(where: { dataDir: string } | { databaseUrl: string }, ...args: string[]): Promise<string> {
  const env = { ...process.env, ...('dataDir' in where ? { ANTECKNA_DATA_DIR: where.dataDir } : { DATABASE_URL: where.databaseUrl, ANTECKNA_DATA_DIR: '/nonexistent' }) };
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env });
  return stdout;
}

it('when `npm run keys` is run, then it runs this CLI', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.keys).toBe(`tsx ${CLI}`);
});

const ping = (api: string, key: string) => fetch(`${api}/ping`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status);

/** Polls until `status` answers `expected`; returns how long that took. */
async function waitFor(expected: number, status: () => Promise<number>, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if ((await status()) === expected) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`still not ${expected} after ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const engines = { ANTECKNA_STT: 'openai', ANTECKNA_STT_URL: 'http://127.0.0.1:9/v1', ANTECKNA_LLM: 'openai', ANTECKNA_LLM_URL: 'http://127.0.0.1:9/v1' };

/** Adds a key with the CLI, uses it on every server, revokes it and times how soon every server refuses it. */
async function addUseRevoke(servers: ServerChild[], where: Parameters<typeof keysCli>[0], keysFile?: string): Promise<number> {
  const added = await keysCli(where, 'add', 'clinic-c');
  const key = /^(ak_\S+)$/m.exec(added)?.[1];
  const keyId = /Added key (\S+) for tenant clinic-c/.exec(added)?.[1];
  expect(key).toBeDefined();
  expect(keyId).toMatch(/^clinic-c-[0-9a-f]{8}$/);
  if (keysFile) expect(fs.readFileSync(keysFile, 'utf8')).not.toContain(key!);

  for (const s of servers) await waitFor(200, () => ping(s.api, key!), 3_000);
  const session = await fetch(`${servers.at(-1)!.api}/sessions`, { method: 'POST', headers: { authorization: `Bearer ${key}` } });
  expect(session.status).toBe(200);
  expect(await keysCli(where, 'list')).toContain(keyId);

  const other = /^(ak_\S+)$/m.exec(await keysCli(where, 'add', 'clinic-d'))![1]!;
  await keysCli(where, 'revoke', keyId!);
  const revokedAt = performance.now();
  await Promise.all(servers.map((s) => waitFor(401, () => ping(s.api, key!), 3_000)));
  const tookMs = performance.now() - revokedAt;
  expect(await keysCli(where, 'list')).toMatch(new RegExp(`${keyId}\\tclinic-c\\tcreated \\S+\\trevoked `));
  for (const s of servers) {
    expect(await ping(s.api, key!)).toBe(401);
    await waitFor(200, () => ping(s.api, other), 3_000);
  }
  const { sessionId } = (await session.json()) as { sessionId: string };
  const afterRevoke = await fetch(`${servers[0]!.api}/sessions/${sessionId}/notes`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: '{}' });
  expect(afterRevoke.status).toBe(401);
  return tookMs;
}

const stopAll = async (servers: ServerChild[]) => {
  for (const s of servers.splice(0)) {
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  }
};

describe('keys managed with the CLI while servers run', () => {
  const servers: ServerChild[] = [];
  const dirs: string[] = [];
  const tempDir = () => {
    dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-keys-')));
    return dirs.at(-1)!;
  };
  afterAll(async () => {
    await stopAll(servers);
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('when the keys file of a shared data dir changes, then every server follows within seconds', async () => {
    const dataDir = tempDir();
    // With PostgreSQL, two processes share the data dir and its keys file; else one process.
    const env = { ...engines, ANTECKNA_DATA_DIR: dataDir, ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}) };
    for (let i = 0; i < (postgresUrl ? 2 : 1); i++) servers.push(await spawnServer(env, await freePort()));
    const tookMs = await addUseRevoke(servers, { dataDir }, path.join(dataDir, 'api-keys.json'));
    console.log(`keys CLI (keys file): revocation reached ${servers.length} server process(es) ${tookMs.toFixed(0)} ms after the CLI returned`);
    await stopAll(servers);
  }, 60_000);

  it.skipIf(!postgresUrl)('when the servers share only PostgreSQL, then keys added and revoked in its table reach every server within seconds', async () => {
    for (let i = 0; i < 2; i++) servers.push(await spawnServer({ ...engines, ANTECKNA_DATA_DIR: tempDir(), DATABASE_URL: postgresUrl! }, await freePort()));
    const tookMs = await addUseRevoke(servers, { databaseUrl: postgresUrl! });
    console.log(`keys CLI (PostgreSQL table): revocation reached ${servers.length} server processes ${tookMs.toFixed(0)} ms after the CLI returned`);
    await stopAll(servers);
  }, 60_000);
});
