/**
 * Part of `npm run lint`: how long files are. The newcomer's map, docs/architecture.md, is at most
 * 80 lines: longer fails. A route module over 300 lines or any other source file over 400 (tests and
 * seed data aside) is a warning only, a hint to look for a seam: a file is split where its meaning
 * splits, never to get under a number.
 */
import { globSync, readFileSync } from "node:fs";

const SOURCE = "{app,server,scripts,media,tests,deploy}/**/*.{ts,tsx,js,mjs,cjs}";
const NOT_LIMITED = ["**/*.test.{ts,tsx}", "app/.server/db/seed/**", "**/node_modules/**"];

const MAP = "docs/architecture.md";
const MAP_LIMIT = 80;

const guideOf = (file: string) => (file.startsWith("app/routes/") ? 300 : 400);

function lineCount(file: string) {
  const text = readFileSync(file, "utf8");
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

const files = [...globSync(SOURCE, { exclude: NOT_LIMITED }), ...globSync("*.{ts,js,mjs}")].sort();
const long = files.flatMap((file) => {
  const guide = guideOf(file);
  const lines = lineCount(file);
  return lines > guide ? [{ file, lines, guide }] : [];
});
for (const { file, lines, guide } of long) console.warn(`warning: ${file}: ${lines} lines, guide ${guide}`);

const mapLines = lineCount(MAP);
if (mapLines > MAP_LIMIT) {
  console.error(`${MAP}: ${mapLines} lines, limit ${MAP_LIMIT}: keep the map short.`);
  process.exit(1);
}
console.log(
  `File sizes: ${MAP} ${mapLines} of ${MAP_LIMIT} lines; ${long.length} of ${files.length} files past the guide.`,
);
