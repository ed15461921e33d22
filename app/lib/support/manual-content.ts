import type { InstrumentKit, Param, ProductWords } from "../content-model.ts";
import {
  connectorNumbers,
  drawnConnectors,
  type PanelDrawing,
  panelParts,
  rearDrawing,
  topDrawing,
} from "../drawing/panel-drawing.ts";
import { disposal as disposalPage } from "../href-shared.ts";
import type { Locale } from "../i18n/locales.ts";
import { joinSentences } from "../i18n/sentences.ts";
import { paramListOf, withRegistrationMemory } from "../params.ts";
import { companyDetails } from "../site-config.ts";
import { formatSpecValue, isNoValue, NO_VALUE } from "../spec-values.ts";
import { addedFunctionsOf, type FunctionPart, functionFrom, pedalPolarityFrom } from "./firmware-facts.ts";
import { driveOptions } from "./firmware-text.ts";
import {
  connectorOf,
  hasControl,
  type InstrumentFacts,
  instrumentFacts,
  phonesJack,
  versionControl,
  volumeControl,
} from "./instrument-facts.ts";
import { manualTextDe } from "./manual-text.de.ts";
import { manualTextJa } from "./manual-text.ja.ts";
import {
  type ManualSectionId,
  type ManualText,
  manualTextEn,
  type PatternBank,
  pagesOf,
  type SavedData,
} from "./manual-text.ts";

/**
 * The owner's manual's content, from the product's own data: one source for the PDF (media/) and
 * the HTML manual (/support/manuals/{id}), in each of the site's languages.
 *
 * The product's data comes in already in the reader's language (description, selling points,
 * specification values) except its specification labels, which stay the English keys this module
 * looks values up by. What the model has (its controls, connectors, accessories: `instrumentFacts`)
 * is read from its English specification, and no sentence names a part the model lacks. The fixed text is one table per language (`manual-text.ts` with the English,
 * `.de.ts`, `.ja.ts`), pure constants: this module imports all three for the loaders and the media
 * scripts, and a browser bundle that never calls `manualSections` drops them when it tree-shakes
 * (or can pass the one table it needs to `manualSectionsWith`).
 */
export type ManualBlock =
  | { type: "p"; text: string }
  | { type: "subhead"; text: string }
  /** `numbered`: the panel description, its entries numbered as the drawing's callouts. */
  | { type: "list"; items: string[]; numbered?: true }
  | { type: "steps"; items: string[] }
  /** `numbers`: a connector's callout number in the rear drawing, by row (none for a wireless one). */
  | { type: "table"; rows: [string, string][]; numbers?: readonly (number | null)[] }
  /** A panel drawing (lib/drawing/panel-drawing.ts), its callouts numbered as the list and table beside it. */
  | { type: "drawing"; face: "top" | "rear"; drawing: PanelDrawing }
  /** A safety class under its signal word (ISO 3864-2): "WARNING", „WARNUNG“, 「警告」. */
  | { type: "signal"; level: "warning" | "caution"; word: string; meaning: string; items: string[] }
  /**
   * The disposal notice: the crossed-out wheeled bin (lib/drawing/disposal-symbol.ts) with its text
   * alternative, or none (Japan); its paragraphs; and the sentence that refers to the site's
   * disposal page, `page` being its title (the HTML manual's link; the PDF adds its address).
   */
  | {
      type: "disposal";
      symbol: string | null;
      paragraphs: string[];
      more: { before: string; page: string; after: string; href: string };
    };
export type ManualSection = { id: string; title: string; blocks: ManualBlock[] };

/** The product in the reader's language, with its kit (the same in every language). */
export type ManualProduct = ProductWords & {
  id?: string;
  title: string;
  kit?: InstrumentKit;
  /** The specifications table's rows, when they differ from `params` (the registration memory in a row of its own). */
  specification?: Param[];
};

const manualTexts: Record<Locale, ManualText> = { en: manualTextEn, de: manualTextDe, ja: manualTextJa };

/** What can come in a box, as each language names it (the manual's list, the specification's "accessories" row). */
export const accessoryNamesIn = (locale: Locale) => manualTexts[locale].accessories;

/**
 * The manual in one language. `paramLabels` names the specifications in that language, by English
 * label (a label without one is shown as it is); `english` is the model's English specification,
 * which says what it has (the product's own when it is not given).
 */
