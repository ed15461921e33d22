import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { replaceMethod } from "./replace-method";

/** V8's collector: a full collection, or a young-generation one only (as memory.server.ts gets it). */
function collector(): { full: () => void; minor: () => void } {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as (options?: { type: string }) => void;
  v8.setFlagsFromString("--no-expose-gc");
  return { full: () => gc(), minor: () => gc({ type: "minor" }) };
}

const oldSpaceUsed = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "old_space")?.space_used_size ?? 0;

type Response = { end: () => number };

/**
 * How much reaches the old generation when `give` hands 2,000 responses a method capturing 4 KB
 * each. It starts from a full collection, so no full one (which would shrink the old generation
 * and hide what was promoted) falls inside the measurement.
 */
function promotedBy(give: (res: Response, captured: { id: number }[]) => void): number {
  const { full, minor } = collector();
  const once = () => {
    const captured = Array.from({ length: 100 }, (_, id) => ({ id }));
    give({ end: () => 0 }, captured);
  };
  full();
  for (let i = 0; i < 500; i++) once();
  minor();
  minor();
  const before = oldSpaceUsed();
  for (let i = 0; i < 2000; i++) once();
  minor();
  minor();
  return oldSpaceUsed() - before;
}

describe("replaceMethod", () => {
  it("replaces the method on that object only", () => {
    const a = { greet: () => "hello" };
    const b = { greet: () => "hello" };
    replaceMethod(a, "greet", () => "hallo");
    expect(a.greet()).toBe("hallo");
    expect(b.greet()).toBe("hello");
  });

  it("leaves what the method captures to the young generation, where a literal assigned to the property promotes it", () => {
    // the replaced method first: the other way round, the captured arrays' allocation site has
    // seen its objects survive, and V8 may start allocating them in the old generation (pretenuring)
    const replaced = promotedBy((res, captured) => {
      replaceMethod(res, "end", () => captured.length);
    });
    const direct = promotedBy((res, captured) => {
      res.end = () => captured.length;
    });
    // 2,000 × ~4 KB captured: megabytes when V8 puts the closure straight into the old generation
    expect(direct).toBeGreaterThan(2 * 1024 * 1024);
    expect(replaced).toBeLessThan(256 * 1024);
  });
});
