/**
 * Every model's documents name only what that model has, and describe what it has. For each model
 * and language this walks the owner's manual (as the HTML page and the PDF have it, the
 * specifications table aside: that is the data itself), the quick start's steps, the firmware
 * update steps with what to do when they fail (the firmware page's and the archive's), and fails
 * on a part, a control, a connector, a step or a count that the model's own data does not give it;
 * on a control the manual names that its panel description does not list; on a count that is
 * not the data's; on an adaptor's volts or amps that are not its power row's; on an update step that
 * asks for a restart the update has already made; and on a pedal remedy that its firmware's release
 * notes do not date.
 */
import { describe, expect, it } from "vitest";
import { firmwareSeeds } from "../app/.server/db/seed/firmware.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import type { Locale } from "../app/lib/i18n/locales.ts";
import { specificationOf } from "../app/lib/params.ts";
import { NO_VALUE } from "../app/lib/spec-values.ts";
import { pedalPolarityFrom } from "../app/lib/support/firmware-facts.ts";
import { updateHowOf, updateSteps, updateTroubleshootingFor } from "../app/lib/support/firmware-steps.ts";
import { type InstrumentFacts, instrumentFacts } from "../app/lib/support/instrument-facts.ts";
import { accessoryNamesIn, type ManualSection, manualSections } from "../app/lib/support/manual-content.ts";
import { manualTextDe } from "../app/lib/support/manual-text.de.ts";
import { manualTextJa } from "../app/lib/support/manual-text.ja.ts";
import { manualTextEn, type SavedData } from "../app/lib/support/manual-text.ts";
import { atAGlance, documentPlan, productIn, quickStartSteps } from "./documents.ts";
import { howToUpdate } from "./firmware.ts";

/** A part as each language writes it, and whether a model's facts give it that part. */
type Part = { name: string; words: RegExp; has: (f: InstrumentFacts) => boolean };

const control = (f: InstrumentFacts, printed: string) =>
  f.controls.includes(printed) || f.styleControls.some((c) => c.startsWith(printed));
const connector = (f: InstrumentFacts, printed: string) => f.connectors.some((c) => c.printed === printed);

const PARTS: Part[] = [
  { name: "music rest", words: /music rest|Notenpult|譜面立て/i, has: (f) => f.accessories.includes("music-rest") },
  {
    name: "warranty card",
    words: /warranty card|Garantiekarte|保証書/i,
    has: (f) => f.accessories.includes("warranty-card"),
  },
  // a display that shows the finger to play with: only where the specification's display says so
  { name: "a fingering display", words: /finger to use|passenden Finger|使う指/i, has: (f) => f.showsFingering },
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
  // a small keyboard's rhythms are no styles (the MK37: RHYTHM, "50 rhythms")
  { name: "styles", words: /\bstyles?\b|スタイル/i, has: (f) => f.accompaniment === "styles" },
  {
    name: "a USB flash drive",
    words: /USB (?:flash )?drive|\bthe drive\b|USB-Stick|USBフラッシュメモリー/i,
    has: (f) => connector(f, "USB TO DEVICE"),
  },
  {
    name: "a touch screen",
    words: /touch screen|Touchscreen|タッチスクリーン/i,
    has: (f) => f.displayKind === "touch",
  },
  // its own speakers: an amplifier's or powered speakers at an output are another matter
  {
    name: "its speakers",
    words: /\bthe speakers?\b|speaker switches|(?:die|den|der|des|dem) Lautsprechers?\b|(?<!パワード)スピーカー/i,
    has: (f) => f.speakers > 0,
  },
  {
    name: "several speakers",
    words: /\bthe speakers\b|Die Lautsprecher werden|aus den Lautsprechern|Lautstärke der Lautsprecher/,
    has: (f) => f.speakers > 1,
  },
  // a home piano stands on the floor; a portable goes on a stand or a table
  {
    name: "a stand or table",
    words: /stand or table|Ständer oder Tisch|スタンドまたはテーブル/,
    has: (f) => !f.cabinet,
  },
  { name: "a cabinet on the floor", words: /level floor|ebenen Boden|水平な床/, has: (f) => f.cabinet },
  {
    name: "pedals built into the stand",
    words: /sostenuto|pedal connector|Pedalbuchse|ソステヌート|ペダル端子/i,
    has: (f) => f.builtInPedals,
  },
  // the pedal unit's cable goes into a connector its specification lists (the CP203's "Pedal connector")
  {
    name: "a pedal connector",
    words: /pedal connector|Pedalbuchse|ペダル端子/i,
    has: (f) => f.connectors.some((c) => c.kind === "pedal-unit"),
  },
  // what the music library and the memory offer, reached with keys FUNCTION marks: named only where the data holds it
  { name: "lessons", words: /\bLESSON\b|lesson mode|Lernmodus|レッスン機能/, has: (f) => f.lessonSteps > 0 },
  { name: "a chord dictionary", words: /chord dictionary|Akkordlexikon|コード辞典/i, has: (f) => f.chordDictionary },
  {
    name: "a registration memory",
    words: /registration memory|Registrierungsspeicher|レジストレーションメモリー/i,
    has: (f) => f.registrations > 0,
  },
  {
    name: "a chord sequencer",
    words: /chord sequencer|Akkord-Sequenzer|コードシーケンサー/i,
    has: (f) => f.chordSequencer,
  },
  { name: "a half-damper", words: /half-damper|Halbpedal|ハーフダンパー/i, has: (f) => f.halfDamper },
  {
    name: "a sustain pedal in the box",
    words:
      /Connect the sustain pedal|Schließen Sie das (?:Sustain-Pedal|Dämpferpedal)|電源を入れる前に、サステインペダルを/,
    has: (f) => f.accessories.includes("sustain-pedal"),
  },
];

