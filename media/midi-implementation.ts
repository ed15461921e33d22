/**
 * The data lists' MIDI implementation, as instrument manuals print it: the channel messages, then
 * System Exclusive identity (the model's own Identity Reply, byte by byte) and firmware update,
 * section by section as /support/check/midi gives them (app/lib/midi/implementation-sections.ts):
 * the same sentences in the document's language (app/lib/midi/implementation-text*.ts), filled with
 * the same numbers, and the same tables (app/lib/midi/protocol-tables*.ts), their cells in the
 * language as the page has them (app/lib/midi/cells.ts). Models without a MIDI port (no "MIDI"
 * specification) get no MIDI implementation.
 */
import { type CategorySeed, categorySeeds, type ProductSeed } from "../app/.server/db/seed/catalogue.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import type { Param } from "../app/lib/content-model.ts";
import { formatsFor } from "../app/lib/format.ts";
import type { Locale } from "../app/lib/i18n/locales.ts";
import { cellIn } from "../app/lib/midi/cells.ts";
import { type SectionKey, sections } from "../app/lib/midi/implementation-sections.ts";
import { implementationDe } from "../app/lib/midi/implementation-text.de.ts";
import { implementationJa } from "../app/lib/midi/implementation-text.ja.ts";
import { implementationEn } from "../app/lib/midi/implementation-text.ts";
import { cellForModel, gridForModel, type ModelLinks, rowsForModel } from "../app/lib/midi/model-cells.ts";
import {
  codeHex,
  type Grid,
  identityTables,
  type MessageTable,
  type ModelCodes,
  updateTables,
} from "../app/lib/midi/protocol-tables.ts";
import { protocolValues } from "../app/lib/midi/protocol-values.ts";
import { paramListOf } from "../app/lib/params.ts";
import { instrumentFacts } from "../app/lib/support/instrument-facts.ts";
import { documentText } from "./document-text.ts";
import { type Doc, heading, INK, numbered, para, table } from "./pdf-layout.ts";

/**
 * The seed's codes (product lines 1 digital pianos, 2 keyboards, 3 rhythm machines; a model's
 * member code is its model number), for a seed that does not carry them yet: the seed's
 * `midiFamily` and `midiMember` win where they exist.
 */
const fallbackFamilies: Record<string, number> = { DigitalPianos: 1, Keyboards: 2, Drums: 3 };
const fallbackMembers: Record<string, number> = {
  SPC121: 121,
  CP203: 203,
  SP201Plus: 201,
  AKX10S: 10,
  MK200: 200,
  MK61: 61,
  MK49: 49,
  MR101S: 101,
};

type WithCodes = { midiMember?: number | null };
type LineWithCodes = { midiFamily?: number | null };

/** A model's family and member codes, from the seed (midiFamily on its line, midiMember on it); null: no MIDI port. */
export function midiCodesOf(productId: string): (ModelCodes & { familyName: string; modelName: string }) | null {
  const product = productSeeds.find((p) => p.id === productId);
  if (!product) return null;
  const line = categorySeeds.find((c) => c.id === product.categoryId) as (CategorySeed & LineWithCodes) | undefined;
  const seeded = product as ProductSeed & WithCodes;
  const family = "midiFamily" in (line ?? {}) ? line?.midiFamily : fallbackFamilies[product.categoryId];
  const member = "midiMember" in seeded ? seeded.midiMember : fallbackMembers[product.id];
  if (family == null || member == null || !hasMidiPort(product)) return null;
  return { family, member, familyName: line?.name ?? product.categoryId, modelName: product.title };
}

/** Every model has MIDI (USB-MIDI, MIDI ports) unless its "MIDI" specification says none (the MK37). */
function hasMidiPort(product: ProductSeed): boolean {
  const midi = product.params.find((p) => p.label === "MIDI");
  if (!midi) return true;
  return Array.isArray(midi.value) ? midi.value.length > 0 : Boolean(midi.value);
}

/**
 * The effect depths a model's data gives it: reverb send (controller 91) where its specification
 * has a reverb, chorus send (93) where it has a chorus; none for a model whose row says none ("—")
 * or that has no such row (a rhythm machine).
 */
export function effectControllers(params: readonly Param[]): number[] {
  return [...(paramListOf(params, "reverb").length ? [91] : []), ...(paramListOf(params, "chorus").length ? [93] : [])];
}

/**
 * The channel messages' table of a model's data list, in the document's language: what it
 * transmits and recognises. MIDI clock from its own data (instrument-facts.ts `midiClock`: its MIDI
 * row or its MIDI connectors, the MR101S's "MIDI OUT (notes, clock)"), never from a translated
 * description, so every language's list says what the product page says.
 */
