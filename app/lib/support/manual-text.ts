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
  | "specifications";

import type { Accessory } from "../content-model.ts";
import type { ConnectorKind } from "./instrument-facts.ts";

/** A problem and what to do about it. */
export type ManualTrouble = readonly [problem: string, remedy: string];

/** A signal word of the safety section (ISO 3864-2, ANSI Z535.6) and what it means. */
export type SignalWord = { word: string; meaning: string };

/**
 * Every sentence names only parts its caller has checked the model has (instrument-facts.ts):
 * `controls` by the label printed on the panel, `connectors` by kind, the rest by what the
 * caller hands in.
 */
export type ManualText = {
  /** Joins a specification's list of values into one line. */
  listSeparator: string;
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
    stable: string;
    cleaning: string;
  };
  /** The instrument itself, first in the box; then its accessories; then its manuals. */
  instrument: (title: string) => string;
  accessories: Readonly<Record<Accessory, string>>;
  manuals: string;
  /** A connector there are several of: "PHONES × 2". */
  count: (printed: string, n: number) => string;
  /** What each control does, as a whole line, by the label printed on the panel. */
  controls: Readonly<Record<string, string>>;
  /** The display's line (its kind is in the specifications, not here). */
  /** The display, by what the model plays: a sound on keys, a kit and pattern on pads. */
  display: { keys: string; pads: string };
  /** What a style control does, by the start of its printed label ("SYNC START", "INTRO 1–3"). */
  styleControl: (printed: string) => string;
  gettingStarted: {
    place: string;
    power: string;
    batteries: (count: number) => string;
    pedal: string;
    volume: (volume: string) => string;
    /** Headphones at `jack`; `speakers`: the instrument has speakers, which they silence. */
    headphones: (jack: string, speakers: boolean) => string;
  };
  playing: {
    sound: { title: string; choose: string; back: string };
    tempo: { title: string; metronome: string; dial: (range: string) => string; keys: (range: string) => string };
    record: { title: string; steps: readonly [string, string, string] };
    layerSplit: { title: string; text: string };
    duo: { title: string; text: string };
    style: { title: string; choose: (button: string) => string; start: string; syncStart: string };
    pads: {
      title: string;
      kit: string;
      play: string;
      pattern: string;
      record: string;
      swing: string;
      filter: string;
    };
  };
  /** What each connector is for. */
  connectors: Readonly<Record<ConnectorKind, string>>;
  troubleshooting: {
    noSound: (volume: string | null, phones: string | null) => ManualTrouble;
    pedalReversed: ManualTrouble;
    computer: ManualTrouble;
    autoOff: ManualTrouble;
    noise: (adaptor: boolean, speakers: boolean) => ManualTrouble;
  };
  specificationsNote: string;
};

/** The style controls by the start of their printed label, longest first. */
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

