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

/** A problem and what to do about it. */
export type ManualTrouble = readonly [problem: string, remedy: string];

export type ManualText = {
  /** Joins a specification's list of values into one line. */
  listSeparator: string;
  titles: Record<ManualSectionId, string>;
  safety: readonly [string, string, string, string, string, string, string, string];
  inTheBox: {
    /** The power adaptor, with the first power specification (or `undefined` when there is none). */
    adaptor: (power: string | undefined) => string;
    sustainPedal: string;
    musicRest: string;
    manuals: string;
  };
  /** Whether the product's "pedal" specification (in this language) says a pedal comes in the box. */
  pedalIncluded: (pedal: string) => boolean;
  panel: {
    power: string;
    masterVolume: string;
    display: (display: string) => string;
    style: string;
    /** Whether a style control (as the product's data names it) is the one that starts the style. */
    startsStyle: (control: string) => boolean;
    /** A style control button: its name in capitals, and whether it starts the style. */
    styleControl: (name: string, starts: boolean) => string;
    /** A control of the product's own "panel control" list. */
    panelControl: (control: string) => string;
    layerSplit: string;
    duo: string;
    sequencer: (sequencer: string) => string;
    metronome: string;
  };
  gettingStarted: {
    place: string;
    power: string;
    /** Only for an instrument with a pedal input. */
    pedal: string;
    volume: string;
    headphones: string;
  };
  connections: { rearPanel: string };
  troubleshooting: {
    noSound: ManualTrouble;
    /** Only for an instrument with a pedal input. */
    pedalReversed: ManualTrouble;
    computer: ManualTrouble;
    autoOff: ManualTrouble;
    noise: ManualTrouble;
  };
  specificationsNote: string;
};

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
  safety: [
    "Read these instructions and keep them for reference.",
    "Use only the supplied power adaptor, connected to an outlet of the voltage it is marked for.",
    "Do not expose the instrument to rain or moisture, and do not place containers of liquid on it.",
    "Do not place the instrument near heat sources such as radiators or in direct sunlight.",
    "Unplug the adaptor during lightning storms or when the instrument is unused for long periods.",
    "Do not listen at high volume for long periods: hearing damage can result.",
    "Refer all servicing to qualified personnel; there are no user-serviceable parts inside.",
    "Clean the instrument with a soft, dry cloth only; never use solvents.",
  ],
  inTheBox: {
    adaptor: (power) => `Power adaptor (${power ?? "see Specifications"})`,
    sustainPedal: "Sustain pedal",
    musicRest: "Music rest",
    manuals: "This owner's manual and the quick start guide",
  },
  pedalIncluded: (pedal) => pedal.includes("included"),
  panel: {
    power: "POWER switch: turns the instrument on and off.",
    masterVolume: "MASTER VOLUME: sets the level of the speakers and headphones.",
    display: (display) => `Display (${display}): shows the selected sound, tempo and settings.`,
    style: "STYLE buttons: select an accompaniment style; the style control buttons start and vary it.",
    startsStyle: (control) => control.includes("Start"),
    styleControl: (name, starts) => `${name}: ${starts ? "starts or stops the style" : "style control"}.`,
    panelControl: (control) => `${control}.`,
    layerSplit: "LAYER / SPLIT: plays two sounds together, or one in each half of the keyboard.",
    duo: "DUO: divides the keyboard into two identical ranges for teacher and student.",
    sequencer: (sequencer) => `RECORD / PLAY: the recorder (${sequencer}).`,
    metronome: "METRONOME: starts the click; hold FUNCTION and press the keys marked TEMPO to set the tempo.",
  },
  gettingStarted: {
    place: "Place the instrument on a stable stand or table, away from direct sunlight.",
    power: "Connect the power adaptor to DC IN, then to a wall outlet.",
    pedal: "Connect the pedal to the SUSTAIN jack before turning the power on.",
    volume: "Turn MASTER VOLUME down, press POWER, then raise the volume while you play.",
    headphones: "To practise silently, connect headphones to PHONES: the speakers switch off.",
  },
  connections: { rearPanel: "Rear panel" },
  troubleshooting: {
    noSound: ["No sound", "Check MASTER VOLUME and that no headphones are connected to PHONES."],
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
    noise: ["Noise from the speakers", "Move mobile phones away from the instrument, and use the supplied adaptor."],
  },
  specificationsNote:
    "Specifications and descriptions in this manual are for information only. Noteva reserves the right to change or modify products or specifications at any time without prior notice.",
};
