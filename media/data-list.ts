/**
 * A data list's lists (sounds, styles or rhythms, kits, preset rhythms), from the model's facts: each
 * as long as its specification counts, grouped by category as a maker's list is (instrument-names.ts:
 * Piano, E.Piano, Organ …; styles by genre; kits acoustic, electronic, percussion), what a firmware
 * release added marked with it; a pad instrument's note map (pad, instrument, note number: the kits'
 * standard layout). The names are the panel's, as the instrument's display shows them, the same in
 * every language.
 */
import type { ProductSeed } from "../app/.server/db/seed/catalogue.ts";
import { formatsFor } from "../app/lib/format.ts";
import type { Locale } from "../app/lib/i18n/locales.ts";
import { paramListOf } from "../app/lib/params.ts";
import { instrumentFacts } from "../app/lib/support/instrument-facts.ts";
import { padNotes } from "../app/lib/support/pad-notes.ts";
import { documentText } from "./document-text.ts";
import { kitGroups, type ModelClass, type NamedGroup, patternGroups, styleGroups } from "./instrument-names.ts";
import { soundGroups } from "./sound-names.ts";

const firstNumber = (text: string) => Number(/\d+/.exec(text)?.[0] ?? 0);

/**
 * What kind of instrument a model is, for its lists: a pad instrument a rhythm machine; a digital
 * piano without accompaniment a home piano (its few sounds all a pianist's), with styles a portable
 * piano; a keyboard that keeps styles of the player's own an arranger; any other a portable keyboard.
 */
export function modelClass(english: ProductSeed): ModelClass {
  const facts = instrumentFacts(english.params, english.kit);
  if (facts.plays === "pads") return "rhythm-machine";
  if (english.categoryId === "DigitalPianos") return facts.accompaniment ? "portable-piano" : "home-piano";
  return facts.userAccompaniments > 0 ? "arranger" : "portable-keyboard";
}

/** A category of a list (Piano, E.Piano …; Pop & Rock …; Acoustic …), as its heading prints it, and its rows. */
export type DataListGroup = { category: string; rows: [string, string][] };

/**
 * One list of a data list: its heading (with its count) and its numbered entries, and where the
 * list is one of names, the same entries by category (`rows` is their run, numbered on without a gap).
 */
export type DataListSection = {
  kind: "sounds" | "styles" | "kits" | "patterns" | "notes";
  heading: string;
  rows: [string, string][];
  groups?: DataListGroup[];
};

/**
 * The sound, style, kit and rhythm lists of a model's data list, in a language: each as long as
 * its specification counts (instrument-facts.ts, the same facts its manual and product page read),
 * by category in a maker's order, with names that fit the model's class (a home piano's only a
 * pianist's sounds); a sound a firmware release added in its category, marked with the release (the
 * SP201Plus's second electric piano, 1.1.0); the kits a firmware release added after the others ("From firmware 1.2.0: 4 more … kits, 52 in
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
  const kind = modelClass(english);
  // numbered 0001 on through the list's categories, a release's additions marked with it
  const numberedGroups = (groups: NamedGroup[]): Pick<DataListSection, "rows" | "groups"> => {
    let n = 0;
    const out = groups.map(({ category, names, added }) => ({
      category:
        added && names.every((name) => added.names.includes(name))
          ? formats.aside(category, words.fromFirmware(added.version))
          : category,
      rows: names.map((name): [string, string] => [
        String(++n).padStart(4, "0"),
        added?.names.includes(name) ? formats.aside(name, words.fromFirmware(added.version)) : name,
      ]),
    }));
    return { rows: out.flatMap((g) => g.rows), groups: out };
  };
  if (facts.sounds)
    sections.push({
      kind: "sounds",
      heading: words.sounds(count(facts.sounds)),
      ...numberedGroups(soundGroups(kind, facts.sounds)),
    });
  if (facts.accompaniments)
    sections.push({
      kind: "styles",
      // a small keyboard's "styles" are rhythms ("50 rhythms"): its list says so
      heading: (facts.accompaniment === "rhythms" ? words.rhythms : words.styles)(count(facts.accompaniments)),
      ...numberedGroups(styleGroups(facts.accompaniments)),
    });
  if (facts.kits) {
    const listed = numberedGroups(kitGroups(kind, facts.kits, facts.addedKits));
    sections.push({ kind: "kits", heading: words.kits(count(listed.rows.length)), ...listed });
  }
  if (rhythms)
    sections.push({
      kind: "patterns",
      heading: words.patterns(count(rhythms)),
      ...numberedGroups(patternGroups(rhythms)),
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