export function manualSections(
  p: ManualProduct,
  locale: Locale = "en",
  paramLabels?: Readonly<Record<string, string>>,
  english?: readonly Param[],
): ManualSection[] {
  // its values in the reader's conventions, in the specifications table and in the text alike
  const params = p.params.map((x) => ({ ...x, value: formatSpecValue(locale, x.label, x.value) }));
  const facts = instrumentFacts(english ?? p.params, p.kit);
  const specification = withRegistrationMemory(params, english ?? p.params);
  return manualSectionsWith({ ...p, params, specification }, manualTexts[locale], facts, paramLabels);
}

function safety(t: ManualText, f: InstrumentFacts, weight: string): ManualBlock[] {
  const s = t.safety;
  const warnings = [...(f.adaptor ? [s.adaptor] : []), s.water, ...(f.adaptor ? [s.lightning] : []), s.open];
  if (f.batteries) warnings.push(s.batteries);
  // a home piano's cabinet is carried by two and moved upright (its weight from its data)
  const cabinet = f.cabinet ? [s.floor, ...(weight ? [s.carry(weight)] : []), s.moving] : [s.stable];
  const cautions = [...(phonesJack(f) ? [s.hearing] : []), s.heat, ...cabinet, s.cleaning];
  return [
    { type: "p", text: s.intro },
    { type: "signal", level: "warning", ...s.warning, items: warnings },
    { type: "signal", level: "caution", ...s.caution, items: cautions },
  ];
}

/**
 * The disposal notice, as the site's disposal page has it: not with household waste, where to take
 * it, the batteries out first (only a model with batteries), the producer's WEEE registration where
 * the language's market has one, and the page itself.
 */
function disposal(t: ManualText, f: InstrumentFacts): ManualBlock {
  const d = t.disposal;
  // the number stays on one line, as the imprint and the disposal page keep it
  const weee = companyDetails.weeeRegistration.replace(/ /g, "\u00a0");
  return {
    type: "disposal",
    symbol: d.symbol,
    paragraphs: [
      d.household,
      d.takeBack,
      ...(f.batteries ? [d.batteries] : []),
      ...(d.registration ? [d.registration(companyDetails.name, weee)] : []),
    ],
    more: { before: d.more[0], page: d.page, after: d.more[1], href: disposalPage() },
  };
}

/** The outputs a volume control sets besides the speakers and headphones. */
const OUTPUTS = ["line-out", "aux-out", "output"] as const;

/**
 * Every control the model's data gives it, each once: the panel's controls (the volume control
 * with what it sets, the keys FUNCTION reaches after FUNCTION), the display, the accompaniment's
 * controls and a home piano's pedals.
 */
function panel(t: ManualText, f: InstrumentFacts, model: string | undefined): string[] {
  const accompaniment = f.accompaniment ?? "styles";
  return panelParts(f).map((part) => {
    switch (part.kind) {
      case "control":
        return part.printed === volumeControl(f)
          ? t.volume(part.printed, {
              speakers: f.speakers,
              outputs: f.connectors.some((x) => (OUTPUTS as readonly string[]).includes(x.kind)),
              headphones: phonesJack(f) !== null,
            })
          : (t.controls[part.printed] ?? part.printed);
      case "marked-key": {
        if (part.key === "memory") return t.markedKeys.memory(f.registrations);
        // a key whose function a release added says from which (the chord dictionary's: firmware-facts.ts)
        const from = part.key === "chord" ? functionFrom(model, "chordDictionary") : null;
        return from ? dated(t.markedKeys[part.key], t.fromFirmware(from)) : t.markedKeys[part.key];
      }
      case "display":
        return t.display({ kind: f.displayKind ?? "text", plays: f.plays, accompaniment: f.accompaniment });
      case "style-control":
        return t.styleControl(part.printed, accompaniment);
      case "pads":
        return t.padsPart(f.pads);
      default:
        return t.pedals(part.pedals);
    }
  });
}

