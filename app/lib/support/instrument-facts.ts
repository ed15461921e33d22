/**
 * What one model has, read from its own data (its English specification, the same in every
 * language): the controls printed on its panel, its connectors, what comes in its box, whether it
 * is played with keys or pads, how it is powered and how its firmware goes in. Every document says
 * only what these facts allow: the owner's manual (manual-content.ts), the quick start (media/) and
 * the firmware steps (firmware-steps.ts). `parts.test.ts` walks every model's documents to hold it so.
 */
import type { Accessory, InstrumentKit, Param } from "../content-model.ts";
import { paramListOf } from "../params.ts";

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
  | "usb-host"
  | "usb-device"
  | "midi-in"
  | "midi-out"
  | "bluetooth-midi";

/** A connector as printed beside it ("PHONES", "USB TO HOST") and how many there are. */
export type Connector = { kind: ConnectorKind; printed: string; count: number };

export type InstrumentFacts = {
  /** What the player strikes. */
  plays: "keys" | "pads";
  /** The controls printed on the panel, as printed ("POWER", "MASTER VOLUME", "FUNCTION"). */
  controls: readonly string[];
  /** What its accompaniment plays: styles (an arranger), rhythms alone (a small keyboard: "50 rhythms"), or none. */
  accompaniment: "styles" | "rhythms" | null;
  /** The accompaniment's controls, as printed ("START/STOP", "SYNC START"). */
  styleControls: readonly string[];
  display: boolean;
  /** Built-in speakers (a rhythm machine has none: headphones silence nothing). */
  speakers: boolean;
  connectors: readonly Connector[];
  /** The box's contents besides the instrument and its manuals. */
  accessories: readonly Accessory[];
  adaptor: boolean;
  /** How many AA batteries it takes, or 0. */
  batteries: number;
  /** Pedals built into its stand (a home piano), not plugged in. */
  builtInPedals: boolean;
  /** How an update goes in: from a USB flash drive, from a computer, or not at all. */
  update: "drive" | "computer" | null;
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

const accompanimentOf = (style: readonly string[]): InstrumentFacts["accompaniment"] =>
  style.length === 0 ? null : style.some((s) => /rhythm/i.test(s)) ? "rhythms" : "styles";

/** The facts of one model, from its English specification and its kit. */
export function instrumentFacts(params: readonly Param[], kit: InstrumentKit = {}): InstrumentFacts {
  const power = paramListOf(params, "power");
  const connectors = connectorsOf(params, kit);
  const usb = connectors.map((c) => c.printed).join(" ");
  return {
    plays: paramListOf(params, "drum pad").length > 0 && paramListOf(params, "keyboard").length === 0 ? "pads" : "keys",
    controls: kit.controls ?? [],
    accompaniment: accompanimentOf(paramListOf(params, "style")),
    styleControls: paramListOf(params, "style control").map((c) => c.toUpperCase()),
    display: paramListOf(params, "display").length > 0 || kit.display === true,
    speakers: paramListOf(params, "speaker").length > 0,
    connectors,
    accessories: kit.accessories ?? [],
    adaptor: kit.accessories?.includes("ac-adaptor") ?? power.some((p) => /adaptor/i.test(p)),
    batteries: Number(/(\d+)\s*×\s*AA/.exec(power.join(" "))?.[1] ?? 0),
    builtInPedals: /three pedals/i.test(paramListOf(params, "pedal").join(" ")),
    update: usb.includes("USB TO DEVICE") ? "drive" : usb.includes("USB TO HOST") ? "computer" : null,
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
