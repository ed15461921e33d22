import { describe, expect, it } from "vitest";
import { formatSpecText, formatSpecValue, NO_VALUE } from "./spec-values";

const NB = "\u00a0";
const de = (text: string, label?: string) => formatSpecText("de", text, label);
const ja = (text: string, label?: string) => formatSpecText("ja", text, label);

describe("specification values in the reader's conventions", () => {
  it("leaves English as the data holds it, its thousands grouped", () => {
    expect(formatSpecText("en", "11.8 kg")).toBe("11.8 kg");
    expect(formatSpecText("en", "1133 sounds")).toBe("1,133 sounds");
    expect(formatSpecText("en", "1,133 sounds")).toBe("1,133 sounds");
    expect(formatSpecValue("en", "speaker", ["12 cm × 2"])).toEqual(["12 cm × 2"]);
  });

  it("writes German decimals with a comma and a no-break space before the unit", () => {
    expect(de("11.8 kg")).toBe(`11,8${NB}kg`);
    expect(de("15 W × 2")).toBe(`15${NB}W${NB}×${NB}2`);
    expect(de("AC adaptor 19 V / 3.42 A")).toBe(`AC adaptor 19${NB}V / 3,42${NB}A`);
    expect(de("768MB expansion memory")).toBe(`768${NB}MB expansion memory`);
    expect(de("5–320")).toBe("5–320");
    expect(de("5～320")).toBe("5–320");
  });

  it("writes Bluetooth MIDI as German writes it, one hyphenated word, and leaves English and Japanese alone", () => {
    expect(de("Bluetooth MIDI")).toBe("Bluetooth-MIDI");
    expect(de("Bluetooth-MIDI")).toBe("Bluetooth-MIDI");
    expect(formatSpecText("en", "Bluetooth MIDI")).toBe("Bluetooth MIDI");
    expect(formatSpecText("ja", "Bluetooth MIDI")).toBe("Bluetooth MIDI");
  });

  it("groups German and Japanese counts from four digits, never codes, versions or decimals", () => {
    expect(de("1133 Klänge")).toBe("1.133 Klänge");
    expect(ja("1133音色")).toBe("1,133音色");
    expect(de("SP-C121, Version 1.3.0, USB 2.0")).toBe("SP-C121, Version 1.3.0, USB 2.0");
    expect(ja("MIDI 1.0、128")).toBe("MIDI 1.0、128");
  });

  it("writes Japanese units right after the number, × without spaces and ranges with ～", () => {
    expect(ja("11.8 kg")).toBe("11.8kg");
    expect(ja("15 W × 2")).toBe("15W×2");
    expect(ja("13cm×2")).toBe("13cm×2");
    expect(ja("5–320")).toBe("5～320");
    expect(ja("ACアダプター（12 V / 2 A）")).toBe("ACアダプター（12V/2A）");
    expect(ja("Intro 1–3")).toBe("Intro 1～3");
    // a connector as its panel prints it, in a Japanese table's brackets and list marks
    expect(ja("OUTPUT (L/MONO, R)")).toBe("OUTPUT（L/MONO、R）");
    expect(ja("AUX OUT（L/MONO、R）")).toBe("AUX OUT（L/MONO、R）");
    expect(ja("1,133")).toBe("1,133");
  });

  it("gives a tempo range its unit in every language, once", () => {
    expect(formatSpecValue("en", "tempo", "5–320")).toBe("5–320 BPM");
    expect(de("5–320", "tempo")).toBe(`5–320${NB}BPM`);
    expect(ja("5–320", "tempo")).toBe("5～320BPM");
    for (const lang of ["en", "de", "ja"] as const) {
      const once = formatSpecText(lang, "5–280", "tempo");
      expect(formatSpecText(lang, once, "tempo")).toBe(once);
    }
    // a range of another row has no tempo unit
    expect(formatSpecValue("en", "style control", ["Intro 1–3"])).toEqual(["Intro 1–3"]);
  });

  it("names a size's width, depth and height the way each language does", () => {
    expect(ja("1315 × 285 × 130 mm", "dimensions")).toBe("幅1,315×奥行き285×高さ130mm");
    expect(de("1315 × 285 × 130 mm", "dimensions")).toBe(
      `1.315${NB}×${NB}285${NB}×${NB}130${NB}mm (B${NB}×${NB}T${NB}×${NB}H)`,
    );
    expect(ja("1315×285×130mm", "dimensions")).toBe("幅1,315×奥行き285×高さ130mm");
    expect(formatSpecValue("en", "dimensions", "1315 × 285 × 130 mm")).toBe("1,315 × 285 × 130 mm");
    // a size written in the language already, and a decimal one
    expect(de("1.315 × 285 × 130 mm", "dimensions")).toMatch(/^1\.315\u00a0×/);
    expect(ja("1,315×285×130mm", "dimensions")).toBe("幅1,315×奥行き285×高さ130mm");
    expect(de("330 × 200 × 60.5 mm", "dimensions")).toMatch(/^330\u00a0×\u00a0200\u00a0×\u00a060,5\u00a0mm/);
  });

  it("groups thousands by one rule per language in every value: counts, sizes and figures with a unit alike", () => {
    const values: [string, string][] = [
      ["sound/voice", "1133 sounds"],
      ["music library", "Song book, 2000 entries"],
      ["dimensions", "1315 × 285 × 130 mm"],
      ["dimensions", "1020 × 380 × 145 mm"],
      ["speaker", "1315 mm"],
      ["size", "1360 × 350 × 790 mm"],
    ];
    const separator = { en: ",", de: ".", ja: "," } as const;
    for (const lang of ["en", "de", "ja"] as const)
      for (const [label, value] of values) {
        const shown = String(formatSpecValue(lang, label, value));
        // every number of four digits is grouped, with the language's one separator
        expect(shown, `${lang} ${label} ${value}`).not.toMatch(/(?<![\d.,])\d{4,}/);
        const other = separator[lang] === "," ? "." : ",";
        expect(shown, `${lang} ${value}`).not.toMatch(new RegExp(`\\d\\${other}\\d{3}(?!\\d)`));
        expect(shown, `${lang} ${value}`).toMatch(new RegExp(`\\d\\${separator[lang]}\\d{3}`));
      }
    // never a model code, a version, a decimal, a MIDI value or a number of three digits
    for (const lang of ["en", "de", "ja"] as const) {
      expect(formatSpecText(lang, "SP-C121; Version 1.3.0; USB 2.0")).toBe("SP-C121; Version 1.3.0; USB 2.0");
      expect(formatSpecText(lang, "MK1000")).toBe("MK1000");
      expect(formatSpecText(lang, "FW-2000")).toBe("FW-2000");
      expect(formatSpecText(lang, "256")).toBe("256");
    }
  });

  it("changes nothing in a value it has formatted already", () => {
    for (const text of [
      "11.8 kg",
      "15 W × 2",
      "1315 × 285 × 130 mm",
      "5–320",
      "2000 entries",
      "1133 sounds",
      "AC adaptor 12 V / 2 A",
    ]) {
      for (const lang of ["en", "de", "ja"] as const) {
        const once = formatSpecText(lang, text, "dimensions");
        expect(formatSpecText(lang, once, "dimensions")).toBe(once);
        const plain = formatSpecText(lang, text);
        expect(formatSpecText(lang, plain)).toBe(plain);
      }
    }
  });

  it("never writes a count of one, in any language: „5 cm“, not „5 cm × 1“", () => {
    expect(formatSpecValue("en", "speaker", "5 cm × 1")).toBe("5 cm");
    expect(formatSpecValue("de", "speaker", "5 cm × 1")).toBe(`5${NB}cm`);
    expect(formatSpecValue("ja", "speaker", "5 cm × 1")).toBe("5cm");
    expect(formatSpecValue("en", "speaker", ["13 cm × 2", "2.5 cm tweeter × 1"])).toEqual([
      "13 cm × 2",
      "2.5 cm tweeter",
    ]);
    // a count from 10 on, a size and a decimal stay
    expect(formatSpecValue("en", "speaker", "5 cm × 12")).toBe("5 cm × 12");
    expect(formatSpecValue("en", "dimensions", "500 × 170 × 1 mm")).toBe("500 × 170 × 1 mm");
    expect(formatSpecValue("en", "amplifier", "1 W × 1.5")).toBe("1 W × 1.5");
  });

  it("gives a rhythm model's accompaniment as its count: the row is named Rhythms, its value does not say it again", () => {
    expect(formatSpecValue("en", "style", "50 rhythms")).toBe("50");
    expect(formatSpecValue("de", "style", "50 Rhythmen")).toBe("50");
    expect(formatSpecValue("ja", "style", "50リズム")).toBe("50");
    // a style row of styles, and another row, keep their words
    expect(formatSpecValue("en", "style", "300 styles")).toBe("300 styles");
    expect(formatSpecValue("en", "rhythm", ["100 preset rhythms", "100 user"])).toEqual([
      "100 preset rhythms",
      "100 user",
    ]);
  });

  it("formats each value of a list and keeps none as none", () => {
    expect(formatSpecValue("ja", "speaker", ["13 cm × 2", "2.5 cm tweeter × 2"])).toEqual([
      "13cm×2",
      "2.5cm tweeter×2",
    ]);
    expect(formatSpecValue("de", "weight", null)).toBeNull();
  });
});

describe("an empty cell of a table", () => {
  it("shows one mark on every public page, NO_VALUE (—), never a literal dash of its own (the download table's –)", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter(
      (f) => f.endsWith(".tsx") && !f.includes("admin") && !f.endsWith(".test.tsx"),
    );
    expect(files.length).toBeGreaterThan(20);
    const own = files.filter((f) => /aria-hidden="true">\s*[–—-]\s*</.test(readFileSync(`app/${f}`, "utf8")));
    expect(own).toEqual([]);
    expect(NO_VALUE).toBe("—");
  });
});

describe("a drum machine's pattern chains", () => {
  it("are counted alone where the row is named „Pattern-Ketten (Songs)“, in English as the data has them", () => {
    expect(formatSpecValue("de", "song", "99 Pattern-Ketten")).toBe("99");
    expect(formatSpecValue("ja", "song", "パターンチェーン99")).toBe("99");
    expect(formatSpecValue("en", "song", "99 pattern chains")).toBe("99 pattern chains");
  });
});
