import { describe, expect, it } from "vitest";
import { sections } from "~/lib/midi/implementation-sections";
import { identityTables, updateTables } from "~/lib/midi/protocol-tables";
import { cellIn, isWords } from "./cells";

/** Every cell the page sets: the normative tables, and the byte tables' names, summaries and rows. */
const cells = [
  ...new Set([
    ...sections.flatMap((s) => s.grids.flatMap((g) => g.rows.flat())),
    // a model's Identity Reply (the data lists') names its codes, with and without the line's and model's names
    ...[
      ...identityTables(),
      ...identityTables({ family: 2, member: 0x3d, familyName: "Keyboards", modelName: "MK61" }),
      ...identityTables({ family: 2, member: 0x3d }),
      ...updateTables(),
    ].flatMap((m) => [m.name, m.summary, ...m.rows.flat()]),
  ]),
];

/** The bytes and numbers of a cell, however a language writes them (1.5, 1,5; 16383, 16.383, 16,383). */
const numbers = (text: string) =>
  (
    text
      .replace(/(\d)[.,](\d)/g, "$1$2")
      .match(/(?<![0-9A-Za-z])(?:\d[0-9A-F]*|[A-F][0-9A-F]+)(?![0-9A-Za-z])|(?<![0-9A-Za-z])\d+/g) ?? []
  ).sort();

describe("the MIDI tables' cells in German and Japanese", () => {
  it("finds words among the cells, and leaves bytes, codes and message names alone", () => {
    expect(isWords("Exclusive status")).toBe(true);
    expect(isWords("Releases")).toBe(true);
    expect(isWords("v1 v2 v3 v4")).toBe(false);
    expect(isWords("h1 … h183")).toBe(false);
    expect(isWords("d1 … dn")).toBe(false);
    expect(isWords("STATUS REQUEST")).toBe(false);
    expect(isWords("30860292b36ca6d8eb080deaa281576037800029522d9bc9021be950184b986f")).toBe(false);
    expect(cellIn("F0", "ja")).toBe("F0");
  });

  it.each(["de", "ja"] as const)("has every cell in %s, with every byte and number it holds", (locale) => {
    const missing = cells.filter((cell) => cellIn(cell, locale) === null);
    expect(missing).toEqual([]);
    for (const cell of cells) {
      const said = cellIn(cell, locale) ?? "";
      expect(numbers(said), `${cell} → ${said}`).toEqual(expect.arrayContaining(numbers(cell)));
    }
  });

  it("writes a range of bytes with ～ in Japanese, by the one formatter (「00～64」), on the page and in the PDFs", () => {
    expect(cellIn("00–64", "ja")).toBe("00～64");
    expect(cellIn("00–64", "de")).toBe("00–64");
    for (const cell of cells) {
      const said = cellIn(cell, "ja") ?? "";
      expect(said, `${cell} → ${said}`).not.toMatch(/[0-9A-F][ \u00a0]*[–—][ \u00a0]*[0-9A-F]/);
    }
  });

  it("writes them as the manuals do", () => {
    expect(cellIn("Exclusive status", "de")).toBe("Exklusiv-Status");
    expect(cellIn("Exclusive status", "ja")).toBe("エクスクルーシブ・ステータス");
    expect(cellIn("Command: UPDATE BEGIN", "de")).toBe("Befehl: UPDATE BEGIN");
    expect(cellIn("Command: UPDATE BEGIN", "ja")).toBe("コマンド：UPDATE BEGIN");
    expect(cellIn("receiving (01)", "ja")).toBe("受信中（01）");
    const [, reply] = identityTables({ family: 2, member: 0x3d, familyName: "Keyboards", modelName: "MK61" });
    const meanings = (reply?.rows ?? []).map(([, meaning]) => meaning);
    const codes = meanings.filter((m) => /^(?:Family|Member) code /.test(m));
    expect(codes.map((c) => cellIn(c, "de"))).toEqual([
      "Familiencode 0002 (Keyboards): Produktlinie, 14\u00a0Bit, untere 7\u00a0Bit zuerst",
      "Modellcode 003D (MK61): Modell, 14\u00a0Bit, untere 7\u00a0Bit zuerst",
    ]);
    expect(codes.map((c) => cellIn(c, "ja"))).toEqual([
      "ファミリーコード0002（Keyboards）：製品ライン、14ビット、下位7ビットが先",
      "メンバーコード003D（MK61）：機種、14ビット、下位7ビットが先",
    ]);
  });

  it("writes a cell of codes and a time alone with the language's units and punctuation", () => {
    expect(cellIn("5 s", "ja")).toBe("5秒");
    expect(cellIn("STATUS; REFUSED 08", "ja")).toBe("STATUS、REFUSED 08");
    expect(cellIn("REFUSED 01, 02, 03", "ja")).toBe("REFUSED 01、02、03");
    expect(cellIn("5 s", "de")).toBe("5 s");
    expect(cellIn("F0 7E dd 06 02", "ja")).toBe("F0 7E dd 06 02");
    // no Japanese cell of any table keeps a half-width list separator or an English second
    for (const cell of cells) expect(cellIn(cell, "ja"), cell).not.toMatch(/[;,] |\d s\b|\d ms\b/);
  });
});
