/**
 * What one model has, read from its own data (its English specification, the same in every
 * language): the controls printed on its panel, its connectors, what comes in its box, whether it
 * is played with keys or pads, how it is powered and how its firmware goes in. Every document says
 * only what these facts allow: the owner's manual (manual-content.ts), the quick start (media/) and
 * the firmware steps (firmware-steps.ts). `parts.test.ts` walks every model's documents to hold it so.
 */
import type { Accessory, InstrumentKit, Param } from "../content-model.ts";
import { paramListOf, playsRhythms, recordsTracks } from "../params.ts";

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

/**
 * A connector as printed beside it ("PHONES", "USB TO HOST"), how many there are, the sockets of a
 * stereo pair as each is printed ("OUTPUT (L/MONO, R)": L/MONO and R; none for a single socket),
 * and the panel it is on: the rear, or the front where its data says so ("PHONES × 2 (front)"), the
 * one fact the copy ("two headphone jacks on the front"), the pictures and the manual's drawing read.
 */
export type Connector = {
  kind: ConnectorKind;
  printed: string;
  count: number;
  pair: readonly string[];
  side: "front" | "rear";
};

export type InstrumentFacts = {
  /** What the player strikes. */
  plays: "keys" | "pads";
  /** How many keys its keyboard has ("88 keys, graded hammer action": 88); how many pads it has where it plays pads. */
  keys: number;
  pads: number;
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
  /**
   * How many sounds it has ("1133 sounds"), and drum kits: a rhythm machine's drum kit row ("48
   * kits"), an arranger's sound row ("46 drum kits"); or 0.
   */
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
  /** It records step by step (its spec's "Step record"). */
  stepRecord: boolean;
  /** Kits a firmware release added ("From firmware 1.2.0: 4 more electronic kits on kit page 4, 52 in all"), or null. */
  addedKits: { count: number; page: number; total: number; version: string } | null;
  /** Its damper pedal responds to how far it is pressed (half-damper). */
  halfDamper: boolean;
  /**
   * It stands on its own cabinet, its pedals built in (a home piano): it goes on the floor, not on
   * a table or a keyboard stand.
   */
  cabinet: boolean;
  /**
   * The keys marked with a second function that FUNCTION reaches: TEMPO – and TEMPO + on every
   * keyboard with FUNCTION, VERSION where it takes updates and has a display to show the version on.
   */
  markedKeys: readonly MarkedKey[];
  /** How many pattern chains (songs) of the player's own a rhythm machine keeps (its song row's "99 pattern chains"), or 0. */
  patternChains: number;
  /** How many pieces its music library plays back (its "60 piano pieces", "80 pieces"; not a lesson's songs), or 0. */
  musicPieces: number;
  /** How many Song book entries of the player's own it keeps (its music library's "Song book, 2000 entries"), or 0. */
  songbookEntries: number;
  /** Its expansion memory for the player's own samples ("768MB expansion memory for user samples"): the size, or null. */
  userSamples: string | null;
  /** Whether its effects include a rotary speaker (its effect row), whose speed is switched slow or fast. */
  rotarySpeaker: boolean;
  /** How an update goes in: from a USB flash drive, from a computer, or not at all. */
  update: "drive" | "computer" | null;
  /**
   * The drive its USB TO DEVICE reads (an update's, a recording's): the largest it takes and the
   * formats it reads, from its USB row ("external drives up to 512GB (FAT32; exFAT from firmware
   * 1.2.0)"): `from`, a format read only from a firmware version on; a flash drive of 32 GB formatted
   * FAT32 where the row says no more. Null without USB TO DEVICE.
   */
  drive: { maxGB: number; formats: readonly string[]; from?: { format: string; version: string } } | null;
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
  /** Whether its "sequencer" row is a recorder of tracks, named so (lib/params.ts `recordsTracks`). */
  recorder: boolean;
  /** How many tracks that recorder has ("2 tracks": 2; "6 tracks, 5 songs": 6), or 0 where it is no recorder of tracks. */
  recorderTracks: number;
  /** Its recorder row says it exports standard MIDI files (the SP-C121's "… standard MIDI files over USB"). */
  midiFileExport: boolean;
  /** How many patterns of the player's own a rhythm machine keeps (its rhythm row's "100 user"), or 0. */
  userPatterns: number;
  /** How many preset patterns a rhythm machine has (its rhythm row's "100 preset rhythms"), or 0. */
  presetPatterns: number;
  /**
   * The two controls held while switching it on to restore its factory settings, from its own panel:
   * METRONOME and RECORD/PLAY on a keyboard, SHIFT and RECORD on a rhythm machine (never FUNCTION,
   * held alone at power-on for auto power-off, nor the keys or pads an update starts with). Null where
   * its panel has neither pair.
   */
  factoryReset: readonly [string, string] | null;
};

/** The pairs of controls a factory reset is held with, the first the model's panel has both of. */
const RESET_CONTROLS: readonly (readonly [string, string])[] = [
  ["METRONOME", "RECORD/PLAY"],
  ["SHIFT", "RECORD"],
];

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

/** A jack the data places on the front panel: "PHONES × 2 (front)". Every other connector is on the rear. */
const FRONT = /\(front\)/i;
/** A stereo pair's sockets as its data names them: "OUTPUT (L/MONO, R)". */
const PAIR = /\(L\/MONO, R\)/i;

