/**
 * A worker process that owns the speech models, so onnxruntime's synchronous `run()` never
 * holds the server's event loop. Each model is loaded on its first job and stays loaded; jobs
 * arrive one at a time from the pool (see worker-pool.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import type { SpeechModel, SpeechModelName } from './speech-model.js';
import type { SpeechJobRequest, SpeechJobResponse, SpeechWorkerOptions } from './worker-messages.js';

const { cacheDir, threads } = JSON.parse(process.argv[2]!) as SpeechWorkerOptions;
const models = new Map<SpeechModelName, Promise<SpeechModel>>();

/**
 * Inference runs at a lower CPU priority than the server, so a request that arrives while
 * both cores compute is answered at once. On Linux `nice` is per thread: every thread this
 * process has now gets it, and onnxruntime's pool threads, created later, inherit it.
 */
const INFERENCE_NICENESS = 10;
try {
  for (const thread of fs.readdirSync('/proc/self/task')) os.setPriority(Number(thread), INFERENCE_NICENESS);
} catch {
  // not Linux: the priority stays as it is
}

// The server is gone (even killed with -9): so is this worker.
process.on('disconnect', () => process.exit(0));

async function load(name: SpeechModelName): Promise<SpeechModel> {
  if (name === 'tiny.en') return (await import('./tiny-en-model.js')).WhisperTinyEn.load(cacheDir, threads);
  const { prepareWhisperSmall } = await import('./whisper-small/small-model.js');
  const { WhisperSmall } = await import('./whisper-small/small-decoder.js');
  return WhisperSmall.load(prepareWhisperSmall(cacheDir), threads);
}

function model(name: SpeechModelName): Promise<SpeechModel> {
  let loading = models.get(name);
  if (!loading) {
    loading = load(name);
    models.set(name, loading);
    loading.catch(() => models.delete(name)); // a failed load is tried again by the next job
  }
  return loading;
}

process.on('message', async (request: SpeechJobRequest) => {
  const reply = (response: SpeechJobResponse) => process.send!(response);
  if (request.kind === 'close') {
    for (const loading of models.values()) await (await loading.catch(() => undefined))?.release();
    process.exit(0);
  }
  try {
    const started = performance.now();
    const loaded = await model(request.model);
    const loadMs = performance.now() - started;
    if (request.kind === 'load') return reply({ id: request.id, texts: [], loadMs });
    const texts = await loaded.transcribe(request.windows, request.language);
    reply({ id: request.id, texts, loadMs });
  } catch (error) {
    const { name, message } = error as Error;
    reply({ id: request.id, error: { name, message } });
  }
});
