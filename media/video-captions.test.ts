import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { paramListOf } from "../app/lib/params.ts";
import { captionLocales, captionsVtt, cues, specIn, trackPath, VIDEO } from "./video-captions.ts";

const times = (vtt: string) => [...vtt.matchAll(/^(\S+) --> (\S+)$/gm)].map((m) => `${m[1]}-${m[2]}`);
const texts = (vtt: string) =>
  vtt
    .split("\n\n")
    .slice(1)
    .map((block) => block.split("\n").slice(1));

describe("the video's captions", () => {
  it.each(captionLocales)("the committed %s track is the one the cues write", (locale) => {
    expect(readFileSync(trackPath(VIDEO, locale), "utf8")).toBe(captionsVtt(locale));
  });

  it("gives every language the same cues at the same times", () => {
    const [en, ...others] = captionLocales.map(captionsVtt);
    expect(times(en ?? "")).toHaveLength(cues.length);
    for (const vtt of others) expect(times(vtt)).toEqual(times(en ?? ""));
  });

  it.each(captionLocales)("describes the music once in %s, where it starts", (locale) => {
    const described = texts(captionsVtt(locale)).filter((lines) => lines.some((l) => /^(?:\[|♪～〔)/.test(l)));
    expect(described).toHaveLength(1);
    expect(described[0]?.[0]).toBe(cues[1]?.text[locale]);
  });

  it("says it in each language: German and Japanese words, short Japanese lines", () => {
    const de = texts(captionsVtt("de")).flat();
    const ja = texts(captionsVtt("ja")).flat();
    expect(de).toContain("[sanfte Klaviermusik]");
    expect(de.join(" ")).not.toMatch(/\b(the|and|with|at|you|every|music)\b/i);
    expect(ja).toContain("♪～〔穏やかなピアノ曲〕");
    expect(ja).toContain("アンプ出力15W×2");
    // the last cue is whole: not a sentence cut off after its object (「毎日の練習を」)
    expect(ja.filter(Boolean).at(-1)).toBe("毎日の練習に、SP-C121");
    for (const line of ja) expect(line, line).not.toMatch(/[をにがで]$/);
    for (const line of ja) expect([...line].length, line).toBeLessThanOrEqual(16);
    expect(ja.join("")).not.toMatch(/\b(the|and|with|at|you|every|music)\b/i);
  });

  it.each(captionLocales)("gives in %s only the SP-C121's own watts and centimetres, from its data", (locale) => {
    const params = productSeeds.find((p) => p.id === "SPC121")?.params ?? [];
    const figures = (label: string, unit: string) =>
      paramListOf(params, label).flatMap((v) =>
        [...v.matchAll(new RegExp(`(\\d+(?:\\.\\d+)?) ?${unit}`, "g"))].map((m) => m[1]),
      );
    const text = texts(captionsVtt(locale)).flat().join("\n");
    // a watt figure is the amplifier's, a centimetre one the speakers', never one for the other
    for (const [, n] of text.matchAll(/(\d+(?:[.,]\d+)?)\s?W\b/g)) expect(figures("amplifier", "W")).toContain(n);
    for (const [, n] of text.matchAll(/(\d+(?:[.,]\d+)?)\s?cm\b/g)) expect(figures("speaker", "cm")).toContain(n);
    expect(text).toContain(specIn("amplifier", locale));
    expect(text).toContain(specIn("speaker", locale));
    expect(text).not.toMatch(
      /\d+\s?W[^\n]*(?:speaker|Lautsprecher|スピーカー)|(?:speakers?|Lautsprecher|スピーカー)\s?\d+\s?W/i,
    );
  });
});
