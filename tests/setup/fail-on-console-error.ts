import { afterEach, vi } from "vitest";

/** A test that makes the code log an error has found a problem: fail it. */
const spy = vi.spyOn(console, "error");
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c) => c.join(" ")).join("\n")}`);
});
