/**
 * Real PDF documents for every product, generated from its catalogue data with pdfkit: owner's
 * manuals (safety, panel, operation, connections, troubleshooting, specifications), data lists
 * (sounds, styles, kits, rhythms) and quick start guides. Written to public/docs/.
 *
 * Every document comes in every language of the site, each from the English product with that
 * language's seed translation laid over it (the same words the product page and the HTML manual
 * show); a data list's sound, style and kit names are the panel's in every language. How they are set (type,
 * headings, tables, footers): ./pdf-layout.ts.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ProductSeed } from "../app/.server/db/seed/catalogue.ts";
import { type DocumentSeed, documentsFor, translatedDocumentLocales } from "../app/.server/db/seed/documents.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { catalogue as deCatalogue } from "../app/.server/db/seed/translations/de/catalogue.ts";
import { catalogue as jaCatalogue } from "../app/.server/db/seed/translations/ja/catalogue.ts";
import type { CatalogueTranslation } from "../app/.server/db/seed/translations/types.ts";
import { WHEELED_BIN } from "../app/lib/drawing/disposal-symbol.ts";
import { instrumentOf } from "../app/lib/drawing/instrument.ts";
import { DRAWING_WIDTH } from "../app/lib/drawing/panel-drawing.ts";
import { productShot } from "../app/lib/drawing/scenes.ts";
import { formatsFor } from "../app/lib/format.ts";
import { type Locale, localizedPath } from "../app/lib/i18n/locales.ts";
import { paramHasWords, specificationOf } from "../app/lib/params.ts";
import { formatSpecValue } from "../app/lib/spec-values.ts";
import { instrumentFacts } from "../app/lib/support/instrument-facts.ts";
import {
  accessoryNamesIn,
  type ManualBlock,
  manualSections,
  specificationLabelIn,
} from "../app/lib/support/manual-content.ts";
import { dataListSections } from "./data-list.ts";
import { documentText } from "./document-text.ts";
import { midiImplementation } from "./midi-implementation.ts";
import {
  ACCENT,
  bullets,
  type Doc,
  drawing,
  footers,
  heading,
  INK,
  MUTED,
  newDoc,
  numbered,
  para,
  render,
  type Style,
  symbol,
  table,
} from "./pdf-layout.ts";
import { progress } from "./progress.ts";

const OUT = path.resolve("public/docs");
const VERSION = "8";

/**
 * The sources the PDFs are written from (these scripts, the manual's and the MIDI page's words, the
 * formatter): a change to any of them sets every PDF again, so a wording fixed in the code never
 * leaves a file with the old one (the key once named only the data and VERSION).
 */
const GENERATOR_SOURCES = [
  "media",
  "app/lib/support",
  "app/lib/midi",
  // the manuals' panel and connections drawings and the covers' pictures; a list's punctuation (specList)
  "app/lib/drawing",
  "app/lib/format.ts",
  "app/lib/spec-values.ts",
  "app/lib/params.ts",
];

function generatorHash(): string {
  const hash = createHash("sha256");
  const visit = (entry: string) => {
    if (statSync(entry).isDirectory()) {
      for (const child of readdirSync(entry).sort()) visit(path.join(entry, child));
    } else if (entry.endsWith(".ts") && !entry.endsWith(".test.ts")) {
      hash.update(entry).update(readFileSync(entry));
    }
  };
  for (const source of GENERATOR_SOURCES) visit(path.resolve(source));
  return hash.digest("hex");
}

const paramText = (p: ProductSeed, label: string): string => {
  const v = p.params.find((x) => x.label === label)?.value;
  // l10n-lint-allow: English values read for their numbers, never shown
  return Array.isArray(v) ? v.join(", ") : (v ?? "");
};

/**
 * One document to write: what it is, the product in the document's language, the English product
 * (the instrument is drawn from it, the same in every language) and the specification labels.
 */
type Job = { info: DocumentSeed; product: ProductSeed; english: ProductSeed; labels: Style["labels"] };

