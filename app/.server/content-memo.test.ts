import { describe, expect, it } from "vitest";
import { derivedOnce, MEMO_MAX_AGE_MS, memoPerContentVersion } from "./content-memo.server";

/** A memo over a counting load, with a version and a clock the test moves. */
function setup(options: Parameters<typeof memoPerContentVersion>[1] = {}) {
  const state = { version: 1 as number | null, now: 1_000_000, loads: [] as string[] };
  const memo = memoPerContentVersion(
    async (_db: object, key: string) => {
      state.loads.push(key);
      return { key, n: state.loads.length };
    },
    { version: () => state.version, now: () => state.now, ...options },
  );
  return { state, memo, db: {} };
}

describe("memoPerContentVersion", () => {
  it("loads once per content version and again when the version moves on", async () => {
    const { state, memo, db } = setup();
    const first = await memo(db, "a");
    expect(await memo(db, "a")).toBe(first);
    expect(state.loads).toEqual(["a"]);
    state.version = 2;
    expect(await memo(db, "a")).not.toBe(first);
    expect(state.loads).toEqual(["a", "a"]);
  });

  it("keeps nothing while the version is unknown", async () => {
    const { state, memo, db } = setup();
    state.version = null;
    await memo(db, "a");
    await memo(db, "a");
    expect(state.loads).toEqual(["a", "a"]);
  });

  it("keeps a value at most 30 s", async () => {
    const { state, memo, db } = setup();
    await memo(db, "a");
    state.now += MEMO_MAX_AGE_MS - 1;
    await memo(db, "a");
    expect(state.loads).toHaveLength(1);
    state.now += 1;
    await memo(db, "a");
    expect(state.loads).toHaveLength(2);
  });

  it("drops a value when its time-dependent content changes (a scheduled article's time)", async () => {
    const { state, memo, db } = setup({ expiresAt: () => state.now + 5_000 });
    await memo(db, "a");
    state.now += 4_999;
    await memo(db, "a");
    expect(state.loads).toHaveLength(1);
    state.now += 1;
    await memo(db, "a");
    expect(state.loads).toHaveLength(2);
  });

  it("a time past at load reloads on the next call; a time after the maximum age changes nothing", async () => {
    const past = setup({ expiresAt: () => past.state.now - 1 });
    await past.memo(past.db, "a");
    await past.memo(past.db, "a");
    expect(past.state.loads).toHaveLength(2);

    const later = setup({ expiresAt: () => later.state.now + 10 * MEMO_MAX_AGE_MS });
    await later.memo(later.db, "a");
    later.state.now += MEMO_MAX_AGE_MS;
    await later.memo(later.db, "a");
    expect(later.state.loads).toHaveLength(2);
  });

  it("shares one load between concurrent callers", async () => {
    const { state, memo, db } = setup();
    const [a, b] = await Promise.all([memo(db, "a"), memo(db, "a")]);
    expect(a).toBe(b);
    expect(state.loads).toHaveLength(1);
  });

  it("does not keep a failed load", async () => {
    let calls = 0;
    const memo = memoPerContentVersion(
      async () => {
        calls++;
        if (calls === 1) throw new Error("database down");
        return "ok";
      },
      { version: () => 1 },
    );
    const db = {};
    await expect(memo(db, undefined)).rejects.toThrow("database down");
    expect(await memo(db, undefined)).toBe("ok");
    expect(await memo(db, undefined)).toBe("ok");
    expect(calls).toBe(2);
  });

  it("keeps at most maxEntries keys, least recently used dropped first", async () => {
    const { state, memo, db } = setup({ maxEntries: 2 });
    await memo(db, "a");
    await memo(db, "b");
    await memo(db, "a"); // a is now the most recent
    await memo(db, "c"); // drops b
    expect(state.loads).toEqual(["a", "b", "c"]);
    await memo(db, "a");
    expect(state.loads).toEqual(["a", "b", "c"]);
    await memo(db, "b");
    expect(state.loads).toEqual(["a", "b", "c", "b"]);
  });

  it("does not keep values refused by keep (a not-found for a made-up key)", async () => {
    const { state, memo, db } = setup({ maxEntries: 10, keep: (v) => (v as { key: string }).key !== "nope" });
    await memo(db, "nope");
    await memo(db, "nope");
    await memo(db, "a");
    await memo(db, "a");
    expect(state.loads).toEqual(["nope", "nope", "a"]);
  });

  it("keeps values per database", async () => {
    const { state, memo } = setup();
    const one = {};
    const two = {};
    await memo(one, "a");
    await memo(two, "a");
    await memo(one, "a");
    expect(state.loads).toEqual(["a", "a"]);
  });
});

describe("memoPerContentVersion with keyOf", () => {
  it("keeps a value per key as keyOf names it", async () => {
    const loads: string[] = [];
    const memo = memoPerContentVersion(
      async (_db: object, key: { kind: string; id: string }) => {
        loads.push(`${key.kind}/${key.id}`);
        return key.id;
      },
      { maxEntries: 10, keyOf: (key) => `${key.kind}/${key.id}`, version: () => 1 },
    );
    const db = {};
    expect(await memo(db, { kind: "news", id: "a" })).toBe("a");
    expect(await memo(db, { kind: "news", id: "a" })).toBe("a");
    expect(await memo(db, { kind: "update", id: "a" })).toBe("a");
    expect(loads).toEqual(["news/a", "update/a"]);
  });
});

describe("memoPerContentVersion over a query builder", () => {
  it("runs a thenable load once, not once per caller", async () => {
    let runs = 0;
    // like a Drizzle query: every `then` executes it again
    // biome-ignore lint/suspicious/noThenProperty: the test needs a thenable that is not a promise
    const query = { then: (resolve: (rows: string[]) => void) => resolve([`run ${++runs}`]) };
    const memo = memoPerContentVersion((_db: object) => query as unknown as Promise<string[]>, { version: () => 1 });
    const db = {};
    expect(await memo(db)).toEqual(["run 1"]);
    expect(await memo(db)).toEqual(["run 1"]);
    expect(runs).toBe(1);
  });
});

describe("a value derived from a memo's value", () => {
  it("is computed once per key for one value, and again for the value that replaces it", () => {
    let runs = 0;
    const count = (rows: number[]) => {
      runs++;
      return rows.length;
    };
    const loaded = [1, 2, 3];
    expect(derivedOnce(loaded, "count", count)).toBe(3);
    expect(derivedOnce(loaded, "count", count)).toBe(3);
    expect(runs).toBe(1);
    expect(derivedOnce(loaded, "sum", (rows) => rows.reduce((a, b) => a + b, 0))).toBe(6);
    // a new content version loads a new array: the derived value follows it
    expect(derivedOnce([1, 2, 3, 4], "count", count)).toBe(4);
    expect(runs).toBe(2);
  });
});
