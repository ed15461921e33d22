/**
 * Part of `npm run lint`: the mechanical rules of the German and Japanese style guides
 * (docs/l10n/de.md, docs/l10n/ja.md) over every source file that holds German or Japanese copy:
 * message files, `text.server.ts`, company content, seed translations, manual and PDF text.
 * Prints `file:line  rule  message` for each finding and exits 1. The rules: `scripts/lib/l10n-rules.ts`.
 *
 *   node scripts/lint-l10n.ts            all files
 *   node scripts/lint-l10n.ts FILE...    only these
 */
import { globSync, readFileSync } from "node:fs";
import { COMPOSED_NOT_PAGE, COMPOSED_SOURCE, composedJoins } from "./lib/l10n-composed.ts";
import { checkSource, fileLang } from "./lib/l10n-rules.ts";

/** `**` skips dot folders: `app/.server` is named. */
const SOURCE = ["{app,media}/**/*.{ts,tsx}", "app/.server/**/*.ts"];
const NOT_COPY = [
  "**/*.test.{ts,tsx}",
  "app/.server/**/*.test.ts",
  "**/node_modules/**",
  "app/.server/db/seed/scale/**",
  // the seed's earlier words, kept to recognise them in a data set made before (the new ones are the seed's)
  "app/.server/db/seed/revised-words*.ts",
];
const holdsCopy = (path: string, text: string) =>
  fileLang(path) !== undefined || /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) || /\bde: \{/.test(text);

const args = process.argv.slice(2);
const files = args.length > 0 ? args : globSync(SOURCE, { exclude: NOT_COPY }).sort();
let count = 0;
let checked = 0;
for (const file of files) {
  const text = readFileSync(file, "utf8");
  if (!holdsCopy(file, text)) continue;
  checked++;
  for (const finding of checkSource(text, file)) {
    count++;
    console.log(`${file}:${finding.line}  ${finding.rule}  ${finding.message}`);
  }
}
// the code that composes a page's text joins it in the page's language's punctuation (scripts/lib/l10n-composed.ts)
const composing = new Set(globSync(COMPOSED_SOURCE, { exclude: COMPOSED_NOT_PAGE }));
for (const file of args.length > 0 ? files.filter((f) => composing.has(f)) : [...composing].sort()) {
  for (const finding of composedJoins(readFileSync(file, "utf8"), file)) {
    count++;
    console.log(`${file}:${finding.line}  ${finding.rule}  ${finding.message}`);
  }
}
if (count > 0) {
  console.log(`\n${count} finding(s) in German or Japanese copy; the rules: docs/l10n/de.md, docs/l10n/ja.md`);
  process.exit(1);
}
console.log(`l10n: ${checked} files of German and Japanese copy, no findings`);
