import { describe, expect, it, vi } from "vitest";
import { compareEnglish, formatNumber, formatsFor } from "./format";

const dates = [new Date("2026-03-01T00:00:00Z"), new Date("2025-12-31T23:59:59Z"), new Date("2024-02-29T12:30:00Z")];

describe("formats built once", () => {
  it("write what the per-call toLocale* forms wrote", () => {
    const { date, localDate, dateTimeMedium, dateTimeLong } = formatsFor("en");
    for (const d of dates) {
      const day = { day: "numeric", month: "long", year: "numeric" } as const;
      expect(date(d)).toBe(d.toLocaleDateString("en-GB", { ...day, timeZone: "UTC" }));
      expect(date(d.toISOString())).toBe(date(d));
      expect(localDate(d)).toBe(d.toLocaleDateString("en-GB", day));
      expect(dateTimeMedium(d)).toBe(
        d.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
      );
      expect(dateTimeLong(d)).toBe(
        d.toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" }),
      );
    }
    expect(date(dates[0] as Date)).toBe("1 March 2026");
    for (const n of [0, 3.5, 1204, 12_000, 1_234_567.8]) expect(formatNumber(n)).toBe(n.toLocaleString("en"));
    const names = ["Österreich", "Zambia", "Åland", "Belgium", "austria"];
    expect([...names].sort(compareEnglish)).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});

describe("a time shown to a visitor", () => {
  it("is in the reader's time zone for the page's language: Germany's on /de (and /en, the head office's), Japan's on /ja", () => {
    const received = new Date("2026-11-29T18:43:00Z");
    expect(formatsFor("de").dateTimeLong(received)).toBe("29. November 2026 um 19:43");
    expect(formatsFor("en").dateTimeLong(received)).toBe("29 November 2026 at 19:43");
    expect(formatsFor("ja").dateTimeLong(received)).toBe("2026年11月30日 3:43");
    // summer time
    expect(formatsFor("de").dateTimeLong(new Date("2026-07-01T10:00:00Z"))).toBe("1. Juli 2026 um 12:00");
  });
});

describe("loading the module", () => {
  it("builds no collator until something sorts (it is in every page's shared chunk)", async () => {
    vi.resetModules();
    const Collator = vi.spyOn(Intl, "Collator");
    try {
      const fresh = await import("./format");
      expect(Collator).not.toHaveBeenCalled();
      expect(["b", "a"].sort(fresh.compareEnglish)).toEqual(["a", "b"]);
      expect(Collator).toHaveBeenCalledTimes(1);
    } finally {
      Collator.mockRestore();
    }
  });
});

describe("composed text in each language's punctuation", () => {
  const en = formatsFor("en");
  const de = formatsFor("de");
  const ja = formatsFor("ja");
  /** Half-width , : ( ) beside a Japanese character: what Japanese never writes (docs/l10n/ja.md). */
  const halfWidthBesideJapanese =
    /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー] ?[,:()]|[,:()] ?[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

  it("writes English and German with their own marks", () => {
    expect(en.list(["Piano", "", "Strings"])).toBe("Piano, Strings");
    expect(en.labelled("Tempo", "5–320")).toBe("Tempo: 5–320");
    expect(en.aside("All results", en.count(1204))).toBe("All results (1,204)");
    expect(en.note(en.count(11))).toBe(" (11)");
    expect(en.facts(["PDF", "1.2 MB", "English"])).toBe("PDF · 1.2 MB · English");
    expect(en.range(1, 3)).toBe("1–3");
    expect(de.aside("Alle Ergebnisse", de.count(1204))).toBe("Alle Ergebnisse (1.204)");
    expect(de.ranges("INTRO 1～3")).toBe("INTRO 1–3");
  });

  it("joins a specification's items as a list, a condition of its own after a semicolon, as running text", () => {
    expect(en.specList(["48 kits", "From firmware 1.2.0: 4 more kits"])).toBe(
      "48 kits; from firmware 1.2.0: 4 more kits",
    );
    expect(de.specList(["48 Kits", "Ab Firmware 1.2.0: vier weitere Kits"])).toBe(
      "48 Kits; ab Firmware 1.2.0: vier weitere Kits",
    );
    expect(ja.specList(["48キット（A、B）", "ファームウェアVer.1.2.0以降：4種類を追加、合計52キット"])).toBe(
      "48キット（A、B）／ファームウェアVer.1.2.0以降：4種類を追加、合計52キット",
    );
    // names stay as printed; items without a condition are a list
    expect(en.specList(["Start/Stop", "Sync Start", "", "Fill-in"])).toBe("Start/Stop, Sync Start, Fill-in");
    expect(de.specList(["USB TO HOST (USB-MIDI)", "USB TO DEVICE: externe Laufwerke"])).toBe(
      "USB TO HOST (USB-MIDI); USB TO DEVICE: externe Laufwerke",
    );
    expect(ja.specList(["コード辞典（Ver.2.0.0以降）", "150曲"])).toBe("コード辞典（Ver.2.0.0以降）、150曲");
  });

  it("writes Japanese with full-width marks, no spaces around them, and a counter", () => {
    expect(ja.list(["ピアノ", "", "ストリングス"])).toBe("ピアノ、ストリングス");
    expect(ja.labelled("テンポ", "5～320")).toBe("テンポ：5～320");
    expect(ja.aside("すべての結果", ja.count(11))).toBe("すべての結果（11件）");
    expect(ja.note(ja.count(1204))).toBe("（1,204件）");
    expect(ja.facts(["PDF", "1.2MB", "英語"])).toBe("PDF・1.2MB・英語");
    expect(ja.range(1, 3)).toBe("1～3");
    expect(ja.ranges("INTRO 1–3")).toBe("INTRO 1～3");
    expect(ja.ranges("VARIATION 1 – 4, FILL-IN")).toBe("VARIATION 1～4, FILL-IN");
    expect(ja.ellipsis).toBe("…");
    expect(ja.words("SP-C121", "取扱説明書")).toBe("SP-C121取扱説明書");
    expect(en.words("SP-C121", "", "firmware")).toBe("SP-C121 firmware");
  });

  it("never leaves a half-width mark beside Japanese, whatever it joins", () => {
    const parts = ["取扱説明書", "SP-C121", "日本語", "PDF"];
    const composed = [
      ja.list(parts),
      ja.labelled(parts[0] as string, parts[1] as string),
      ja.labelled(parts[1] as string, parts[2] as string),
      ja.aside(parts[0] as string, ja.count(3)),
      ja.aside(parts[3] as string, parts[2] as string),
      ja.facts(parts),
      ja.range("イントロ1", "3"),
    ];
    for (const text of composed) expect(text, text).not.toMatch(halfWidthBesideJapanese);
  });

  it("names a release in one form per language: 「MR101Sファームウェア（Ver.1.1.0）」, „MR101S-Firmware 1.1.0“", () => {
    expect(ja.release("MR101Sファームウェア", "1.1.0")).toBe("MR101Sファームウェア（Ver.1.1.0）");
    expect(de.release("MR101S-Firmware", "1.1.0")).toBe("MR101S-Firmware 1.1.0");
    expect(en.release("MR101S firmware", "1.1.0")).toBe("MR101S firmware 1.1.0");
  });

  it("couples a model and a document as each language does: „MK61-Bedienungsanleitung“, 「MK61取扱説明書」", () => {
    expect(de.named("MK61", "Bedienungsanleitung")).toBe("MK61-Bedienungsanleitung");
    expect(de.named("SP-C121", "Produktvideo")).toBe("SP-C121-Produktvideo");
    expect(ja.named("MK61", "取扱説明書")).toBe("MK61取扱説明書");
    expect(en.named("MK61", "owner's manual")).toBe("MK61 owner's manual");
  });

  it("never nests Japanese brackets: a note that holds its own follows after ・", () => {
    const title = ja.release("MR101Sファームウェア", "1.1.0");
    expect(ja.aside(ja.facts(["ZIP", "259KB"]), title)).toBe("ZIP・259KB・MR101Sファームウェア（Ver.1.1.0）");
    expect(ja.note(ja.list([title, "日本語"]))).toBe("・MR101Sファームウェア（Ver.1.1.0）、日本語");
    for (const text of [ja.aside("結果", ja.note(ja.count(3))), ja.aside(title, ja.aside("A", "B"))])
      expect(text, text).not.toMatch(/（[^）]*（/u);
    expect(en.aside("ZIP · 259 KB", "MR101S firmware 1.1.0")).toBe("ZIP · 259 KB (MR101S firmware 1.1.0)");
  });

  it("writes a version as the language's sites print it: Ver.2.0.0, one form on every /ja page and PDF", () => {
    expect(ja.version("2.0.0")).toBe("Ver.2.0.0");
    expect(en.version("2.0.0")).toBe("v2.0.0");
    expect(ja.facts([ja.version("2.0.0"), "SHA-256 abc…"])).toBe("Ver.2.0.0・SHA-256 abc…");
    expect(ja.versioned("Noteva Connect", "2.1.0")).toBe("Noteva Connect Ver.2.1.0");
    expect(ja.versioned("ファームウェア", "2.1.0")).toBe("ファームウェアVer.2.1.0");
    expect(en.versioned("Noteva Connect", "2.1.0")).toBe("Noteva Connect 2.1.0");
  });

  it("leaves English text and codes that only look like ranges as they are", () => {
    expect(en.ranges("INTRO 1–3")).toBe("INTRO 1–3");
    expect(ja.ranges("SP-C121, 2026-03-01")).toBe("SP-C121, 2026-03-01");
  });
});
