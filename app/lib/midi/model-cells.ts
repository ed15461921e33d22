/**
 * The update protocol's tables as one model's data list prints them: only what that model has. A
 * model without Bluetooth MIDI never reads of a Bluetooth link, and one without batteries (a
 * mains-only piano) never of a battery level or a battery refusal: its STATUS reports link 00 and
 * power 00 with no battery (bb 7F). The MIDI page, for every model, keeps the whole protocol.
 */

import { MIN_BATTERY, NO_BATTERY, REASON } from "./protocol.ts";
import { hex } from "./protocol-tables.ts";

/** What a model's data gives it (instrument-facts.ts: a Bluetooth MIDI connector, batteries). */
export type ModelLinks = { bluetooth: boolean; battery: boolean };

const low = hex(REASON.batteryLow);
/** Cells said otherwise where the model lacks a part: the part's words taken out, in English (cells.*.ts translate the result). */
const REWRITES: readonly (readonly [lacks: keyof ModelLinks, from: string, to: string])[] = [
  ["bluetooth", "Link: 00 USB, 01 Bluetooth", "Link: 00 USB"],
  ["battery", "Power: 00 external, 01 battery", "Power: 00 external"],
  ["battery", `Battery percent, 0–100 (${hex(NO_BATTERY)}: no battery)`, `Battery: ${hex(NO_BATTERY)} (no battery)`],
  ["battery", ` or ${low} (battery below ${MIN_BATTERY} %)`, ""],
  ["battery", `, or REFUSED ${low} on battery below ${MIN_BATTERY} %`, ""],
];

/** Whether a row speaks of a part the model lacks (after the rewrites): it is left out. */
const lacking = (cell: string, has: ModelLinks) =>
  (!has.bluetooth && /Bluetooth/.test(cell)) || (!has.battery && /\bbattery\b/i.test(cell) && cell !== "No battery");

/** A cell as the model's data list prints it. */
export function cellForModel(cell: string, has: ModelLinks): string {
  return REWRITES.reduce((said, [lacks, from, to]) => (has[lacks] ? said : said.split(from).join(to)), cell);
}

/** A table's rows as the model's data list prints them: rewritten, and a row of a part it lacks left out. */
export function rowsForModel<Row extends readonly string[]>(rows: readonly Row[], has: ModelLinks): Row[] {
  return rows
    .map((row) => row.map((cell) => cellForModel(cell, has)) as unknown as Row)
    .filter((row) => !row.some((cell) => lacking(cell, has)));
}
