/**
 * How the generated PDFs are set (media/documents.ts says what each holds): the page, the type and
 * colours of each language, headings, paragraphs, lists, tables that break across pages, footers.
 * German is set in Helvetica (WinAnsi), Japanese in Noto Sans JP, embedded as a subset of the
 * glyphs used: a Japanese file sets everything, its wordmark and panel labels too, in the font it embeds. No text breaks a web or e-mail address across lines (./addresses.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import type { ProductSeed } from "../app/.server/db/seed/catalogue.ts";
import type { DocumentSeed } from "../app/.server/db/seed/documents.ts";
import type { SymbolDrawing } from "../app/lib/drawing/disposal-symbol.ts";
import type { PanelDrawing } from "../app/lib/drawing/panel-drawing.ts";
import { formatsFor } from "../app/lib/format.ts";
import type { Locale } from "../app/lib/i18n/locales.ts";
import "./addresses.ts";
import "./phrase-breaks.ts";
import { type DocumentText, documentText } from "./document-text.ts";

export const INK = "#14161a";
export const ACCENT = "#c8102e";
export const MUTED = "#5b616b";
/**
 * A document's creation and modification dates are the day its cover names (the seed's `date`, its
 * edition's: lib/documents/edition.ts), at a fixed hour: the files stay byte-for-byte reproducible.
 */
const createdOn = (info: DocumentSeed) => new Date(`${info.date}T09:00:00Z`);

/**
 * A document being written: pdfkit's document and its language's type. `text` keeps a string
 * inside what the fonts can set.
 */
export type Doc = PDFKit.PDFDocument & { style: Style };
export type Style = {
  locale: Locale;
  regular: string;
  bold: string;
  text: (text: string) => string;
  /**
   * What the instrument and the brand print, in Latin capitals: the wordmark, the model name, a
   * panel's labels, a callout's number. Helvetica beside Helvetica text; in Japanese the embedded
   * Noto Sans JP the text is set in, so a Japanese file uses no font it does not embed.
   */
  printed: { regular: string; bold: string; text: (text: string) => string };
  words: DocumentText;
  /** The specification labels in the language, by English label. */
  labels: Readonly<Record<string, string>>;
};

/**
 * Characters WinAnsi lacks that have a stand-in it holds, as print sets them: the minus sign
 * (U+2212) as the en dash (the panel's TEMPO – is one already, manual-text.ts), which DIN 5008 also uses as a minus; thin and
 * narrow spaces as the no-break space.
 */
const winAnsiStandIns = (text: string) => text.replace(/\u2212/g, "\u2013").replace(/[\u2009\u202F]/g, "\u00A0");

/**
 * Characters a document asked for that its font cannot set, each set as "-" instead: a missing
 * glyph is a defect in every language, so the documents' test holds this empty.
 */
export const unsetCharacters = new Set<string>();
const unset = (c: string) => {
  unsetCharacters.add(c);
  return "-";
};

/** pdfkit's built-in fonts speak WinAnsi: keep text inside it. */
export const ansi = (text: string) =>
  winAnsiStandIns(text)
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\n\x20-\x7E\xA0-\xFF\u2013\u2014\u2022\u2026\u20AC\u2122]/g, unset);
/** German keeps its own quotation marks („…“, ‚…‘): WinAnsi has them all. */
export const ansiGerman = (text: string) =>
  winAnsiStandIns(text).replace(
    /[^\n\x20-\x7E\xA0-\xFF\u2013\u2014\u2018-\u201A\u201C-\u201E\u2022\u2026\u20AC\u2122]/g,
    unset,
  );

/** Noto Sans JP, read once; pdfkit embeds the glyphs each document uses. */
const NOTO = path.resolve("node_modules/@expo-google-fonts/noto-sans-jp");
let notoFonts: { regular: Buffer; bold: Buffer } | undefined;
const noto = () =>
  (notoFonts ??= {
    regular: readFileSync(path.join(NOTO, "400Regular/NotoSansJP_400Regular.ttf")),
    bold: readFileSync(path.join(NOTO, "700Bold/NotoSansJP_700Bold.ttf")),
  });

