import { defineConfig } from "vitest/config";

/**
 * End-to-end: a real browser (Debian's Chromium) against the production build, one server for the
 * files that only read, a server and database of their own for those that write. Two files run at
 * once: most of a file's time is spent waiting (on the browser, timers, a server starting), so the
 * whole suite takes a third of the time it took one file at a time (1,527 → 525 s on two cores).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
