/**
 * A worker thread that owns the speech models, so onnxruntime's synchronous `run()` never
 * holds the main event loop. Each model is loaded on its first job and stays loaded; jobs
 * arrive one at a time from the pool (see worker-pool.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { SpeechModel, SpeechModelName } from './speech-model.js';
import type { SpeechJobRequest, SpeechJobResponse, SpeechWorkerOptions } from './worker-messages.js';

const { cacheDir, threads } = workerData as SpeechWorkerOptions;
const models = new Map<SpeechModelName, Promise<SpeechModel>>();

/**
 * Inference runs at a lower CPU priority than the main thread, so a request that arrives
 * while both cores compute is answered at once: on Linux `nice` is per thread, and
 * onnxruntime's pool threads, created by this thread, inherit it. Elsewhere nothing changes.
 */
const INFERENCE_NICENESS = 10;
try {
  const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(threadId, INFERENCE_NICENESS);
} catch {
  // not Linux: the priority stays as it is
}

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

parentPort!.on('message', async (request: SpeechJobRequest) => {
  const reply = (response: SpeechJobResponse) => parentPort!.postMessage(response);
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