const helvetica: Style["printed"] = { regular: "Helvetica", bold: "Helvetica-Bold", text: ansi };

const styles: Record<Locale, () => Omit<Style, "labels">> = {
  en: () => ({
    locale: "en",
    regular: "Helvetica",
    bold: "Helvetica-Bold",
    text: ansi,
    printed: helvetica,
    words: documentText.en,
  }),
  de: () => ({
    locale: "de",
    regular: "Helvetica",
    bold: "Helvetica-Bold",
    text: ansiGerman,
    printed: helvetica,
    words: documentText.de,
  }),
  ja: () => ({
    locale: "ja",
    regular: "NotoSansJP",
    bold: "NotoSansJP-Bold",
    text: (t) => t,
    printed: { regular: "NotoSansJP", bold: "NotoSansJP-Bold", text: (t) => t },
    words: documentText.ja,
  }),
};

export function newDoc(title: string, product: ProductSeed, info: DocumentSeed, labels: Style["labels"]): Doc {
  const style = { ...styles[info.language](), labels };
  const words = style.words;
  const lang = words.lang;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 64, bottom: 64, left: 60, right: 60 },
    bufferPages: true,
    // English leaves /Lang out as it always has, so its files stay the same to the byte
    ...(lang ? { lang } : {}),
    info: {
      // 「Noteva SP-C121取扱説明書」: no space before Japanese (JTF 3.1.1)
      Title: formatsFor(info.language).words(`Noteva ${product.title}`, title),
      Author: "Noteva",
      Subject: words.subject(title, product.title, product.categoryId),
      // l10n-lint-allow: a PDF's keywords are a comma-separated list in every language
      Keywords: `Noteva, ${product.title}, ${title}`,
      CreationDate: createdOn(info),
      ModDate: createdOn(info),
    },
  }) as Doc;
  if (info.language === "ja") {
    doc.registerFont(style.regular, noto().regular);
    doc.registerFont(style.bold, noto().bold);
  }
  doc.style = style;
  return doc;
}

export function heading(doc: Doc, text: string, size = 18) {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.moveDown(0.6).font(doc.style.bold).fontSize(size).fillColor(INK).text(doc.style.text(text));
  doc
    .moveTo(doc.page.margins.left, doc.y + 3)
    .lineTo(doc.page.margins.left + 40, doc.y + 3)
    .lineWidth(2)
    .strokeColor(ACCENT)
    .stroke();
  doc.moveDown(0.6);
}
/** A paragraph's lines kept together across a page break: at least this many on either side of it. */
export const KEEP_LINES = 2;

/**
 * Whether a paragraph of `lines` lines, with room for `fit` of them left on the page, starts on the
 * next page: a paragraph never leaves fewer than KEEP_LINES lines at the foot of a page (an orphan)
 * nor carries fewer to the next (a widow, like „vorherige Ankündigung zu ändern.“ alone on the
 * last page); a short one (twice KEEP_LINES or fewer) is never split.
 */
export const paragraphToNextPage = (lines: number, fit: number) =>
  lines > fit && (lines <= 2 * KEEP_LINES || fit < KEEP_LINES || lines - fit < KEEP_LINES);

/**
 * Whether text set with `options` (its width, first-line indent, line gap) at the current position
 * starts on the next page, by paragraphToNextPage: a paragraph's, a list item's (a safety
 * instruction's 「さい。」 is not left alone at the top of a page).
 */
function toNextPage(doc: Doc, set: string, options: { width: number; lineGap: number; indent?: number }) {
  const line = doc.currentLineHeight(true) + options.lineGap;
  const lines = Math.round((doc.heightOfString(set, options) + options.lineGap) / line);
  const fit = Math.floor((doc.page.height - doc.page.margins.bottom - doc.y + options.lineGap) / line);
  return paragraphToNextPage(lines, fit);
}
const textWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

