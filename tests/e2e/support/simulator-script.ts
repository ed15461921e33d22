/**
 * The simulator as a classic script for a browser test: Playwright's `page.addInitScript(…)` runs it
 * before the page's own scripts, so `navigator.requestMIDIAccess` is the simulator's from the start
 * and `window.notevaMidiSimulator` holds its controls (plug, unplug, state).
 *
 *   await page.addInitScript(simulatorInitScript({ instruments: [{ productId: "MK61", family: 2, member: 3, version: "1.0.0" }] }));
 *   await page.evaluate(() => window.notevaMidiSimulator.plug());
 *
 * Instruments are built with the keys of app/lib/midi/firmware-keys.ts unless their options name
 * others (`keys: []`: an instrument that trusts no key).
 */
import { readFileSync } from "node:fs";
import { FIRMWARE_KEYS } from "../../../app/lib/midi/firmware-keys.ts";
import type { SimulatorOptions } from "../../../midi-simulator/simulator.js";

export function simulatorInitScript(options: SimulatorOptions): string {
  const source = readFileSync(new URL("../../../midi-simulator/simulator.js", import.meta.url), "utf8").replace(
    /^export /gm,
    "",
  );
  const keys = FIRMWARE_KEYS.map(({ id, publicKey }) => ({ id, publicKey }));
  const withKeys = { ...options, instruments: options.instruments.map((i) => ({ ...i, keys: i.keys ?? keys })) };
  return `(() => {\n${source}\ninstallMidiSimulator(globalThis, ${JSON.stringify(withKeys)});\n})();\n`;
}
