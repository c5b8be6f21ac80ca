/**
 * Starts the real server for the browser tests: a fresh data dir, no configured key (so
 * the first-start link is printed, as a new clinic sees it), embedded engines. Its output
 * is also written to a log file the tests read the sign-in link from.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'test-output/e2e');
const dataDir = path.join(output, 'data');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(output, { recursive: true });
const log = fs.createWriteStream(path.join(output, 'server.log'));

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  env: {
    ...withoutKeys(process.env),
    PORT: process.env.E2E_PORT ?? '18080',
    HOST: '127.0.0.1',
    ANTECKNA_DATA_DIR: dataDir,
    ANTECKNA_LOG_LEVEL: process.env.ANTECKNA_LOG_LEVEL ?? 'warn',
    // The model is prepared once per machine, not per test run.
    ANTECKNA_MODEL_CACHE_DIR: path.join(root, 'test-output/model-cache'),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (d: Buffer) => {
    log.write(d);
    process.stdout.write(d);
  });
}
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));

function withoutKeys(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { ANTECKNA_API_KEYS: _keys, ANTECKNA_STT: _stt, ANTECKNA_LLM: _llm, ...rest } = env;
  return rest;
}
