/**
 * A data list's lists (sounds, styles or rhythms, kits, preset rhythms), from the model's facts: each
 * as long as its specification counts, the kits a firmware release added marked with it; a pad
 * instrument's note map (pad, instrument, note number: the kits' standard layout). The names
 * are the panel's, as the instrument's display shows them, the same in every language.
 */
import type { ProductSeed } from "../app/.server/db/seed/catalogue.ts";
import { formatsFor } from "../app/lib/format.ts";
import type { Locale } from "../app/lib/i18n/locales.ts";
import { paramListOf } from "../app/lib/params.ts";
import { instrumentFacts } from "../app/lib/support/instrument-facts.ts";
import { padNotes } from "../app/lib/support/pad-notes.ts";
import { documentText } from "./document-text.ts";

const firstNumber = (text: string) => Number(/\d+/.exec(text)?.[0] ?? 0);

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

/** The electronic kits' families: a firmware release's "more electronic kits" are named from them. */
const electronicKitFamilies = ["Electronic Kit", "Analog 808 Kit", "Analog 909 Kit", "Hip-Hop Kit", "Lo-Fi Kit"];

function numberedNames(families: string[], count: number, first = 1): [string, string][] {
  return Array.from({ length: count }, (_, i) => {
    const family = families[i % families.length] ?? "Sound";
    const variant = Math.floor(i / families.length) + first;
    return [String(i + 1).padStart(4, "0"), variant === 1 ? family : `${family} ${variant}`];
  });
}

/** One list of a data list: its heading (with its count) and its numbered entries. */
export type DataListSection = {
  kind: "sounds" | "styles" | "kits" | "patterns" | "notes";
  heading: string;
  rows: [string, string][];
};

/**
 * The sound, style, kit and rhythm lists of a model's data list, in a language: each as long as
 * its specification counts (instrument-facts.ts, the same facts its manual and product page read),
 * the kits a firmware release added after the others ("From firmware 1.2.0: 4 more … kits, 52 in
 * all": 0049–0052), each marked with the release it came with. The names are the panel's, the same
 * in every language.
 */
export function dataListSections(english: ProductSeed, locale: Locale): DataListSection[] {
  const words = documentText[locale].dataList;
  const formats = formatsFor(locale);
  const count = formats.number;
  const facts = instrumentFacts(english.params, english.kit);
  const rhythms = firstNumber(paramListOf(english.params, "rhythm")[0] ?? "");
  const sections: DataListSection[] = [];
  if (facts.sounds)
    sections.push({
      kind: "sounds",
      heading: words.sounds(count(facts.sounds)),
      rows: numberedNames(soundFamilies, facts.sounds),
    });
  if (facts.accompaniments)
    sections.push({
      kind: "styles",
      // a small keyboard's "styles" are rhythms ("50 rhythms"): its list says so
      heading: (facts.accompaniment === "rhythms" ? words.rhythms : words.styles)(count(facts.accompaniments)),
      rows: numberedNames(styleFamilies, facts.accompaniments),
    });
  if (facts.kits) {
    const added = facts.addedKits;
    const rows = numberedNames(kitFamilies, facts.kits);
    if (added) {
      // named on from the electronic families' next variant (after the 48 kits' fourth)
      const next = Math.ceil(facts.kits / kitFamilies.length) + 1;
      for (const [i, [, name]] of numberedNames(electronicKitFamilies, added.count, next).entries())
        rows.push([
          String(facts.kits + i + 1).padStart(4, "0"),
          formats.aside(name, words.fromFirmware(added.version)),
        ]);
    }
    sections.push({ kind: "kits", heading: words.kits(count(rows.length)), rows });
  }
  if (rhythms)
    sections.push({
      kind: "patterns",
      heading: words.patterns(count(rhythms)),
      rows: numberedNames(styleFamilies, rhythms),
    });
  // a pad instrument that sends and plays notes (MIDI or USB-MIDI): which note each pad is, in every kit
  const midi = facts.connectors.some((c) => ["midi-in", "midi-out", "usb-host"].includes(c.kind));
  if (facts.plays === "pads" && facts.pads && midi)
    sections.push({
      kind: "notes",
      heading: words.padNotes,
      rows: padNotes(facts.pads, locale).map(({ pad, instrument, note }) => [
        words.pad(pad),
        words.instrumentNote(instrument, note),
      ]),
    });
  return sections;
}