export function channelMessages(english: ProductSeed, locale: Locale): [string, string][] {
  const { channel } = documentText[locale].midi;
  const facts = instrumentFacts(english.params, english.kit);
  const keys = facts.plays === "keys";
  const pedals = facts.connectors.some((c) => c.kind === "sustain") || facts.builtInPedals;
  // what its data says it plays and holds: modulation, expression and bend on keys, the damper
  // with a pedal, sostenuto and soft with a piano's three pedals, pressure where keys or pads send it,
  // the reverb and chorus depths where it has those effects (`effectControllers`)
  const controllers = [0, ...(keys ? [1] : []), 7, 10, ...(keys ? [11] : []), ...(pedals ? [64] : [])]
    .concat(facts.pedals.includes("sostenuto") ? [66] : [], facts.pedals.includes("soft") ? [67] : [])
    .concat(effectControllers(english.params));
  const pressure = paramListOf(english.params, keys ? "keyboard" : "drum pad").some((v) =>
    /aftertouch|pressure/i.test(v),
  );
  return [
    channel.noteOnOff,
    channel.programChange,
    [channel.controlChange, formatsFor(locale).list(controllers.map(String))],
    ...(keys ? [channel.pitchBend] : []),
    ...(pressure ? [channel.aftertouch] : []),
    channel.systemExclusive,
    [channel.clock, facts.midiClock.send ? channel.sentAndReceived : channel.received],
  ];
}

/** The page's words in each language (the German and Japanese keep the English's keys). */
const implementationText = { en: implementationEn, de: implementationDe, ja: implementationJa } as Record<
  Locale,
  typeof implementationEn
>;
const valuesIn = { en: protocolValues("en"), de: protocolValues("de"), ja: protocolValues("ja") };
/** A sentence with the protocol's numbers, written as the document's language writes them. */
const filler = (locale: Locale) => (template: string) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(valuesIn[locale][name] ?? whole));
/** A table cell in the language; bytes and names as they are. */
const cellOf = (locale: Locale) => (cell: string) => cellIn(cell, locale) ?? cell;

function title(doc: Doc, text: string) {
  doc.font(doc.style.bold).fontSize(11).fillColor(INK).text(doc.style.text(text));
  doc.moveDown(0.2);
}

function byteTable(doc: Doc, message: MessageTable, has: ModelLinks) {
  const { midi } = doc.style.words;
  const given = cellOf(doc.style.locale);
  const say = (cell: string) => given(cellForModel(cell, has));
  const direction = message.from === "host" ? midi.hostToInstrument : midi.instrumentToHost;
  title(doc, formatsFor(doc.style.locale).aside(say(message.name), direction));
  para(doc, say(message.summary));
  table(
    doc,
    rowsForModel(message.rows, has).map(([bytes, meaning]): [string, string] => [say(bytes), say(meaning)]),
    [110, 365],
  );
}

const WIDTH = 475;
const SIZE = 8.5;
/**
 * Column widths by what the cells hold: each column at least as wide as its longest word (up to
 * 200 pt), the rest shared by how much text each column holds.
 */
function widthsOf(doc: Doc, grid: Grid): number[] {
  const { text, regular, bold } = doc.style;
  doc.fontSize(SIZE);
  const columns = grid.head.map((_, i) => [grid.head[i] ?? "", ...grid.rows.map((r) => r[i] ?? "")]);
  const least = columns.map((cells, i) => {
    const words = cells.flatMap((c) => text(c).split(/\s+/));
    const widest = Math.max(...words.map((w) => doc.font(i === 0 ? bold : regular).widthOfString(w)));
    return Math.min(200, widest + 12);
  });
  const weights = columns.map((cells) => cells.reduce((sum, c) => sum + c.length, 0));
  const spare = WIDTH - least.reduce((a, b) => a + b, 0);
  if (spare <= 0) return least.map((w) => (w * WIDTH) / (WIDTH - spare));
  const total = weights.reduce((a, b) => a + b, 0);
  return least.map((w, i) => w + (spare * (weights[i] ?? 0)) / total);
}

/**
 * The normative tables of a model's data list, section by section, as it prints them in a language:
 * every one from the same set of codes the model sends (model-cells.ts `gridForModel`), its cells
 * in the language, its column heads the page's.
 */
export function dataListGrids(
  english: ProductSeed,
  locale: Locale,
): { key: SectionKey; caption: string; grid: Grid }[] {
  const has = modelLinksOf(english);
  const words = implementationText[locale];
  const say = cellOf(locale);
  return sections.flatMap(({ key, grids }) =>
    grids.map((given) => {
      const tableWords = words.tables[given.id as keyof typeof words.tables];
      const grid = gridForModel(given, has);
      return {
        key,
        caption: filler(locale)(tableWords.caption),
        grid: { ...grid, head: tableWords.head, rows: grid.rows.map((cells) => cells.map(say)) },
      };
    }),
  );
}

