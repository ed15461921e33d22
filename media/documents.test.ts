import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { catalogue as jaCatalogue } from "../app/.server/db/seed/translations/ja/catalogue.ts";
import { specificationOf } from "../app/lib/params.ts";
import { formatSpecValue } from "../app/lib/spec-values.ts";
import { accessoryNamesIn } from "../app/lib/support/manual-content.ts";
import { documentText } from "./document-text.ts";
import { documentPlan, productIn, renderDocument } from "./documents.ts";
import { ansi, ansiGerman, unsetCharacters } from "./pdf-layout.ts";

const plan = documentPlan();
const job = (href: string) => {
  const found = plan.find((j) => j.info.href === href);
  if (!found) throw new Error(`${href} is not in the plan`);
  return found;
};
/** The text of a PDF's streams (pdfkit deflates them), to look for what it says. */
const streams = (pdf: Buffer) => {
  const raw = pdf.toString("latin1");
  const out: string[] = [raw];
  // pdfkit ends a stream with "\nendstream"; a deflated stream may itself end in a "\r" byte
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    const data = m[1] ?? "";
    for (const bytes of [data, data.replace(/\r$/, "")]) {
      try {
        out.push(inflateSync(Buffer.from(bytes, "latin1")).toString("latin1"));
        break;
      } catch {
        // not deflated (an image's raw bytes)
      }
    }
  }
  return out.join("\n");
};

describe("the documents' plan", () => {
  it("has an owner's manual, a quick start and (with a sound, style or kit list) a data list in English, German and Japanese for every product", () => {
    for (const p of productSeeds) {
      const slug = p.id.toLowerCase();
      const hrefs = plan.filter((j) => j.english.id === p.id).map((j) => j.info.href);
      const lists = hrefs.filter((h) => h.includes("-data-list-"));
      for (const language of ["en", "de", "ja"]) {
        for (const kind of ["owners-manual", "quick-start"])
          expect(hrefs).toContain(`/docs/noteva-${slug}-${kind}-${language}-revB.pdf`);
        if (lists.length) expect(lists).toContain(`/docs/noteva-${slug}-data-list-${language}-revB.pdf`);
      }
      expect(lists.length === 0 || lists.length === 3, p.id).toBe(true);
    }
    expect(plan.filter((j) => j.info.kind === "data-list").length).toBeGreaterThanOrEqual(3 * 6);
    expect(new Set(plan.map((j) => j.info.href)).size).toBe(plan.length);
  });

  it("titles each document in its language", () => {
    expect(job("/docs/noteva-spc121-owners-manual-de-revB.pdf").info.title).toBe("Bedienungsanleitung");
    expect(job("/docs/noteva-spc121-quick-start-de-revB.pdf").info.title).toBe("Kurzanleitung");
    expect(job("/docs/noteva-spc121-owners-manual-ja-revB.pdf").info.title).toBe("取扱説明書");
    expect(job("/docs/noteva-spc121-quick-start-ja-revB.pdf").info.title).toBe("クイックスタートガイド");
    expect(job("/docs/noteva-spc121-owners-manual-en-revB.pdf").info.title).toBe("Owner's Manual");
  });

  it("builds each language's product from the English seed and its translation, every field translated", () => {
    for (const p of productSeeds) {
      for (const locale of ["de", "ja"] as const) {
        const { product, labels, english } = productIn(p, locale);
        expect(english, `${p.id} ${locale}`).toEqual([]);
        expect(product.desc).not.toBe(p.desc);
        expect(product.sp1.text).not.toBe(p.sp1.text);
        // pictures and specification keys stay the English ones, as the website's table shows them
        // (a rhythm machine's connectors from its kit: the PDF says what the HTML manual says)
        expect(product.sp1.pic).toBe(p.sp1.pic);
        // (and what comes in its box, named in the language)
        expect(product.params.map((x) => x.label)).toEqual(
          specificationOf(p.params, p.kit, accessoryNamesIn(locale)).map((x) => x.label),
        );
        expect(product.stickyList.map((x) => x.pic)).toEqual(p.stickyList.map((x) => x.pic));
        // its MIDI sockets under MIDI, as the compare page and the HTML manual list them
        if (p.id === "MR101S")
          expect(product.params.find((x) => x.label === "MIDI")?.value?.toString()).toContain("MIDI IN");
        expect(labels.keyboard).toBeTruthy();
      }
    }
    const spc121 = productSeeds.find((p) => p.id === "SPC121");
    if (!spc121) throw new Error("SPC121 is a seed product");
    const { product } = productIn(spc121, "ja");
    expect(product.desc).toBe(jaCatalogue.products.SPC121?.desc);
    expect(product.params.find((x) => x.label === "keyboard")?.value).toBe(
      jaCatalogue.products.SPC121?.params.keyboard,
    );
    // a value of numbers and units is the English one, written the Japanese way where it is shown (as on the site)
    expect(product.params.find((x) => x.label === "weight")?.value).toBe("11.8 kg");
    expect(formatSpecValue("ja", "weight", "11.8 kg")).toBe("11.8kg");
  });
});

