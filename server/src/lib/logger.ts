import fs from 'node:fs';
import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Structured JSON logs. Only metadata is ever logged: request id, tenant, key id, route,
 * status, duration, sizes. Transcript text, note text and audio never reach a log line.
 */
export function createLogger(level: string, destination: DestinationStream = stdoutLogStream()): Logger {
  return pino(
    {
      level,
      base: { service: 'anteckna' },
      redact: { paths: ['req.headers.authorization', 'req.headers["x-api-key"]'], remove: true },
    },
    destination,
  );
}
export type { Logger };

/** Lines held while stdout is not being read; more are dropped. */
const MAX_BACKLOG_BYTES = 4 * 1024 * 1024;
/** Wait before writing again to a full pipe. */
const FULL_PIPE_RETRY_MS = 50;

/**
 * Log lines to stdout that can neither block nor crash the server: a reader that stops
 * reading (a full pipe) costs the lines beyond a bounded backlog, a reader that went away
 * (EPIPE) ends logging, and nothing is flushed synchronously at exit, so SIGTERM always ends
 * the process. pino's own stdout stream retries a full pipe synchronously, freezing the
 * event loop, and flushes synchronously at exit, forever when nobody reads.
 */
export function stdoutLogStream(fd = 1): DestinationStream & { flush(done: (error?: Error) => void): void } {
  let backlog: string[] = [];
  let backlogBytes = 0;
  let writing = false;
  let broken = false;
  let flushed: (() => void)[] = [];

  const settle = () => {
    if (writing || backlog.length > 0) return;
    for (const done of flushed.splice(0)) done();
  };
  const writeAll = (bytes: Buffer): void => {
    fs.write(fd, bytes, 0, bytes.length, null, (error, written) => {
      if (error?.code === 'EAGAIN') return void setTimeout(() => writeAll(bytes), FULL_PIPE_RETRY_MS).unref();
      if (error) {
        broken = true;
        backlog = [];
        writing = false;
        return settle();
      }
      if (written < bytes.length) return writeAll(bytes.subarray(written));
      writing = false;
      pump();
    });
  };
  const pump = () => {
    if (writing || broken) return settle();
    if (backlog.length === 0) return settle();
    writing = true;
    const bytes = Buffer.from(backlog.join(''));
    backlog = [];
    backlogBytes = 0;
    writeAll(bytes);
  };
  return {
    write(line: string) {
      if (broken || backlogBytes + line.length > MAX_BACKLOG_BYTES) return;
      backlog.push(line);
      backlogBytes += line.length;
      pump();
    },
    flush(done) {
      if (broken || (!writing && backlog.length === 0)) return done();
      flushed = [...flushed, () => done()];
    },
  };
}
