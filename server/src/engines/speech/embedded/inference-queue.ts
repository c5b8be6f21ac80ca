/**
 * Bounds how many inferences run at once, so a burst of chunks queues instead of running
 * dozens of models side by side and exhausting memory. Waiters whose request was aborted
 * leave the queue without running.
 */
export interface QueueStats {
  running: number;
  waiting: number;
  /** Milliseconds the latest job waited for a slot. */
  lastWaitMs: number;
}

export class InferenceQueue {
  private running = 0;
  private readonly waiting: { start: () => void; signal: AbortSignal; onAbort: () => void }[] = [];
  private lastWaitMs = 0;

  constructor(readonly concurrency: number) {}

  stats(): QueueStats {
    return { running: this.running, waiting: this.waiting.length, lastWaitMs: this.lastWaitMs };
  }

  async run<T>(signal: AbortSignal, job: () => Promise<T>): Promise<T> {
    signal.throwIfAborted();
    const queuedAt = performance.now();
    if (this.running >= this.concurrency) {
      await new Promise<void>((resolve, reject) => {
        const entry = {
          start: () => {
            signal.removeEventListener('abort', entry.onAbort);
            resolve();
          },
          signal,
          onAbort: () => {
            const index = this.waiting.indexOf(entry);
            if (index >= 0) this.waiting.splice(index, 1);
            reject(signal.reason ?? new Error('aborted'));
          },
        };
        signal.addEventListener('abort', entry.onAbort, { once: true });
        this.waiting.push(entry);
      });
    } else {
      this.running++;
    }
    this.lastWaitMs = performance.now() - queuedAt;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next.start(); // the slot passes straight to the next waiter
      else this.running--;
    }
  }
}
