import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs. Only metadata is ever logged: request id, tenant, key id, route,
 * status, duration, sizes. Transcript text, note text and audio never reach a log line.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
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
