/**
 * Real PDF documents for every product, generated from its catalogue data with pdfkit: owner's
 * manuals (safety, panel, operation, connections, troubleshooting, specifications), data lists
 * (sounds, styles, kits, rhythms) and quick start guides. Written to public/docs/.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import type { ProductSeed } from "../app/.server/db/seed/catalogue.ts";
import { type DocumentSeed, documentsFor } from "../app/.server/db/seed/documents.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { instrumentOf } from "../app/lib/drawing/instrument.ts";
import { productShot } from "../app/lib/drawing/scenes.ts";
import { manualSections } from "../app/lib/support/manual-content.ts";

const OUT = path.resolve("public/docs");
const VERSION = "4";
const INK = "#14161a";
const ACCENT = "#c8102e";
const MUTED = "#5b616b";
// Fixed dates keep the files byte-for-byte reproducible.
const CREATED = new Date("2026-03-01T09:00:00Z");

type Doc = PDFKit.PDFDocument;

const paramText = (p: ProductSeed, label: string): string => {
  const v = p.params.find((x) => x.label === label)?.value;
  return Array.isArray(v) ? v.join(", ") : (v ?? "");
};
const paramList = (p: ProductSeed, label: string): string[] => {
  const v = p.params.find((x) => x.label === label)?.value;
  return Array.isArray(v) ? v : v ? [v] : [];
};
const firstNumber = (text: string) => Number(/\d+/.exec(text)?.[0] ?? 0);

/** pdfkit's built-in fonts speak WinAnsi: keep text inside it. */
const ansi = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\n\x20-\x7E\xA0-\xFF\u2013\u2014\u2022\u2026\u20AC\u2122]/g, "-");

function newDoc(title: string, product: ProductSeed): Doc {
  return new PDFDocument({
    size: "A4",
    margins: { top: 64, bottom: 64, left: 60, right: 60 },
    bufferPages: true,
    info: {
      Title: `Noteva ${product.title} ${title}`,
      Author: "Noteva",
      Subject: `${title} for the Noteva ${product.title}`,
      Keywords: `Noteva, ${product.title}, ${title}`,
      CreationDate: CREATED,
      ModDate: CREATED,
    },
  });
}

function heading(doc: Doc, text: string, size = 18) {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(size).fillColor(INK).text(ansi(text));
  doc
    .moveTo(doc.page.margins.left, doc.y + 3)
    .lineTo(doc.page.margins.left + 40, doc.y + 3)
    .lineWidth(2)
    .strokeColor(ACCENT)
    .stroke();
  doc.moveDown(0.6);
}
function para(doc: Doc, text: string) {
  doc.font("Helvetica").fontSize(10.5).fillColor(INK).text(ansi(text), { align: "left", lineGap: 2.5 }).moveDown(0.5);
}
function bullets(doc: Doc, items: string[]) {
  doc.font("Helvetica").fontSize(10.5).fillColor(INK);
  for (const item of items) doc.text(ansi(`\u2022  ${item}`), { indent: 8, lineGap: 2 });
  doc.moveDown(0.5);
}
function numbered(doc: Doc, items: string[]) {
  doc.font("Helvetica").fontSize(10.5).fillColor(INK);
  for (const [i, item] of items.entries()) doc.text(ansi(`${i + 1}.  ${item}`), { indent: 8, lineGap: 2 });
  doc.moveDown(0.5);
}

/** A two-column table that breaks across pages. */
function table(doc: Doc, rows: [string, string][], widths: [number, number] = [170, 305]) {
  const x = doc.page.margins.left;
  doc.fontSize(9.5);
  rows.forEach(([a, b], i) => {
    const h =
      Math.max(
        doc.heightOfString(ansi(a), { width: widths[0] - 12 }),
        doc.heightOfString(ansi(b), { width: widths[1] - 12 }),
      ) + 10;
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    if (i % 2 === 0) doc.rect(x, y, widths[0] + widths[1], h).fill("#f4f5f7");
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .text(ansi(a), x + 6, y + 5, { width: widths[0] - 12 });
    doc.font("Helvetica").text(ansi(b), x + widths[0] + 6, y + 5, { width: widths[1] - 12 });
    doc.x = x;
    doc.y = y + h;
  });
  doc.moveDown(0.8);
}