/** A table of several columns, its heads in bold and set again at the top of each page it continues on. */
function gridTable(doc: Doc, caption: string, grid: Grid) {
  const x = doc.page.margins.left;
  const widths = widthsOf(doc, grid);
  const { text, regular, bold } = doc.style;
  const fontOf = (i: number, font: string) => (i === 0 ? bold : font);
  const heightOf = (cells: readonly string[], font: string) =>
    Math.max(
      ...cells.map((c, i) => doc.font(fontOf(i, font)).heightOfString(text(c), { width: (widths[i] ?? 0) - 10 })),
    ) + 8;
  const row = (cells: readonly string[], font: string, shade: boolean) => {
    doc.fontSize(SIZE);
    const h = heightOf(cells, font);
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (font === regular) row(grid.head, bold, false);
    }
    const y = doc.y;
    if (shade) doc.rect(x, y, WIDTH, h).fill("#f4f5f7");
    let left = x;
    cells.forEach((c, i) => {
      doc
        .fillColor(INK)
        .font(fontOf(i, font))
        .text(text(c), left + 5, y + 4, { width: (widths[i] ?? 0) - 10 });
      left += widths[i] ?? 0;
    });
    if (font === bold) {
      doc
        .moveTo(x, y + h)
        .lineTo(x + WIDTH, y + h)
        .lineWidth(0.6)
        .strokeColor(INK)
        .stroke();
    }
    doc.x = x;
    doc.y = y + h;
  };
  if (doc.y > doc.page.height - 140) doc.addPage();
  title(doc, caption);
  row(grid.head, bold, false);
  grid.rows.forEach((cells, i) => {
    row(cells, regular, i % 2 === 0);
  });
  doc.moveDown(0.8);
}

/** What the model's data gives it that the update protocol speaks of: Bluetooth MIDI, batteries, keys or pads. */
export function modelLinksOf(english: ProductSeed): ModelLinks {
  const facts = instrumentFacts(english.params, english.kit);
  return {
    bluetooth: facts.connectors.some((c) => c.kind === "bluetooth-midi"),
    battery: facts.batteries > 0,
    keys: facts.plays === "keys",
    pads: facts.plays === "pads",
  };
}

/** A paragraph without its sentences on a part the model lacks (the rules' battery sentences on a mains-only piano). */
const withoutLacking = (text: string, has: ModelLinks) =>
  (text.match(/[^.。]+(?:[.。]|$)\s*/g) ?? [text])
    .filter(
      (sentence) =>
        (has.battery || !/battery|Batterie|バッテリー/i.test(sentence)) &&
        (has.bluetooth || !/Bluetooth/.test(sentence)),
    )
    .join("")
    .trim();

/** The section, for a model with a MIDI port; nothing for one without. `lineName`: its product line in the document's language. */
export function midiImplementation(doc: Doc, product: ProductSeed, english: ProductSeed, lineName?: string) {
  const codes = midiCodesOf(product.id);
  if (!codes) return;
  const { locale } = doc.style;
  const { midi } = doc.style.words;
  const words = implementationText[locale];
  const fill = filler(locale);
  heading(doc, midi.heading);
  table(doc, channelMessages(english, locale));
  const has = modelLinksOf(english);

  /** What a section sets after its text and before its tables, and after them. */
  const before: Partial<Record<SectionKey, () => void>> = {
    identity: () => {
      para(doc, midi.codes(product.title, codeHex(codes.family), lineName ?? codes.familyName, codeHex(codes.member)));
      // the product line by its name in the document's language, as the sentence above names it
      for (const message of identityTables({ ...codes, familyName: lineName ?? codes.familyName }))
        byteTable(doc, message, has);
    },
    update: () => {
      title(doc, words.update.stepsHeading);
      numbered(doc, words.update.steps.map(fill));
    },
    packing: () => para(doc, fill(words.packing.example)),
    crc: () => para(doc, fill(words.crc.example)),
  };
  const after: Partial<Record<SectionKey, () => void>> = {
    messages: () => {
      for (const message of updateTables()) byteTable(doc, message, has);
    },
  };

  heading(doc, midi.identityHeading, 14);
  para(doc, words.conventions);
  const tables = dataListGrids(english, locale);
  for (const { key } of sections) {
    if (key === "update") heading(doc, midi.updateHeading, 14);
    // a model without batteries: its rules' heading names none, as its text keeps no battery sentence
    heading(doc, key === "rules" && !has.battery ? words.rules.headingMains : words[key].heading, 12);
    para(doc, key === "rules" ? withoutLacking(fill(words[key].text), has) : fill(words[key].text));
    before[key]?.();
    for (const { caption, grid } of tables.filter((t) => t.key === key)) gridTable(doc, caption, grid);
    after[key]?.();
  }
}
