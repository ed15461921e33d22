/**
 * The store finder names no product line: the lines a store may carry are the catalogue's, which
 * the routes ask for and hand in. No id or name of a seeded line, in any language, is written in
 * this folder's code (its tests may, as data).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categorySeeds } from "~/.server/db/seed/catalogue";
import { catalogue as de } from "~/.server/db/seed/translations/de/catalogue";
import { catalogue as ja } from "~/.server/db/seed/translations/ja/catalogue";

const folder = import.meta.dirname;
const code = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
);
const names = [
  ...categorySeeds.flatMap((line) => [line.id, line.name]),
  ...[de, ja].flatMap((t) => Object.values(t.categories).map((line) => line.name)),
];

describe("the store finder's code", () => {
  it("is read whole", () => {
    expect(code).toContain("filters.ts");
    expect(names).toContain("Drums");
  });

  it.each(code)("%s names no product line", (file) => {
    const text = readFileSync(path.join(folder, file), "utf8");
    const found = [...new Set(names)].filter((name) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u").test(text),
    );
    expect(found).toEqual([]);
  });
});