function gettingStarted(t: ManualText, f: InstrumentFacts): string[] {
  const g = t.gettingStarted;
  const volume = volumeControl(f);
  const phones = phonesJack(f);
  const pedalInBox = f.accessories.includes("sustain-pedal");
  return [
    f.cabinet ? g.placeCabinet : g.place,
    ...(f.builtInPedals ? [g.pedalCable] : []),
    ...(f.adaptor ? [g.power] : []),
    ...(f.batteries ? [g.batteries(f.batteries)] : []),
    ...(connectorOf(f, "sustain") ? [pedalInBox ? g.pedal : g.optionalPedal] : []),
    ...(volume && hasControl(f, "POWER") ? [g.volume(volume)] : []),
    ...(phones ? [g.headphones(phones, f.speakers)] : []),
  ];
}

/** A sentence with a note put before its full stop: "… dictionary (from firmware 2.0.0).", 「…調べられます（Ver.2.0.0以降）。」 */
const dated = (sentence: string, note: string) => {
  const end = /[.。]$/.exec(sentence)?.[0] ?? "";
  const body = sentence.slice(0, sentence.length - end.length);
  return `${body}${note.startsWith("（") ? "" : " "}${note}${end}`;
};

/** What the model's releases added that the manual describes in `part`, each a paragraph naming its release. */
const addedIn = (t: ManualText, model: string | undefined, part: FunctionPart): ManualBlock[] =>
  addedFunctionsOf(model, part).map(({ id, version }) => ({ type: "p", text: t.added[id](version) }));

/** A count from the data in the language's digits, or "" where the data gives none. */
const counted = (t: ManualText, n: number) => (n > 0 ? t.number(n) : "");

/**
 * A rhythm machine's patterns on pages of as many as it has pads, where they are more than its pads
 * reach: the preset patterns' pages from page 1, the user patterns' after them, each page chosen
 * with PATTERN held and the pad of its number (so no more pages than pads). Null where its pads
 * reach every pattern, or its panel has no PATTERN to choose a page with.
 */
function patternBanks(t: ManualText, f: InstrumentFacts): { preset: PatternBank; user: PatternBank | null } | null {
  const perPage = f.pads;
  if (f.plays !== "pads" || !hasControl(f, "PATTERN") || perPage < 1 || f.presetPatterns < 1) return null;
  if (f.presetPatterns + f.userPatterns <= perPage) return null;
  const preset = pagesOf(f.presetPatterns, perPage);
  const user = pagesOf(f.userPatterns, perPage, preset.length + 1);
  if (preset.length + user.length > perPage) return null;
  return {
    preset: { count: counted(t, f.presetPatterns), pages: preset },
    user: user.length ? { count: counted(t, f.userPatterns), pages: user } : null,
  };
}

