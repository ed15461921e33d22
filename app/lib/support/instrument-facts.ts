/**
 * What one model has, read from its own data (its English specification, the same in every
 * language): the controls printed on its panel, its connectors, what comes in its box, whether it
 * is played with keys or pads, how it is powered and how its firmware goes in. Every document says
 * only what these facts allow: the owner's manual (manual-content.ts), the quick start (media/) and
 * the firmware steps (firmware-steps.ts). `parts.test.ts` walks every model's documents to hold it so.
 */
import type { Accessory, InstrumentKit, Param } from "../content-model.ts";
import { paramListOf, playsRhythms } from "../params.ts";

/** The connectors the documents know, each with what it is for (manual-text.ts `connectors`). */
export type ConnectorKind =
  | "phones"
  | "phones-output"
  | "sustain"
  | "expression"
  | "assignable"
  | "aux-in"
  | "aux-out"
  | "line-out"
  | "output"
  | "mic"
  | "dc-in"
  | "pedal-unit"
  | "usb-host"
  | "usb-device"
  | "midi-in"
  | "midi-out"
  | "bluetooth-midi";

/** A pedal built into a home piano's stand. */
export type BuiltInPedal = "damper" | "sostenuto" | "soft";
/** A key marked with its second function, reached with FUNCTION held. */
export type MarkedKey = "tempo" | "version" | "lesson" | "chord" | "memory";

/** A connector as printed beside it ("PHONES", "USB TO HOST") and how many there are. */
export type Connector = { kind: ConnectorKind; printed: string; count: number };

export type InstrumentFacts = {
  /** What the player strikes. */
  plays: "keys" | "pads";
  /** The controls printed on the panel, as printed ("POWER", "MASTER VOLUME", "FUNCTION"). */
  controls: readonly string[];
  /** What its accompaniment plays: styles (an arranger), rhythms alone (a small keyboard: "50 rhythms"), or none. */
  accompaniment: "styles" | "rhythms" | null;
  /** How many preset styles or rhythms it has (its data's "300 preset styles", "50 rhythms"), or 0. */
  accompaniments: number;
  /** How many of the player's own styles it keeps ("1000 user styles"), or 0. */
  userAccompaniments: number;
  /** The accompaniment's controls, as printed ("START/STOP", "SYNC START"). */
  styleControls: readonly string[];
  /** How many sounds it has ("1133 sounds"), and drum kits a rhythm machine has ("48 kits"), or 0. */
  sounds: number;
  kits: number;
  display: boolean;
  /**
   * What its display is: a touch screen the player selects on, a screen that shows names, or an
   * LED of a few digits that shows numbers (null: none).
   */
  displayKind: "touch" | "text" | "digits" | null;
  /** How many characters an LED of digits shows ("LED, 3 digits": 3); 0 for another display or none. */
  displayDigits: number;
  /** Its display shows the finger to play with (the MK200's "LCD with note and fingering display"). */
  showsFingering: boolean;
  /** How many speakers it has (a rhythm machine none: headphones silence nothing; the MK37 one). */
  speakers: number;
  connectors: readonly Connector[];
  /** Its USB TO HOST port carries audio as well as MIDI ("USB to Host (USB-MIDI, USB audio)"). */
  usbAudio: boolean;
  /** The box's contents besides the instrument and its manuals. */
  accessories: readonly Accessory[];
  adaptor: boolean;
  /** How many AA batteries it takes, or 0. */
  batteries: number;
  /** Pedals built into its stand (a home piano), not plugged in. */
  builtInPedals: boolean;
  /** Those pedals, from the right: "Three pedals: damper (half-damper), sostenuto, soft". */
  pedals: readonly BuiltInPedal[];
  /** Its damper pedal responds to how far it is pressed (half-damper). */
  halfDamper: boolean;
  /**
   * It stands on its own cabinet, its pedals built in (a home piano): it goes on the floor, not on
   * a table or a keyboard stand.
   */
  cabinet: boolean;
  /**
   * The keys marked with a second function that FUNCTION reaches: TEMPO − and TEMPO + on every
   * keyboard with FUNCTION, VERSION where it takes updates and has a display to show the version on.
   */
  markedKeys: readonly MarkedKey[];
  /** How an update goes in: from a USB flash drive, from a computer, or not at all. */
  update: "drive" | "computer" | null;
  /**
   * The drive its USB TO DEVICE reads (an update's, a recording's): the largest it takes and the
   * formats it reads, from its USB row ("external drives up to 512GB (FAT32 or exFAT)"); a flash
   * drive of 32 GB formatted FAT32 where the row says no more. Null without USB TO DEVICE.
   */
  drive: { maxGB: number; formats: readonly string[] } | null;
  /** Whether it sends and receives MIDI clock: its MIDI row or its MIDI connectors say "clock" (the MR101S's). */
  midiClock: { send: boolean; receive: boolean };
  /**
   * What its music library and recorder offer beyond playing along, from its data: lessons in
   * steps ("Lesson mode, 3 steps"), a chord dictionary, a one-touch recorder, a chord sequencer,
   * and how many set-ups its registration memory keeps (0: none).
   */
  lessonSteps: number;
  chordDictionary: boolean;
  oneTouchRecorder: boolean;
  chordSequencer: boolean;
  registrations: number;
};

