/**
 * Caps V8's young generation. The server is started as plain `node server/main.ts` (by npm start,
 * a supervisor, the bench), so `--max-semi-space-size` cannot be given; V8 sizes the young
 * generation from the machine's memory instead and, under a load of concurrent renders, doubled it
 * to 128 MB, a third of the process's memory, for no measurable gain in CPU per request (measured:
 * 16 MB semi-spaces, RSS at most about 310 MB under load instead of 430-460). V8 reads the growth
 * factor each time it would grow the new space, so it is set at run time: 2 (V8's default) while
 * the new space is under the cap, 1 (no growth) once it is there. After each garbage collection
 * the size is checked again; V8 may also shrink the new space when idle, and then it may regrow.
 */
import { PerformanceObserver } from "node:perf_hooks";
import v8 from "node:v8";

/** Two semi-spaces of 16 MB each. */
export const MAX_NEW_SPACE_BYTES = 32 * 1024 * 1024;

const newSpaceBytes = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space")?.space_size ?? 0;

let observer: PerformanceObserver | null = null;

/** Starts keeping the young generation at most `maxBytes` (idempotent); returns how to stop. */
export function capYoungGeneration(maxBytes = MAX_NEW_SPACE_BYTES): () => void {
  if (observer) return () => {};
  let growing: boolean | null = null;
  const check = () => {
    const grow = newSpaceBytes() < maxBytes;
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
