/**
 * The server's log: one JSON line per event on standard output, from pino. Request lines are
 * written by server/signals.ts; everything else that goes wrong logs here with the request's id
 * where there is one. `LOG_LEVEL` sets the level (app/.server/env.ts). Lines are written
 * written off the request path; `flushLog()` writes what is left before the process exits.
 */
import pino from "pino";

const destination = pino.destination({ dest: 1, sync: false, minLength: 0 });

export const log = pino(
  {
    level: "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // an error's stack and cause, whatever field it comes in
    serializers: { err: pino.stdSerializers.errWithCause },
  },
  destination,
);

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

export function setLogLevel(level: LogLevel): void {
  log.level = level;
}

/** Writes the buffered lines now: before the process exits. */
export function flushLog(): void {
  try {
    destination.flushSync();
  } catch {
    // nothing buffered, or standard output is gone: nothing to keep
  }
}
