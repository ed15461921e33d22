/**
 * Part of `npm run lint`: no file grows past its limit. A route module is at most 300 lines, any
 * other source file at most 400 (tests and seed data aside), and the newcomer's map,
 * docs/architecture.md, at most 80. Prints each file over its limit and exits 1.
 */
import { globSync, readFileSync } from "node:fs";

const SOURCE = "{app,server,scripts,media,tests,deploy}/**/*.{ts,tsx,js,mjs,cjs}";
const NOT_LIMITED = ["**/*.test.{ts,tsx}", "app/.server/db/seed/**", "**/node_modules/**"];

const MAP = "docs/architecture.md";

function limitOf(file: string) {
  if (file === MAP) return 80;
  if (file.startsWith("app/routes/")) return 300;
  return 400;
}

function lineCount(file: string) {
  const text = readFileSync(file, "utf8");
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

const files = [...globSync(SOURCE, { exclude: NOT_LIMITED }), ...globSync("*.{ts,js,mjs}"), MAP].sort();
const over = files.flatMap((file) => {
  const limit = limitOf(file);
  const lines = lineCount(file);
  return lines > limit ? [{ file, lines, limit }] : [];
});

for (const { file, lines, limit } of over) {
  console.error(`${file}: ${lines} lines, limit ${limit}`);
}
if (over.length) {
  console.error("Split a file over its limit along a seam (docs/architecture.md: keep the map short).");
  process.exit(1);
}
console.log(`File sizes: ${files.length} files within their limits.`);
