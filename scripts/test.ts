/**
 * `npm test`: lint, typecheck, build, unit and database tests, then end-to-end tests in Debian's
 * Chromium against the production build. Prints one summary line: "Tests: N passed, N failed".
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => {
      console.log(`${code === 0 ? "✔" : "✖"} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(code ?? 1);
    });
  });
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package with apt-get…");
  const opts = { stdio: "inherit" as const, env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  spawnSync("apt-get", ["update", "-qq"], opts);
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-dejavu-core"], opts);
  if (install.status !== 0 || !existsSync(CHROMIUM)) {
    console.error("Could not install chromium with apt-get; install it by hand: apt-get install -y chromium");
    process.exit(1);
  }
}

/** promtool checks the alert rules (deploy/prometheus.test.ts): installed with Debian's prometheus package. */
function ensurePromtool() {
  if (spawnSync("sh", ["-c", "command -v promtool"]).status === 0) return;
  if (process.getuid?.() !== 0) {
    console.log("promtool is missing: the alert rules are not checked. Install it: sudo apt-get install -y prometheus");
    return;
  }
  console.log("promtool is missing: installing Debian's prometheus package with apt-get (for the alert rules)…");
  const opts = { stdio: "inherit" as const, env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  spawnSync("apt-get", ["update", "-qq"], opts);
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "prometheus"], opts);
  if (install.status !== 0) console.log("Could not install prometheus: the alert rules are not checked.");
}

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
function counts(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

async function main() {
  ensureChromium();
  ensurePromtool();
  mkdirSync("reports", { recursive: true });
  const bin = "node_modules/.bin";
  const checks = await Promise.all([
    run("lint (npm run lint: biome, file sizes, knip)", "npm", ["run", "--silent", "lint"]),
    run("typecheck (react-router typegen && tsc)", "sh", ["-c", `${bin}/react-router typegen && ${bin}/tsc`]),
  ]);
  const build = await run("build (media + react-router build)", "node", ["scripts/build.ts"]);
  if (build !== 0) {
    console.error("The build failed: end-to-end tests need it.");
    process.exit(1);
  }
  const vitest = `${bin}/vitest`;
  const json = (name: string) => ["--reporter=default", "--reporter=json", `--outputFile.json=reports/${name}.json`];
  const unit = await run("unit and database tests (vitest)", vitest, ["run", ...json("unit")]);
  // two instances on one PostgreSQL need one: without DATABASE_URL_TEST that file is left out, said aloud
  const twoInstances = process.env.DATABASE_URL_TEST ? [] : ["--exclude", "tests/e2e/two-instances.test.ts"];
  if (twoInstances.length) console.log("\nDATABASE_URL_TEST is not set: tests/e2e/two-instances.test.ts is not run.");
  const e2e = await run("end-to-end tests (vitest + playwright-core, Chromium)", vitest, [
    "run",
    "-c",
    "vitest.e2e.config.ts",
    ...twoInstances,
    ...json("e2e"),
  ]);

  const u = counts("reports/unit.json");
  const e = counts("reports/e2e.json");
  const failedChecks = checks.filter((code) => code !== 0).length;
  console.log(`\nunit and database: ${u.passed} passed, ${u.failed} failed`);
  console.log(`end-to-end: ${e.passed} passed, ${e.failed} failed`);
  if (failedChecks) console.log(`lint/typecheck: ${failedChecks} failed`);
  const skipped = u.skipped + e.skipped;
  console.log(
    `Tests: ${u.passed + e.passed} passed, ${u.failed + e.failed + failedChecks} failed${skipped ? `, ${skipped} skipped` : ""}`,
  );
  process.exit(unit !== 0 || e2e !== 0 || failedChecks ? 1 : 0);
}

await main();