/** Each jack of the data's "jacks" list, read by its English name. */
const JACKS: readonly [RegExp, ConnectorKind, string][] = [
  [/^Phones\/Output/i, "phones-output", "PHONES/OUTPUT"],
  [/^Phones/i, "phones", "PHONES"],
  [/^Sustain/i, "sustain", "SUSTAIN"],
  [/^Expression/i, "expression", "EXPRESSION"],
  [/^Assignable/i, "assignable", "ASSIGNABLE"],
  [/^AUX IN/i, "aux-in", "AUX IN"],
  [/^AUX OUT/i, "aux-out", "AUX OUT"],
  [/^Line out/i, "line-out", "LINE OUT"],
  [/^Output/i, "output", "OUTPUT"],
  [/^Mic/i, "mic", "MIC/LINE IN"],
  [/^DC IN/i, "dc-in", "DC IN"],
  [/^Pedal connector/i, "pedal-unit", "PEDAL"],
];

function connectorsOf(params: readonly Param[], kit: InstrumentKit): Connector[] {
  const found: Connector[] = [];
  const named = [...paramListOf(params, "jacks"), ...(kit.connectors ?? [])];
  for (const jack of named) {
    const known = JACKS.find(([pattern]) => pattern.test(jack));
    if (!known) continue;
    const count = Number(/×\s*(\d+)/.exec(jack)?.[1] ?? 1);
    found.push({ kind: known[1], printed: known[2], count });
  }
  for (const usb of [...paramListOf(params, "USB"), ...named.filter((c) => c.startsWith("USB"))]) {
    if (/to Host/i.test(usb)) found.push({ kind: "usb-host", printed: "USB TO HOST", count: 1 });
    if (/to Device/i.test(usb)) found.push({ kind: "usb-device", printed: "USB TO DEVICE", count: 1 });
  }
  for (const midi of [...paramListOf(params, "MIDI"), ...named.filter((c) => c.startsWith("MIDI"))]) {
    if (/^MIDI IN/i.test(midi)) found.push({ kind: "midi-in", printed: "MIDI IN", count: 1 });
    if (/^MIDI OUT/i.test(midi)) found.push({ kind: "midi-out", printed: "MIDI OUT", count: 1 });
    if (/Bluetooth/i.test(midi)) found.push({ kind: "bluetooth-midi", printed: "Bluetooth MIDI", count: 1 });
  }
  return found;
}

/** Whether the documents know a connector written as a kit lists it ("Phones", "USB to Host", "MIDI IN"). */
export const knownConnector = (name: string) => connectorsOf([], { connectors: [name] }).length > 0;

const accompanimentOf = (params: readonly Param[]): InstrumentFacts["accompaniment"] =>
  paramListOf(params, "style").length === 0 ? null : playsRhythms(params) ? "rhythms" : "styles";

/** The first number of a value ("300 preset styles": 300), or 0. */
const firstNumber = (value: string | undefined) => Number(/\d+/.exec(value ?? "")?.[0] ?? 0);
/** "1000 user styles", "100 user": the player's own. */
const ownCount = (values: readonly string[]) => firstNumber(values.find((v) => /\buser\b/i.test(v)));
const presetCount = (values: readonly string[]) => firstNumber(values.find((v) => !/\buser\b/i.test(v)));

/** The speaker list's counts added up ("12 cm × 2", "5 cm × 2": 4; "2 × 5 W": 2); one where none is given. */
const speakerCount = (speakers: readonly string[]) =>
  speakers.reduce((n, s) => n + Number(/×\s*(\d+)\s*$/.exec(s)?.[1] ?? /^(\d+)\s*×/.exec(s)?.[1] ?? 1), 0);

const displayKindOf = (display: readonly string[], kit: InstrumentKit): InstrumentFacts["displayKind"] => {
  const text = display.join(" ");
  if (/touch/i.test(text)) return "touch";
  if (/\bLED\b|digit/i.test(text)) return "digits";
  return display.length > 0 || kit.display === true ? "text" : null;
};

/** The pedals a stand's pedal list names, in the order they stand from the right. */
const PEDALS: readonly [RegExp, BuiltInPedal][] = [
  [/damper/i, "damper"],
  [/sostenuto/i, "sostenuto"],
  [/soft/i, "soft"],
];

/** Every value of the data, one text a line. */
const allValues = (params: readonly Param[]) =>
  params.flatMap((p) => (Array.isArray(p.value) ? p.value : p.value ? [p.value] : [])).join("\n");