describe("the documents' fixed text", () => {
  it("dates the cover as each language writes a date", () => {
    expect(documentText.en.coverLine("B", "2026-03-01")).toBe("English · Revision B · 2026-03-01");
    expect(documentText.de.coverLine("B", "2026-03-01")).toBe("Deutsch · Revision B · 1. März 2026");
    expect(documentText.ja.coverLine("B", "2026-03-01")).toBe("日本語・改訂B版・2026年3月1日");
    expect(documentText.de.coverLine("C", "2026-12-24")).toBe("Deutsch · Revision C · 24. Dezember 2026");
  });

  it("counts the quick start's steps in German and Japanese (four without a pedal)", () => {
    expect(documentText.de.quickStart.heading(4)).toBe("In vier Schritten startklar");
    expect(documentText.de.quickStart.heading(5)).toBe("In fünf Schritten startklar");
    expect(documentText.ja.quickStart.heading(4)).toBe("4つのステップでセットアップ");
  });

  it("names the quick start's documents as a list joined with the language's „and“", () => {
    expect(documentText.en.quickStart.help(false)).toMatch(/^The owner's manual and the data list are at/);
    expect(documentText.en.quickStart.help(true)).toMatch(
      /^The owner's manual, the data list and the latest firmware are at/,
    );
    expect(documentText.de.quickStart.help(false)).toMatch(/^Die Bedienungsanleitung und die Datenliste finden Sie/);
    expect(documentText.de.quickStart.help(true)).toMatch(
      /^Die Bedienungsanleitung, die Datenliste und die aktuelle Firmware finden Sie/,
    );
  });
  it("names the product with its German article by its line", () => {
    expect(documentText.de.subject("Bedienungsanleitung", "MR101S", "Drums")).toBe(
      "Bedienungsanleitung für den Noteva MR101S",
    );
    expect(documentText.de.subject("Bedienungsanleitung", "SP-C121", "DigitalPianos")).toBe(
      "Bedienungsanleitung für das Noteva SP-C121",
    );
  });
});

describe("the PDFs", () => {
  it("a Japanese quick start embeds a subset of Noto Sans JP, names its language, stays small and reproducible", async () => {
    const target = job("/docs/noteva-mr101s-quick-start-ja-revB.pdf");
    const pdf = await renderDocument(target);
    // the same bytes every time: the build keeps files whose input has not changed
    expect((await renderDocument(target)).equals(pdf)).toBe(true);
    const text = streams(pdf);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(text).toContain("/Lang (ja)");
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Bold/);
    expect(text).toContain("/FontFile2");
    // the font files are 5.4 MB each; a subset of the glyphs used is a few tens of KB
    expect(pdf.length).toBeLessThan(400 * 1024);
    // the metadata is written as UTF-16: look for the title's bytes (Japanese joins a model and a word without a space)
    expect(pdf.includes(Buffer.from("\ufeffNoteva MR101Sクイックスタートガイド", "utf16le").swap16())).toBe(true);
  }, 30_000);

  it("German keeps its quotation marks, which WinAnsi has; English text stays as it always was", () => {
    const text = "Siehe „Technische Daten“ und ‚Pedal‘ – 12 V · 2 × 25 W … 日本";
    expect(ansiGerman(text)).toBe("Siehe „Technische Daten“ und ‚Pedal‘ – 12 V · 2 × 25 W … --");
    expect(ansi(text)).toBe("Siehe -Technische Daten\" und -Pedal' – 12 V · 2 × 25 W … --");
  });

  it("sets every character of the English and German documents in their font: the panel's TEMPO − as the en dash", async () => {
    expect(ansiGerman("TEMPO − und TEMPO +")).toBe("TEMPO – und TEMPO +");
    expect(ansi("TEMPO − and TEMPO +")).toBe("TEMPO – and TEMPO +");
    unsetCharacters.clear();
    for (const each of documentPlan().filter((j) => j.info.language !== "ja")) await renderDocument(each);
    expect([...unsetCharacters]).toEqual([]);
  }, 300_000);

  it("a German owner's manual is set in Helvetica and names its language", async () => {
    const pdf = await renderDocument(job("/docs/noteva-cp203-owners-manual-de-revB.pdf"));
    const text = streams(pdf);
    expect(text).toContain("/Lang (de)");
    expect(text).toContain("/BaseFont /Helvetica");
    expect(text).not.toContain("NotoSansJP");
    expect(text).toContain("(Noteva CP203 Bedienungsanleitung)");
  }, 30_000);
});
