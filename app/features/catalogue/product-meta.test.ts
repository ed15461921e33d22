import { describe, expect, it } from "vitest";
import { lineDescription } from "./product-meta";
import { catalogueText } from "./text.server";

const pianos = (name: string, title: string) => ({ name, title });

describe("a product line's meta description", () => {
  it("names the line's groups in a sentence, as each language lists them", () => {
    expect(
      lineDescription(
        "de",
        catalogueText.de.category,
        pianos("Digitalpianos", "Pianos, die auf jeden Anschlag antworten"),
        ["Portable-Pianos", "Kompaktpianos"],
      ),
    ).toBe(
      "Digitalpianos von Noteva: Pianos, die auf jeden Anschlag antworten. Entdecken Sie unsere Portable-Pianos und Kompaktpianos – mit technischen Daten, Bedienungsanleitungen und Downloads.",
    );
    expect(
      lineDescription("en", catalogueText.en.category, pianos("Digital Pianos", "Pianos that answer every touch"), [
        "Portable Pianos",
        "Compact Pianos",
      ]),
    ).toBe(
      "Digital Pianos by Noteva: pianos that answer every touch. Browse our Portable Pianos and Compact Pianos, with their specifications, manuals and downloads.",
    );
    expect(
      lineDescription("ja", catalogueText.ja.category, pianos("電子ピアノ", "タッチに応えるピアノ"), [
        "ポータブルピアノ",
        "コンパクトピアノ",
      ]),
    ).toBe(
      "Notevaの電子ピアノ：タッチに応えるピアノ。ポータブルピアノ、コンパクトピアノの仕様、取扱説明書、ダウンロード資料をご覧いただけます。",
    );
  });

  it("never ends on a bare list of names, and a line without groups has its first sentence only", () => {
    for (const locale of ["en", "de", "ja"] as const) {
      const text = catalogueText[locale].category;
      const three = lineDescription(locale, text, pianos("Keyboards", "Keyboards"), [
        "A-Gruppe",
        "B-Gruppe",
        "C-Gruppe",
      ]);
      expect(three, locale).not.toMatch(/C-Gruppe[.。]$/);
      expect(lineDescription(locale, text, pianos("Drums", "Grooves"), []), locale).not.toContain("{groups}");
    }
    expect(lineDescription("de", catalogueText.de.category, pianos("Drumcomputer", "Grooves"), [])).toBe(
      "Drumcomputer von Noteva: Grooves.",
    );
  });

  it("does not name the line twice: a line whose one group is itself names its models", () => {
    expect(
      lineDescription(
        "ja",
        catalogueText.ja.category,
        pianos("リズムマシン", "その手で叩いて奏でるグルーヴ"),
        ["リズムマシン"],
        ["MR101S"],
      ),
    ).toBe(
      "Notevaのリズムマシン：その手で叩いて奏でるグルーヴ。MR101Sの仕様、取扱説明書、ダウンロード資料をご覧いただけます。",
    );
    expect(
      lineDescription(
        "en",
        catalogueText.en.category,
        pianos("Rhythm Machines", "Grooves you can play with your hands"),
        ["Rhythm Machine"],
        ["MR101S"],
      ),
    ).toBe(
      "Rhythm Machines by Noteva: grooves you can play with your hands. Specifications, manuals and downloads for the MR101S.",
    );
    expect(
      lineDescription("de", catalogueText.de.category, pianos("Drumcomputer", "Grooves"), ["Drumcomputer"], ["MR101S"]),
    ).toBe(
      "Drumcomputer von Noteva: Grooves. Technische Daten, Bedienungsanleitungen und Downloads zum Modell MR101S.",
    );
    expect(
      lineDescription(
        "de",
        catalogueText.de.category,
        pianos("Drumcomputer", "Grooves"),
        ["Drumcomputer"],
        ["MR101S", "MR202"],
      ),
    ).toBe(
      "Drumcomputer von Noteva: Grooves. Technische Daten, Bedienungsanleitungen und Downloads zu den Modellen MR101S und MR202.",
    );
    // never a list of names after a colon at the end
    for (const locale of ["en", "de", "ja"] as const)
      expect(
        lineDescription(locale, catalogueText[locale].category, pianos("Drums", "Grooves"), ["Drums"], ["MR101S"]),
      ).not.toMatch(/[:：] ?MR101S[.。]$/);
  });
});
