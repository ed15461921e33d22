import { defineConfig } from "vitest/config";

/** Unit and database tests: no React Router plugin, Node environment unless a file asks for jsdom. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "media/**/*.test.ts",
      "server/**/*.test.ts",
      "deploy/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/protocol/**/*.test.ts",
      "scripts/**/*.test.ts",
      "midi-simulator/**/*.test.ts",
      "firmware-signing/**/*.test.ts",
    ],
    environment: "node",
    // the PDFs and firmware archives the build makes, which some tests read: made first if need be
    globalSetup: ["tests/setup/generated-files.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/quiet-log.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
