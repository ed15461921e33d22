import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { NEW_SPACE_BYTES } from "./memory.server";

/** A cap below what V8 reaches by itself (128 MB), so that growing past it shows. */
const CAP = 32 * 1024 * 1024;

/**
 * The size the new space keeps in a fresh Node process while it allocates with many survivors, in
 * the synchronous bursts a render makes (which V8 answers by growing the new space), with or
 * without the cap: the median of its size after each of the last 30 of 40 bursts. (V8 may add a
 * few pages for one burst, e.g. 64 → 81 MB, which it gives back at the next collection: that is
 * not growth, and a largest-seen figure would count it.) A fresh process: the test runner's own
 * heap has grown already.
 */
function keptNewSpace(capped: boolean): number {
  const script = `
    import v8 from "node:v8";
    import { capYoungGeneration } from ${JSON.stringify(path.resolve("app/.server/memory.server.ts"))};
    if (${capped}) capYoungGeneration(${CAP});
    const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size;
    const kept = [];
    const sizes = [];
    for (let round = 0; round < 40; round++) {
      for (let i = 0; i < 200000; i++) {
        const o = { i, text: "row " + i, list: [i] };
        if (i % 3 === 0) kept.push(o);
        if (kept.length > 200000) kept.splice(0, 100000);
      }
      if (round >= 10) sizes.push(newSpace());
      await new Promise((resolve) => setImmediate(resolve));
    }
    sizes.sort((a, b) => a - b);
    console.log(sizes[Math.floor(sizes.length / 2)]);`;
  return Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim());
}

it("stops the young generation growing at its cap under allocation that grows it", () => {
  // the check runs after a collection: one more collection before it may double the size once
  expect(keptNewSpace(false)).toBeGreaterThan(2 * CAP);
  expect(keptNewSpace(true)).toBeLessThanOrEqual(2 * CAP);
  // the server's own cap leaves room below what V8 would take
  expect(NEW_SPACE_BYTES).toBeLessThan(128 * 1024 * 1024);
});

it("collects garbage on demand without exposing gc to the application", () => {
  const script = `
    import { collectGarbage } from ${JSON.stringify(path.resolve("app/.server/memory.server.ts"))};
    let garbage = Array.from({ length: 1_000_000 }, (_, i) => ({ i }));
    const before = process.memoryUsage().heapUsed;
    garbage = null;
    collectGarbage();
    console.log(JSON.stringify({ freed: before - process.memoryUsage().heapUsed, exposed: typeof globalThis.gc }));`;
  const result = JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim(),
  );
  expect(result.freed).toBeGreaterThan(20 * 1024 * 1024);
  expect(result.exposed).toBe("undefined");
});
