/**
 * The fixed text of the owner's manual, one table per language: this module holds the shape and the
 * English (the source); `manual-text.de.ts` and `manual-text.ja.ts` hold the German and the
 * Japanese. `manual-content.ts` fills in the product's own data. A table that misses a string, or
 * has a list of another length, does not type-check.
 */

/** The manual's sections; the ids are the HTML manual's anchors, the same in every language. */
export type ManualSectionId =
  | "safety"
  | "in-the-box"
  | "panel"
  | "getting-started"
  | "playing"
  | "connections"
  | "troubleshooting"
  | "factory-reset"
  | "specifications"
  | "disposal";

import type { Accessory } from "../content-model.ts";
import { PATTERN_CHAINS, PATTERNS, RECORDER, REGISTRATION_MEMORY, RHYTHM_CONTROL } from "../params.ts";
import type { AddedFunction } from "./firmware-facts.ts";
import type { DriveOption } from "./firmware-text.ts";
import type { BuiltInPedal, ConnectorKind, MarkedKey } from "./instrument-facts.ts";

/** A problem and what to do about it. */
export type ManualTrouble = readonly [problem: string, remedy: string];

/** What a factory reset deletes, from the model's data: what it records and keeps (instrument-facts.ts). */
export type SavedData =
  | "recordings"
  | "userStyles"
  | "userPatterns"
  | "patternChains"
  | "registrations"
  | "songbook"
  | "userSamples"
  | "pairings";

/** A signal word of the safety section (ISO 3864-2, ANSI Z535.6) and what it means. */
export type SignalWord = { word: string; meaning: string };

/** What a volume control sets the level of: the model's speakers (how many), outputs and headphones. */
export type VolumeTargets = { speakers: number; outputs: boolean; headphones: boolean };
/** One page of kits or patterns: its number (the pad that chooses it) and the first and last it holds. */
export type PageRange = { page: number; first: number; last: number };
/** Patterns of one kind (preset or user) on their pages: how many, in the language's digits, and the pages. */
export type PatternBank = { count: string; pages: readonly PageRange[] };

/**
 * The pages a number of things fill, `perPage` to a page from page `from` on: 100 patterns on pages
 * of 16 are patterns 1–16 on page 1, 17–32 on page 2 … 97–100 on page 7.
 */
export function pagesOf(count: number, perPage: number, from = 1): PageRange[] {
  const pages: PageRange[] = [];
  for (let first = 1; first <= count; first += perPage)
    pages.push({ page: from + pages.length, first, last: Math.min(count, first + perPage - 1) });
  return pages;
}

/** What a display is (instrument-facts.ts `displayKind`) and what it shows: a sound and style on keys, a kit on pads. */
export type DisplayOf = {
  kind: "touch" | "text" | "digits";
  plays: "keys" | "pads";
  accompaniment: "styles" | "rhythms" | null;
};

/**
 * Playing with an accompaniment, in the words of what it is: styles (an arranger's drums, bass and
 * chords that follow the left hand) or rhythms (a small keyboard's drum patterns). A model with
 * rhythms never reads the word style.
 */
export type AccompanimentText = {
  title: string;
  /** What the model has: "300 styles", and "room for 1,000 of your own" (counts already written in the language's digits). */
  has: (count: string, own: string | null) => string;
  /** Choosing one: by stepping with its button, or on the touch screen. */
  choose: (button: string) => string;
  touch: (button: string) => string;
  start: string;
  syncStart: string;
  /** Beginning with an introduction (INTRO 1–3, or INTRO/ENDING), and ending with an ending. */
  intro: (printed: string) => string;
  ending: (printed: string) => string;
  /** What each accompaniment control does, by the start of its printed label. */
  controls: Readonly<Record<(typeof STYLE_CONTROLS)[number], string>>;
};

/**
 * Every sentence names only parts its caller has checked the model has (instrument-facts.ts):
 * `controls` by the label printed on the panel, `connectors` by kind, the rest by what the
 * caller hands in.
 */
