/**
 * The simulator as a classic script for a browser test: Playwright's `page.addInitScript(…)` runs it
 * before the page's own scripts, so `navigator.requestMIDIAccess` is the simulator's from the start
 * and `window.notevaMidiSimulator` holds its controls (plug, unplug, state).
 *
 *   await page.addInitScript(simulatorInitScript({ instruments: [{ productId: "MK61", family: 2, member: 3, version: "1.0.0" }] }));
 *   await page.evaluate(() => window.notevaMidiSimulator.plug());
 */
import { readFileSync } from "node:fs";
import type { SimulatorOptions } from "./simulator.js";

export function simulatorInitScript(options: SimulatorOptions): string {
  const source = readFileSync(new URL("./simulator.js", import.meta.url), "utf8").replace(/^export /gm, "");
  return `(() => {\n${source}\ninstallMidiSimulator(globalThis, ${JSON.stringify(options)});\n})();\n`;
}
