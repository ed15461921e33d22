/**
 * Trying the instrument checker without an instrument, in `npm run dev` only: when localStorage
 * holds `noteva.dev.midiSimulator`, the simulator (midi-simulator/simulator.js) stands in for
 * navigator.requestMIDIAccess before the checker asks for MIDI. Production builds drop all of it
 * (`import.meta.env.DEV` is false there, so the branch and its dynamic import go).
 *
 *   localStorage.setItem("noteva.dev.midiSimulator", "MK61@1.0.0")
 *   localStorage.setItem("noteva.dev.midiSimulator", "MK61@1.0.0,disconnectAt=0.5,reconnectAfterMs=3000;MK49@1.0.0,link=bluetooth")
 *   localStorage.setItem("noteva.dev.midiSimulator", "MK61@1.0.0,installMs=20000,powerAt=installing,reconnectAfterMs=2000")
 *   localStorage.setItem("noteva.dev.midiSimulator", "MK49@1.0.0,battery=25")   on battery, too low to update
 *   localStorage.setItem("noteva.dev.midiSimulator", "other@1.0.0")   another maker's device
 *   localStorage.setItem("noteva.dev.midiSimulator", "refuse")        the visitor refuses MIDI access
 */
import type { Faults, InstrumentOptions, SimulatorOptions } from "../../../midi-simulator/simulator.js";
import { FIRMWARE_KEYS } from "./firmware-keys";

export const DEV_SIMULATOR_KEY = "noteva.dev.midiSimulator";

type Model = { id: string; family: number; member: number };

const FAULT_NUMBERS = [
  "disconnectAt",
  "reconnectAfterMs",
  "corruptChunk",
  "slow",
  "slowIdentityMs",
  "slowIdentityCount",
];
const NUMBERS = ["family", "member", "battery", "verifyMs", "installMs", "restartMs", "installLimitS", "restartLimitS"];
const PHASES = ["commit", "verifying", "installing", "restarting", "receiving"];

/**
 * "MK61@1.0.0,disconnectAt=0.5;other@2.0.0" → simulator options. Entries are `;`-separated:
 * `<model id>@<version>` then `,name=value` options: the faults disconnectAt, reconnectAfterMs,
 * corruptChunk, slow, slowIdentityMs, slowIdentityCount, cableAt and powerAt (=commit, verifying,
 * installing, restarting; powerAt also =receiving) and startFails; the instrument's family,
 * member, battery, verifyMs, installMs, restartMs, installLimitS, restartLimitS, link=usb|bluetooth,
 * portName, outputName, silent and recovery. Noteva instruments trust the site's firmware keys;
 * `other@<version>` is a device of another maker (ID 41); `refuse` refuses MIDI access. Unknown
 * model ids and options are left out.
 */
export function parseDevSimulatorSpec(spec: string, models: readonly Model[]): SimulatorOptions {
  const options: SimulatorOptions = { instruments: [] };
  const keys = FIRMWARE_KEYS.map(({ id, publicKey }) => ({ id, publicKey }));
  for (const entry of spec.split(";").map((s) => s.trim())) {
    if (!entry) continue;
    if (entry === "refuse") {
      options.refuse = true;
      continue;
    }
    const [head = "", ...settings] = entry.split(",").map((s) => s.trim());
    const [id = "", version = "1.0.0"] = head.split("@");
    const other = id.toLowerCase() === "other";
    const model = models.find((m) => m.id.toLowerCase() === id.toLowerCase());
    if (!model && !other) continue;
    const instrument: InstrumentOptions = other
      ? { family: 0x19, member: 0x01, version, manufacturerId: [0x41] }
      : { productId: model?.id, family: model?.family ?? 0, member: model?.member ?? 0, version, keys };
    const faults: Record<string, unknown> = {};
    const set = instrument as Record<string, unknown>;
    for (const setting of settings) {
      const [name = "", value = ""] = setting.split("=");
      const number = value !== "" && Number.isFinite(Number(value)) ? Number(value) : undefined;
      if (name === "link") instrument.link = value === "bluetooth" ? "bluetooth" : "usb";
      else if (name === "silent" || name === "recovery") set[name] = true;
      else if (name === "startFails") faults[name] = true;
      else if (name === "portName" || name === "outputName") set[name] = value;
      else if (name === "powerAt" && PHASES.includes(value)) faults[name] = value;
      else if (name === "cableAt" && PHASES.includes(value) && value !== "receiving") faults[name] = value;
      else if (NUMBERS.includes(name) && number !== undefined) set[name] = number;
      else if (FAULT_NUMBERS.includes(name) && number !== undefined) faults[name] = number;
    }
    if (Object.keys(faults).length) instrument.faults = faults as Faults;
    options.instruments.push(instrument);
  }
  return options;
}

/** Installs the simulator when the developer asked for it; true when it did. */
export async function maybeInstallDevSimulator(models: readonly Model[]): Promise<boolean> {
  if (import.meta.env.DEV) {
    let spec: string | null = null;
    try {
      spec = globalThis.localStorage?.getItem(DEV_SIMULATOR_KEY) ?? null;
    } catch {
      return false;
    }
    if (!spec) return false;
    const { installMidiSimulator } = await import("../../../midi-simulator/simulator.js");
    installMidiSimulator(globalThis, parseDevSimulatorSpec(spec, models));
    console.info(`MIDI simulator installed from localStorage "${DEV_SIMULATOR_KEY}": ${spec}`);
    return true;
  }
  return false;
}