function footers(doc: Doc, label: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (i === 0) continue;
    // Writing below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - 40;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(ansi(label), doc.page.margins.left, bottom, { lineBreak: false });
    doc.text(`${i + 1} / ${range.count}`, doc.page.width - doc.page.margins.right - 60, bottom, {
      width: 60,
      align: "right",
      lineBreak: false,
    });
  }
}

async function cover(doc: Doc, product: ProductSeed, title: string, doc0: DocumentSeed) {
  const image = await sharp(Buffer.from(productShot(instrumentOf(product), "angle", 1200, 900)))
    .png()
    .toBuffer();
  doc.rect(0, 0, doc.page.width, 250).fill(INK);
  doc.rect(60, 64, 18, 18).fill(ACCENT);
  doc.font("Helvetica-Bold").fontSize(14).fillColor("#ffffff").text("NOTEVA", 86, 66, { characterSpacing: 3 });
  doc.fontSize(40).text(ansi(product.title), 60, 120);
  doc.font("Helvetica").fontSize(20).fillColor("#d9dce1").text(ansi(title), 60, 172);
  doc.image(image, 60, 290, { width: doc.page.width - 120 });
  doc.font("Helvetica").fontSize(10).fillColor(MUTED);
  doc.text(`English · Revision ${doc0.revision} · ${doc0.date}`, 60, doc.page.height - 110);
  doc.text("Noteva · support@noteva.example · noteva.example/support", 60, doc.page.height - 94);
  doc.addPage();
}

async function ownersManual(product: ProductSeed, info: DocumentSeed): Promise<Doc> {
  const doc = newDoc(info.title, product);
  await cover(doc, product, info.title, info);
  const sections = manualSections(product);
  heading(doc, "Contents");
  numbered(
    doc,
    sections.map((s) => s.title),
  );
  for (const [index, section] of sections.entries()) {
    heading(doc, `${index + 1}. ${section.title}`);
    for (const block of section.blocks) {
      if (block.type === "p") para(doc, block.text);
      else if (block.type === "subhead") doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(ansi(block.text));
      else if (block.type === "list") bullets(doc, block.items);
      else if (block.type === "steps") numbered(doc, block.items);
      else table(doc, block.rows);
    }
  }
  footers(doc, `Noteva ${product.title} · ${info.title} · Rev. ${info.revision}`);
  return doc;
}

const soundFamilies = [
  "Grand Piano",
  "Bright Piano",
  "Upright Piano",
  "Electric Piano",
  "Vintage EP",
  "Harpsichord",
  "Vibraphone",
  "Jazz Organ",
  "Church Organ",
  "Accordion",
  "Nylon Guitar",
  "Steel Guitar",
  "Acoustic Bass",
  "Finger Bass",
  "Strings",
  "Slow Strings",
  "Choir",
  "Brass",
  "Trumpet",
  "Saxophone",
  "Flute",
  "Synth Lead",
  "Warm Pad",
  "Bells",
];
const styleFamilies = [
  "8 Beat",
  "16 Beat",
  "Pop Rock",
  "Ballad",
  "Dance",
  "Funk",
  "Swing",
  "Jazz Waltz",
  "Bossa Nova",
  "Samba",
  "Reggae",
  "Country",
  "Blues",
  "Gospel",
  "Latin Pop",
  "March",
];
const kitFamilies = [
  "Standard Kit",
  "Room Kit",
  "Rock Kit",
  "Jazz Brush Kit",
  "Electronic Kit",
  "Analog 808 Kit",
  "Analog 909 Kit",
  "Hip-Hop Kit",
  "Percussion Kit",
  "Latin Kit",
  "Orchestral Kit",
  "Lo-Fi Kit",
];

function numberedNames(families: string[], count: number): [string, string][] {
  return Array.from({ length: count }, (_, i) => {
    const family = families[i % families.length] ?? "Sound";
    const variant = Math.floor(i / families.length) + 1;
    return [String(i + 1).padStart(4, "0"), variant === 1 ? family : `${family} ${variant}`];
  });
}

