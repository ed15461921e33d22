/**
 * The server's log: one JSON line per event on standard output, from pino. Request lines are
 * written by server/signals.ts; everything else that goes wrong logs here with the request's id
 * where there is one. `LOG_LEVEL` sets the level (app/.server/env.ts). Lines are written off the
 * request path, in batches (below).
 */
import pino from "pino";

// Lines are gathered here up to 16 KB and handed to pino's destination as one string, written on
// this thread, and at least once a second. One write per line, through the thread pool, cost the
// page cache's hits half their rate on one core (20,000 → 9,000 a second, measured with the log on
// and off); the destination's own batching measured every line's bytes against the whole batch
// so far, a cost that grew with the batch. `flushLog()` writes the rest at exit.
const BATCH = 16_384;
const output = pino.destination({ dest: 1, sync: true });
let lines: string[] = [];
let size = 0;
const batched = {
  write(line: string) {
    lines.push(line);
    size += line.length;
    if (size >= BATCH) writeLines();
  },
};
function writeLines() {
  if (lines.length === 0) return;
  const text = lines.join("");
  lines = [];
  size = 0;
  output.write(text);
}
setInterval(writeLines, 1_000).unref();

// The time, as ISO 8601, made once per millisecond: at thousands of lines a second most share it.
let stamped = 0;
let stamp = "";
function isoTime() {
  const now = Date.now();
  if (now !== stamped) {
    stamped = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

/**
 * An error as the log keeps it: its stack and cause, without the values a failed query carried:
 * drizzle puts them in the message and a `params` field, the database in its error's `detail`
 * ("Key (email)=(…) already exists", "Failing row contains (…)": password hashes, e-mail
 * addresses, messages, drafts). The statement itself stays, with its placeholders.
 */
export function errorWithoutValues(error: Error): Record<string, unknown> {
  return withoutValues(pino.stdSerializers.errWithCause(error));
}

const withheld = (text: unknown) =>
  typeof text === "string"
    ? text
        .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: (withheld)")
        .replace(/(invalid input (?:syntax|value) for [^:\n]*: )"[^\n]*"/g, '$1"(withheld)"')
    : text;

function withoutValues(out: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(out.params)) out.params = `(${out.params.length} values withheld)`;
  if (typeof out.detail === "string") out.detail = "(withheld: it names the row's values)";
  out.message = withheld(out.message);
  out.stack = withheld(out.stack);
  if (out.cause && typeof out.cause === "object") withoutValues(out.cause as Record<string, unknown>);
  return out;
}

export const log = pino(
  {
    level: "info",
    base: undefined,
    timestamp: isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // an error's stack and cause, whatever field it comes in
    serializers: { err: errorWithoutValues },
  },
  batched,
);

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

export function setLogLevel(level: LogLevel): void {
  log.level = level;
}

/** Writes the buffered lines now: before the process exits. */
export function flushLog(): void {
  try {
    writeLines();
    output.flushSync();
  } catch {
    // nothing buffered, or standard output is gone: nothing to keep
  }
}
