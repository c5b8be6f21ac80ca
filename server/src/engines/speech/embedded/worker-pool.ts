/**
 * Runs speech inference in worker processes so the main thread only parses, stores and
 * answers: a 28 s window costs seconds of CPU, and on the main thread it held every other
 * request for that long. Processes, not threads: a model loaded in a thread makes the server
 * process 1.6 GB, and every ffmpeg the server spawns then forks those 1.6 GB of page tables,
 * holding the event loop 75-95 ms per chunk (12 ms at the 200 MB the server is without it);
 * a native crash in onnxruntime also ends only the worker. Each worker loads a model once
 * and runs one job at a time; jobs wait here in arrival order, and waiters whose request
 * was aborted leave without running.
 * When a worker frees up and several windows for the same model and language wait, they go
 * as one batch (the encoder runs them together).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../../contract/api.schema.js';
import type { SpeechModelName } from './speech-model.js';
import type { SpeechJobRequest, SpeechJobResponse, SpeechWorkerOptions } from './worker-messages.js';

export interface PoolStats {
  /** Workers running a job. */
  running: number;
  /** Windows waiting for a worker. */
  waiting: number;
  /** Milliseconds the latest window waited for a worker. */
  lastWaitMs: number;
  /** Windows sent to the model since start. */
  windowsRun: number;
  /** Time the latest model load took in a worker. */
  loadMs?: number;
}

export interface WorkerPoolOptions extends SpeechWorkerOptions {
  size: number;
  /** Most windows sent to a worker at once. */
  maxBatch: number;
}

export interface WindowResult {
  text: string;
  /** Milliseconds the window waited for a worker. */
  waitMs: number;
}

interface Job {
  model: SpeechModelName;
  language: Language;
  samples: Float32Array;
  queuedAt: number;
  signal: AbortSignal;
  resolve(result: WindowResult): void;
  reject(error: unknown): void;
  onAbort(): void;
}

interface PoolWorker {
  worker: ChildProcess;
  /** The jobs it is running, with the request id they went under. */
  busy?: { id: number; jobs: Job[]; startedAt?: number; resolveLoad?: () => void; rejectLoad?: (e: Error) => void };
}

const require = createRequire(import.meta.url);
const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './speech-worker.ts' : './speech-worker.js', import.meta.url);

/**
 * Under tsx (npm start) and vitest the worker is TypeScript, loaded through tsx's hooks. The
 * typed arrays of audio travel as they are (`advanced` serialization, not JSON).
 */
