/**
 * Every model's documents name only what that model has. For each model and language this walks
 * the owner's manual (as the HTML page and the PDF have it, the specifications table aside: that
 * is the data itself), the quick start's steps and the firmware update steps, and fails on a part,
 * a control, a connector or a step that the model's own data does not give it.
 */
import { describe, expect, it } from "vitest";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import type { Locale } from "../app/lib/i18n/locales.ts";
import { updateHowOf, updateSteps } from "../app/lib/support/firmware-steps.ts";
import { type InstrumentFacts, instrumentFacts } from "../app/lib/support/instrument-facts.ts";
import { manualSections } from "../app/lib/support/manual-content.ts";
import { documentPlan, productIn, quickStartSteps } from "./documents.ts";

/** A part as each language writes it, and whether a model's facts give it that part. */
type Part = { name: string; words: RegExp; has: (f: InstrumentFacts) => boolean };

const control = (f: InstrumentFacts, printed: string) =>
  f.controls.includes(printed) || f.styleControls.some((c) => c.startsWith(printed));
const connector = (f: InstrumentFacts, printed: string) => f.connectors.some((c) => c.printed === printed);

const PARTS: Part[] = [
  { name: "music rest", words: /music rest|Notenpult|譜面立て/i, has: (f) => f.accessories.includes("music-rest") },
  {
    name: "carrying case",
    words: /carrying case|Tragetasche|キャリングケース/i,
    has: (f) => f.accessories.includes("carrying-case"),
  },
  { name: "keys", words: /\bkeys?\b|keyboard|Tastatur|\bTasten?\b|鍵盤/i, has: (f) => f.plays === "keys" },
  { name: "pads", words: /\bpads?\b|パッド/i, has: (f) => f.plays === "pads" },
  {
    name: "a pedal",
    words: /pedal|ペダル/i,
    has: (f) => f.builtInPedals || f.connectors.some((c) => ["sustain", "expression", "assignable"].includes(c.kind)),
  },
  { name: "batteries", words: /batter|Batterie|電池/i, has: (f) => f.batteries > 0 },
  { name: "a power adaptor", words: /adaptor|Netzadapter|アダプター/i, has: (f) => f.adaptor },
  { name: "a display", words: /display|ディスプレイ/i, has: (f) => f.display },
  {
    name: "headphones",
    words: /headphones|Kopfhörer|ヘッドホン/i,
    has: (f) => connector(f, "PHONES") || connector(f, "PHONES/OUTPUT"),
  },
  {
    name: "an accompaniment",
    words: /\bstyles?\b|accompaniment|Begleit|スタイル|伴奏/i,
    has: (f) => control(f, "STYLE") || control(f, "RHYTHM"),
  },
];

/** Labels printed on a panel, longest first, so "MASTER VOLUME" is taken before "VOLUME". */
const PRINTED: [string, (f: InstrumentFacts) => boolean][] = [
  ["PHONES/OUTPUT", (f) => connector(f, "PHONES/OUTPUT")],
  ["MASTER VOLUME", (f) => control(f, "MASTER VOLUME")],
  ["RECORD / PLAY", (f) => control(f, "RECORD / PLAY")],
  ["LAYER / SPLIT", (f) => control(f, "LAYER / SPLIT")],
  ["USB TO HOST", (f) => connector(f, "USB TO HOST")],
  ["USB TO DEVICE", (f) => connector(f, "USB TO DEVICE")],
  ["SYNC START", (f) => control(f, "SYNC START")],
  ["START/STOP", (f) => control(f, "START/STOP")],
  // the keys marked TEMPO − and + are reached with FUNCTION; a TEMPO dial is a control of its own
  ["TEMPO", (f) => control(f, "TEMPO") || (f.plays === "keys" && control(f, "FUNCTION"))],
  ["VERSION", (f) => f.plays === "keys" && control(f, "FUNCTION")],
  ...["POWER", "VOLUME", "FUNCTION", "SOUND", "STYLE", "RHYTHM", "METRONOME", "DUO", "FILTER", "SWING"].map(
    (c): [string, (f: InstrumentFacts) => boolean] => [c, (f) => control(f, c)],
  ),
  ...["PATTERN", "KIT", "RECORD", "SHIFT"].map((c): [string, (f: InstrumentFacts) => boolean] => [
    c,
    (f) => control(f, c),
  ]),
  ...["PHONES", "SUSTAIN", "DC IN", "AUX IN", "LINE OUT", "MIDI IN", "MIDI OUT", "OUTPUT"].map(
    (c): [string, (f: InstrumentFacts) => boolean] => [c, (f) => connector(f, c)],
  ),
];