async function cover(doc: Doc, { product, english, info: doc0 }: Job) {
  const title = doc0.title;
  const image = await sharp(Buffer.from(productShot(instrumentOf(english), "angle", 1200, 900)))
    .png()
    .toBuffer();
  doc.rect(0, 0, doc.page.width, 250).fill(INK);
  doc.rect(60, 64, 18, 18).fill(ACCENT);
  const { text, regular, words, printed } = doc.style;
  // the wordmark and the model name in the printed type (Helvetica; Japanese: the Noto Sans JP it embeds)
  doc.font(printed.bold).fontSize(14).fillColor("#ffffff").text("NOTEVA", 86, 66, { characterSpacing: 3 });
  doc.fontSize(40).text(printed.text(product.title), 60, 120);
  doc.font(regular).fontSize(20).fillColor("#d9dce1").text(text(title), 60, 172);
  doc.image(image, 60, 290, { width: doc.page.width - 120 });
  doc.font(regular).fontSize(10).fillColor(MUTED);
  doc.text(text(words.coverLine(doc0.revision, doc0.date)), 60, doc.page.height - 110);
  doc.text(text(words.contact), 60, doc.page.height - 94);
  doc.addPage();
}

async function ownersManual(job: Job): Promise<Doc> {
  const { product, info, labels, english } = job;
  const doc = newDoc(info.title, product, info, labels);
  await cover(doc, job);
  const sections = manualSections(product, info.language, labels, english.params);
  heading(doc, doc.style.words.contents);
  numbered(
    doc,
    sections.map((s) => s.title),
  );
  for (const [index, section] of sections.entries()) {
    // a section that opens with its panel drawing starts on a new page when the drawing would not follow its heading
    const first = section.blocks[0];
    const scale = (doc.page.width - doc.page.margins.left - doc.page.margins.right) / DRAWING_WIDTH;
    if (
      first?.type === "drawing" &&
      doc.y + 70 + first.drawing.height * scale > doc.page.height - doc.page.margins.bottom - 40
    )
      doc.addPage();
    // the disposal notice keeps to its heading: both move on to a new page together, or neither
    const notice = first?.type === "disposal" ? disposalLines(doc, first) : null;
    if (notice && doc.y + 44 + notice.height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    heading(doc, `${index + 1}. ${section.title}`);
    for (const block of section.blocks) {
      if (block.type === "p") para(doc, block.text);
      else if (block.type === "subhead")
        doc.font(doc.style.bold).fontSize(11).fillColor(INK).text(doc.style.text(block.text));
      else if (block.type === "list") (block.numbered ? numbered : bullets)(doc, block.items);
      else if (block.type === "drawing") drawing(doc, block.drawing);
      else if (block.type === "steps") numbered(doc, block.items);
      else if (block.type === "signal") {
        // the signal word in its colour, what it means, then its instructions (ISO 3864-2)
        doc
          .font(doc.style.bold)
          .fontSize(11)
          .fillColor(block.level === "warning" ? ACCENT : INK)
          .text(doc.style.text(block.word));
        para(doc, block.meaning);
        bullets(doc, block.items);
      } else if (block.type === "disposal") disposalNotice(doc, block);
      else table(doc, block.rows, undefined, block.numbers);
    }
  }
  footers(doc, doc.style.words.footer(product.title, info.title, info.revision));
  return doc;
}

type DisposalBlock = Extract<ManualBlock, { type: "disposal" }>;
const NOTICE_SIZE = 9;
const NOTICE_GAP = 1.5;
const BIN_WIDTH = 30;
const BIN_GAP = 14;

/**
 * The disposal notice's paragraphs as the PDF sets them (the page's reference with its title and
 * address), where they go beside the symbol, and how tall they are together.
 */
function disposalLines(doc: Doc, block: DisposalBlock) {
  const { words, text, regular } = doc.style;
  const address = `noteva.example${localizedPath(block.more.href, doc.style.locale)}`;
  const paragraphs = [
    ...block.paragraphs,
    `${block.more.before}${words.pageAt(block.more.page, address)}${block.more.after}`,
  ].map(text);
  const x = doc.page.margins.left + (block.symbol ? BIN_WIDTH + BIN_GAP : 0);
  const width = doc.page.width - doc.page.margins.right - x;
  doc.font(regular).fontSize(NOTICE_SIZE);
  const gap = doc.currentLineHeight(true) * 0.3 + NOTICE_GAP;
  // the last paragraph's gap may fall below the page's margin
  const height = paragraphs.reduce((h, p) => h + doc.heightOfString(p, { width, lineGap: NOTICE_GAP }) + gap, -gap);
  const symbolHeight = block.symbol ? (BIN_WIDTH * WHEELED_BIN.height) / WHEELED_BIN.width : 0;
  return { paragraphs, x, width, height: Math.max(height, symbolHeight) };
}

/** The disposal notice: the crossed-out wheeled bin beside its text (none in Japan), set a little smaller. */
function disposalNotice(doc: Doc, block: DisposalBlock) {
  const { paragraphs, x, width, height } = disposalLines(doc, block);
  const left = doc.page.margins.left;
  const top = doc.y;
  if (block.symbol) symbol(doc, WHEELED_BIN, left, top + 2, BIN_WIDTH);
  doc.font(doc.style.regular).fontSize(NOTICE_SIZE).fillColor(INK);
  for (const p of paragraphs) doc.text(p, x, doc.y, { width, lineGap: NOTICE_GAP }).moveDown(0.3);
  doc.x = left;
  doc.y = Math.max(doc.y, top + height);
}

/**
 * The sound, style and kit lists and the MIDI implementation, in the document's language: the
 * headings and the MIDI section's words are the language's; the sound, style and kit names are
 * the panel's, as the instrument's display shows them.
 */
async function dataList(job: Job): Promise<Doc> {
  const { product, english, info } = job;
  const doc = newDoc(info.title, product, info, {});
  await cover(doc, job);
  for (const section of dataListSections(english, info.language)) {
    heading(doc, section.heading);
    if (!section.groups) table(doc, section.rows, [80, 395]);
    // a category's heading (Piano, E.Piano …) above its rows, kept with at least its first two
    else
      for (const group of section.groups) {
        if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
        doc.font(doc.style.bold).fontSize(11).fillColor(INK).text(doc.style.text(group.category));
        doc.moveDown(0.2);
        table(doc, group.rows, [80, 395]);
      }
  }
  const lineName = info.language === "en" ? undefined : catalogues[info.language].categories[product.categoryId]?.name;
  midiImplementation(doc, product, english, lineName);
  footers(doc, doc.style.words.footer(product.title, info.title, info.revision));
  return doc;
}

/**
 * The quick start's steps: unpacking (a home piano on its cabinet by two people, with its weight),
 * the owner's manual's getting-started steps after the first (the model's own pedals, power,
 * volume and headphones), and playing it as it is played.
 */
export function quickStartSteps({ product, english, info }: Pick<Job, "product" | "english" | "info">): string[] {
  const words = documentText[info.language].quickStart;
  const facts = instrumentFacts(english.params, english.kit);
  const started = manualSections(product, info.language, {}, english.params).find((s) => s.id === "getting-started");
  const setUp = started?.blocks[0]?.type === "steps" ? started.blocks[0].items.slice(1) : [];
  // its weight as the specifications write it in the language ("38,5 kg")
  const weight = [formatSpecValue(info.language, "weight", paramText(product, "weight") || null) ?? ""].flat().join("");
  const unpack = facts.cabinet ? words.unpackCabinet(weight) : words.unpack;
  const play =
    facts.plays === "pads"
      ? words.playPads
      : !facts.controls.includes("SOUND")
        ? words.playPlain
        : facts.displayKind === "touch"
          ? words.playTouch
          : words.play;
  return [unpack, ...setUp, play];
}

/**
 * The specification rows a quick start's "At a glance" gives, whatever the model: what is played
 * (keys or pads), its sounds (voices or kits), polyphony, its connectors (USB, MIDI, the other
 * jacks: 接続端子), power, dimensions and weight. Not the first rows of its table, which on a
 * keyboard are its demo songs and effects.
 */
export const AT_A_GLANCE: readonly string[] = [
  ...["keyboard", "drum pad", "sound/voice", "drum kit", "max polyphony"],
  ...["USB", "MIDI", "jacks", "power", "dimensions", "weight"],
];

/**
 * The quick start's "At a glance": the model's AT_A_GLANCE rows that have a value, in that order
 * (a rhythm machine's connectors and power, which its kit gives, after its pads and kits as a
 * keyboard's), each under the label its manual gives it, in the language's conventions.
 */
export function atAGlance({ product, english, info, labels }: Job): [string, string][] {
  const facts = instrumentFacts(english.params, english.kit);
  // a list as the language writes one, a condition of its own after a semicolon (format.ts `specList`)
  const { specList } = formatsFor(info.language);
  return product.params
    .filter((p) => p.value !== null && AT_A_GLANCE.includes(p.label))
    .sort((a, b) => AT_A_GLANCE.indexOf(a.label) - AT_A_GLANCE.indexOf(b.label))
    .map((p): [string, string] => [
      specificationLabelIn(info.language, p.label, facts, labels),
      specList([formatSpecValue(info.language, p.label, p.value) ?? ""].flat()),
    ]);
}

async function quickStart(job: Job): Promise<Doc> {
  const { product, info, labels } = job;
  const doc = newDoc(info.title, product, info, labels);
  const words = doc.style.words.quickStart;
  await cover(doc, job);
  const steps = quickStartSteps(job);
  heading(doc, words.heading(steps.length));
  numbered(doc, steps);
  heading(doc, words.atAGlance);
  table(doc, atAGlance(job));
  heading(doc, words.needHelp);
  // the latest firmware only for a model that takes updates (not the MK37)
  para(doc, words.help(instrumentFacts(job.english.params, job.english.kit).update !== null));
  footers(doc, doc.style.words.footer(product.title, info.title, info.revision));
  return doc;
}

const makers = { "owners-manual": ownersManual, "data-list": dataList, "quick-start": quickStart };

/** One document's PDF file. */
export async function renderDocument(job: Job): Promise<Buffer> {
  return render(await makers[job.info.kind](job));
}

/** The seed's translations of the catalogue, by language (English is the seed itself). */
const catalogues: Record<Exclude<Locale, "en">, CatalogueTranslation> = { de: deCatalogue, ja: jaCatalogue };

/**
 * The product in a language: the English seed with that language's translation laid over it (the
 * words the site shows, from the same seed): description, selling points, sticky list and
 * specification values. Specification labels stay the English keys; `labels` names them in the
 * language. `english` lists what has no translation and stays English.
 */
export function productIn(
  product: ProductSeed,
  locale: Locale,
): { product: ProductSeed; labels: Record<string, string>; english: string[] } {
  // the specification as the website's table shows it (a rhythm machine's connectors and power, and the box's contents, from its kit)
  const specified = { ...product, params: specificationOf(product.params, product.kit, accessoryNamesIn(locale)) };
  if (locale === "en") return { product: specified, labels: {}, english: [] };
  const catalogue = catalogues[locale];
  const t = catalogue.products[product.id];
  if (!t) return { product: specified, labels: catalogue.paramLabels, english: ["everything"] };
  const english: string[] = [];
  const sticky = product.stickyList.map((item, i) => {
    const own = t.sticky[i];
    if (own) return { ...item, title: own.title, desc: own.desc };
    english.push(`stickyList.${i}`);
    return item;
  });
  if (product.sp4 && !t.sp4) english.push("sp4");
  return {
    product: {
      ...product,
      desc: t.desc,
      sp1: { ...product.sp1, text: t.sellingPoints[0] },
      sp2: { ...product.sp2, text: t.sellingPoints[1] },
      sp3: { ...product.sp3, text: t.sellingPoints[2] },
      ...(product.sp4 ? { sp4: t.sp4 ?? product.sp4 } : {}),
      stickyList: sticky,
      // as the site lays them over (lib/translations/overlay.ts): a value without words is never translated
      params: specified.params.map((p) =>
        Object.hasOwn(t.params, p.label) && paramHasWords(p.value) ? { ...p, value: t.params[p.label] ?? null } : p,
      ),
    },
    labels: catalogue.paramLabels,
    english,
  };
}

/** Every document of every product: English, then each translated language. */
export function documentPlan(): Job[] {
  const languages: Locale[] = ["en", ...translatedDocumentLocales];
  return productSeeds.flatMap((english) =>
    languages.flatMap((locale) => {
      const { product, labels, english: untranslated } = productIn(english, locale);
      if (untranslated.length)
        console.warn(
          `docs: ${english.id} has no ${locale} translation of ${untranslated.join(", ")}; it stays English`,
        );
      return documentsFor(english, locale).map((info) => ({ info, product, english, labels }));
    }),
  );
}

export async function generateDocuments(): Promise<number> {
  mkdirSync(OUT, { recursive: true });
  const manifestFile = path.join(OUT, ".manifest.json");
  const manifest: Record<string, string> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, "utf8"))
    : {};
  let made = 0;
  const generator = generatorHash();
  const plan = documentPlan();
  const shown = progress("docs", plan.length, "PDFs");
  for (const job of plan) {
    const { info, product, english, labels } = job;
    const file = path.join(OUT, path.basename(info.href));
    const key = createHash("sha256")
      .update(VERSION)
      .update(generator)
      .update(JSON.stringify(product))
      .update(product === english ? "" : JSON.stringify(english))
      .update(JSON.stringify(info))
      .update(JSON.stringify(labels))
      .digest("hex")
      .slice(0, 16);
    if (manifest[info.href] !== key || !existsSync(file)) {
      writeFileSync(file, await renderDocument(job));
      manifest[info.href] = key;
      made++;
    }
    shown.step();
  }
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 1));
  return made;
}

if (import.meta.main) {
  const started = Date.now();
  const made = await generateDocuments();
  console.log(`docs: ${made} PDFs written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
