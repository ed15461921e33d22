import { describe, expect, it } from "vitest";
import { productSeeds } from "~/.server/db/seed/products";
import { englishLabelOf } from "~/lib/params";
import { lineDescription, productDescription } from "./product-meta";
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

describe("a product page's meta description", () => {
  const spc121 = productSeeds.find((p) => p.id === "SPC121");
  if (!spc121) throw new Error("SPC121");
  const params = spc121.params.map((p) => ({ ...p, key: p.label, label: englishLabelOf(p.label) }));

  it("names a figure of the specification where the description and the selling points fit none (the SP-C121)", () => {
    const text = productDescription("en", spc121.desc, [spc121.sp1.text, spc121.sp2.text, spc121.sp3.text], params);
    expect(text).toBe(
      "The SP-C121 is a portable digital piano for players who practise every day and perform now and then. Max polyphony: 128.",
    );
  });

  it("writes the specification's sentence as each language does, its label as the page shows it", () => {
    const long = "あ".repeat(60);
    const text = productDescription(
      "ja",
      `${long}です。${long}です。`,
      [],
      [{ key: "max polyphony", label: "最大同時発音数", value: "128" }],
    );
    expect(text).toBe(`${long}です。最大同時発音数：128。`);
    const german = productDescription(
      "de",
      `${"Wort ".repeat(25)}eins. ${"Wort ".repeat(10)}zwei.`,
      [],
      [
        { key: "display", label: "Display", value: null },
        { key: "weight", label: "Gewicht", value: "11,8\u00a0kg" },
      ],
    );
    expect(german).toMatch(/eins\. Gewicht: 11,8\u00a0kg\.$/u);
  });
});