/** Labels printed on a panel, longest first, so "MASTER VOLUME" is taken before "VOLUME". */
const PRINTED: [string, (f: InstrumentFacts) => boolean][] = [
  ["PHONES/OUTPUT", (f) => connector(f, "PHONES/OUTPUT")],
  ["MASTER VOLUME", (f) => control(f, "MASTER VOLUME")],
  ["RECORD/PLAY", (f) => control(f, "RECORD/PLAY")],
  ["LAYER/SPLIT", (f) => control(f, "LAYER/SPLIT")],
  ["USB TO HOST", (f) => connector(f, "USB TO HOST")],
  ["USB TO DEVICE", (f) => connector(f, "USB TO DEVICE")],
  ["SYNC START", (f) => control(f, "SYNC START")],
  ["START/STOP", (f) => control(f, "START/STOP")],
  // the keys marked TEMPO − and + are reached with FUNCTION; a TEMPO dial is a control of its own
  ["TEMPO", (f) => control(f, "TEMPO") || f.markedKeys.includes("tempo")],
  ["VERSION", (f) => f.markedKeys.includes("version")],
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

/** The controls a panel description may name: every printed control label of PRINTED, not the connectors. */
const CONTROL_LABELS = PRINTED.map(([printed]) => printed).filter(
  (printed) => !["PHONES/OUTPUT", "USB TO HOST", "USB TO DEVICE"].includes(printed),
);
const CONNECTOR_LABELS = ["PHONES", "SUSTAIN", "DC IN", "AUX IN", "LINE OUT", "MIDI IN", "MIDI OUT", "OUTPUT"];
const sectionText = (manual: ManualSection[], ...ids: string[]) =>
  JSON.stringify(manual.filter((s) => ids.includes(s.id)).map((s) => s.blocks));
const named = (text: string, printed: string) =>
  new RegExp(`(?<![A-Z/])${printed.replace(/[/]/g, "\\/")}(?![A-Z/])`).test(text);

/**
 * What the manual names that its own reference sections do not list: a control its steps or
 * remedies name that the panel description lacks (the keys marked TEMPO − and TEMPO +), a
 * connector that the connections table lacks; and a control of the data, a display or a built-in
 * pedal that the panel description does not describe.
 */
function unlisted(manual: ManualSection[], facts: InstrumentFacts): string[] {
  const found: string[] = [];
  const panel = sectionText(manual, "panel");
  const connections = sectionText(manual, "connections");
  // the factory reset's controls too, held at power-on: its panel description lists them
  const rest = sectionText(manual, "getting-started", "playing", "troubleshooting", "factory-reset");
  for (const printed of CONTROL_LABELS)
    if (named(rest, printed) && !named(panel, printed) && !CONNECTOR_LABELS.includes(printed))
      found.push(`${printed} (not in the panel description)`);
  for (const printed of CONNECTOR_LABELS)
    if (named(rest, printed) && !named(connections, printed)) found.push(`${printed} (not in the connections)`);
  const items = manual.find((s) => s.id === "panel")?.blocks.flatMap((b) => ("items" in b ? b.items : [])) ?? [];
  // each of its controls begins a line of its own (Japanese writes a range with ～: INTRO 1～3)
  // as Japanese writes a printed label: INTRO 1～3, and two buttons under one name listed (FILL-IN A、B)
  for (const printed of [...facts.controls, ...facts.styleControls])
    if (
      !items.some(
        (line) =>
          line.startsWith(printed) ||
          line.startsWith(printed.replace(/–/g, "～").replace(/(?<=[ -][A-Z0-9])\/(?=[A-Z0-9]$)/, "、")),
      )
    )
      found.push(`${printed} (a control of the data, not described)`);
  if (
    facts.display &&
    !items.some((line) => /^(?:Display|Touch screen|Touchscreen|ディスプレイ|タッチスクリーン)/.test(line))
  )
    found.push("its display (not described)");
  if (facts.builtInPedals && !facts.pedals.every((p) => items.some((line) => new RegExp(PEDAL_WORDS[p]).test(line))))
    found.push("its pedals (not described)");
  return found;
}
const PEDAL_WORDS = {
  damper: "damper|Dämpferpedal|ダンパー",
  sostenuto: "sostenuto|Sostenuto|ソステヌート",
  soft: "soft|Leisepedal|ソフト",
};

/** A count and what it counts, as each language writes it in the manual and quick start. */
const COUNTS: Record<Locale, Record<"sounds" | "accompaniments" | "own" | "kits", RegExp>> = {
  en: {
    sounds: /([\d,]+) sounds/g,
    accompaniments: /([\d,]+) (?:styles|drum rhythms) are built in/g,
    own: /Up to ([\d,]+) (?:styles|rhythms) of your own/g,
    kits: /([\d,]+) kits/g,
  },
  de: {
    sounds: /([\d.]+)\u00a0Klänge/g,
    accompaniments: /([\d.]+)\u00a0(?:Styles|Rhythmen)/g,
    own: /Bis zu ([\d.]+)\u00a0eigene/g,
    kits: /([\d.]+)\u00a0Kits/g,
  },
  ja: {
    sounds: /全([\d,]+)音色/g,
    accompaniments: /(?:伴奏スタイル|リズム)を([\d,]+)種類/g,
    own: /([\d,]+)個まで/g,
    kits: /([\d,]+)種類のキット/g,
  },
};

/** The counts a text states that are not its data's, and (`complete`: the manual) the data's counts it leaves out. */
function miscounted(text: string, facts: InstrumentFacts, locale: Locale, complete = true): string[] {
  const found: string[] = [];
  const expected = {
    sounds: facts.controls.includes("SOUND") ? facts.sounds : 0,
    accompaniments: facts.accompaniment && facts.styleControls.includes("START/STOP") ? facts.accompaniments : 0,
    own: facts.accompaniment && facts.styleControls.includes("START/STOP") ? facts.userAccompaniments : 0,
    kits: facts.controls.includes("KIT") ? facts.kits : 0,
  };
  for (const [kind, pattern] of Object.entries(COUNTS[locale]) as [keyof typeof expected, RegExp][]) {
    const stated = [...text.matchAll(pattern)].map((m) => Number((m[1] ?? "").replace(/[,.]/g, "")));
    // the kits a firmware release added give a second count: the total with them ("52 kits in all", from firmware 1.2.0)
    const also = kind === "kits" && expected.kits ? facts.addedKits?.total : undefined;
    for (const n of stated)
      if (n !== expected[kind] && n !== also) found.push(`${kind}: ${n}, the data ${expected[kind]}`);
    if (complete && expected[kind] && stated.length === 0) found.push(`${kind}: ${expected[kind]} not stated`);
  }
  return found;
}

/** The update step that says the instrument restarts by itself, and a step that asks the owner to restart it. */
const RESTARTS_ITSELF = /restarts by itself|von selbst neu startet|自動的に再起動/;
const POWER_CYCLE = /off and on|turn the power|aus und wieder ein|wieder ein|電源を入れ直|電源を切/i;

describe.each(productSeeds.map((p) => [p.id, p] as const))("the documents of the %s", (_id, english) => {
  const facts = instrumentFacts(english.params, english.kit);
  const others = productSeeds.filter((p) => p.id !== english.id).map((p) => p.title);
  const how = updateHowOf(english.params, english.kit);

  it.each(LOCALES)("in %s name only its own parts, controls, connectors and steps", (locale) => {
    const { product, labels } = productIn(english, locale);
    const manual = manualSections(product, locale, labels, english.params).filter((s) => s.id !== "specifications");
    const documents: Record<string, string> = {
      manual: JSON.stringify(manual.map((s) => s.blocks)),
      "quick start": quickStartSteps({ product, english, info: { ...plannedInfo(english.id, locale) } }).join("\n"),
    };
    if (facts.update) {
      documents.firmware = [
        ...updateSteps(english.title, how, locale),
        ...updateTroubleshootingFor(locale, how).flat(),
      ].join("\n");
      if (locale === "en") documents["firmware archive"] = howToUpdate(english.id);
    }
    for (const [name, text] of Object.entries(documents))
      expect(lacking(text, facts, others), `${english.id} ${locale} ${name}`).toEqual([]);
  });

  it.each(LOCALES)("in %s name its specifications as its own: no style row on a model without styles", (locale) => {
    const { product, labels } = productIn(english, locale);
    const specifications = manualSections(product, locale, labels, english.params).find(
      (s) => s.id === "specifications",
    );
    const named = [
      ...(specifications?.blocks.flatMap((b) =>
        // a row the data leaves empty ("style: —" on a piano) says it has none
        b.type === "table" ? b.rows.filter(([, value]) => value !== NO_VALUE).map(([label]) => label) : [],
      ) ?? []),
      ...atAGlance({ product, english, labels, info: plannedInfo(english.id, locale) }).map(([label]) => label),
    ].join("\n");
    const styles = PARTS.find((part) => part.name === "styles");
    if (styles && !styles.has(facts)) expect(named, `${english.id} ${locale}`).not.toMatch(styles.words);
  });

  it.each(LOCALES)("in %s give no cause of silence its model cannot have (headphones mute speakers)", (locale) => {
    const { product, labels } = productIn(english, locale);
    const trouble = manualSections(product, locale, labels, english.params).find((s) => s.id === "troubleshooting");
    const [, fix] = (trouble?.blocks[0] && "rows" in trouble.blocks[0] ? trouble.blocks[0].rows[0] : undefined) ?? [];
    expect(fix, `${english.id} ${locale}`).toBeTruthy();
    if (facts.speakers === 0) expect(fix, `${english.id} ${locale}`).not.toMatch(/headphones|Kopfhörer|ヘッドホン/);
  });

  it.each(LOCALES)("in %s list every control it names and has, and count as its data does", (locale) => {
    const { product, labels } = productIn(english, locale);
    const manual = manualSections(product, locale, labels, english.params);
    expect(unlisted(manual, facts), `${english.id} ${locale}`).toEqual([]);
    const steps = quickStartSteps({ product, english, info: { ...plannedInfo(english.id, locale) } }).join("\n");
    const text = JSON.stringify(manual.filter((s) => s.id !== "specifications").map((s) => s.blocks));
    expect(miscounted(text, facts, locale), `${english.id} ${locale}`).toEqual([]);
    expect(miscounted(steps, facts, locale, false), `${english.id} ${locale} quick start`).toEqual([]);
  });

  it.each(LOCALES)(
    "in %s give its adaptor's volts and amps as its power and jacks rows do, and no others",
    (locale) => {
      const { product, labels } = productIn(english, locale);
      const info = plannedInfo(english.id, locale);
      const text = JSON.stringify([
        manualSections(product, locale, labels, english.params),
        quickStartSteps({ product, english, info }),
        atAGlance({ product, english, labels, info }),
      ]);
      const held = new Set(
        // a rhythm machine's connectors are its kit's (DC IN 12 V)
        specificationOf(english.params, english.kit)
          .filter((p) => p.label === "power" || p.label === "jacks")
          .flatMap((p) => (Array.isArray(p.value) ? p.value : [p.value ?? ""]))
          .flatMap((v) => [...v.matchAll(/(\d+(?:\.\d+)?)\s?([VA])\b/g)].map((m) => `${m[1]} ${m[2]}`)),
      );
      const given = [...text.matchAll(/(\d+(?:[.,]\d+)?)(?:\s|\\u00a0|\u00a0)?([VA])\b/g)].map(
        (m) => `${(m[1] ?? "").replace(",", ".")} ${m[2]}`,
      );
      for (const figure of given) expect(held, `${english.id} ${locale}: ${figure}`).toContain(figure);
    },
  );

  it.each(LOCALES)("in %s ask for no restart once the update has restarted it by itself", (locale) => {
    if (!facts.update) return;
    const steps = updateSteps(english.title, how, locale);
    const restarted = steps.findIndex((s) => RESTARTS_ITSELF.test(s));
    expect(restarted, `${english.id} ${locale}`).toBeGreaterThan(-1);
    for (const step of steps.slice(restarted + 1)) expect(step, `${english.id} ${locale}`).not.toMatch(POWER_CYCLE);
  });

  it.each(LOCALES)("in %s date the pedal's polarity remedy by the release whose notes brought it", (locale) => {
    // the release whose notes say the pedal's polarity is read at power-on
    const brought = firmwareSeeds.find(
      ([id, , , changes]) => id === english.id && changes.some((c) => /polarity/i.test(c)),
    );
    expect(pedalPolarityFrom[english.id] ?? null, english.id).toBe(brought?.[1] ?? null);
    const { product, labels } = productIn(english, locale);
    const trouble = JSON.stringify(
      manualSections(product, locale, labels, english.params).find((s) => s.id === "troubleshooting"),
    );
    if (brought && facts.connectors.some((c) => c.kind === "sustain")) expect(trouble).toContain(`${brought[1]}`);
  });

  it("has a factory reset held with two controls of its own panel, neither an update's nor auto power-off's", () => {
    for (const locale of LOCALES) {
      const { product, labels } = productIn(english, locale);
      const reset = manualSections(product, locale, labels, english.params).find((s) => s.id === "factory-reset");
      expect(reset, `${english.id} ${locale}`).toBeDefined();
      const steps = JSON.stringify(reset?.blocks);
      const held = facts.factoryReset ?? [];
      expect(held.length).toBe(2);
      for (const control of held) {
        expect(facts.controls, english.id).toContain(control);
        expect(steps, `${english.id} ${locale}`).toContain(control);
      }
      // FUNCTION held alone at power-on switches auto power-off; keys or pads held start an update
      expect(held).not.toContain("FUNCTION");
    }
  });

  it.each(LOCALES)(
    "in %s have a factory reset that deletes every user memory its data gives it, and names firmware only where it has one",
    (locale) => {
      const { product, labels } = productIn(english, locale);
      const reset = manualSections(product, locale, labels, english.params).find((s) => s.id === "factory-reset");
      const intro = reset?.blocks.find((b) => b.type === "p");
      const text = intro?.type === "p" ? intro.text : "";
      // read from its rows' own words, not from the facts the manual is written from
      const values = JSON.stringify(english.params);
      const memory: Record<SavedData, boolean> = {
        recordings: (english.kit?.controls ?? []).includes("RECORD/PLAY"),
        userStyles: /\d+ user styles/i.test(values),
        userPatterns: facts.plays === "pads" && /"\d+ user"/i.test(values),
        patternChains: /pattern chains/i.test(values),
        registrations: /registration memory, \d+/i.test(values),
        songbook: /Song ?book, [\d,]+ entries/i.test(values),
        userSamples: /expansion memory for user samples/i.test(values),
        pairings: /Bluetooth MIDI/i.test(values),
      };
      const deleted = { en: manualTextEn, de: manualTextDe, ja: manualTextJa }[locale].factoryReset.deleted;
      for (const [kind, has] of Object.entries(memory) as [SavedData, boolean][])
        expect(text.includes(deleted[kind]), `${english.id} ${locale} ${kind}`).toBe(has);
      // the MK37 has no USB and no firmware to keep: its reset names none
      expect(/firmware|ファームウェア/i.test(text), `${english.id} ${locale} firmware`).toBe(facts.update !== null);
    },
  );

  it.each(LOCALES)(
    "in %s describe every function its specification, highlights and firmware steps name: pattern chains, the version check, the rotary speaker",
    (locale) => {
      const { product, labels } = productIn(english, locale);
      const manual = JSON.stringify(manualSections(product, locale, labels, english.params).map((s) => s.blocks));
      const said = (words: readonly [RegExp, RegExp, RegExp]) => words[{ en: 0, de: 1, ja: 2 }[locale]]?.test(manual);
      // "99 pattern chains" in its specification, "chain patterns into songs" in its highlights
      const copy = [
        english.desc,
        english.sp4 ?? "",
        ...english.stickyList.map((s) => s.desc),
        JSON.stringify(english.params),
      ];
      const chains = copy.some((c) => /pattern chains?|chain (?:rhythms|patterns)|link rhythms into songs/i.test(c));
      expect(
        said([/Press PATTERN twice/, /Drücken Sie zweimal PATTERN/, /PATTERNボタンを2回押します/]),
        `${english.id} chains`,
      ).toBe(chains);
      // the version check its firmware steps name
      if (facts.update && how.version === "shift")
        expect(
          said([
            /Hold SHIFT and press START\/STOP: the display shows the installed firmware version/,
            /Halten Sie SHIFT gedrückt und drücken Sie START\/STOP: Das Display zeigt die installierte Firmware-Version/,
            /SHIFTボタンを押したままSTART\/STOPボタンを押すと、インストールされているファームウェアのバージョン/,
          ]),
          english.id,
        ).toBe(true);
      if (facts.update && how.version === "function") expect(manual, english.id).toContain("VERSION");
      // an effect with a speed to switch: the manual says how
      expect(
        said([/rotary speaker effect/, /Rotary-Speaker-Effekt/, /ロータリースピーカーエフェクト/]),
        english.id,
      ).toBe(/rotary speaker/i.test(JSON.stringify(english.params)));
    },
  );

  it("names in its manual every control its firmware's release notes name", () => {
    const { product, labels } = productIn(english, "en");
    const manual = JSON.stringify(manualSections(product, "en", labels, english.params)).toLowerCase();
    const stop = new Set(["the", "a", "an", "of", "fixes", "fixed", "adds"]);
    for (const [id, version, , notes] of firmwareSeeds) {
      if (id !== english.id) continue;
      for (const note of notes) {
        const named: string[] = [];
        for (const m of note.matchAll(/FUNCTION \+ key ([A-G]#?\d)/g)) named.push(`key ${m[1]}`);
        // "the sostenuto pedal": the manual's pedal of that name ("The centre pedal (sostenuto)")
        for (const m of note.matchAll(/\b(sustain|sostenuto|expression|damper|soft|assignable) pedals?\b/gi))
          named.push(m[1] ?? "", "pedal");
        // "the rotary speaker effect speed switch": a switch, button, knob, dial or slider and what it sets
        for (const m of note.matchAll(/\b((?:[A-Za-z-]+ ){0,4})(switch|button|knob|dial|slider)\b/g))
          for (const word of [
            ...(m[1] ?? "")
              .toLowerCase()
              .split(" ")
              .filter((w) => w && !stop.has(w)),
            m[2] ?? "",
          ])
            named.push(word.toLowerCase());
        for (const name of named)
          expect(manual.includes(name.toLowerCase()), `${english.id} ${version}: "${note}" names ${name}`).toBe(true);
      }
    }
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
  const seed = (id: string) => {
    const found = productSeeds.find((p) => p.id === id);
    if (!found) throw new Error(`no ${id} in the seed`);
    return found;
  };
  const factsOf = (id: string) => instrumentFacts(seed(id).params, seed(id).kit);

  it("catches what the reviewers found: a music rest, keys and TEMPO keys on a rhythm machine, another model's steps", () => {
    const mr = factsOf("MR101S");
    expect(lacking("Music rest", mr, [])).toEqual(["music rest"]);
    expect(lacking("hold FUNCTION and press the keys marked TEMPO", mr, [])).toEqual(["keys", "FUNCTION"]);
    expect(lacking("Hold the lowest and the highest key (on the MR101S: pads 1 and 16)", mr, ["MR101S"])).toContain(
      "another model: MR101S",
    );
    const mk = factsOf("MK37");
    expect(lacking("Turn MASTER VOLUME down. Connect the pedal to SUSTAIN.", mk, [])).toEqual([
      "a pedal",
      "MASTER VOLUME",
      "SUSTAIN",
    ]);
  });

  it("catches the second round: styles on a keyboard with rhythms, USB-stick advice without USB TO DEVICE, a home piano on a table", () => {
    const mk37 = factsOf("MK37");
    // the MK37's manual once read so in each language
    expect(lacking("START/STOP: starts and stops the style.", mk37, [])).toEqual(["styles"]);
    expect(lacking("START/STOP: startet und stoppt den Style.", mk37, [])).toContain("styles");
    expect(lacking("START/STOPボタン：スタイルをスタート／ストップします。", mk37, [])).toContain("styles");
    expect(lacking("To practise silently, connect headphones to PHONES: the speakers switch off.", mk37, [])).toEqual([
      "several speakers",
    ]);
    // the MK61's firmware page and archive, which update from a computer
    const mk61 = factsOf("MK61");
    expect(
      lacking("The instrument does not see the USB drive (or the computer does not show NOTEVA-UPD)", mk61, []),
    ).toEqual(["a USB flash drive"]);
    expect(lacking("Das Instrument erkennt den USB-Stick nicht", mk61, [])).toEqual(["a USB flash drive"]);
    expect(lacking("Connect the sustain pedal to SUSTAIN before you turn the power on.", mk61, [])).toEqual([
      "a sustain pedal in the box",
    ]);
    const cp203 = factsOf("CP203");
    expect(lacking("Place the instrument on a stable stand or table, away from direct sunlight.", cp203, [])).toEqual([
      "a stand or table",
    ]);
    expect(lacking("Stand the instrument on a firm, level floor.", factsOf("MK200"), [])).toEqual([
      "a cabinet on the floor",
    ]);
    expect(lacking("Touch screen: shows the selected sound.", factsOf("MK61"), [])).toEqual(["a touch screen"]);
  });

  it("catches a control the manual names but its panel description leaves out, and pedals it never describes", () => {
    const without = (id: string, drop: RegExp) =>
      manualSections(seed(id)).map((s) =>
        s.id === "panel"
          ? {
              ...s,
              blocks: s.blocks.map((b) =>
                b.type === "list" ? { ...b, items: b.items.filter((i) => !drop.test(i)) } : b,
              ),
            }
          : s,
      );
    // the AKX10S's TEMPO keys, reached with FUNCTION, once missing from its panel description
    expect(unlisted(without("AKX10S", /^Keys marked TEMPO/), factsOf("AKX10S"))).toEqual([
      "TEMPO (not in the panel description)",
    ]);
    expect(unlisted(without("AKX10S", /^Touch screen/), factsOf("AKX10S"))).toEqual(["its display (not described)"]);
    expect(unlisted(without("CP203", /^Pedals/), factsOf("CP203"))).toEqual(["its pedals (not described)"]);
    expect(unlisted(without("MK61", /^FILL-IN/), factsOf("MK61"))).toEqual([
      "FILL-IN A/B (a control of the data, not described)",
    ]);
  });

  it("catches the fourth reading: a pedal connector, lessons, a registration memory or a chord sequencer the data lacks", () => {
    // the CP203's pedal cable goes into the connector its specification lists
    expect(lacking("Plug the pedal cable into the pedal connector", factsOf("CP203"), [])).toEqual([]);
    expect(lacking("Stecken Sie das Kabel in die Pedalbuchse", factsOf("SPC121"), [])).toContain("a pedal connector");
    expect(lacking("Hold FUNCTION and press the key marked LESSON", factsOf("MK37"), [])).toContain("lessons");
    expect(lacking("Registrierungsspeicher", factsOf("SPC121"), [])).toEqual(["a registration memory"]);
    expect(lacking("コードシーケンサー", factsOf("MK61"), [])).toEqual(["a chord sequencer"]);
    expect(lacking("The chord dictionary opens", factsOf("MK49"), [])).toEqual(["a chord dictionary"]);
  });

  it("catches a count that is not the data's, or one the manual leaves out", () => {
    const akx = factsOf("AKX10S");
    expect(miscounted("200 styles are built in. Press SOUND: the 1,133 sounds.", akx, "en")).toEqual([
      "accompaniments: 200, the data 300",
      "own: 1000 not stated",
    ]);
    expect(miscounted("伴奏スタイルを300種類内蔵しています。全1,133音色", akx, "ja")).toEqual(["own: 1000 not stated"]);
    expect(
      miscounted("Zum Mitspielen sind 40\u00a0Rhythmen eingebaut. Die 100\u00a0Klänge", factsOf("MK37"), "de"),
    ).toEqual(["accompaniments: 40, the data 50"]);
  });
});

/**
 * The specification a visitor reads (the product page's table: its rows, and the kit's connectors,
 * power and box contents) holds what the model's documents name: the fourth reading found an
 * MR101S whose manual named KIT, RECORD, SHIFT, a POWER switch, an adaptor and a USB cable its
 * table did not list, and music rests in manuals of models whose pages named none.
 */
describe.each(productSeeds.map((p) => [p.id, p] as const))("the specification of the %s", (_id, english) => {
  const facts = instrumentFacts(english.params, english.kit);

  it.each(LOCALES)("in %s lists what comes in its box, its power and, on a panel row, every control", (locale) => {
    const { product } = productIn(english, locale);
    const rows = new Map(product.params.map((p) => [p.label, p.value]));
    const listed = (label: string) => {
      const value = rows.get(label);
      return Array.isArray(value) ? value : value ? [value] : [];
    };
    const names = accessoryNamesIn(locale);
    expect(listed("accessories"), `${english.id} ${locale}`).toEqual(facts.accessories.map((a) => names[a]));
    if (facts.adaptor)
      expect(listed("power").join(" "), `${english.id} ${locale}`).toMatch(/adaptor|Netzadapter|アダプター/i);
    const panel = listed("panel control");
    if (panel.length && locale === "en")
      for (const control of facts.controls)
        expect(
          panel.some((row) => row.toUpperCase().includes(control)),
          `${english.id}: ${control} on its panel row`,
        ).toBe(true);
  });

  /**
   * A USB function its manual describes is in its USB row, in every language (the SP-C121's row once
   * named only USB-MIDI, while its manual showed its recordings on a drive, NOTEVA-REC, over USB TO
   * HOST): a function a firmware release added says from which.
   */
  it.each(LOCALES)("in %s names in its USB row the drive its manual shows over USB TO HOST", (locale) => {
    const { product, labels } = productIn(english, locale);
    const sections = manualSections(product, locale, labels, english.params).filter((s) => s.id !== "specifications");
    const manual = JSON.stringify(sections.map((s) => s.blocks));
    const usb = JSON.stringify(product.params.filter((p) => p.label === "USB").map((p) => p.value));
    const storage = { en: /USB storage/, de: /USB-Massenspeicher/, ja: /USBストレージ/ }[locale];
    const from = {
      en: /from firmware (\d+\.\d+\.\d+)/,
      de: /ab Firmware (\d+\.\d+\.\d+)/,
      ja: /Ver\.(\d+\.\d+\.\d+)以降/,
    }[locale];
    expect(storage.test(usb), `${english.id} ${locale}: ${usb}`).toBe(manual.includes("NOTEVA-REC"));
    const added = firmwareSeeds.find(
      ([id, , , changes]) => id === english.id && changes.some((c) => /export over USB/i.test(c)),
    );
    if (added) expect(from.exec(usb)?.[1], `${english.id} ${locale}: ${usb}`).toBe(added[1]);
  });

  it("describes in its manual, in every language, each function its data lists beyond playing", () => {
    for (const locale of LOCALES) {
      const { product, labels } = productIn(english, locale);
      const playing = JSON.stringify(
        manualSections(product, locale, labels, english.params).find((s) => s.id === "playing")?.blocks,
      );
      const t = { en: 0, de: 1, ja: 2 }[locale];
      const said = (words: readonly [RegExp, RegExp, RegExp]) => words[t]?.test(playing ?? "") ?? false;
      expect(said([/lesson mode/, /Lernmodus/, /レッスン機能/]), `${english.id} ${locale} lessons`).toBe(
        facts.lessonSteps > 0,
      );
      expect(said([/chord dictionary/, /Akkordlexikon/, /コード辞典/]), `${english.id} ${locale}`).toBe(
        facts.chordDictionary,
      );
      expect(
        said([/registration memory/, /Registrierungsspeicher/, /レジストレーションメモリー/]),
        `${english.id} ${locale}`,
      ).toBe(facts.registrations > 0);
      expect(said([/chord sequencer/, /Akkord-Sequenzer/, /コードシーケンサー/]), `${english.id} ${locale}`).toBe(
        facts.chordSequencer,
      );
    }
  });
});

/**
 * The manual's panel drawings (各部の名称, „Bedienelemente“) against its lists, in every language:
 * every callout number of the top panel's drawing is an entry of the panel description and every
 * entry has its callout; every callout of the rear drawing numbers a row of the connections table,
 * and every connector with a socket has one. Drawn from the model's facts: keys as many as it has,
 * pads on a pad model, a touch screen where it has one.
 */
describe.each(productSeeds.map((p) => [p.id, p] as const))("the panel drawings of the %s", (_id, english) => {
  const facts = instrumentFacts(english.params, english.kit);
  it.each(LOCALES)("in %s number what its panel description and connections table list", (locale) => {
    const { product, labels } = productIn(english, locale);
    const manual = manualSections(product, locale, labels, english.params);
    const blocks = (id: string) => manual.find((s) => s.id === id)?.blocks ?? [];
    const top = blocks("panel").find((b) => b.type === "drawing");
    const list = blocks("panel").find((b) => b.type === "list");
    expect(top?.type === "drawing" && top.face).toBe("top");
    expect(list?.type === "list" && list.numbered).toBe(true);
    const entries = list?.type === "list" ? list.items.length : 0;
    const topNumbers = top?.type === "drawing" ? top.drawing.callouts.map((c) => c.n).sort((a, b) => a - b) : [];
    expect(topNumbers, `${english.id} ${locale}`).toEqual(Array.from({ length: entries }, (_, i) => i + 1));

    const rear = blocks("connections").find((b) => b.type === "drawing");
    const table = blocks("connections").find((b) => b.type === "table");
    const rowNumbers = table?.type === "table" ? (table.numbers ?? []).filter((n) => n !== null) : [];
    const rearNumbers = rear?.type === "drawing" ? rear.drawing.callouts.map((c) => c.n) : [];
    expect(rearNumbers, `${english.id} ${locale}`).toEqual(rowNumbers);
    expect(rowNumbers.length).toBe(facts.connectors.filter((c) => c.kind !== "bluetooth-midi").length);
    expect(rowNumbers[0] ?? entries + 1).toBe(entries + 1);
    // each socket's printed label is written under it, as in the table
    const printed =
      rear?.type === "drawing" ? rear.drawing.shapes.filter((s) => s.t === "text").map((s) => s.text) : [];
    for (const c of facts.connectors.filter((x) => x.kind !== "bluetooth-midi"))
      expect(printed, `${english.id}`).toContain(c.printed);
  });

  it("draws what the model has: its keys, its pads, its kind of display", () => {
    const { product } = productIn(english, "en");
    const top = manualSections(product, "en", {}, english.params)
      .find((s) => s.id === "panel")
      ?.blocks.find((b) => b.type === "drawing");
    const shapes = top?.type === "drawing" ? top.drawing.shapes : [];
    const keyRects = shapes.filter(
      (s) => s.t === "rect" && (s.fill === "#ffffff" || s.fill === "#14161a") && s.w < 10 && s.h > 20,
    );
    expect(keyRects.length, english.id).toBe(facts.keys);
    const padRects = shapes.filter((s) => s.t === "rect" && s.w === 30 && s.h === 30);
    expect(padRects.length, english.id).toBe(facts.pads);
    // a touch screen shows its tiles
    const tiles = shapes.filter((s) => s.t === "rect" && s.fill === "#8fb8dc");
    expect(tiles.length > 0, english.id).toBe(facts.displayKind === "touch");
  });
});