/** What a document names that the model lacks. */
function lacking(text: string, facts: InstrumentFacts, others: readonly string[]): string[] {
  const found: string[] = [];
  for (const part of PARTS) if (part.words.test(text) && !part.has(facts)) found.push(part.name);
  let rest = text;
  for (const [printed, has] of PRINTED) {
    const pattern = new RegExp(`(?<![A-Z])${printed.replace(/[/]/g, "\\/")}(?![A-Z])`, "g");
    if (pattern.test(rest) && !has(facts)) found.push(printed);
    rest = rest.replace(pattern, " ");
  }
  for (const title of others) if (text.includes(title)) found.push(`another model: ${title}`);
  return found;
}

const LOCALES: Locale[] = ["en", "de", "ja"];

describe.each(productSeeds.map((p) => [p.id, p] as const))("the documents of the %s", (_id, english) => {
  const facts = instrumentFacts(english.params, english.kit);
  const others = productSeeds.filter((p) => p.id !== english.id).map((p) => p.title);
  const hasDevicePort = facts.update === "drive";

  it.each(LOCALES)("in %s name only its own parts, controls, connectors and steps", (locale) => {
    const { product, labels } = productIn(english, locale);
    const manual = manualSections(product, locale, labels, english.params).filter((s) => s.id !== "specifications");
    const documents: Record<string, string> = {
      manual: JSON.stringify(manual.map((s) => s.blocks)),
      "quick start": quickStartSteps({ product, english, info: { ...plannedInfo(english.id, locale) } }).join("\n"),
    };
    if (facts.update)
      documents.firmware = updateSteps(
        english.title,
        hasDevicePort,
        updateHowOf(english.params, english.kit),
        locale,
      ).join("\n");
    for (const [name, text] of Object.entries(documents))
      expect(lacking(text, facts, others), `${english.id} ${locale} ${name}`).toEqual([]);
  });

  it("has a manual whose every section says something, and operating instructions to play it", () => {
    for (const locale of LOCALES) {
      const { product, labels } = productIn(english, locale);
      const manual = manualSections(product, locale, labels, english.params);
      for (const section of manual)
        expect(section.blocks.length, `${english.id} ${locale} ${section.id}`).toBeGreaterThan(0);
      const playing = manual.find((s) => s.id === "playing");
      // operating instructions, not the product page's copy
      expect(playing?.blocks.some((b) => b.type === "subhead")).toBe(true);
      expect(JSON.stringify(playing)).not.toContain(product.desc);
    }
  });
});

/** A document of the build's plan for a model in a language (its kind does not matter here). */
function plannedInfo(productId: string, locale: Locale) {
  const job = documentPlan().find((j) => j.english.id === productId && j.info.language === locale);
  if (!job) throw new Error(`No document of ${productId} in ${locale}`);
  return job.info;
}

describe("the walk itself", () => {
  it("catches what the reviewers found: a music rest, keys and TEMPO keys on a rhythm machine, another model's steps", () => {
    const seed = (id: string) => productSeeds.find((p) => p.id === id);
    const mr = instrumentFacts(seed("MR101S")?.params ?? [], seed("MR101S")?.kit);
    expect(lacking("Music rest", mr, [])).toEqual(["music rest"]);
    expect(lacking("hold FUNCTION and press the keys marked TEMPO", mr, [])).toEqual(["keys", "FUNCTION"]);
    expect(lacking("Hold the lowest and the highest key (on the MR101S: pads 1 and 16)", mr, ["MR101S"])).toContain(
      "another model: MR101S",
    );
    const mk = instrumentFacts(seed("MK37")?.params ?? [], seed("MK37")?.kit);
    expect(lacking("Turn MASTER VOLUME down. Connect the pedal to SUSTAIN.", mk, [])).toEqual([
      "a pedal",
      "MASTER VOLUME",
      "SUSTAIN",
    ]);
  });
});