function startWorker(options: SpeechWorkerOptions): ChildProcess {
  const execArgv = WORKER_URL.pathname.endsWith('.ts') ? ['--import', pathToFileURL(require.resolve('tsx/esm')).href] : [];
  return fork(WORKER_URL, [JSON.stringify(options)], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

export class SpeechWorkerPool {
  private readonly workers: PoolWorker[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private lastWaitMs = 0;
  private windowsRun = 0;
  private loadMs: number | undefined;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  stats(): PoolStats {
    return {
      running: this.workers.filter((w) => w.busy).length,
      waiting: this.waiting.length,
      lastWaitMs: this.lastWaitMs,
      windowsRun: this.windowsRun,
      ...(this.loadMs !== undefined ? { loadMs: this.loadMs } : {}),
    };
  }

  /** Transcribes one window of at most 30 s. */
  transcribe(model: SpeechModelName, language: Language, samples: Float32Array, signal: AbortSignal): Promise<WindowResult> {
    signal.throwIfAborted();
    if (this.closed) return Promise.reject(new Error('the speech worker pool is closed'));
    return new Promise<WindowResult>((resolve, reject) => {
      const job: Job = {
        model,
        language,
        samples,
        queuedAt: performance.now(),
        signal,
        resolve,
        reject,
        onAbort: () => {
          const index = this.waiting.indexOf(job);
          if (index < 0) return; // already running: it finishes, its result is dropped by the caller
          this.waiting.splice(index, 1);
          reject(signal.reason ?? new Error('aborted'));
        },
      };
      signal.addEventListener('abort', job.onAbort, { once: true });
      this.waiting.push(job);
      this.dispatch();
    });
  }

  /** Loads `model` in every worker now (ANTECKNA_PRELOAD_MODELS). */
  async warmUp(model: SpeechModelName): Promise<void> {
    while (this.workers.length < this.options.size) this.spawn();
    await Promise.all(
      this.workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const id = this.nextId++;
            w.busy = { id, jobs: [], resolveLoad: resolve, rejectLoad: reject };
            w.worker.send({ id, kind: 'load', model } satisfies SpeechJobRequest);
          }),
      ),
    );
    this.dispatch();
  }

  /** Fails the waiting windows, lets running ones finish, then ends the workers. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('the speech engine is shutting down'));
    await Promise.all(
      this.workers.splice(0).map(async (w) => {
        const exited = new Promise((resolve) => w.worker.once('exit', resolve));
        while (w.busy) await new Promise((resolve) => setTimeout(resolve, 20));
        w.worker.send({ id: this.nextId++, kind: 'close' } satisfies SpeechJobRequest);
        await exited;
      }),
    );
  }

  private dispatch(): void {
    while (this.waiting.length) {
      let free = this.workers.find((w) => !w.busy);
      if (!free && this.workers.length < this.options.size) free = this.spawn();
      if (!free) return;
      const first = this.waiting.shift()!;
      const batch = [first];
      for (let i = 0; i < this.waiting.length && batch.length < this.options.maxBatch; ) {
        const job = this.waiting[i]!;
        if (job.model === first.model && job.language === first.language) batch.push(...this.waiting.splice(i, 1));
        else i++;
      }
      const now = performance.now();
      this.lastWaitMs = now - first.queuedAt;
      for (const job of batch) job.signal.removeEventListener('abort', job.onAbort);
      const id = this.nextId++;
      this.windowsRun += batch.length;
      free.busy = { id, jobs: batch, startedAt: now };
      const windows = batch.map((job) => job.samples);
      free.worker.send({ id, kind: 'transcribe', model: first.model, language: first.language, windows } satisfies SpeechJobRequest);
    }
  }

  private spawn(): PoolWorker {
    const worker = startWorker({ cacheDir: this.options.cacheDir, threads: this.options.threads });
    const entry: PoolWorker = { worker };
    worker.on('message', (response: SpeechJobResponse) => {
      const busy = entry.busy;
      if (!busy || busy.id !== response.id) return;
      entry.busy = undefined;
      if ('error' in response) {
        const error = Object.assign(new Error(response.error.message), { name: response.error.name });
        busy.rejectLoad?.(error);
        for (const job of busy.jobs) job.reject(error);
      } else {
        if (response.loadMs > 1) this.loadMs = response.loadMs;
        busy.resolveLoad?.();
        busy.jobs.forEach((job, i) => job.resolve({ text: response.texts[i] ?? '', waitMs: (busy.startedAt ?? job.queuedAt) - job.queuedAt }));
      }
      this.dispatch();
    });
    // A worker that dies (out of memory, a native crash) fails its jobs; the next job starts a new one.
    const fail = (error: Error) => {
      const index = this.workers.indexOf(entry);
      if (index >= 0) this.workers.splice(index, 1);
      const busy = entry.busy;
      entry.busy = undefined;
      busy?.rejectLoad?.(error);
      for (const job of busy?.jobs ?? []) job.reject(error);
      if (!this.closed) this.dispatch();
    };
    // Named so the HTTP layer answers 503 (retry) rather than 500: the audio is fine, the engine restarts.
    const restarted = (why: string, cause?: Error) => Object.assign(new Error(`the speech worker ${why}`, cause ? { cause } : {}), { name: 'EngineRestartedError' });
    // A worker killed before its channel is up fails the job's message ("channel closed") before it exits: the same restart.
    worker.on('error', (error) => fail(restarted('failed', error)));
    worker.on('exit', (code, signal) => fail(restarted(`stopped (${signal ?? `exit code ${code}`})`)));
    this.workers.push(entry);
    return entry;
  }
}
