import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * CSS `capitalize` upper-cases every word's first letter: it turns a German or Japanese text, or any
 * sentence, into title case („Der Computer Erkennt Das Instrument Nicht“). A class may only apply it
 * to English (`[&:lang(en)]:capitalize`, for the specification's lowercase English labels); a sentence
 * starts upper-case with `first-letter:uppercase`.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("text-transform capitalize", () => {
  it("applies only to English text, never to German or Japanese", () => {
    const unscoped = sources("app").flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          [...line.matchAll(/(\S*)\bcapitalize\b/g)]
            .filter((m) => m[1] !== "[&:lang(en)]:")
            .map(() => `${path}:${i + 1}: ${line.trim()}`),
        ),
    );
    expect(unscoped).toEqual([]);
  });
});
