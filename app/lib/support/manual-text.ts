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
import { RHYTHM_CONTROL } from "../params.ts";
import type { BuiltInPedal, ConnectorKind, MarkedKey } from "./instrument-facts.ts";

/** A problem and what to do about it. */
export type ManualTrouble = readonly [problem: string, remedy: string];

/** A signal word of the safety section (ISO 3864-2, ANSI Z535.6) and what it means. */
export type SignalWord = { word: string; meaning: string };

/** What a volume control sets the level of: the model's speakers (how many), outputs and headphones. */
export type VolumeTargets = { speakers: number; outputs: boolean; headphones: boolean };
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
  /** Joins a specification's list of values into one line. */
  listSeparator: string;
  /** A count as the language writes it in running text ("1,133"; German „1.133“). */
  number: (n: number) => string;
  /** A printed label in running text (Japanese writes its ranges with ～: INTRO 1～3). */
  printed: (label: string) => string;
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
  /** The keys marked with a second function (TEMPO − and TEMPO +, VERSION), reached with FUNCTION. */
  markedKeys: Readonly<Record<MarkedKey, string>>;
  /** The pedals built into a home piano's stand, as one line of the panel description. */
  pedals: (pedals: readonly BuiltInPedal[]) => string;
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
    record: { title: string; steps: readonly [string, string, string] };
    layerSplit: { title: string; text: string };
    duo: { title: string; text: string };
    /** A song of the music library taught step by step (listen, rhythm, notes), started with the key marked LESSON. */
    lessons: { title: string; text: string; steps: readonly [string, string, string] };
    /** Recording a melody over a playing style with one press of RECORD / PLAY. */
    oneTouchRecorder: string;
    /** The chord dictionary, reached with the keys marked with chord types (firmware 2.0.0, its release notes). */
    chordDictionary: { title: string; text: string };
    /** The registration memory: how many set-ups it keeps (`count`), stored and recalled with the keys marked MEMORY. */
    registration: { title: string; text: (count: number) => string };
    /** The chord sequencer, on the touch screen. */
    chordSequencer: { title: string; text: string };
    accompaniment: Readonly<Record<"styles" | "rhythms", AccompanimentText>>;
    pedals: {
      title: string;
      damper: string;
      /** The damper pedal's half-damper, and how its sensitivity is set (FUNCTION and the key D1, five levels). */
      halfDamper: string;
      halfDamperSetting: string;
      sostenuto: string;
      soft: string;
    };
    pads: {
      title: string;
      /** Choosing one of its kits (counted, in the language's digits, or ""). */
      kit: (count: string) => string;
      play: string;
      pattern: string;
      record: string;
      swing: string;
      filter: string;
    };
  };
  /** What each connector is for. */
  connectors: Readonly<Record<ConnectorKind, string>>;
  /** USB TO HOST on a model whose data says it carries audio too. */
  usbHostAudio: string;
  /** The specifications' "style control" row of a model with rhythms (the MK37's START/STOP). */
  rhythmControls: string;
  troubleshooting: {
    noSound: (volume: string | null, phones: string | null) => ManualTrouble;
    /** `from`: the firmware release from which the model reads the pedal's polarity (null: always). */
    pedalReversed: (from: string | null) => ManualTrouble;
    /** A built-in pedal that does nothing: its cable under the keyboard. */
    pedalCable: ManualTrouble;
    computer: ManualTrouble;
    autoOff: ManualTrouble;
    noise: (adaptor: boolean, speakers: number) => ManualTrouble;
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

/** "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
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
  listSeparator: ", ",
  number: englishNumber,
  printed: (label) => label,
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
    floor: "Stand the instrument on a firm, level floor; do not lean on it, climb on it or put heavy objects on it.",
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
    FUNCTION: "FUNCTION: hold it and press another button or a key to reach that button's or key's second function.",
    SOUND: "SOUND: selects the sound you play.",
    STYLE: "STYLE: selects a style.",
    RHYTHM: "RHYTHM: selects a rhythm.",
    METRONOME: "METRONOME: starts and stops the click.",
    "RECORD / PLAY": "RECORD / PLAY: records what you play and plays it back.",
    "LAYER / SPLIT": "LAYER / SPLIT: plays two sounds together, or one in each half of the keyboard.",
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
  markedKeys: {
    tempo: "Keys marked TEMPO − and TEMPO +: hold FUNCTION and press one to slow the tempo down or speed it up.",
    version: "Key marked VERSION: hold FUNCTION and press it to show the installed firmware version on the display.",
    lesson: "Key marked LESSON: hold FUNCTION and press it to start a lesson, and again for its next step.",
    chord:
      "Keys marked with chord types: hold FUNCTION and press a root key and one of them to look the chord up in the chord dictionary (from firmware 2.0.0).",
    memory:
      "Keys marked MEMORY: hold FUNCTION and press one to recall a set-up of the registration memory, or hold it down to store one.",
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
      "One-touch recording: while a style plays, press RECORD / PLAY. Your melody and the style are recorded together, each on its own track.",
    chordDictionary: {
      title: "Looking up a chord",
      text: "From firmware 2.0.0, the chord dictionary shows how to play a chord: hold FUNCTION, press a root key and the key marked with the chord type, and the display names the chord and shows its keys.",
    },
    registration: {
      title: "Storing set-ups (registration memory)",
      text: (count) =>
        `The registration memory keeps ${englishWord(count)} set-ups of sound, split and effects. To store the current set-up, hold FUNCTION and hold down a key marked MEMORY until the display confirms it. To recall it, hold FUNCTION and press that key briefly.`,
    },
    chordSequencer: {
      title: "Recording a chord progression (chord sequencer)",
      text: "Press STYLE, then touch Chord Sequencer on the touch screen, and play the chords with your left hand while the style plays: the chord sequencer keeps them as a progression that then plays the style for you. A progression can be saved as a standard MIDI file.",
    },
    accompaniment: { styles, rhythms },
    pedals: {
      title: "Using the pedals",
      damper: "The right pedal (damper) holds the notes after you lift your fingers from the keys.",
      halfDamper:
        "It follows how far you press it down: pressed part of the way (half-damper), it holds the notes more lightly, as on an acoustic piano.",
      halfDamperSetting:
        "To set how finely the damper pedal responds part of the way down, hold FUNCTION and press the key D1 (the lowest D) repeatedly: it steps through five levels of sensitivity.",
      sostenuto:
        "The centre pedal (sostenuto) holds only the notes whose keys are down when you press it; notes you play after it stay short.",
      soft: "The left pedal (soft) makes the sound softer and gentler while you hold it down.",
    },
    pads: {
      title: "Playing the pads",
      kit: (count) =>
        `Press KIT and strike a pad to choose one of the ${count ? `${count} ` : ""}kits: pads 1 to 16 choose the kit of that number on the current page.`,
      play: "Strike the pads: the harder you strike, the louder the sound. Press down on a held pad to bend or open its sound.",
      pattern: "Press PATTERN and strike a pad to choose a pattern, then press START/STOP to play it.",
      record:
        "To record, hold RECORD and press START/STOP: the pattern loops, and what you play on the pads goes into it.",
      swing: "Turn SWING to shift every second step for a shuffle feel.",
      filter: "Turn FILTER to darken or brighten the whole kit.",
    },
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
  rhythmControls: RHYTHM_CONTROL.en,
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
    noise: (adaptor, speakers) => [
      speakers > 1 ? "Noise from the speakers" : speakers === 1 ? "Noise from the speaker" : "Noise in the sound",
      adaptor
        ? "Move mobile phones away from the instrument, and use the supplied adaptor."
        : "Move mobile phones away from the instrument.",
    ],
  },
  specificationsNote:
    "Specifications and descriptions in this manual are for information only. Noteva reserves the right to change or modify products or specifications at any time without prior notice.",
};