function playing(t: ManualText, f: InstrumentFacts, tempo: string, model: string | undefined): ManualBlock[] {
  const w = t.playing;
  const blocks: ManualBlock[] = [];
  const added = (part: FunctionPart) => blocks.push(...addedIn(t, model, part));
  const part = (title: string, ...rest: ManualBlock[]) => blocks.push({ type: "subhead", text: title }, ...rest);
  const touch = f.displayKind === "touch";
  const banks = patternBanks(t, f);
  if (f.plays === "pads") {
    const steps = [
      ...(hasControl(f, "KIT") ? [w.pads.kit(counted(t, f.kits))] : []),
      ...(hasControl(f, "KIT") && hasControl(f, "SHIFT") && f.kits > 16 ? [w.pads.page(pagesOf(f.kits, 16))] : []),
      ...(hasControl(f, "KIT") && f.addedKits
        ? [
            w.pads.addedKits({
              count: t.number(f.addedKits.count),
              page: t.number(f.addedKits.page),
              total: t.number(f.addedKits.total),
              version: f.addedKits.version,
            }),
          ]
        : []),
      w.pads.play,
      ...(hasControl(f, "PATTERN") && hasControl(f, "START/STOP") ? [w.pads.pattern] : []),
      ...(banks ? [w.pads.patternPages(banks)] : []),
      ...(hasControl(f, "TEMPO") && !hasControl(f, "METRONOME") ? [w.tempo.dial(tempo)] : []),
      ...(hasControl(f, "RECORD") && hasControl(f, "START/STOP") ? [w.pads.record(banks?.user ?? null)] : []),
      ...(f.stepRecord && hasControl(f, "RECORD") && hasControl(f, "SHIFT")
        ? [w.pads.stepRecord(banks?.user ?? null)]
        : []),
      ...(hasControl(f, "SWING") ? [w.pads.swing] : []),
      ...(hasControl(f, "FILTER") ? [w.pads.filter] : []),
    ];
    part(w.pads.title, { type: "steps", items: steps });
    added("pads");
  }
  // its song row's pattern chains, built and played with the pattern controls
  if (f.patternChains && ["PATTERN", "RECORD", "START/STOP", "TEMPO"].every((c) => hasControl(f, c)))
    part(
      w.chains.title,
      { type: "p", text: w.chains.text(counted(t, f.patternChains)) },
      // the pads add the patterns of one page: another page's, where they are paged, after adding them (the second step)
      {
        type: "steps",
        items: [...w.chains.steps.slice(0, 2), ...(banks ? [w.chains.otherPage] : []), ...w.chains.steps.slice(2)],
      },
    );
  if (hasControl(f, "SOUND")) {
    const sounds = counted(t, f.sounds);
    part(w.sound.title, {
      type: "p",
      text: joinSentences([
        touch ? w.sound.touch(sounds) : w.sound.choose(sounds),
        ...(hasControl(f, "FUNCTION") && !touch ? [w.sound.back] : []),
      ]),
    });
    added("sound");
  }
  // the rotary speaker of its effect row, its speed switched with FUNCTION and a key
  if (f.rotarySpeaker && hasControl(f, "FUNCTION")) part(w.rotary.title, { type: "p", text: w.rotary.text });
  const styleButton = ["STYLE", "RHYTHM"].find((b) => hasControl(f, b));
  if (styleButton && f.accompaniment && f.styleControls.includes("START/STOP")) {
    const a = w.accompaniment[f.accompaniment];
    const control = (kind: string) => f.styleControls.find((c) => c.startsWith(kind));
    const intro = control("INTRO");
    const ending = control("ENDING") ?? (intro === "INTRO/ENDING" ? intro : undefined);
    part(
      a.title,
      ...(f.accompaniments
        ? [
            {
              type: "p" as const,
              text: a.has(t.number(f.accompaniments), f.userAccompaniments ? t.number(f.userAccompaniments) : null),
            },
          ]
        : []),
      {
        type: "steps",
        items: [
          touch ? a.touch(styleButton) : a.choose(styleButton),
          a.start,
          ...(f.styleControls.includes("SYNC START") ? [a.syncStart] : []),
          ...(intro ? [a.intro(t.printed(intro))] : []),
          ...(ending ? [a.ending(t.printed(ending))] : []),
        ],
      },
    );
  }
  // the music library's pieces, which the release that slows them down (the tempo part's) plays
  if (f.musicPieces && f.display && hasControl(f, "SOUND") && hasControl(f, "METRONOME"))
    part(w.library.title, {
      type: "steps",
      items: [...w.library.steps(counted(t, f.musicPieces), hasControl(f, "FUNCTION") && f.displayKind !== "touch")],
    });
  const tempoStep = hasControl(f, "TEMPO")
    ? w.tempo.dial(tempo)
    : f.markedKeys.includes("tempo")
      ? w.tempo.keys(tempo)
      : null;
  if (hasControl(f, "METRONOME")) {
    part(w.tempo.title, { type: "steps", items: [w.tempo.metronome, ...(tempoStep ? [tempoStep] : [])] });
    added("tempo");
  }
  if (hasControl(f, "RECORD/PLAY")) {
    // a recorder of several tracks records one while the others play back (its data's "2 tracks")
    const tracks =
      f.recorderTracks > 1 && hasControl(f, "FUNCTION") ? [w.record.tracks(f.recorderTracks, f.display)] : [];
    part(w.record.title, { type: "steps", items: [...w.record.steps, ...tracks] });
    if (f.oneTouchRecorder && f.accompaniment === "styles") blocks.push({ type: "p", text: w.oneTouchRecorder });
    if (f.midiFileExport && connectorOf(f, "usb-host")) blocks.push({ type: "p", text: w.record.midiFiles });
    // what the factory reset asks to do first: keep the recordings on a USB flash drive
    if (connectorOf(f, "usb-device") && (touch || (hasControl(f, "FUNCTION") && f.display)))
      blocks.push({
        type: "p",
        text: w.record.save({ touch, highestKey: f.keys === 88 ? "C8" : null }),
      });
    added("record");
  }
  // what its music library and memory offer, from its data, each reached with a key FUNCTION marks
  if (f.markedKeys.includes("lesson")) {
    part(w.lessons.title, { type: "p", text: w.lessons.text }, { type: "steps", items: [...w.lessons.steps] });
    added("lessons");
  }
  if (f.markedKeys.includes("chord"))
    part(w.chordDictionary.title, { type: "p", text: w.chordDictionary.text(functionFrom(model, "chordDictionary")) });
  if (f.markedKeys.includes("memory")) {
    part(w.registration.title, { type: "p", text: w.registration.text(f.registrations) });
    added("registration");
  }
  if (f.chordSequencer && touch && hasControl(f, "STYLE"))
    part(w.chordSequencer.title, {
      type: "p",
      text: w.chordSequencer.text(functionFrom(model, "chordSequencerExport")),
    });
  if (hasControl(f, "LAYER/SPLIT")) part(w.layerSplit.title, { type: "p", text: w.layerSplit.text });
  if (hasControl(f, "DUO")) part(w.duo.title, { type: "p", text: w.duo.text });
  // the version check its firmware steps name, where no key is marked VERSION (the panel's list names that key)
  if (f.update && versionControl(f) === "shift") part(w.versionCheck.title, { type: "p", text: w.versionCheck.shift });
  if (f.pedals.length) {
    const p = w.pedals;
    part(p.title, {
      type: "list",
      items: f.pedals.map((pedal) =>
        pedal === "damper" ? joinSentences([p.damper, ...(f.halfDamper ? [p.halfDamper] : [])]) : p[pedal],
      ),
    });
    if (f.halfDamper && hasControl(f, "FUNCTION"))
      blocks.push({ type: "p", text: p.halfDamperSetting(functionFrom(model, "halfDamperSetting")) });
  }
  return blocks;
}