export function para(doc: Doc, text: string) {
  const options = { align: "left", lineGap: 2.5 } as const;
  const set = doc.style.text(text);
  doc.font(doc.style.regular).fontSize(10.5).fillColor(INK);
  if (toNextPage(doc, set, { ...options, width: textWidth(doc) })) doc.addPage();
  doc.text(set, options).moveDown(0.5);
}
/** A list's items, each kept together across a page break as a paragraph is (English: the first line indented). */
export function bullets(doc: Doc, items: string[]) {
  doc.font(doc.style.regular).fontSize(10.5).fillColor(INK);
  if (doc.style.locale !== "en") return hanging(doc, items, "bullet");
  for (const item of items) {
    const set = doc.style.text(`\u2022  ${item}`);
    if (toNextPage(doc, set, { indent: 8, lineGap: 2, width: textWidth(doc) })) doc.addPage();
    doc.text(set, { indent: 8, lineGap: 2 });
  }
  doc.moveDown(0.5);
}
export function numbered(doc: Doc, items: string[]) {
  doc.font(doc.style.regular).fontSize(10.5).fillColor(INK);
  if (doc.style.locale !== "en") return hanging(doc, items, "numbered");
  for (const [i, item] of items.entries()) {
    const set = doc.style.text(`${i + 1}.  ${item}`);
    if (toNextPage(doc, set, { indent: 8, lineGap: 2, width: textWidth(doc) })) doc.addPage();
    doc.text(set, { indent: 8, lineGap: 2 });
  }
  doc.moveDown(0.5);
}
/**
 * A list whose items wrap under their own first word, not under the bullet or number (the English
 * files indent the first line only, and keep doing so to stay the same to the byte).
 */
function hanging(doc: Doc, items: string[], listType: "bullet" | "numbered") {
  const x = doc.page.margins.left;
  const textIndent = listType === "bullet" ? 12 : 16;
  const width = textWidth(doc) - 8 - textIndent;
  for (const [i, item] of items.entries()) {
    const set = doc.style.text(item);
    // each item kept together as a paragraph is; one list per item, numbered by hand
    if (toNextPage(doc, set, { width, lineGap: 2 })) doc.addPage();
    if (listType === "bullet") doc.list([set], x + 8, doc.y, { listType, textIndent, bulletRadius: 1.6, lineGap: 2 });
    else {
      const y = doc.y;
      doc.text(`${i + 1}.`, x + 8, y, { lineBreak: false });
      doc.text(set, x + 8 + textIndent, y, { width, lineGap: 2 });
    }
    doc.x = x;
  }
  doc.moveDown(0.5);
}

/**
 * A two-column table that breaks across pages; `numbers` sets each row's callout number before its
 * first cell (the connections table beside the rear panel's drawing).
 */
export function table(
  doc: Doc,
  rows: [string, string][],
  widths: [number, number] = [170, 305],
  numbers?: readonly (number | null)[],
) {
  const x = doc.page.margins.left;
  const { text, regular, bold } = doc.style;
  doc.fontSize(9.5);
  rows.forEach(([a, b], i) => {
    // measured in the fonts they are set in (English measures both in the font last used, as it always has)
    const h =
      Math.max(
        doc.style.locale === "en"
          ? doc.heightOfString(text(a), { width: widths[0] - (numbers ? 30 : 12) })
          : doc.font(bold).heightOfString(text(a), { width: widths[0] - (numbers ? 30 : 12) }),
        doc.style.locale === "en"
          ? doc.heightOfString(text(b), { width: widths[1] - 12 })
          : doc.font(regular).heightOfString(text(b), { width: widths[1] - 12 }),
      ) + 10;
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    if (i % 2 === 0) doc.rect(x, y, widths[0] + widths[1], h).fill("#f4f5f7");
    const n = numbers?.[i];
    if (n) {
      doc
        .circle(x + 12, y + 10, 6.5)
        .lineWidth(0.7)
        .fillAndStroke("#ffffff", INK);
      const label = String(n);
      doc.font(doc.style.printed.bold).fontSize(7.5).fillColor(INK);
      doc.text(label, x + 12 - doc.widthOfString(label) / 2, y + 7.3, { lineBreak: false });
      doc.fontSize(9.5);
    }
    const inset = numbers ? 24 : 6;
    doc
      .fillColor(INK)
      .font(bold)
      .text(text(a), x + inset, y + 5, { width: widths[0] - inset - 6 });
    doc.font(regular).text(text(b), x + widths[0] + 6, y + 5, { width: widths[1] - 12 });
    doc.x = x;
    doc.y = y + h;
  });
  doc.moveDown(0.8);
}