async function dataList(product: ProductSeed, info: DocumentSeed): Promise<Doc> {
  const doc = newDoc(info.title, product);
  await cover(doc, product, info.title, info);
  const sounds = firstNumber(paramText(product, "sound/voice"));
  const styles = firstNumber(paramText(product, "style"));
  const kits = firstNumber(paramText(product, "drum kit"));
  const rhythms = firstNumber(paramList(product, "rhythm")[0] ?? "");
  if (sounds) {
    heading(doc, `Sound list (${sounds} sounds)`);
    table(doc, numberedNames(soundFamilies, sounds), [80, 395]);
  }
  if (styles) {
    heading(doc, `Style list (${styles} styles)`);
    table(doc, numberedNames(styleFamilies, styles), [80, 395]);
  }
  if (kits) {
    heading(doc, `Drum kit list (${kits} kits)`);
    table(doc, numberedNames(kitFamilies, kits), [80, 395]);
  }
  if (rhythms) {
    heading(doc, `Preset rhythm list (${rhythms} rhythms)`);
    table(doc, numberedNames(styleFamilies, rhythms), [80, 395]);
  }
  heading(doc, "MIDI implementation");
  table(doc, [
    ["Note on/off", "Transmitted and recognised, channels 1-16"],
    ["Program change", "Transmitted and recognised"],
    ["Control change", "0, 1, 7, 10, 11, 64, 66, 67, 91, 93"],
    ["Pitch bend", "Recognised"],
    ["System exclusive", "GM System On, master volume"],
    ["Clock", paramText(product, "MIDI").includes("clock") ? "Transmitted and recognised" : "Recognised"],
  ]);
  footers(doc, `Noteva ${product.title} · ${info.title} · Rev. ${info.revision}`);
  return doc;
}

async function quickStart(product: ProductSeed, info: DocumentSeed): Promise<Doc> {
  const doc = newDoc(info.title, product);
  await cover(doc, product, info.title, info);
  heading(doc, "Set up in five steps");
  numbered(doc, [
    "Unpack the instrument and keep the box for transport.",
    "Connect the power adaptor to DC IN and to a wall outlet.",
    ...(paramText(product, "pedal") ? ["Connect the pedal to SUSTAIN."] : []),
    "Press POWER and raise MASTER VOLUME slowly.",
    "Play! Press a sound button to change the sound; your settings return to the defaults at power-on.",
  ]);
  heading(doc, "At a glance");
  table(
    doc,
    product.params
      .filter((p) => p.value !== null)
      .slice(0, 10)
      .map((p): [string, string] => [p.label, Array.isArray(p.value) ? p.value.join(", ") : String(p.value)]),
  );
  heading(doc, "Need help?");
  para(
    doc,
    "The owner's manual, data list and the latest firmware are at noteva.example/support. Write to support@noteva.example, or find a Noteva dealer near you at noteva.example/dealer/distributor.",
  );
  footers(doc, `Noteva ${product.title} · ${info.title} · Rev. ${info.revision}`);
  return doc;
}

async function render(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const makers = { "owners-manual": ownersManual, "data-list": dataList, "quick-start": quickStart };

export async function generateDocuments(): Promise<number> {
  mkdirSync(OUT, { recursive: true });
  const manifestFile = path.join(OUT, ".manifest.json");
  const manifest: Record<string, string> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, "utf8"))
    : {};
  let made = 0;
  for (const product of productSeeds) {
    for (const info of documentsFor(product)) {
      const file = path.join(OUT, path.basename(info.href));
      const key = createHash("sha256")
        .update(VERSION)
        .update(JSON.stringify(product))
        .update(JSON.stringify(info))
        .digest("hex")
        .slice(0, 16);
      if (manifest[info.href] === key && existsSync(file)) continue;
      writeFileSync(file, await render(await makers[info.kind](product, info)));
      manifest[info.href] = key;
      made++;
    }
  }
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 1));
  return made;
}

if (import.meta.main) {
  const started = Date.now();
  const made = await generateDocuments();
  console.log(`docs: ${made} PDFs written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