function driveOf(params: readonly Param[], usbDevice: boolean): InstrumentFacts["drive"] {
  if (!usbDevice) return null;
  const row = paramListOf(params, "USB").find((u) => /to Device/i.test(u)) ?? "";
  const maxGB = Number(/up to\s*(\d+)\s*GB/i.exec(row)?.[1] ?? 32);
  const formats = [...row.matchAll(/\b(FAT32|exFAT)\b/g)].map((m) => m[1] ?? "");
  return { maxGB, formats: formats.length ? formats : ["FAT32"] };
}

function midiClockOf(params: readonly Param[], kit: InstrumentKit): InstrumentFacts["midiClock"] {
  const midi = [...paramListOf(params, "MIDI"), ...(kit.connectors ?? []).filter((c) => c.startsWith("MIDI"))];
  const clock = (pattern: RegExp) => midi.some((m) => pattern.test(m) && /clock/i.test(m));
  const both = midi.some((m) => /clock (?:in and out|send and receive)/i.test(m));
  return { send: both || clock(/^MIDI OUT/i), receive: true };
}

/** The facts of one model, from its English specification and its kit. */
export function instrumentFacts(params: readonly Param[], kit: InstrumentKit = {}): InstrumentFacts {
  const power = paramListOf(params, "power");
  const connectors = connectorsOf(params, kit);
  const usb = connectors.map((c) => c.printed).join(" ");
  const controls = kit.controls ?? [];
  const style = paramListOf(params, "style");
  const pedal = paramListOf(params, "pedal").join(" ");
  const builtInPedals = /three pedals/i.test(pedal);
  const plays =
    paramListOf(params, "drum pad").length > 0 && paramListOf(params, "keyboard").length === 0 ? "pads" : "keys";
  const update = usb.includes("USB TO DEVICE") ? "drive" : usb.includes("USB TO HOST") ? "computer" : null;
  const displayKind = displayKindOf(paramListOf(params, "display"), kit);
  const showsFingering = /finger/i.test(paramListOf(params, "display").join(" "));
  const values = allValues(params);
  const lessonSteps = /lesson mode/i.test(values) ? Number(/lesson mode, (\d+) steps/i.exec(values)?.[1] ?? 3) : 0;
  const chordDictionary = /chord dictionary/i.test(values);
  const registrations = Number(/registration memory, (\d+)/i.exec(values)?.[1] ?? 0);
  const secondFunctions = plays === "keys" && controls.includes("FUNCTION");
  return {
    plays,
    controls,
    accompaniment: accompanimentOf(params),
    accompaniments: presetCount(style),
    userAccompaniments: ownCount(style),
    styleControls: paramListOf(params, "style control").map((c) => c.toUpperCase()),
    sounds: firstNumber(paramListOf(params, "sound/voice")[0]),
    kits: firstNumber(paramListOf(params, "drum kit")[0]),
    display: displayKind !== null,
    displayKind,
    displayDigits: displayKind === "digits" ? firstNumber(paramListOf(params, "display")[0]) : 0,
    showsFingering,
    speakers: speakerCount(paramListOf(params, "speaker")),
    connectors,
    usbAudio: paramListOf(params, "USB").some((u) => /to Host.*audio/i.test(u)),
    accessories: kit.accessories ?? [],
    adaptor: kit.accessories?.includes("ac-adaptor") ?? power.some((p) => /adaptor/i.test(p)),
    batteries: Number(/(\d+)\s*×\s*AA/.exec(power.join(" "))?.[1] ?? 0),
    builtInPedals,
    pedals: builtInPedals ? PEDALS.filter(([name]) => name.test(pedal)).map(([, kind]) => kind) : [],
    halfDamper: builtInPedals && /half-damper/i.test(pedal),
    cabinet: builtInPedals,
    markedKeys: secondFunctions
      ? [
          "tempo",
          ...(update && displayKind ? (["version"] as const) : []),
          ...(lessonSteps ? (["lesson"] as const) : []),
          ...(chordDictionary ? (["chord"] as const) : []),
          ...(registrations ? (["memory"] as const) : []),
        ]
      : [],
    update,
    drive: driveOf(params, usb.includes("USB TO DEVICE")),
    midiClock: midiClockOf(params, kit),
    lessonSteps,
    chordDictionary,
    oneTouchRecorder: /one-touch recorder/i.test(values),
    chordSequencer: /chord sequencer/i.test(values),
    registrations,
  };
}

export const hasControl = (facts: InstrumentFacts, printed: string) => facts.controls.includes(printed);
export const connectorOf = (facts: InstrumentFacts, ...kinds: ConnectorKind[]) =>
  facts.connectors.find((c) => kinds.includes(c.kind));
/** The volume control as printed: MASTER VOLUME, or VOLUME on a small instrument. */
export const volumeControl = (facts: InstrumentFacts) =>
  hasControl(facts, "MASTER VOLUME") ? "MASTER VOLUME" : hasControl(facts, "VOLUME") ? "VOLUME" : null;
/** The headphone jack as printed (PHONES, or PHONES/OUTPUT where one jack does both). */
export const phonesJack = (facts: InstrumentFacts) => connectorOf(facts, "phones", "phones-output")?.printed ?? null;