/**
 * What the model keeps that a factory reset deletes, from its data: every user memory it has (its
 * recordings, own styles, user patterns and pattern chains, registration memory, Song book entries,
 * own samples, Bluetooth pairings). What it keeps is its firmware, for a model that has one.
 */
function savedData(f: InstrumentFacts): SavedData[] {
  return [
    // a rhythm machine records into its user patterns
    ...(hasControl(f, "RECORD/PLAY") ? (["recordings"] as const) : []),
    ...(f.accompaniment === "styles" && f.userAccompaniments > 0 ? (["userStyles"] as const) : []),
    ...(f.userPatterns > 0 ? (["userPatterns"] as const) : []),
    ...(f.patternChains > 0 ? (["patternChains"] as const) : []),
    ...(f.registrations > 0 ? (["registrations"] as const) : []),
    ...(f.songbookEntries > 0 ? (["songbook"] as const) : []),
    ...(f.userSamples ? (["userSamples"] as const) : []),
    ...(connectorOf(f, "bluetooth-midi") ? (["pairings"] as const) : []),
  ];
}

/** Restoring the factory settings with the controls its panel has: what it deletes, the steps, that it cannot be undone. */
function factoryReset(t: ManualText, f: InstrumentFacts): ManualBlock[] {
  if (!f.factoryReset) return [];
  const r = t.factoryReset;
  const [first, second] = f.factoryReset;
  return [
    {
      type: "p",
      text: r.intro(
        savedData(f).map((d) => r.deleted[d]),
        f.update !== null,
      ),
    },
    { type: "steps", items: [...r.steps(t.printed(first), t.printed(second), f.display)] },
    { type: "p", text: r.undo(connectorOf(f, "usb-device") !== undefined) },
  ];
}

/**
 * A specification's label as this model's documents name it, by English key: the language's
 * (`paramLabels`), and a small keyboard's "style" row under its rhythms' name (the MK37's
 * "50 rhythms": Rhythmen, リズム, never Styles or 伴奏スタイル).
 */
export function specificationLabel(
  english: string,
  facts: InstrumentFacts,
  t: ManualText,
  paramLabels?: Readonly<Record<string, string>>,
): string {
  const named = (key: string) => (paramLabels && Object.hasOwn(paramLabels, key) ? (paramLabels[key] ?? key) : key);
  if (facts.accompaniment === "rhythms" && english === "style") return named("rhythm");
  if (facts.accompaniment === "rhythms" && english === "style control") return t.rhythmControls;
  if (facts.recorder && english === "sequencer") return t.recorderLabel;
  // a drum machine's rhythms and songs are its patterns and pattern chains (lib/params.ts)
  if (facts.plays === "pads" && english === "rhythm") return t.patternsLabel;
  if (facts.plays === "pads" && english === "song") return t.patternChainsLabel;
  if (english === "registration memory") return t.registrationMemoryLabel;
  return named(english);
}

