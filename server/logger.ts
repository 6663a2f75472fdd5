import pino from "pino";

/**
 * Structured logs. Lines carry ids, routes, statuses and timings only: never
 * names, e-mails, phone numbers, message bodies or file contents.
 */
export function createLogger(level: string) {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
export type Logger = ReturnType<typeof createLogger>;