export type ManualText = {
  /** A count as the language writes it in running text ("1,133"; German „1.133“). */
  number: (n: number) => string;
  /** A printed label in running text (Japanese writes its ranges with ～: INTRO 1～3). */
  printed: (label: string) => string;
  /** The note after a line of the panel description whose function a firmware release added: "(from firmware 2.0.0)". */
  fromFirmware: (version: string) => string;
  titles: Record<ManualSectionId, string>;
  safety: {
    intro: string;
    warning: SignalWord;
    caution: SignalWord;
    /** Warnings. */
    adaptor: string;
    water: string;
    lightning: string;
    open: string;
    batteries: string;
    /** Cautions. */
    hearing: string;
    heat: string;
    /** Where it stands: a portable on a stable surface, a home piano on a level floor. */
    stable: string;
    floor: string;
    /** A home piano's cabinet: carried by two people, by its weight in the reader's conventions, and moved upright. */
    carry: (weight: string) => string;
    moving: string;
    cleaning: string;
  };
  /** The instrument itself, first in the box; then its accessories; then its manuals. */
  instrument: (title: string) => string;
  accessories: Readonly<Record<Accessory, string>>;
  manuals: string;
  /** A connector there are several of: "PHONES × 2". */
  count: (printed: string, n: number) => string;
  /**
   * What each control does, as a whole line, by the label printed on the panel; the volume control
   * and the accompaniment's controls have their own lines below.
   */
  controls: Readonly<Record<string, string>>;
  /** MASTER VOLUME or VOLUME, with what it sets the level of. */
  volume: (printed: string, targets: VolumeTargets) => string;
  /** The display, by what it is and what the model plays. */
  display: (of: DisplayOf) => string;
  /**
   * The keys marked with a second function (TEMPO – and TEMPO +, VERSION), reached with FUNCTION;
   * the registration memory's keys numbered as printed, one per set-up it keeps (MEMORY 1–8).
   */
  markedKeys: Readonly<Record<Exclude<MarkedKey, "memory">, string>> & { memory: (count: number) => string };
  /** The pedals built into a home piano's stand, as one line of the panel description. */
  pedals: (pedals: readonly BuiltInPedal[]) => string;
  /** A rhythm machine's pads, numbered 1 to `count`, as one line of the panel description. */
  padsPart: (count: number) => string;
  /** What an accompaniment control does, by the start of its printed label ("SYNC START", "INTRO 1–3"). */
  styleControl: (printed: string, accompaniment: "styles" | "rhythms") => string;
  gettingStarted: {
    /** Where it goes: a portable on a stand or table, a home piano on the floor. */
    place: string;
    placeCabinet: string;
    /** A home piano's pedals, built into its stand, plugged in under the keyboard. */
    pedalCable: string;
    power: string;
    batteries: (count: number) => string;
    /** A sustain pedal at SUSTAIN: the one in the box, or one bought separately. */
    pedal: string;
    optionalPedal: string;
    volume: (volume: string) => string;
    /** Headphones at `jack`; `speakers`: how many speakers it has, which they silence. */
    headphones: (jack: string, speakers: number) => string;
  };
  playing: {
    sound: {
      title: string;
      /** Stepping through its sounds (counted, already in the language's digits, or "" where the data has no count). */
      choose: (count: string) => string;
      /** Choosing on the touch screen. */
      touch: (count: string) => string;
      back: string;
    };
    tempo: { title: string; metronome: string; dial: (range: string) => string; keys: (range: string) => string };
    record: {
      title: string;
      steps: readonly [string, string, string];
      /** A recorder of several tracks (its data's "2 tracks"): recording one while the others play; choosing it on the display where there is one. */
      tracks: (tracks: number, display: boolean) => string;
      /** Its recordings as standard MIDI files on a computer at USB TO HOST (its recorder row says so). */
      midiFiles: string;
      /**
       * Keeping the recordings on a USB flash drive at USB TO DEVICE (what the factory reset asks to do
       * first): on the touch screen, or with FUNCTION and the highest key (named where the keyboard has 88: C8).
       */
      save: (how: { touch: boolean; highestKey: string | null }) => string;
    };
    /** Playing back the pieces of its music library (its "60 piano pieces"): SOUND and METRONOME together, SOUND for the next. */
    library: { title: string; steps: (count: string, back: boolean) => readonly string[] };
    layerSplit: { title: string; text: string };
    duo: { title: string; text: string };
    /** A song of the music library taught step by step (listen, rhythm, notes), started with the key marked LESSON. */
    lessons: { title: string; text: string; steps: readonly [string, string, string] };
    /** Recording a melody over a playing style with one press of RECORD/PLAY. */
    oneTouchRecorder: string;
    /** The chord dictionary, reached with the keys marked with chord types; `from`: the release that added it (firmware-facts.ts). */
    chordDictionary: { title: string; text: (from: string | null) => string };
    /** The registration memory: how many set-ups it keeps (`count`), stored and recalled with the keys marked MEMORY. */
    registration: { title: string; text: (count: number) => string };
    /** The chord sequencer, on the touch screen; `exportFrom`: the release from which it saves standard MIDI files (none: it does not). */
    chordSequencer: { title: string; text: (exportFrom: string | null) => string };
    accompaniment: Readonly<Record<"styles" | "rhythms", AccompanimentText>>;
    pedals: {
      title: string;
      damper: string;
      /** The damper pedal's half-damper, and how its sensitivity is set (FUNCTION and the key D1, five levels; `from`: the release that added it). */
      halfDamper: string;
      halfDamperSetting: (from: string | null) => string;
      sostenuto: string;
      soft: string;
    };
    pads: {
      title: string;
      /** Choosing one of its kits (counted, in the language's digits, or ""). */
      kit: (count: string) => string;
      /** Stepping through the kits' pages of 16 (SHIFT and KIT), each page with the kits it holds. */
      page: (pages: readonly PageRange[]) => string;
      /** The kits a firmware release added (its spec row "From firmware 1.2.0: 4 more … kits on kit page 4, 52 in all"): counts in the language's digits. */
      addedKits: (added: { count: string; page: string; total: string; version: string }) => string;
      play: string;
      pattern: string;
      /**
       * Where patterns beyond the pads' count are: pages of as many as it has pads, each chosen with
       * PATTERN held and the pad of its number, the preset patterns' pages first, then the user patterns'.
       */
      patternPages: (banks: { preset: PatternBank; user: PatternBank | null }) => string;
      /** Recording, into a user pattern: the pages they are on where the patterns are paged (else null). */
      record: (user: PatternBank | null) => string;
      /** Recording step by step on the pads (its spec's "Step record"), with accent and flam, into a user pattern likewise. */
      stepRecord: (user: PatternBank | null) => string;
      swing: string;
      filter: string;
    };
    /** Chaining patterns into songs (its song row's "99 pattern chains"): how many it keeps (in the language's digits), and the steps. */
    chains: {
      title: string;
      text: (count: string) => string;
      steps: readonly string[];
      /** Where the patterns are paged: adding the patterns of another page to the chain. */
      otherPage: string;
    };
    /** Where no key is marked VERSION: showing the firmware version with SHIFT and START/STOP, as its firmware steps say. */
    versionCheck: { title: string; shift: string };
    /** The rotary speaker effect of its effect row: its speed switched slow or fast with FUNCTION and the key G6. */
    rotary: { title: string; text: string };
  };
  /**
   * What a firmware release added, in a sentence of its own that names the release (firmware-facts.ts:
   * where the manual puts it, and which model's release added it). Every sentence names only what that
   * model has.
   */
  added: Readonly<Record<AddedFunction, (version: string) => string>>;
  /** What each connector is for. */
  connectors: Readonly<Record<ConnectorKind, string>>;
  /**
   * The drives USB TO DEVICE reads, one option a format with its own largest size (firmware-text.ts
   * `driveOptions`: FAT32 up to 32 GB), a format read only from a release on with it.
   */
  drive: (options: readonly DriveOption[]) => string;
  /** USB TO HOST on a model whose data says it carries audio too. */
  usbHostAudio: string;
  /** The wireless MIDI link's name in the connections table: no panel prints it, so each language writes it its way (German: „Bluetooth-MIDI“). */
  bluetoothMidi: string;
  /** The specifications' "style control" row of a model with rhythms (the MK37's START/STOP). */
  rhythmControls: string;
  /** The specification's recorder row and the registration memory's own row, as the site's table names them (lib/params.ts). */
  recorderLabel: string;
  registrationMemoryLabel: string;
  /** A drum machine's rhythm and song rows, as the site's table names them (lib/params.ts PATTERNS, PATTERN_CHAINS). */
  patternsLabel: string;
  patternChainsLabel: string;
  troubleshooting: {
    noSound: (volume: string | null, phones: string | null) => ManualTrouble;
    /** `from`: the firmware release from which the model reads the pedal's polarity (null: always). */
    pedalReversed: (from: string | null) => ManualTrouble;
    /** A built-in pedal that does nothing: its cable under the keyboard. */
    pedalCable: ManualTrouble;
    computer: ManualTrouble;
    autoOff: ManualTrouble;
    /** Nothing else helps: the factory reset, described in the section after this one. */
    reset: ManualTrouble;
    noise: (adaptor: boolean, speakers: number) => ManualTrouble;
  };
  /**
   * Restoring the factory settings, with the controls the model's data gives it (instrument-facts.ts
   * `factoryReset`): what it deletes (only what the model keeps), the steps, and that it cannot be undone.
   */
  factoryReset: {
    deleted: Readonly<Record<SavedData, string>>;
    /** What it deletes, and whether it has firmware, which it keeps (a model without firmware reads of none). */
    intro: (deleted: readonly string[], firmware: boolean) => string;
    /** The two controls held while switching on, and whether a display (or the buttons' lights) confirms it. */
    steps: (first: string, second: string, display: boolean) => readonly [string, string, string];
    /** It cannot be undone; where the model saves onto a USB flash drive, save first. */
    undo: (drive: boolean) => string;
  };
  specificationsNote: string;
  /**
   * The disposal notice the manual ends with, as the site's disposal page (/legal/disposal) has it:
   * in Europe under the crossed-out wheeled bin (ElektroG, WEEE), in Japan as the municipality says
   * (no EU symbol).
   */
  disposal: {
    /** The bin symbol's text alternative, or null: the language's manual shows no symbol. */
    symbol: string | null;
    /** Not with household waste, collected separately. */
    household: string;
    /** Where to take it: a collection point, the dealer. */
    takeBack: string;
    /** Taking out the batteries first: only for a model with batteries. */
    batteries: string;
    /** The producer's registration (company name, WEEE number), or null where the market has none. */
    registration: ((company: string, number: string) => string) | null;
    /** The disposal page's title, as the legal seed names it (legal/{en,de,ja}.ts). */
    page: string;
    /** The sentence around the page's reference: its link, or in a PDF its title and address. */
    more: readonly [before: string, after: string];
  };
};

