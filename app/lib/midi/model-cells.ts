/**
 * The update protocol's tables as one model's data list prints them: only what that model has. A
 * model without Bluetooth MIDI never reads of a Bluetooth link, and one without batteries (a
 * mains-only piano) never of a battery level or a battery refusal: its STATUS reports link 00 and
 * power 00 with no battery (bb 7F): every byte of the message stays listed, bb too. The recovery
 * mode is entered as the model itself does it: with its keys, or with pads 1 and 16 on the MR101S.
 * The MIDI page, for every model, keeps the whole protocol.
 */

import { MIN_BATTERY, NO_BATTERY, REASON } from "./protocol.ts";
import { type Grid, hex } from "./protocol-tables.ts";

/**
 * What a model's data gives it (instrument-facts.ts: a Bluetooth MIDI connector, batteries, keys
 * or pads to play on).
 */
export type ModelLinks = { bluetooth: boolean; battery: boolean; keys: boolean; pads: boolean };

const low = hex(REASON.batteryLow);
/** Cells said otherwise where the model lacks a part: the part's words taken out, in English (cells.*.ts translate the result). */
const REWRITES: readonly (readonly [lacks: keyof ModelLinks, from: string, to: string])[] = [
  ["bluetooth", "Link: 00 USB, 01 Bluetooth", "Link: 00 USB"],
  ["battery", "Power: 00 external, 01 battery", "Power: 00 external"],
  ["battery", `Battery percent, 0–100 (${hex(NO_BATTERY)}: no battery)`, `Battery: ${hex(NO_BATTERY)} (no battery)`],
  ["battery", ` or ${low} (battery below ${MIN_BATTERY} %)`, ""],
  ["battery", `, or REFUSED ${low} on battery below ${MIN_BATTERY} %`, ""],
  // the recovery mode, by the model's own way in: keys on a keyboard or piano, pads 1 and 16 on a pad instrument
  [
    "pads",
    "switched on with the lowest and highest keys held, pads 1 and 16 on a pad instrument, or",
    "switched on with the lowest and highest keys held, or",
  ],
  [
    "pads",
    "Power-up with the lowest and highest keys held (pads 1 and 16 on a pad instrument), or",
    "Power-up with the lowest and highest keys held, or",
  ],
  [
    "keys",
    "switched on with the lowest and highest keys held, pads 1 and 16 on a pad instrument, or",
    "switched on with pads 1 and 16 held, or",
  ],
  [
    "keys",
    "Power-up with the lowest and highest keys held (pads 1 and 16 on a pad instrument), or",
    "Power-up with pads 1 and 16 held, or",
  ],
];

/**
 * Whether a row speaks of a part the model lacks (after the rewrites): it is left out. A row saying
 * there is none ("Battery: 7F (no battery)", STATUS's bb) stays: the message still carries that byte.
 */
const lacking = (cell: string, has: ModelLinks) =>
  (!has.bluetooth && /Bluetooth/.test(cell)) ||
  (!has.battery && /\bbattery\b/i.test(cell) && !/no battery/i.test(cell));

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

/**
 * The refusal codes a model never sends, from what it lacks: 03 (not over USB) without Bluetooth
 * MIDI, 0B (battery low) without batteries. Its data list neither lists them among a message's
 * answers nor defines them, and no check of it leads to them.
 */
export function unsentReasons(has: ModelLinks): Set<string> {
  return new Set([...(has.bluetooth ? [] : [hex(REASON.notUsb)]), ...(has.battery ? [] : [hex(REASON.batteryLow)])]);
}

/** A list of codes after REFUSED ("REFUSED 01, 02, 03"), without the codes the model never sends; "; REFUSED" gone when none is left. */
const withoutUnsent = (cell: string, unsent: Set<string>) =>
  cell.replace(
    /(;\s*)?REFUSED ((?:[0-9A-F]{2})(?:, [0-9A-F]{2})*)(?![0-9A-Za-z(])/g,
    (_whole, lead = "", list: string) => {
      // the list's own separator, as the English table writes it (cells.ts sets it in the language)
      const separator = /,\s*/.exec(list)?.[0] ?? "";
      const kept = list.split(separator || /$^/).filter((code) => !unsent.has(code));
      if (kept.length === 0) return "";
      return `${lead}REFUSED ${kept.join(separator)}`;
    },
  );

/**
 * A normative table as the model's data list prints it, every table from the same set of codes
 * (`unsentReasons`): rows rewritten and a part's rows left out (`rowsForModel`), the messages'
 * answers without the codes it never sends, the reasons without them, and the UPDATE BEGIN checks
 * without those leading to them, numbered again 1, 2, 3 … without a gap.
 */
export function gridForModel(grid: Grid, has: ModelLinks): Grid {
  const unsent = unsentReasons(has);
  let rows = rowsForModel(grid.rows, has).map((row) => row.map((cell) => withoutUnsent(cell, unsent)));
  if (grid.id === "reasons") rows = rows.filter((row) => !unsent.has(row[0] ?? ""));
  if (grid.id === "begin-checks") {
    let step = 0;
    rows = rows
      .filter((row) => !unsent.has(row.at(-1) ?? ""))
      .map((row) => (/^\d+$/.test(row[0] ?? "") ? [String(++step), ...row.slice(1)] : row));
  }
  return { ...grid, rows };
}
