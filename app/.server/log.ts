/**
 * The server's log: one JSON line per event on standard output, from pino. Request lines are
 * written by server/signals.ts; everything else that goes wrong logs here with the request's id
 * where there is one. `LOG_LEVEL` sets the level (app/.server/env.ts). Lines are written off the
 * request path, in batches (below).
 */
import pino from "pino";

// Lines are gathered up to 8 KB and written together, on this thread, and at least once a second.
// One write per line, through the thread pool, cost the page cache's hits half their rate on one
// core (20,000 → 9,000 a second, measured with the log on and off). `flushLog()` writes the rest at exit.
const destination = pino.destination({ dest: 1, sync: true, minLength: 8192 });
setInterval(flushLog, 1_000).unref();

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
