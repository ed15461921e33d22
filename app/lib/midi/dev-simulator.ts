/**
 * Trying the instrument checker without an instrument, in `npm run dev` only: when localStorage
 * holds `noteva.dev.midiSimulator`, the simulator (midi-simulator/simulator.js) stands in for
 * navigator.requestMIDIAccess before the checker asks for MIDI. Production builds drop all of it
 * (`import.meta.env.DEV` is false there, so the branch and its dynamic import go).
 *
 *   localStorage.setItem("noteva.dev.midiSimulator", "MK61@1.0.0")
 *   localStorage.setItem("noteva.dev.midiSimulator", "MK61@1.0.0,disconnectAt=0.5,reconnectAfterMs=3000;MK49@1.0.0,link=bluetooth")
 *   localStorage.setItem("noteva.dev.midiSimulator", "other@1.0.0")   another maker's device
 *   localStorage.setItem("noteva.dev.midiSimulator", "refuse")        the visitor refuses MIDI access
 */
import type { InstrumentOptions, SimulatorOptions } from "../../../midi-simulator/simulator.js";

export const DEV_SIMULATOR_KEY = "noteva.dev.midiSimulator";

type Model = { id: string; family: number; member: number };

const NUMBERS = ["disconnectAt", "reconnectAfterMs", "corruptChunk", "slow", "family", "member"] as const;

/**
 * "MK61@1.0.0,disconnectAt=0.5;other@2.0.0" → simulator options. Entries are `;`-separated:
 * `<model id>@<version>` then `,name=value` options (disconnectAt, reconnectAfterMs, corruptChunk,
 * slow, link=usb|bluetooth, silent, family, member); `other@<version>` is a device of another
 * maker (ID 41); `refuse` refuses MIDI access. Unknown model ids are left out.
 */
export function parseDevSimulatorSpec(spec: string, models: readonly Model[]): SimulatorOptions {
  const options: SimulatorOptions = { instruments: [] };
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
      : { productId: model?.id, family: model?.family ?? 0, member: model?.member ?? 0, version };
    const faults: Record<string, number> = {};
    for (const setting of settings) {
      const [name = "", value = ""] = setting.split("=");
      if (name === "link") instrument.link = value === "bluetooth" ? "bluetooth" : "usb";
      else if (name === "silent") instrument.silent = true;
      else if (name === "family" || name === "member") instrument[name] = Number(value);
      else if ((NUMBERS as readonly string[]).includes(name) && Number.isFinite(Number(value))) {
        faults[name] = Number(value);
      }
    }
    if (Object.keys(faults).length) instrument.faults = faults;
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