/**
 * A panel drawing (lib/drawing/panel-drawing.ts) in vector operators, scaled to the text width, on
 * a page of its own when it does not fit on this one; its numbers and printed labels in the
 * document's printed type (Helvetica, in Japanese the embedded Noto Sans JP), as the panel prints them.
 */
export function drawing(doc: Doc, d: PanelDrawing) {
  const x0 = doc.page.margins.left;
  const scale = (doc.page.width - doc.page.margins.left - doc.page.margins.right) / d.width;
  if (doc.y + d.height * scale > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
  const y0 = doc.y + 4;
  doc.save();
  doc.translate(x0, y0).scale(scale);
  for (const s of d.shapes) {
    if (s.t === "text") {
      const { printed } = doc.style;
      doc
        .font(s.bold ? printed.bold : printed.regular)
        .fontSize(s.size)
        .fillColor(s.fill);
      const w = doc.widthOfString(printed.text(s.text));
      doc.text(printed.text(s.text), s.x - w / 2, s.y - s.size * 0.36, { lineBreak: false });
      continue;
    }
    if (s.t === "line") {
      doc.moveTo(s.x1, s.y1).lineTo(s.x2, s.y2).lineWidth(s.sw).strokeColor(s.stroke).stroke();
      continue;
    }
    if (s.t === "rect") {
      if (s.r) doc.roundedRect(s.x, s.y, s.w, s.h, s.r);
      else doc.rect(s.x, s.y, s.w, s.h);
    } else doc.circle(s.cx, s.cy, s.r);
    if (s.stroke) doc.lineWidth(s.sw ?? 1).fillAndStroke(s.fill, s.stroke);
    else doc.fill(s.fill);
  }
  doc.restore();
  doc.x = x0;
  doc.y = y0 + d.height * scale + 12;
}

/**
 * A page's number in every PDF's footer, in every language: „2/43“, „3/7“. One form, set without
 * spaces: a spaced „2 / 7“ came out of text extraction as „2/7“ beside „2 / 43“.
 */
export const pageNumber = (page: number, pages: number) => `${page}/${pages}`;

/**
 * A symbol (lib/drawing/disposal-symbol.ts) in vector operators, `width` points wide, its top left
 * corner at (x, y), in ink.
 */
export function symbol(doc: Doc, d: SymbolDrawing, x: number, y: number, width: number) {
  doc.save();
  doc.translate(x, y).scale(width / d.width);
  for (const p of d.paths) {
    doc.path(p.d);
    if (p.fill) doc.fill(INK);
    else
      doc
        .lineWidth(p.stroke ?? 1)
        .lineJoin("miter")
        .lineCap("butt")
        .stroke(INK);
  }
  doc.restore();
}

export function footers(doc: Doc, label: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (i === 0) continue;
    // Writing below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - 40;
    doc.font(doc.style.regular).fontSize(8).fillColor(MUTED);
    doc.text(doc.style.text(label), doc.page.margins.left, bottom, { lineBreak: false });
    doc.text(pageNumber(i + 1, range.count), doc.page.width - doc.page.margins.right - 60, bottom, {
      width: 60,
      align: "right",
      lineBreak: false,
    });
  }
}

export async function render(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
