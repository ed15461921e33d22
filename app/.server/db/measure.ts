/**
 * The database's share of a request, for the metrics: every statement sent outside a transaction
 * and every whole transaction is timed, and every failure counted (a lost connection included).
 * Applied once to each driver's client when the database opens.
 */
import { databaseErrors, queryDuration } from "../metrics";

type Timed = (...args: never[]) => Promise<unknown>;

/** Replaces `target[method]` with the same call, timed under `kind`. */
export function measure<T extends object>(target: T, method: keyof T & string, kind: "statement" | "transaction") {
  // the bench's A/B of what the signals cost (scripts/lib/load.ts, signalsBench) turns them off
  if (process.env.NOTEVA_SIGNALS === "off") return;
  const own = target[method] as unknown as Timed;
  const timed = function (this: unknown, ...args: never[]) {
    const started = performance.now();
    return own.apply(this, args).then(
      (result) => {
        queryDuration.observe({ kind }, (performance.now() - started) / 1000);
        return result;
      },
      (error: unknown) => {
        databaseErrors.inc();
        throw error;
      },
    );
  };
  Object.defineProperty(target, method, { value: timed, configurable: true, writable: true });
}
