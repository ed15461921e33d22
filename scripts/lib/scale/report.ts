/**
 * The scale test's results: each check printed as it is measured, then reports/scale/report.md
 * (where the instances' and nginx's logs are kept too).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const reportDir = path.join(process.cwd(), "reports", "scale");

const results: { check: string; ok: boolean; detail: string }[] = [];

export function record(check: string, ok: boolean, detail: string) {
  results.push({ check, ok, detail });
  console.log(`${ok ? "✔" : "✖"} ${check}: ${detail}`);
}

export function prepareReportDir() {
  mkdirSync(reportDir, { recursive: true });
}

/** Writes report.md and prints the summary; the number of failed checks. */
export function writeReport(): number {
  const failed = results.filter((r) => !r.ok).length;
  const report = [
    "# Scale-out and fault test",
    "",
    `Run ${new Date().toISOString()}: two app instances on PostgreSQL behind nginx, then the embedded database alone.`,
    "",
    "| check | result | measured |",
    "|---|---|---|",
    ...results.map((r) => `| ${r.check} | ${r.ok ? "pass" : "FAIL"} | ${r.detail.replaceAll("|", "/")} |`),
    "",
  ].join("\n");
  writeFileSync(path.join(reportDir, "report.md"), report);
  console.log(`\nScale test: ${results.length - failed} passed, ${failed} failed (reports/scale/report.md)`);
  return failed;
}
