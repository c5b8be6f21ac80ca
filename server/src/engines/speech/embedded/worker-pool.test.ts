import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

// A worker whose channel fails on the first message, as a worker killed before it connected does:
// Node emits 'error' (the send failed) and then 'exit'. The real worker is tested in embedded-transcriber.test.ts.
vi.mock('node:child_process', () => ({
  fork: () => {
    const child = Object.assign(new EventEmitter(), {
      send: () => {
        setImmediate(() => {
          child.emit('error', Object.assign(new Error('Channel closed'), { code: 'ERR_IPC_CHANNEL_CLOSED' }));
          child.emit('exit', null, 'SIGKILL');
        });
        return true;
      },
    });
    return child;
  },
}));

const { SpeechWorkerPool } = await import('./worker-pool.js');

describe('speech worker pool', () => {
  it('when a worker dies before its channel is up, then the window fails as a restart (503, retry), not as an unknown error', async () => {
    const pool = new SpeechWorkerPool({ cacheDir: '/nonexistent', threads: 1, size: 1, maxBatch: 1 });
    const failed = pool.transcribe('tiny.en', 'en', new Float32Array(16), new AbortController().signal);
    await expect(failed).rejects.toMatchObject({ name: 'EngineRestartedError', message: expect.stringMatching(/speech worker failed/) });
  });
});