export const manualTextEn: ManualText = {
  listSeparator: ", ",
  titles: {
    safety: "Important safety instructions",
    "in-the-box": "What is in the box",
    panel: "Panel description",
    "getting-started": "Getting started",
    playing: "Playing",
    connections: "Connections",
    troubleshooting: "Troubleshooting",
    specifications: "Specifications",
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
    hearing: "Do not listen at high volume for long periods: hearing damage can result.",
    heat: "Do not place the instrument near heat sources such as radiators, or in direct sunlight.",
    stable: "Place the instrument on a stable, level surface, and do not put heavy objects on it.",
    cleaning: "Clean the instrument with a soft, dry cloth only; never use solvents.",
  },
  instrument: (title) => `Noteva ${title}`,
  accessories: {
    "ac-adaptor": "Power adaptor",
    "sustain-pedal": "Sustain pedal",
    "music-rest": "Music rest",
    "carrying-case": "Carrying case",
    "usb-cable": "USB cable",
  },
  manuals: "This owner's manual and the quick start guide",
  count: (printed, n) => `${printed} × ${n}`,
  controls: {
    POWER: "POWER switch: turns the instrument on and off.",
    "MASTER VOLUME": "MASTER VOLUME: sets the level of the speakers and headphones.",
    VOLUME: "VOLUME: sets the level of the outputs and headphones.",
    FUNCTION: "FUNCTION: hold it and press another button or a key to reach that button's or key's second function.",
    SOUND: "SOUND: selects the sound you play.",
    STYLE: "STYLE: selects an accompaniment style.",
    RHYTHM: "RHYTHM: selects an accompaniment rhythm.",
    METRONOME: "METRONOME: starts and stops the click.",
    "RECORD / PLAY": "RECORD / PLAY: records what you play and plays it back.",
    "LAYER / SPLIT": "LAYER / SPLIT: plays two sounds together, or one in each half of the keyboard.",
    DUO: "DUO: divides the keyboard into two identical ranges for teacher and student.",
    TEMPO: "TEMPO dial: sets the tempo.",
    FILTER: "FILTER: darkens or brightens the whole kit.",
    SWING: "SWING: delays every second step for a shuffle feel.",
    PATTERN: "PATTERN: selects a rhythm pattern; the pads choose its number.",
    KIT: "KIT: selects a drum kit; the pads choose its number.",
    "START/STOP": "START/STOP: starts and stops the pattern.",
    RECORD: "RECORD: records what you play on the pads into the pattern.",
    SHIFT: "SHIFT: hold it and press a pad or button to reach its second function.",
  },
  display: {
    keys: "Display: shows the selected sound, the tempo and the settings.",
    pads: "Display: shows the selected kit, pattern and tempo.",
  },
  styleControl: (printed) => {
    const does: Record<(typeof STYLE_CONTROLS)[number], string> = {
      "START/STOP": "starts and stops the style",
      "SYNC START": "starts the style with the first chord you play in the left hand",
      "INTRO/ENDING": "starts the style with an introduction, or ends it with an ending",
      INTRO: "starts the style with one of its introductions",
      VARIATION: "switches to another variation of the style",
      "FILL-IN": "plays a fill-in, then returns to the pattern",
      BREAK: "stops the accompaniment for one bar",
      ENDING: "ends the style with one of its endings",
    };
    const kind = styleControlKind(printed);
    return kind ? `${printed}: ${does[kind]}.` : printed;
  },
  gettingStarted: {
    place: "Place the instrument on a stable stand or table, away from direct sunlight.",
    power: "Connect the power adaptor to DC IN, then to a wall outlet.",
    batteries: (count) =>
      `To play on batteries instead, insert ${count} AA batteries into the compartment on the bottom, as marked inside it.`,
    pedal: "Connect the sustain pedal to SUSTAIN before you turn the power on.",
    volume: (volume) => `Turn ${volume} down, press POWER, then raise ${volume} while you play.`,
    headphones: (jack, speakers) =>
      speakers
        ? `To practise silently, connect headphones to ${jack}: the speakers switch off.`
        : `To listen on headphones, connect them to ${jack}.`,
  },
  playing: {
    sound: {
      title: "Choosing a sound",
      choose: "Press SOUND repeatedly to step through the sounds.",
      back: "Hold FUNCTION and press SOUND to step back.",
    },
    tempo: {
      title: "Practising with the metronome",
      metronome: "Press METRONOME to start the click, and again to stop it.",
      dial: (range) => `Turn the TEMPO dial to set the tempo${range ? ` (${range})` : ""}.`,
      keys: (range) =>
        `To set the tempo${range ? ` (${range})` : ""}, hold FUNCTION and press the keys marked TEMPO − and TEMPO +.`,
    },
    record: {
      title: "Recording",
      steps: [
        "Press RECORD / PLAY: its light flashes and recording starts with the first note you play.",
        "Press RECORD / PLAY again to stop recording.",
        "Press RECORD / PLAY once more to hear what you recorded.",
      ],
    },
    layerSplit: {
      title: "Two sounds at once",
      text: "Press LAYER / SPLIT once to layer a second sound over the first, and twice to split the keyboard: the left half then plays the second sound. Press it again to return to one sound.",
    },
    duo: {
      title: "Playing side by side",
      text: "Press DUO: the keyboard divides into two halves with the same range, so that a teacher and a student can play the same passage side by side.",
    },
    style: {
      title: "Playing with an accompaniment",
      choose: (button) => `Press ${button} repeatedly to step through the accompaniments.`,
      start: "Press START/STOP to start the accompaniment, and again to stop it.",
      syncStart:
        "Or press SYNC START and play a chord in the left half of the keyboard: the accompaniment starts with it and follows the chords you play.",
    },
    pads: {
      title: "Playing the pads",
      kit: "Press KIT and strike a pad to choose a kit: pads 1 to 16 choose the kit of that number on the current page.",
      play: "Strike the pads: the harder you strike, the louder the sound. Press down on a held pad to bend or open its sound.",
      pattern: "Press PATTERN and strike a pad to choose a rhythm, then press START/STOP to play it.",
      record:
        "To record, hold RECORD and press START/STOP: the pattern loops, and what you play on the pads goes into it.",
      swing: "Turn SWING to shift every second step for a shuffle feel.",
      filter: "Turn FILTER to darken or brighten the whole kit.",
    },
  },
  connectors: {
    phones: "Headphones (stereo mini or standard jack).",
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
    "usb-host": "A computer or tablet, for MIDI (and, where the specifications say so, audio).",
    "usb-device": "A USB flash drive, to save your recordings and settings and to install updates.",
    "midi-in": "Another instrument's or interface's MIDI OUT.",
    "midi-out": "Another instrument's or interface's MIDI IN.",
    "bluetooth-midi": "A tablet or phone without a cable, for lesson and music apps.",
  },
  troubleshooting: {
    noSound: (volume, phones) => [
      "No sound",
      [volume ? `Check ${volume}.` : "", phones ? `Check that no headphones are connected to ${phones}.` : ""]
        .filter(Boolean)
        .join(" ") || "Check that the power is on.",
    ],
    pedalReversed: [
      "The sustain pedal works the wrong way round",
      "Turn the power off, connect the pedal, then turn the power on without pressing the pedal.",
    ],
    computer: [
      "The computer does not see the instrument",
      "Use a USB cable that carries data, connect directly (not through a hub) and select the instrument in your app's MIDI settings.",
    ],
    autoOff: [
      "The instrument turns itself off",
      "Auto power-off is on: it turns the instrument off after 30 minutes unused. Hold FUNCTION while turning the power on to disable it.",
    ],
    noise: (adaptor, speakers) => [
      speakers ? "Noise from the speakers" : "Noise in the sound",
      adaptor
        ? "Move mobile phones away from the instrument, and use the supplied adaptor."
        : "Move mobile phones away from the instrument.",
    ],
  },
  specificationsNote:
    "Specifications and descriptions in this manual are for information only. Noteva reserves the right to change or modify products or specifications at any time without prior notice.",
};
