/**
 * Limits how far V8 lets the heap grow beyond what is live. The server is started as plain
 * `node server/main.ts` (by npm start, a supervisor, the bench), so heap flags cannot be given on
 * the command line; V8 sizes the heap from the machine's memory instead. Measured under a load of
 * concurrent renders (wrk, 10 connections), RSS peaked at 430-460 MB without limits. Tighter
 * limits (32 MB young, +50% old) held it near 280 MB but cost a fifth of the renders (/support 159
 * instead of 201 req/s on one core); the limits below keep it near 330 MB at about full speed:
 *
 * - The young generation doubled to 128 MB. V8 reads the semi-space growth factor each time it
 *   would grow the new space, so it is set at run time: 2 (V8's default) while the new space is
 *   under 64 MB, 1 (no growth) once it is there, checked after each garbage collection (V8 may
 *   shrink the new space when idle, and then it may regrow). The check runs after the collection,
 *   not in it, so a second collection before it can double the new space once more.
 * - The old generation: renders in flight survive young collections, so their garbage is promoted,
 *   and V8 let it pile up to 4x the live heap (26 MB live, 140 MB of old space) before a full
 *   collection. The limit after each full collection is now twice the live heap.
 */
import { PerformanceObserver } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";

/** Two semi-spaces of 32 MB each; the new space stops growing when it has reached this. */
export const NEW_SPACE_BYTES = 64 * 1024 * 1024;
/** The old generation may grow to the live heap plus this share before a full collection. */
export const OLD_GENERATION_GROWTH_PERCENT = 100;

const newSpaceBytes = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space")?.space_size ?? 0;

let observer: PerformanceObserver | null = null;

/** Both limits; started once at boot. */
export function limitHeapGrowth(): void {
  limitOldGeneration();
  capYoungGeneration();
}

/** After each full collection, the old generation may grow to twice the live heap. */
export function limitOldGeneration(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
}

/** Stops the young generation growing past `bytes` (idempotent); returns how to stop. */
export function capYoungGeneration(bytes = NEW_SPACE_BYTES): () => void {
  if (observer) return () => {};
  let growing: boolean | null = null;
  const check = () => {
    const grow = newSpaceBytes() < bytes;
    if (grow === growing) return;
    growing = grow;
    v8.setFlagsFromString(`--semi-space-growth-factor=${grow ? 2 : 1}`);
  };
  observer = new PerformanceObserver(check);
  observer.observe({ entryTypes: ["gc"] });
  check();
  return () => {
    observer?.disconnect();
    observer = null;
    v8.setFlagsFromString("--semi-space-growth-factor=2");
  };
}

/**
 * One full garbage collection now. After the first start on a new data directory the embedded
 * database's set-up (initdb runs in a second Postgres instance) leaves about 200 MB of
 * WebAssembly memory that only a full collection frees, and a quiet server may go a long time
 * without one. V8 hands out its `gc` function to a context created while --expose-gc is set.
 */
export function collectGarbage(): void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  v8.setFlagsFromString("--no-expose-gc");
  gc();
}
