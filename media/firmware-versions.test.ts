/**
 * A function added by a firmware release names its version, both ways round:
 *
 * - wherever a model's owner's manual, its product page or its specification (in English, German
 *   and Japanese) names a function that one of its firmware releases brought (as the release notes
 *   say, seed/firmware.ts), the same sentence or row says from which firmware it is there ("from
 *   firmware 2.0.0", „ab Firmware 2.0.0“, 「Ver.2.0.0以降」): an owner with earlier firmware would
 *   look for it in vain;
 * - every function a release's notes say it added is described in that model's owner's manual, in
 *   every language, with its release (lib/support/firmware-facts.ts lists them): a note that is no
 *   such function is a fix, an improvement of what the manual already describes, or a setting kept,
 *   and is listed as one below, so a new release's note is one or the other.
 *
 * And a model's documents are dated no earlier than the newest release whose functions they
 * describe (lib/documents/edition.ts): the MK61's, with the chord dictionary of firmware 2.0.0, on
 * or after the day 2.0.0 came out.
 */
import { describe, expect, it } from "vitest";
import { documentsFor } from "../app/.server/db/seed/documents.ts";
import { firmwareSeeds } from "../app/.server/db/seed/firmware.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { EDITION_DATE } from "../app/lib/documents/edition.ts";
import type { Locale } from "../app/lib/i18n/locales.ts";
import { type FirmwareFunction, firmwareFunctions } from "../app/lib/support/firmware-facts.ts";
import { type ManualSection, manualSections } from "../app/lib/support/manual-content.ts";
import { documentPlan, productIn } from "./documents.ts";

const LOCALES: Locale[] = ["en", "de", "ja"];

/** How the release note says a function was added, and how each language's documents name it. */
type Said = { note: RegExp; said: Record<Locale, RegExp> };