/** The style controls by the start of their printed label, longest first. */
/**
 * The two tempo keys' labels as the keyboard prints them, in every language's manual, HTML and PDF
 * alike: the minus an en dash (U+2013), the glyph the PDFs' WinAnsi fonts set (they have no U+2212),
 * so a manual never prints "TEMPO −" on the web and "TEMPO –" on paper.
 */
export const TEMPO_DOWN = "TEMPO \u2013";
export const TEMPO_UP = "TEMPO +";

export const STYLE_CONTROLS = [
  "START/STOP",
  "SYNC START",
  "INTRO/ENDING",
  "INTRO",
  "VARIATION",
  "FILL-IN",
  "BREAK",
  "ENDING",
] as const;
export const styleControlKind = (printed: string) => STYLE_CONTROLS.find((c) => printed.startsWith(c));

/** "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
/** "a or b". */
/** The last page's pads where it is not full: 4 on "97–100 on page 7" of pages of 16, else 0. */
export const partOfLastPage = (pages: readonly PageRange[]) => {
  const [first] = pages;
  const last = pages.at(-1);
  if (!first || !last || pages.length < 2) return 0;
  const n = last.last - last.first + 1;
  return n < first.last - first.first + 1 ? n : 0;
};

/** "1–16 on page 1, 17–32 on page 2 and so on up to 97–100 on page 7 (pads 1 to 4)". */
const rangesEn = (pages: readonly PageRange[]) => {
  const on = (r: PageRange) => `${r.first}–${r.last} on page ${r.page}`;
  const last = pages.at(-1);
  const part = partOfLastPage(pages);
  const listed =
    pages.length <= 3 || !last
      ? `${pages.slice(0, -1).map(on).join(", ")} and ${last ? on(last) : ""}`
      : `${pages.slice(0, 2).map(on).join(", ")} and so on up to ${on(last)}`;
  return `${listed}${part ? `, on pads 1 to ${part}` : ""}`;
};
const pageSpan = (pages: readonly PageRange[]) => `${pages[0]?.page} to ${pages.at(-1)?.page}`;