function connectorsOf(params: readonly Param[], kit: InstrumentKit): Connector[] {
  const found: Connector[] = [];
  const named = [...paramListOf(params, "jacks"), ...(kit.connectors ?? [])];
  const one = (kind: ConnectorKind, printed: string, named = ""): Connector => ({
    kind,
    printed,
    count: 1,
    pair: [],
    side: FRONT.test(named) ? "front" : "rear",
  });
  for (const jack of named) {
    const known = JACKS.find(([pattern]) => pattern.test(jack));
    if (!known) continue;
    const count = Number(/×\s*(\d+)/.exec(jack)?.[1] ?? 1);
    found.push({ ...one(known[1], known[2], jack), count, pair: PAIR.test(jack) ? ["L/MONO", "R"] : [] });
  }
  for (const usb of [...paramListOf(params, "USB"), ...named.filter((c) => c.startsWith("USB"))]) {
    if (/to Host/i.test(usb)) found.push(one("usb-host", "USB TO HOST", usb));
    if (/to Device/i.test(usb)) found.push(one("usb-device", "USB TO DEVICE", usb));
  }
  for (const midi of [...paramListOf(params, "MIDI"), ...named.filter((c) => c.startsWith("MIDI"))]) {
    if (/^MIDI IN/i.test(midi)) found.push(one("midi-in", "MIDI IN", midi));
    if (/^MIDI OUT/i.test(midi)) found.push(one("midi-out", "MIDI OUT", midi));
    if (/Bluetooth/i.test(midi)) found.push(one("bluetooth-midi", "Bluetooth MIDI", midi));
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
  // "FAT32; exFAT from firmware 1.2.0": a format read only from a firmware version on is kept apart
  const from = /\b(FAT32|exFAT) from firmware (\d+\.\d+\.\d+)/i.exec(row);
  const formats = [...row.matchAll(/\b(FAT32|exFAT)\b/g)].map((m) => m[1] ?? "").filter((f) => f !== from?.[1]);
  return {
    maxGB,
    formats: formats.length ? formats : ["FAT32"],
    ...(from ? { from: { format: from[1] ?? "", version: from[2] ?? "" } } : {}),
  };
}

function midiClockOf(params: readonly Param[], kit: InstrumentKit): InstrumentFacts["midiClock"] {
  const midi = [...paramListOf(params, "MIDI"), ...(kit.connectors ?? []).filter((c) => c.startsWith("MIDI"))];
  const clock = (pattern: RegExp) => midi.some((m) => pattern.test(m) && /clock/i.test(m));
  const both = midi.some((m) => /clock (?:in and out|send and receive)/i.test(m));
  return { send: both || clock(/^MIDI OUT/i), receive: true };
}

/** Kits a firmware release added, from the drum kit row's "From firmware 1.2.0: 4 more … kits on kit page 4, 52 in all". */
function addedKitsOf(kits: readonly string[]): InstrumentFacts["addedKits"] {
  for (const line of kits) {
    const m = /^From firmware (\d+\.\d+\.\d+): (\d+) more [^,]*kits on kit page (\d+), (\d+) in all/i.exec(line);
    if (m) return { version: m[1] ?? "", count: Number(m[2]), page: Number(m[3]), total: Number(m[4]) };
  }
  return null;
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
    keys: Number(/(\d+)\s+(?:full-size\s+|mini\s+)?keys/i.exec(paramListOf(params, "keyboard").join(" "))?.[1] ?? 0),
    pads: plays === "pads" ? Number(/(\d+)/.exec(paramListOf(params, "drum pad").join(" "))?.[1] ?? 16) : 0,
    controls,
    accompaniment: accompanimentOf(params),
    accompaniments: presetCount(style),
    userAccompaniments: ownCount(style),
    styleControls: paramListOf(params, "style control").map((c) => c.toUpperCase()),
    sounds: firstNumber(paramListOf(params, "sound/voice")[0]),
    kits:
      firstNumber(paramListOf(params, "drum kit")[0]) ||
      firstNumber(paramListOf(params, "sound/voice").find((v) => /\bdrum kits?\b/i.test(v))),
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
    stepRecord: paramListOf(params, "record").some((r) => /^step record/i.test(r)),
    addedKits: addedKitsOf(paramListOf(params, "drum kit")),
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
    recorder: recordsTracks(params),
    recorderTracks: recordsTracks(params) ? firstNumber(paramListOf(params, "sequencer").join(" ")) : 0,
    midiFileExport: paramListOf(params, "sequencer").some((v) => /standard MIDI file/i.test(v)),
    userPatterns: plays === "pads" ? ownCount(paramListOf(params, "rhythm")) : 0,
    presetPatterns: plays === "pads" ? presetCount(paramListOf(params, "rhythm")) : 0,
    patternChains: firstNumber(paramListOf(params, "song").find((v) => /pattern chains?/i.test(v))),
    musicPieces: firstNumber(paramListOf(params, "music library").find((v) => /^\d+ (?:piano )?pieces$/i.test(v))),
    songbookEntries: firstNumber(paramListOf(params, "music library").find((v) => /song ?book/i.test(v))),
    userSamples:
      /(\d+\s*[MG]B) expansion memory for user samples/i.exec(paramListOf(params, "sound/voice").join("\n"))?.[1] ??
      null,
    rotarySpeaker: paramListOf(params, "effect").some((v) => /rotary speaker/i.test(v)),
    factoryReset: RESET_CONTROLS.find((pair) => pair.every((c) => controls.includes(c))) ?? null,
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

/**
 * How the model shows its installed firmware version on its display: FUNCTION with the key marked
 * VERSION, or SHIFT with START/STOP (a rhythm machine); null where it has no display to show it on
 * (the instrument checker reads it). Its firmware steps and its manual both say it so.
 */
export function versionControl(facts: InstrumentFacts): "function" | "shift" | null {
  const display = facts.display || hasControl(facts, "SHIFT");
  if (!display) return null;
  if (facts.markedKeys.includes("version")) return "function";
  return hasControl(facts, "SHIFT") ? "shift" : null;
}