const SAID: Record<FirmwareFunction["id"], Said> = {
  brightVoicing: {
    note: /Adds a brighter piano voicing option/,
    said: { en: /brighter voicing/i, de: /brillanter/, ja: /明るいボイシング/ },
  },
  localControl: {
    note: /Adds Local Control/,
    said: { en: /Local Control/i, de: /Local Control|Local-Control/i, ja: /ローカルコントロール|Local Control/i },
  },
  midiFilePedal: {
    note: /keep the sustain pedal \(controller 64\)/,
    said: { en: /controller 64/i, de: /Controller 64/, ja: /コントロールチェンジ64/ },
  },
  slowPractice: {
    note: /50% to 100% of their tempo/,
    said: { en: /50\s?% to 100\s?%/, de: /50(?:\s?%)? bis 100\s?%/, ja: /50[～〜~]100\s?[%％]/ },
  },
  halfDamperSetting: {
    note: /half-damper sensitivity setting/,
    said: {
      en: /half-damper sensitivity/i,
      de: /Empfindlichkeit des Halbpedals|Halbpedal-Empfindlichkeit/,
      ja: /ハーフダンパーの?感度/,
    },
  },
  closeRoomSound: {
    note: /Adds a second room sound for headphones/,
    said: {
      en: /second room sound|close to the piano/i,
      de: /zweiten Raumklang|direkt am Instrument/,
      ja: /すぐそばで聴く/,
    },
  },
  tinePiano: {
    note: /Adds a second electric piano with a brighter tine tone/,
    said: { en: /second electric piano/i, de: /zweites E-Piano/, ja: /エレクトリックピアノがもう1種類/ },
  },
  dryLineOut: {
    note: /line outputs can carry the piano without its reverb/,
    said: { en: /without (?:its )?reverb/i, de: /ohne Hall/, ja: /リバーブなし/ },
  },
  registrationDrive: {
    note: /Registration memories can be saved to a USB flash drive/,
    said: {
      en: /registration memor[^.]*(?:flash drive|USB)|(?:flash drive|USB)[^.]*registration memor/i,
      de: /Registrierungsspeicher[^.]*USB|USB[^.]*Registrierungsspeicher/,
      ja: /レジストレーション[^。]*USB|USB[^。]*レジストレーション/,
    },
  },
  exfat: { note: /formatted exFAT are recognised/, said: { en: /exFAT/, de: /exFAT/, ja: /exFAT/ } },
  chordSequencerExport: {
    note: /chord sequencer export to standard MIDI files/,
    said: { en: /standard MIDI file/i, de: /Standard-MIDI-Datei/, ja: /スタンダードMIDIファイル/ },
  },
  accompanimentOverUsb: {
    note: /send the accompaniment on channels 3 to 10/,
    said: { en: /channels 3 to 10/, de: /Kanäle 3 bis 10/, ja: /チャンネル3[～〜~]10/ },
  },
  rhythmScored: {
    note: /scores the rhythm step/,
    said: { en: /rhythm step is scored/, de: /Rhythmusschritt bewertet/, ja: /リズムのステップも採点/ },
  },
  pedalPolarity: {
    note: /either polarity/,
    said: { en: /pedal's polarity|either polarity/i, de: /Polarität des Pedals/, ja: /ペダルの極性/ },
  },
  lessonSystem: {
    note: /Adds the MK61's lesson system/,
    said: { en: /lesson steps and their scoring/, de: /Lernschritte und ihre Bewertung/, ja: /ステップと採点方式/ },
  },
  scoresKept: {
    note: /Lesson scores are kept after power-off/,
    said: {
      en: /scores? (?:are |is )?kept/i,
      de: /Bewertungen? bleib|bleiben die Bewertungen/,
      ja: /採点.*(?:保持|残)/,
    },
  },
  phraseRepeat: {
    note: /repeat one phrase/,
    said: { en: /repeats? (?:one|a) phrase/i, de: /Phrase wiederhol/, ja: /フレーズ.*繰り返/ },
  },
  chordDictionary: {
    note: /Adds a chord dictionary/,
    said: { en: /chord dictionary/i, de: /Akkordlexikon/, ja: /コード辞典/ },
  },
  accentedMetronome: {
    note: /metronome with an accented first beat/,
    said: { en: /accented first beat/i, de: /betonte[nm]? ersten? Schlag/, ja: /1拍目.*アクセント|アクセント.*1拍目/ },
  },
  swingRange: { note: /swing values up to 75%/, said: { en: /75\s?%/, de: /75\s?%/, ja: /75\s?[%％]/ } },
  clockWhileStopped: {
    note: /MIDI clock output can now be sent while stopped/,
    said: { en: /while (?:the pattern is )?stopped/i, de: /gestopptem Pattern/, ja: /停止中/ },
  },
  chainExport: {
    note: /Adds pattern chain export over USB/,
    said: { en: /export/i, de: /export/i, ja: /エクスポート|書き出/ },
  },
  addedKits: {
    note: /Adds four electronic kits on a fourth kit page/,
    said: { en: /\b52\b/, de: /\b52\b/, ja: /(?<!\d)4ページ目|52種類）|合計52種類になり/ },
  },
};

/**
 * What a release note says that is no function the documents describe: a fix, an improvement of
 * what they already describe (the sound, the speed), the release's own workings, a setting kept at
 * power-off or working without one, and how a list on the touch screen is shown.
 */
const NOT_A_FUNCTION = /^(?:First release\.|Fixes |Improves |Installs |Halves |Loads |Version \d)/;
const NOT_A_FUNCTION_NOTES: readonly [release: string, note: RegExp][] = [
  ["SP201Plus@1.2.0", /^The transpose setting is kept when the piano is switched off\.$/],
  ["SP201Plus@1.2.0", /^USB audio from a computer starts as soon as the cable is plugged in, with no setting/],
  ["SP201Plus@1.3.0", /^The piano keeps the USB audio playback volume when it is switched off\.$/],
  ["AKX10S@1.1.0", /^Each song book entry keeps its own style variation and tempo\.$/],
  ["AKX10S@1.1.0", /^The touch screen scrolls long sound lists without stuttering\.$/],
  ["AKX10S@1.2.0", /^The style browser shows the user style memory as a list of its own/],
  ["MK61@1.2.0", /^Bluetooth MIDI pairs with more tablets and phones\.$/],
];

/** What a release note is: a function of the list (its id), no function, or neither (to be classified). */
function classify(model: string, version: string, note: string): string[] {
  const functions = firmwareFunctions
    .filter((f) => f.model === model && f.version === version && SAID[f.id].note.test(note))
    .map((f) => f.id);
  const none =
    NOT_A_FUNCTION.test(note) ||
    NOT_A_FUNCTION_NOTES.some(([release, pattern]) => release === `${model}@${version}` && pattern.test(note));
  return [...functions, ...(none ? ["no function"] : [])];
}

const strings = (value: unknown, out: string[] = []): string[] => {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object") for (const inner of Object.values(value)) strings(inner, out);
  return out;
};
const SENTENCE: Record<Locale, RegExp> = { en: /(?<=[.!?;])\s+/, de: /(?<=[.!?;])\s+/, ja: /(?<=。)/ };
const sentencesOf = (value: unknown, locale: Locale) => strings(value).flatMap((text) => text.split(SENTENCE[locale]));

type Where = "manual" | "product page" | "specification";

/** The model's owner's manual in a language, as the HTML page and the PDF have it. */
function manualOf(id: string, locale: Locale): ManualSection[] {
  const english = productSeeds.find((p) => p.id === id);
  if (!english) return [];
  const { product, labels } = productIn(english, locale);
  return manualSections(product, locale, labels, english.params);
}

/** A model's texts in a language, by where they stand: its manual, its product page, its specification. */
function textsOf(id: string, locale: Locale): { where: Where; sentence: string }[] {
  const english = productSeeds.find((p) => p.id === id);
  if (!english) return [];
  const { product } = productIn(english, locale);
  const manual = manualOf(id, locale).filter((s) => s.id !== "specifications");
  const page = [product.desc, product.sp1.text, product.sp2.text, product.sp3.text, product.sp4, product.stickyList];
  const spec = product.params.map((p) => p.value);
  return (
    [
      ["manual", manual.map((s) => s.blocks)],
      ["product page", page],
      ["specification", spec],
    ] as const
  ).flatMap(([where, value]) => sentencesOf(value, locale).map((sentence) => ({ where, sentence })));
}

type Texts = (id: string, locale: Locale) => { where: Where; sentence: string }[];

/** The sentences that name a function a release brought without the release's version. */
function undated(texts: Texts) {
  const wrong: string[] = [];
  for (const f of firmwareFunctions)
    for (const locale of LOCALES)
      for (const { where, sentence } of texts(f.model, locale))
        if (SAID[f.id].said[locale].test(sentence) && !sentence.includes(f.version))
          wrong.push(`${f.model} ${locale} ${where}: ${sentence}`);
  return wrong;
}

/** The functions a release added that a model's manual leaves out in a language, or names without the release. */
function undescribed(texts: Texts) {
  const missing: string[] = [];
  for (const f of firmwareFunctions)
    for (const locale of LOCALES)
      if (
        !texts(f.model, locale).some(
          ({ where, sentence }) =>
            where === "manual" && SAID[f.id].said[locale].test(sentence) && sentence.includes(f.version),
        )
      )
        missing.push(`${f.model}@${f.version} ${f.id} (${locale})`);
  return missing;
}

describe("a function added by a firmware release", () => {
  it("is one of the release notes: every note is a function the documents describe, or listed as none", () => {
    const wrong: string[] = [];
    for (const [model, version, , changes] of firmwareSeeds)
      for (const note of changes) {
        const is = classify(model, version, note);
        if (is.length !== 1) wrong.push(`${model}@${version} "${note}": ${is.join(", ") || "neither"}`);
      }
    expect(wrong).toEqual([]);
  });

  it.each(firmwareFunctions.map((f) => [`${f.model}@${f.version} ${f.id}`, f] as const))(
    "is read from the release notes (%s)",
    (_name, f) => {
      const release = firmwareSeeds.find(([id, version]) => id === f.model && version === f.version);
      expect(release?.[3].some((line) => SAID[f.id].note.test(line))).toBe(true);
    },
  );

  it("is described in its model's owner's manual, in every language, with its release", () => {
    expect(undescribed(textsOf)).toEqual([]);
  });

  it("is named with its release wherever the manual, the product page or the specification names it", () => {
    expect(undated(textsOf)).toEqual([]);
  });

  it("catches a function named without its version (the MK61's chord dictionary, the AKX10S's exFAT)", () => {
    const texts: Texts = (id, locale) =>
      id === "MK61" && locale === "en"
        ? [{ where: "specification", sentence: "Chord dictionary" }]
        : id === "AKX10S" && locale === "de"
          ? [{ where: "specification", sentence: "USB TO DEVICE: externe Laufwerke bis 512 GB (FAT32 oder exFAT)" }]
          : [];
    expect(undated(texts)).toEqual([
      "AKX10S de specification: USB TO DEVICE: externe Laufwerke bis 512 GB (FAT32 oder exFAT)",
      "MK61 en specification: Chord dictionary",
    ]);
  });

  it("catches a function the manual leaves out (the SP-C121's Local Control and brighter voicing, as a reader found them)", () => {
    const without: Texts = (id, locale) =>
      textsOf(id, locale).filter(
        ({ where, sentence }) =>
          !(id === "SPC121" && where === "manual" && /Local Control|brighter voicing/i.test(sentence)),
      );
    const missing = undescribed(without);
    expect(missing).toContain("SPC121@1.2.0 localControl (en)");
    expect(missing).toContain("SPC121@1.1.0 brightVoicing (en)");
    expect(missing.filter((m) => !m.startsWith("SPC121"))).toEqual([]);
  });

  it("catches a release note that is neither a function of the list nor listed as none", () => {
    expect(classify("SPC121", "1.3.0", "Adds a third recorder track.")).toEqual([]);
    expect(classify("SPC121", "1.3.0", "Fixes a hum.")).toEqual(["no function"]);
    expect(classify("SPC121", "1.1.0", "Adds a brighter piano voicing option (FUNCTION + key C7).")).toEqual([
      "brightVoicing",
    ]);
  });
});

/** The versions of a model's releases a text names ("from firmware 2.0.0", „ab Firmware 1.2.0“, 「Ver.1.1.0以降」). */
const versionsNamed = (model: string, text: string) =>
  firmwareSeeds.filter(
    ([id, version]) => id === model && new RegExp(`\\b${version.replace(/\./g, "\\.")}\\b`).test(text),
  );

describe("a model's documents are dated by their newest content", () => {
  it.each(productSeeds.map((p) => [p.id, p] as const))(
    "the %s's documents are dated on or after every release their manual describes",
    (_id, english) => {
      for (const locale of LOCALES) {
        const manual = JSON.stringify(manualOf(english.id, locale).map((s) => s.blocks));
        const dates = new Set(documentsFor(english, locale).map((d) => d.date));
        // one edition: every document of the model in the language carries the same day
        expect(dates.size).toBe(1);
        const [date = ""] = [...dates];
        expect(date >= EDITION_DATE).toBe(true);
        for (const [, version, released] of versionsNamed(english.id, manual))
          expect(date >= released, `${english.id} ${locale}: ${version} of ${released}, dated ${date}`).toBe(true);
      }
    },
  );

  it("the MK61's manual is dated on or after firmware 2.0.0, whose chord dictionary it describes; the MR101S's after 1.2.0; the AKX10S's after 1.3.0", () => {
    const released = (model: string, version: string) =>
      firmwareSeeds.find(([id, v]) => id === model && v === version)?.[2] ?? "";
    for (const [model, version] of [
      ["MK61", "2.0.0"],
      ["MR101S", "1.2.0"],
      ["AKX10S", "1.3.0"],
    ] as const)
      for (const job of documentPlan().filter((j) => j.english.id === model))
        expect(job.info.date >= released(model, version), `${job.info.href}`).toBe(true);
  });
});