const englishNumber = new Intl.NumberFormat("en").format;
/** A count in running text: one to twelve as a word. */
const englishWord = (n: number) =>
  ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"][n - 1] ??
  englishNumber(n);

const styles: AccompanimentText = {
  title: "Playing with a style",
  has: (count, own) =>
    `${count} styles are built in: each plays drums, bass and chords that follow the chords you play with your left hand.${own ? ` Up to ${own} styles of your own can be stored beside them.` : ""}`,
  choose: (button) => `Press ${button} repeatedly to step through the styles.`,
  touch: (button) => `Press ${button}: the touch screen shows the styles by category. Touch a category, then a style.`,
  start: "Press START/STOP to start the style, and again to stop it.",
  syncStart:
    "Or press SYNC START and play a chord in the left half of the keyboard: the style starts with it and follows the chords you play.",
  intro: (printed) => `To begin with an introduction, press ${printed} instead of START/STOP.`,
  ending: (printed) => `To finish with an ending, press ${printed} while the style plays.`,
  controls: {
    "START/STOP": "starts and stops the style",
    "SYNC START": "starts the style with the first chord you play in the left hand",
    "INTRO/ENDING": "starts the style with an introduction, or ends it with an ending",
    INTRO: "starts the style with one of its introductions",
    VARIATION: "switches to another variation of the style",
    "FILL-IN": "plays a fill-in, then returns to the style",
    BREAK: "stops the style for one bar",
    ENDING: "ends the style with one of its endings",
  },
};

const rhythms: AccompanimentText = {
  title: "Playing with a rhythm",
  has: (count, own) =>
    `${count} drum rhythms are built in, to play along with.${own ? ` Up to ${own} rhythms of your own can be stored beside them.` : ""}`,
  choose: (button) => `Press ${button} repeatedly to step through the rhythms.`,
  touch: (button) => `Press ${button}: the touch screen shows the rhythms. Touch one to select it.`,
  start: "Press START/STOP to start the rhythm, and again to stop it.",
  syncStart: "Or press SYNC START: the rhythm starts with the first key you play.",
  intro: (printed) => `To begin with an introduction, press ${printed} instead of START/STOP.`,
  ending: (printed) => `To finish with an ending, press ${printed} while the rhythm plays.`,
  controls: {
    "START/STOP": "starts and stops the rhythm",
    "SYNC START": "starts the rhythm with the first key you play",
    "INTRO/ENDING": "starts the rhythm with an introduction, or ends it with an ending",
    INTRO: "starts the rhythm with one of its introductions",
    VARIATION: "switches to another variation of the rhythm",
    "FILL-IN": "plays a fill-in, then returns to the rhythm",
    BREAK: "stops the rhythm for one bar",
    ENDING: "ends the rhythm with one of its endings",
  },
};