/** `specificationLabel` in a language. */
export const specificationLabelIn = (
  locale: Locale,
  english: string,
  facts: InstrumentFacts,
  paramLabels?: Readonly<Record<string, string>>,
) => specificationLabel(english, facts, manualTexts[locale], paramLabels);

/** The manual with one language's fixed text and the model's facts. */
export function manualSectionsWith(
  p: ManualProduct,
  t: ManualText,
  facts: InstrumentFacts,
  paramLabels?: Readonly<Record<string, string>>,
): ManualSection[] {
  const label = (english: string): string => specificationLabel(english, facts, t, paramLabels);
  const section = (id: ManualSectionId, blocks: ManualBlock[]): ManualSection => ({ id, title: t.titles[id], blocks });
  const volume = volumeControl(facts);
  const phones = phonesJack(facts);
  const tempo = paramListOf(p.params, "tempo")[0] ?? "";
  return [
    section("safety", safety(t, facts, paramListOf(p.params, "weight")[0] ?? "")),
    section("in-the-box", [
      { type: "list", items: [t.instrument(p.title), ...facts.accessories.map((a) => t.accessories[a]), t.manuals] },
    ]),
    section("panel", [
      { type: "drawing", face: "top", drawing: topDrawing(facts) },
      { type: "list", numbered: true, items: panel(t, facts, p.id) },
    ]),
    section("getting-started", [{ type: "steps", items: gettingStarted(t, facts) }]),
    section("playing", playing(t, facts, tempo, p.id)),
    section("connections", [
      ...(drawnConnectors(facts).length
        ? [{ type: "drawing", face: "rear", drawing: rearDrawing(facts) } as const satisfies ManualBlock]
        : []),
      {
        type: "table",
        numbers: connectorNumbers(facts),
        rows: facts.connectors.map((c): [string, string] => [
          c.kind === "bluetooth-midi" ? t.bluetoothMidi : c.count > 1 ? t.count(c.printed, c.count) : c.printed,
          c.kind === "usb-host" && facts.usbAudio
            ? t.usbHostAudio
            : c.kind === "usb-device" && facts.drive
              ? joinSentences([t.connectors[c.kind], t.drive(driveOptions(facts.drive))])
              : t.connectors[c.kind],
        ]),
      },
      // what a release added at a connector (Local Control, the outputs without reverb, MIDI clock)
      ...addedIn(t, p.id, "connections"),
    ]),
    section("troubleshooting", [
      {
        type: "table",
        rows: [
          // headphones silence speakers: a model without them (a rhythm machine) has no such cause
          t.troubleshooting.noSound(volume, facts.speakers > 0 ? phones : null),
          ...(connectorOf(facts, "sustain")
            ? [t.troubleshooting.pedalReversed((p.id && pedalPolarityFrom[p.id]) || null)]
            : []),
          ...(facts.builtInPedals ? [t.troubleshooting.pedalCable] : []),
          ...(connectorOf(facts, "usb-host") ? [t.troubleshooting.computer] : []),
          ...(hasControl(facts, "FUNCTION") ? [t.troubleshooting.autoOff] : []),
          t.troubleshooting.noise(facts.adaptor, facts.speakers),
          // the last resort: the factory reset, the section after this one
          ...(facts.factoryReset ? [t.troubleshooting.reset] : []),
        ].map(([problem, remedy]): [string, string] => [problem, remedy]),
      },
    ]),
    ...(facts.factoryReset ? [section("factory-reset", factoryReset(t, facts))] : []),
    section("specifications", [
      {
        type: "table",
        rows: (p.specification ?? p.params).map((x): [string, string] => [
          label(x.label),
          isNoValue(x.value) ? NO_VALUE : Array.isArray(x.value) ? x.value.join("\n") : (x.value ?? NO_VALUE),
        ]),
      },
      { type: "p", text: t.specificationsNote },
    ]),
    section("disposal", [disposal(t, facts)]),
  ];
}
