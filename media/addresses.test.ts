/**
 * No document breaks a web or e-mail address across lines (a German reader found
 * „noteva.example/de/“ | „support“ in a quick start): set whole where it fits, otherwise whole on
 * the next line, in every language, in paragraphs, list items and table cells, in any column.
 */
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Locale } from "../app/lib/i18n/locales.ts";
import { addressesIn } from "./addresses.ts";
import { documentText } from "./document-text.ts";
import { documentPlan, renderDocument } from "./documents.ts";
import { bullets, type Doc, newDoc, numbered, para, table } from "./pdf-layout.ts";

const plan = documentPlan();
const jobOf = (href: string) => {
  const found = plan.find((j) => j.info.href === href);
  if (!found) throw new Error(`${href} is not in the plan`);
  return found;
};

/**
 * A document in the language whose every line set is recorded as pdfkit sets it, one per
 * language (Noto Sans JP takes a while to load); `column` starts a new column `width` wide.
 */
const recorders = new Map<Locale, { doc: Doc; lines: string[] }>();
function column(language: Locale, width: number) {
  let recorder = recorders.get(language);
  if (!recorder) {
    const job = jobOf(`/docs/noteva-spc121-quick-start-${language}-revB.pdf`);
    const doc = newDoc(job.info.title, job.product, job.info, job.labels);
    const lines: string[] = [];
    const inner = doc as unknown as { _line: (line: string, ...rest: unknown[]) => void };
    const set = inner._line;
    inner._line = (line, ...rest) => {
      lines.push(line.replace(/\n/g, ""));
      set(line, ...rest);
    };
    recorder = { doc, lines };
    recorders.set(language, recorder);
  }
  const { doc, lines } = recorder;
  lines.length = 0;
  doc.page.margins.right = doc.page.width - doc.page.margins.left - width;
  doc.x = doc.page.margins.left;
  doc.y = doc.page.margins.top;
  return recorder;
}

/** The addresses of `text` that no line of `lines` holds whole. */
const brokenIn = (text: string, lines: string[]) =>
  addressesIn(text)
    .map((a) => text.slice(a.start, a.end))
    .filter((address) => !lines.some((line) => line.includes(address)));

/** Text with a long address (about 240 pt at 10.5 pt) and an e-mail address, in each language. */
const LONG = {
  en: "For the full manual, go to https://noteva.example/support/manuals/spc121 or write to customer-support@noteva.example.",
  de: "Die vollständige Anleitung finden Sie unter https://noteva.example/de/support/manuals/spc121. Schreiben Sie uns an customer-support@noteva.example.",
  ja: "詳しくは https://noteva.example/ja/support/manuals/spc121 をご覧いただくか、customer-support@noteva.example までお問い合わせください。",
} satisfies Record<Locale, string>;
/** Columns from `least` (a little wider than the long address with its list's indent) to the page's text width. */
const widths = (least: number, step: number) =>
  Array.from({ length: Math.floor((475 - least) / step) + 1 }, (_, i) => least + i * step);

describe("an address in a PDF", () => {
  it("is found whole, its scheme and path with it, a sentence's full stop and a bracket not", () => {
    const found = (text: string) => addressesIn(text).map((a) => text.slice(a.start, a.end));
    expect(found(documentText.de.quickStart.help(true))).toEqual([
      "noteva.example/de/support",
      "support@noteva.example",
      "noteva.example/de/dealer/distributor",
    ]);
    expect(found("„Entsorgung“ (noteva.example/de/legal/disposal).")).toEqual(["noteva.example/de/legal/disposal"]);
    expect(found("（noteva.example/ja/legal/disposal）をご覧ください。")).toEqual(["noteva.example/ja/legal/disposal"]);
    expect(found("at https://noteva.example/support/check?model=MK61, or")).toEqual([
      "https://noteva.example/support/check?model=MK61",
    ]);
    expect(found("Version 1.2.0 und 38,5 kg, z. B. TEMPO – und SP-C121")).toEqual([]);
  });

  it.each(["en", "de", "ja"] as const)(
    "stays on one line in a paragraph of any column from 260 pt to the page's width (%s)",
    (language) => {
      for (const text of [LONG[language], documentText[language].quickStart.help(true)]) {
        for (const width of widths(260, 3)) {
          const { doc, lines } = column(language, width);
          para(doc, text);
          // the text is all there, each address within one line
          expect(lines.join("").replace(/\s/g, "")).toBe(doc.style.text(text).replace(/\s/g, ""));
          expect(brokenIn(doc.style.text(text), lines), `${language} at ${width} pt`).toEqual([]);
        }
      }
    },
  );

  it.each(["en", "de", "ja"] as const)(
    "stays on one line in a list item and a table cell of any column from 290 pt (%s)",
    (language) => {
      for (const width of widths(290, 5)) {
        for (const set of [
          (doc: Doc) => bullets(doc, [LONG[language]]),
          (doc: Doc) => numbered(doc, ["…", LONG[language]]),
          (doc: Doc) => table(doc, [["Support", LONG[language]]], [80, width]),
        ]) {
          const { doc, lines } = column(language, width);
          set(doc);
          expect(brokenIn(doc.style.text(LONG[language]), lines), `${language} at ${width} pt`).toEqual([]);
        }
      }
    },
  );
});

/** The lines of a PDF set in Helvetica (WinAnsi), as its text operators set them: one per line. */
function helveticaLines(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue; // an image's bytes
    }
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g))
      lines.push(
        [...(tj[1] ?? "").matchAll(/<([0-9a-f]*)>/g)]
          .map((h) => Buffer.from(h[1] ?? "", "hex").toString("latin1"))
          .join(""),
      );
  }
  return lines;
}

describe("the English and German PDFs", () => {
  it.each([
    "/docs/noteva-spc121-quick-start-de-revB.pdf",
    "/docs/noteva-spc121-quick-start-en-revB.pdf",
    "/docs/noteva-cp203-owners-manual-de-revB.pdf",
    "/docs/noteva-mk61-owners-manual-en-revB.pdf",
  ])(
    "set every address whole on one line: %s",
    async (href) => {
      const lines = helveticaLines(await renderDocument(jobOf(href)));
      expect(lines.some((line) => line.includes("noteva.example/"))).toBe(true);
      // no line ends where an address may be broken ("/", "-") with the address running on into the next
      const across = lines.slice(1).flatMap((line, i) => {
        const before = lines[i] ?? "";
        if (!/[/-]$/.test(before)) return [];
        const joined = before + line;
        return addressesIn(joined)
          .filter((a) => a.start < before.length && a.end > before.length)
          .map((a) => joined.slice(a.start, a.end));
      });
      expect(across).toEqual([]);
    },
    30_000,
  );
});