export const manualTextEn: ManualText = {
  number: englishNumber,
  printed: (label) => label,
  fromFirmware: (version) => `(from firmware ${version})`,
  titles: {
    safety: "Important safety instructions",
    "in-the-box": "What is in the box",
    panel: "Panel description",
    "getting-started": "Getting started",
    playing: "Playing",
    connections: "Connections",
    troubleshooting: "Troubleshooting",
    "factory-reset": "Restoring the factory settings",
    specifications: "Specifications",
    disposal: "Disposal",
  },
  safety: {
    intro: "Read these instructions before you use the instrument, and keep them for reference.",
    warning: { word: "WARNING", meaning: "Ignoring this can result in death or serious injury." },
    caution: { word: "CAUTION", meaning: "Ignoring this can result in injury or damage to the instrument." },
    adaptor: "Use only the supplied power adaptor, connected to an outlet of the voltage it is marked for.",
    water: "Do not expose the instrument to rain or moisture, and do not place containers of liquid on it.",
    lightning: "Unplug the adaptor during lightning storms or when the instrument is unused for long periods.",
    open: "Do not open the instrument or modify it: there are no user-serviceable parts inside. Refer all servicing to qualified personnel.",
    batteries:
      "Insert batteries the right way round, never mix old and new ones, and keep batteries away from small children.",
    hearing: "Do not use headphones at high volume for long periods: hearing damage can result.",
    heat: "Do not place the instrument near heat sources such as radiators, or in direct sunlight.",
    stable: "Place the instrument on a stable, level surface, and do not put heavy objects on it.",
    floor: "Stand the instrument on a firm, level floor; do not lean on it, climb on it or put heavy objects on it.",
    carry: (weight) =>
      `The instrument weighs ${weight}: carry it with at least two people, holding it by the bottom of the cabinet, never by the keyboard or the key cover.`,
    moving:
      "Before moving it, unplug the power and the pedal unit's cable and close the key cover, and keep it upright: do not push or tilt it, as it can tip over and cause injury.",
    cleaning: "Clean the instrument with a soft, dry cloth only; never use solvents.",
  },
  instrument: (title) => `Noteva ${title}`,
  accessories: {
    "ac-adaptor": "Power adaptor",
    "sustain-pedal": "Sustain pedal",
    "music-rest": "Music rest",
    "carrying-case": "Carrying case",
    "usb-cable": "USB cable",
    "warranty-card": "Warranty card",
  },
  manuals: "This owner's manual and the quick start guide",
  count: (printed, n) => `${printed} × ${n}`,
  controls: {
    POWER: "POWER switch: turns the instrument on and off.",
    FUNCTION: "FUNCTION: hold it and press another button or a key to reach that button's or key's second function.",
    SOUND: "SOUND: selects the sound you play.",
    STYLE: "STYLE: selects a style.",
    RHYTHM: "RHYTHM: selects a rhythm.",
    METRONOME: "METRONOME: starts and stops the click.",
    "RECORD/PLAY": "RECORD/PLAY: records what you play and plays it back.",
    "LAYER/SPLIT": "LAYER/SPLIT: plays two sounds together, or one in each half of the keyboard.",
    DUO: "DUO: divides the keyboard into two identical ranges for teacher and student.",
    TEMPO: "TEMPO dial: sets the tempo.",
    FILTER: "FILTER: darkens or brightens the whole kit.",
    SWING: "SWING: delays every second step for a shuffle feel.",
    PATTERN: "PATTERN: selects a pattern; the pads choose its number.",
    KIT: "KIT: selects a drum kit; the pads choose its number.",
    "START/STOP": "START/STOP: starts and stops the pattern.",
    RECORD: "RECORD: records what you play on the pads into the pattern.",
    SHIFT: "SHIFT: hold it and press a pad or button to reach its second function.",
  },
  volume: (printed, { speakers, outputs, headphones }) =>
    `${printed}: sets the level of ${listed([
      ...(speakers ? [speakers > 1 ? "the speakers" : "the speaker"] : []),
      ...(outputs ? ["the outputs"] : []),
      ...(headphones ? ["the headphones"] : []),
    ])}.`,
  display: ({ kind, plays, accompaniment }) => {
    if (plays === "pads") return "Display: shows the selected kit, pattern and tempo.";
    const selected = accompaniment ? `sound and ${accompaniment === "styles" ? "style" : "rhythm"}` : "sound";
    if (kind === "touch")
      return `Touch screen: shows the selected ${selected}, the tempo and the settings; touch a name or a setting on it to select or change it.`;
    if (kind === "digits")
      return "Display: shows the number of the selected sound, the tempo and the value of a setting.";
    return `Display: shows the selected ${selected}, the tempo and the settings.`;
  },
  padsPart: (count) =>
    `Pads 1–${count}: play the sounds of the selected kit; after KIT or PATTERN, they select its number.`,
  markedKeys: {
    tempo: `Keys marked ${TEMPO_DOWN} and ${TEMPO_UP}: hold FUNCTION and press one to slow the tempo down or speed it up.`,
    version: "Key marked VERSION: hold FUNCTION and press it to show the installed firmware version on the display.",
    lesson: "Key marked LESSON: hold FUNCTION and press it to start a lesson, and again for its next step.",
    chord:
      "Keys marked with chord types: hold FUNCTION and press a root key and one of them to look the chord up in the chord dictionary.",
    memory: (count) =>
      `Keys marked MEMORY 1–${count}: hold FUNCTION and press one to recall a set-up of the registration memory, or hold it down to store one.`,
  },
  pedals: (pedals) =>
    `Pedals: ${listed(
      pedals.map((p) => ({ damper: "damper (right)", sostenuto: "sostenuto (centre)", soft: "soft (left)" })[p]),
    )}, built into the stand.`,
  styleControl: (printed, accompaniment) => {
    const kind = styleControlKind(printed);
    const does = (accompaniment === "rhythms" ? rhythms : styles).controls;
    return kind ? `${printed}: ${does[kind]}.` : printed;
  },
  gettingStarted: {
    place: "Place the instrument on a stable stand or table, away from direct sunlight.",
    placeCabinet: "Stand the instrument on a firm, level floor, away from direct sunlight and radiators.",
    pedalCable:
      "Plug the cable from the pedals into the pedal connector under the keyboard, before you turn the power on.",
    power: "Connect the power adaptor to DC IN, then to a wall outlet.",
    batteries: (count) =>
      `To play on batteries instead, insert ${count} AA batteries into the compartment on the bottom, as marked inside it.`,
    pedal: "Connect the sustain pedal to SUSTAIN before you turn the power on.",
    optionalPedal:
      "If you use a sustain pedal (available separately), connect it to SUSTAIN before you turn the power on.",
    volume: (volume) => `Turn ${volume} down, press POWER, then raise ${volume} while you play.`,
    headphones: (jack, speakers) =>
      speakers > 1
        ? `To practise silently, connect headphones to ${jack}: the speakers switch off.`
        : speakers === 1
          ? `To practise silently, connect headphones to ${jack}: the speaker switches off.`
          : `To listen on headphones, connect them to ${jack}.`,
  },
  playing: {
    sound: {
      title: "Choosing a sound",
      choose: (count) => `Press SOUND repeatedly to step through the ${count ? `${count} ` : ""}sounds.`,
      touch: (count) =>
        `Press SOUND: the touch screen shows the ${count ? `${count} ` : ""}sounds by category. Touch a category, then a sound.`,
      back: "Hold FUNCTION and press SOUND to step back.",
    },
    tempo: {
      title: "Practising with the metronome",
      metronome: "Press METRONOME to start the click, and again to stop it.",
      dial: (range) => `Turn the TEMPO dial to set the tempo${range ? ` (${range})` : ""}.`,
      keys: (range) =>
        `To set the tempo${range ? ` (${range})` : ""}, hold FUNCTION and press the keys marked ${TEMPO_DOWN} and ${TEMPO_UP}.`,
    },
    record: {
      title: "Recording",
      steps: [
        "Press RECORD/PLAY: its light flashes and recording starts with the first note you play.",
        "Press RECORD/PLAY again to stop recording.",
        "Press RECORD/PLAY once more to hear what you recorded.",
      ],
      tracks: (tracks, display) =>
        tracks === 2 || !display
          ? `The recorder has ${englishWord(tracks)} tracks. To record the second while the first plays back (the other hand, say), hold FUNCTION and press RECORD/PLAY, then play; the next press of RECORD/PLAY plays both together.`
          : `The recorder has ${englishWord(tracks)} tracks. To record another part while the others play back, hold FUNCTION and press RECORD/PLAY repeatedly until the display shows the track you want, then play.`,
      midiFiles:
        "Connected to a computer at USB TO HOST, the instrument shows its recordings on a drive named NOTEVA-REC as standard MIDI files: copy them onto the computer to keep them or to open them in a music app.",
      save: ({ touch, highestKey }) =>
        touch
          ? "To keep your recordings on a USB flash drive, insert the drive into USB TO DEVICE and, after recording, touch Save on the touch screen: the recordings are copied onto the drive."
          : `To keep your recordings on a USB flash drive, insert the drive into USB TO DEVICE, hold FUNCTION and press the highest key${highestKey ? ` (${highestKey})` : ""}: the recordings are copied onto the drive, and the display confirms it.`,
    },
    library: {
      title: "Listening to the music library",
      steps: (count, back) => [
        `Press SOUND and METRONOME together: the display shows the number of a piece${count ? ` (1 to ${count})` : ""} and it plays.`,
        `Press SOUND to go on to the next piece${back ? "; hold FUNCTION and press SOUND to go back" : ""}.`,
        "Press SOUND and METRONOME together again to stop.",
      ],
    },
    layerSplit: {
      title: "Two sounds at once",
      text: "Press LAYER/SPLIT once to layer a second sound over the first, and twice to split the keyboard: the left half then plays the second sound. Press it again to return to one sound.",
    },
    duo: {
      title: "Playing side by side",
      text: "Press DUO: the keyboard divides into two halves with the same range, so that a teacher and a student can play the same passage side by side.",
    },
    lessons: {
      title: "Learning a song in lessons",
      text: "The lesson mode teaches a song of the music library step by step. The display shows the next note to play, and a score at the end of each step.",
      steps: [
        "Hold FUNCTION and press the key marked LESSON: in the first step you listen to the song.",
        "Press the key marked LESSON again, FUNCTION held: in the second step you play the rhythm of the melody on any key, and in the third the notes in time.",
        "After the third step, press it once more to leave the lesson mode.",
      ],
    },
    oneTouchRecorder:
      "One-touch recording: while a style plays, press RECORD/PLAY. Your melody and the style are recorded together, each on its own track.",
    chordDictionary: {
      title: "Looking up a chord",
      text: (from) =>
        `${from ? `From firmware ${from}, the` : "The"} chord dictionary shows how to play a chord: hold FUNCTION, press a root key and the key marked with the chord type, and the display names the chord and shows its keys.`,
    },
    registration: {
      title: "Storing set-ups (registration memory)",
      text: (count) =>
        `The registration memory keeps ${englishWord(count)} set-ups of sound, split and effects. To store the current set-up, hold FUNCTION and hold down one of the keys marked MEMORY 1–${count} until the display confirms it. To recall it, hold FUNCTION and press that key briefly.`,
    },
    chordSequencer: {
      title: "Recording a chord progression (chord sequencer)",
      text: (exportFrom) =>
        `Press STYLE, then touch Chord Sequencer on the touch screen, and play the chords with your left hand while the style plays: the chord sequencer keeps them as a progression that then plays the style for you.${exportFrom ? ` From firmware ${exportFrom}, a progression can also be saved as a standard MIDI file.` : ""}`,
    },
    accompaniment: { styles, rhythms },
    pedals: {
      title: "Using the pedals",
      damper: "The right pedal (damper) holds the notes after you lift your fingers from the keys.",
      halfDamper:
        "It responds smoothly to how far you press it down: pressed part of the way (half-damper), it holds the notes more lightly, as on an acoustic piano.",
      halfDamperSetting: (from) =>
        `${from ? `From firmware ${from}, you can set` : "You can set"} how finely the damper pedal responds part of the way down (its half-damper sensitivity): hold FUNCTION and press the key D1 (the lowest D) repeatedly to step through five levels.`,
      sostenuto:
        "The centre pedal (sostenuto) holds only the notes whose keys are down when you press it; notes you play after it stay short.",
      soft: "The left pedal (soft) makes the sound softer and gentler while you hold it down.",
    },
    pads: {
      title: "Playing the pads",
      kit: (count) =>
        `Press KIT and strike a pad to choose one of the ${count ? `${count} ` : ""}kits: pads 1 to 16 choose the kit of that number on the current page.`,
      page: (pages) =>
        `The kits are on pages of 16 (kits ${rangesEn(pages)}): hold SHIFT and press KIT to step to the next page (after the last, the first again). The display shows the page and the kit.`,
      addedKits: ({ count, page, total, version }) =>
        `From firmware ${version}, page ${page} holds ${count} more electronic kits, on pads 1 to ${count}: ${total} kits in all.`,
      play: "Strike the pads: the harder you strike, the louder the sound. Press down on a held pad to bend or open its sound.",
      pattern: "Press PATTERN and strike a pad to choose a pattern, then press START/STOP to play it.",
      patternPages: ({ preset, user }) =>
        `The patterns are on pages of 16: to choose a page, hold PATTERN and strike the pad of its number, then choose the pattern on it. The ${preset.count} preset patterns are on pages ${pageSpan(preset.pages)} (patterns ${rangesEn(preset.pages)})${user ? `; the ${user.count} user patterns are on pages ${pageSpan(user.pages)} (user patterns ${rangesEn(user.pages)})` : ""}. The display shows the page and the pattern.`,
      record: (user) =>
        `To record, ${user ? `choose a user pattern (pages ${pageSpan(user.pages)}), then ` : ""}hold RECORD and press START/STOP: the pattern loops, and what you play on the pads goes into it. Press START/STOP to stop: what you played stays in the pattern.`,
      stepRecord: (user) =>
        `To record step by step, ${user ? `choose a user pattern (pages ${pageSpan(user.pages)}) and ` : ""}strike the pad of the instrument you want, then hold SHIFT and press RECORD: pads 1 to 16 now stand for the pattern's 16 steps. Strike a pad to put the instrument on that step, and again to take it off; hold SHIFT as you strike for an accent, or hold KIT for a flam. Press RECORD to leave step recording.`,
      swing: "Turn SWING to shift every second step for a shuffle feel.",
      filter: "Turn FILTER to darken or brighten the whole kit.",
    },
    chains: {
      title: "Chaining patterns into songs (pattern chains)",
      text: (count) =>
        `A pattern chain plays patterns one after another, as a song. The instrument keeps ${count ? `${count} ` : ""}pattern chains.`,
      steps: [
        "Press PATTERN twice: the display shows CHAIN and the number of a chain. Turn TEMPO to choose the chain.",
        "Hold RECORD and strike the pads of the patterns in the order they are to play: each is added at the end of the chain, and the display counts them. Release RECORD to store the chain.",
        "Press START/STOP: the chain's patterns play in turn, as one song. Press START/STOP again to stop.",
        "To leave the pattern chains, press PATTERN: the pads choose single patterns again.",
      ],
      otherPage:
        "The pads add the patterns of the page chosen last. To add patterns of another page, release RECORD, hold PATTERN and strike the pad of that page's number, then hold RECORD again and strike the pads: they are added at the end of the chain.",
    },
    versionCheck: {
      title: "Checking the firmware version",
      shift: "Hold SHIFT and press START/STOP: the display shows the installed firmware version.",
    },
    rotary: {
      title: "The rotary speaker effect",
      text: "The organ sounds play through a rotary speaker effect. Hold FUNCTION and press the key G6 to switch its speed between slow and fast; as on a real rotary speaker, the speed changes gradually.",
    },
  },
  added: {
    brightVoicing: (v) =>
      `From firmware ${v}, the piano sounds have a brighter voicing too: hold FUNCTION and press the key C7 to switch it on or off.`,
    localControl: (v) =>
      `From firmware ${v}, Local Control can be switched off, for recording into a computer that plays the notes back through the instrument: hold FUNCTION and press the key A6. The keys then sound only through the computer, so no note plays twice. Do the same to switch it on again.`,
    midiFilePedal: (v) => `From firmware ${v}, the files keep the sustain pedal (controller 64).`,
    slowPractice: (v) =>
      `From firmware ${v}, the pieces of the music library play back at 50% to 100% of their tempo, for slow practice: while a piece plays, hold FUNCTION and press the keys marked ${TEMPO_DOWN} and ${TEMPO_UP} to slow it down or bring it back up.`,
    closeRoomSound: (v) =>
      `With headphones connected, the piano adds a natural room sound. From firmware ${v}, a second room sound makes it sound as if you sat close to the piano: hold FUNCTION and press the key E1 (the lowest E) to switch between the two.`,
    tinePiano: (v) => `From firmware ${v}, the sounds include a second electric piano with a brighter tine tone.`,
    dryLineOut: (v) =>
      `From firmware ${v}, LINE OUT can carry the piano without its reverb, for the effects of a PA: hold FUNCTION and press the key F1 (the lowest F) to switch the reverb at LINE OUT off or on. The speakers and headphones keep it.`,
    registrationDrive: (v) =>
      `From firmware ${v}, the registration memory can also be kept on a USB flash drive: with the drive in USB TO DEVICE, hold FUNCTION and press the key G1 (the lowest G) to save the set-ups onto it, or the key E1 (the lowest E) to load them from it.`,
    accompanimentOverUsb: (v) =>
      `From firmware ${v}, USB TO HOST can send the accompaniment too, on channels 3 to 10, for recording it into a computer: hold FUNCTION and press STYLE to switch this on or off.`,
    rhythmScored: (v) => `From firmware ${v}, the rhythm step is scored too; earlier firmware scores only the notes.`,
    lessonSystem: (v) =>
      `The lesson steps and their scoring described here come with firmware ${v}: with earlier firmware, update the instrument first.`,
    scoresKept: (v) => `From firmware ${v}, the scores are kept when the instrument is switched off.`,
    phraseRepeat: (v) =>
      `From firmware ${v}, the lesson mode can repeat one phrase of the song until you play it in time: in the third step, hold FUNCTION and hold down the key marked LESSON.`,
    accentedMetronome: (v) => `From firmware ${v}, the metronome plays an accented first beat in every bar.`,
    swingRange: (v) => `From firmware ${v}, SWING goes up to 75%.`,
    clockWhileStopped: (v) =>
      `From firmware ${v}, MIDI OUT can send MIDI clock while the pattern is stopped too, for devices that need it running: hold SHIFT and press PATTERN to switch this on or off.`,
    chainExport: (v) =>
      `From firmware ${v}, the pattern chains can be exported over USB: connected to a computer at USB TO HOST, the instrument shows them on a drive named NOTEVA-REC as standard MIDI files, to copy onto the computer.`,
  },
  connectors: {
    phones: "Stereo headphones.",
    "phones-output": "Headphones, or an amplifier or mixer.",
    sustain: "A sustain pedal (a footswitch).",
    expression: "An expression pedal, to change the volume as you play.",
    assignable: "A second pedal, for the function you choose.",
    "aux-in": "A phone, tablet or music player, to play along through the speakers.",
    "aux-out": "An amplifier, a mixer or powered speakers.",
    "line-out": "An amplifier, a mixer or powered speakers (L/MONO alone for one channel).",
    output: "An amplifier, a mixer or powered speakers.",
    mic: "A microphone or a line-level source, played through the speakers.",
    "dc-in": "The supplied power adaptor.",
    "pedal-unit": "The cable of the pedal unit built into the stand (under the keyboard).",
    "usb-host": "A computer or tablet, for MIDI.",
    "usb-device": "A USB flash drive, to save your recordings and settings and to install updates.",
    "midi-in": "Another instrument's or interface's MIDI OUT.",
    "midi-out": "Another instrument's or interface's MIDI IN.",
    "bluetooth-midi": "A tablet or phone without a cable, for lesson and music apps.",
  },
  drive: ([first, ...more]) =>
    first && !more.length && !first.from
      ? `Drives up to ${first.maxGB} GB, formatted ${first.format}.`
      : `Drives formatted ${[first, ...more]
          .map((o) => `${o?.format} (up to ${o?.maxGB} GB)${o?.from ? ` from firmware ${o.from}` : ""}`)
          .join(", or ")}.`,
  rhythmControls: RHYTHM_CONTROL.en,
  recorderLabel: RECORDER.en,
  patternsLabel: PATTERNS.en,
  patternChainsLabel: PATTERN_CHAINS.en,
  registrationMemoryLabel: REGISTRATION_MEMORY.en,
  bluetoothMidi: "Bluetooth MIDI",
  usbHostAudio:
    "A computer or tablet, for MIDI and audio: record the instrument and play the computer's sound through it.",
  troubleshooting: {
    noSound: (volume, phones) => [
      "No sound",
      [volume ? `Check ${volume}.` : "", phones ? `Check that no headphones are connected to ${phones}.` : ""]
        .filter(Boolean)
        .join(" ") || "Check that the power is on.",
    ],
    pedalReversed: (from) => [
      "The sustain pedal works the wrong way round",
      from
        ? `From firmware ${from}, the instrument reads the pedal's polarity as it is switched on: turn the power off, connect the pedal, then turn the power on without pressing the pedal. With earlier firmware, update the instrument first.`
        : "The instrument reads the pedal's polarity as it is switched on: turn the power off, connect the pedal, then turn the power on without pressing the pedal.",
    ],
    pedalCable: [
      "A pedal does nothing",
      "Turn the power off and check that the cable from the pedals is plugged fully into the pedal connector under the keyboard.",
    ],
    computer: [
      "The computer does not see the instrument",
      "Use a USB cable that carries data, connect directly (not through a hub) and select the instrument in your app's MIDI settings.",
    ],
    autoOff: [
      "The instrument turns itself off",
      "Auto power-off is on: it turns the instrument off after 30 minutes unused. Hold FUNCTION while turning the power on to disable it.",
    ],
    reset: [
      "The instrument does not work as expected",
      "Turn it off and on again. If that does not help, restore the factory settings as described below; this deletes what you saved on it.",
    ],
    noise: (adaptor, speakers) => [
      speakers > 1 ? "Noise from the speakers" : speakers === 1 ? "Noise from the speaker" : "Noise in the sound",
      adaptor
        ? "Move mobile phones away from the instrument, and use the supplied adaptor."
        : "Move mobile phones away from the instrument.",
    ],
  },
  factoryReset: {
    deleted: {
      recordings: "your recordings",
      userStyles: "your own styles",
      userPatterns: "your user patterns",
      patternChains: "your pattern chains",
      registrations: "the set-ups of the registration memory",
      songbook: "your Song book entries",
      userSamples: "your own samples in the expansion memory",
      pairings: "its Bluetooth pairings",
    },
    intro: (deleted, firmware) =>
      `Restoring the factory settings sets every setting back to how the instrument left the factory${deleted.length ? ` and deletes ${listed(deleted)}` : ""}. Do it before you sell, give away or dispose of the instrument.${firmware ? " The installed firmware stays as it is." : ""}`,
    steps: (first, second, display) => [
      "Turn the instrument off.",
      `Hold ${first} and ${second} down together and turn the power on. Keep holding them until ${display ? "the display shows that the settings are being reset" : "the buttons' lights flash"}.`,
      "Release them: the instrument restarts with its factory settings.",
    ],
    undo: (drive) =>
      `What it deletes cannot be restored.${drive ? " Save the recordings you want to keep to a USB flash drive first." : ""}`,
  },
  specificationsNote:
    "Specifications and descriptions in this manual are for information only. Noteva reserves the right to change or modify products or specifications at any time without prior notice.",
  disposal: {
    symbol: "Crossed-out wheeled bin: collect separately, not with household waste",
    household:
      "The crossed-out wheeled bin means that the instrument is electrical equipment and must not go in household waste at the end of its life: collected separately, it is treated properly and its materials are recovered.",
    takeBack:
      "Hand it in free of charge at your local council's collection point, or at a shop that takes back old equipment; ask your Noteva dealer.",
    batteries:
      "Take out the batteries first: old batteries go to a battery collection point, found in most shops that sell batteries.",
    registration: (company, number) =>
      `${company}, WEEE registration number ${number} (Stiftung Elektro-Altgeräte Register, Germany)`,
    page: "Disposal and recycling",
    more: ["More on our website: ", "."],
  },
};
