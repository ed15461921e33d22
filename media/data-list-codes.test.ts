/**
 * Every model's data list, in every language, speaks of one set of refusal codes: the codes its
 * messages' overview and its tables answer with are the codes its reason table defines, each
 * defined code is one something answers with (a check, a message, STATUS's rd), and its UPDATE
 * BEGIN checks are numbered 1, 2, 3 … without a gap.
 */
import { describe, expect, it } from "vitest";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { cellIn } from "../app/lib/midi/cells.ts";
import { cellForModel, rowsForModel } from "../app/lib/midi/model-cells.ts";
import { updateTables } from "../app/lib/midi/protocol-tables.ts";
import { dataListGrids, midiCodesOf, modelLinksOf } from "./midi-implementation.ts";

const locales = ["en", "de", "ja"] as const;
const models = productSeeds.filter((p) => midiCodesOf(p.id));
const CODES = /REFUSED ([0-9A-F]{2}(?:\s*[,、]\s*[0-9A-F]{2})*)/g;
const codesIn = (cell: string) =>
  [...cell.matchAll(CODES)].flatMap((m) => (m[1] ?? "").split(/\s*[,、]\s*/).filter(Boolean));

describe("a data list's refusal codes", () => {
  it("has models with and without batteries and Bluetooth to walk", () => {
    const links = models.map(modelLinksOf);
    expect(links.some((l) => !l.battery)).toBe(true);
    expect(links.some((l) => !l.bluetooth)).toBe(true);
    expect(links.some((l) => l.battery)).toBe(true);
  });

  for (const locale of locales) {
    it.each(models.map((p) => [p.id, p] as const))(
      `%s (${locale}): referenced = defined, checks numbered without a gap`,
      (id, product) => {
        const tables = dataListGrids(product, locale);
        const byId = (gridId: string) => tables.find((t) => t.grid.id === gridId)?.grid;
        const reasons = byId("reasons");
        const checks = byId("begin-checks");
        const status = byId("status-values");
        if (!reasons || !checks || !status) throw new Error(`${id}: a table is missing`);
        const defined = new Set(reasons.rows.map((row) => row[0] ?? ""));
        // what answers with a code: every REFUSED list in every table, each check's code, STATUS's rd
        const referenced = new Set<string>();
        for (const { grid } of tables)
          for (const row of grid.rows) for (const cell of row) for (const c of codesIn(cell)) referenced.add(c);
        const has = modelLinksOf(product);
        for (const message of updateTables())
          for (const cell of [message.summary, ...rowsForModel(message.rows, has).flat()]) {
            const said = cellForModel(cell, has);
            for (const c of codesIn(locale === "en" ? said : (cellIn(said, locale) ?? said))) referenced.add(c);
          }
        for (const row of checks.rows) if (/^[0-9A-F]{2}$/.test(row.at(-1) ?? "")) referenced.add(row.at(-1) ?? "");
        for (const row of status.rows)
          if (row[0] === "rd")
            for (const code of (row[1] ?? "").match(/\b[0-9A-F]{2}\b/g) ?? []) if (code !== "00") referenced.add(code);
        expect(
          [...referenced].filter((c) => !defined.has(c)),
          `${id}: referenced, not defined`,
        ).toEqual([]);
        expect(
          [...defined].filter((c) => !referenced.has(c)),
          `${id}: defined, never reached`,
        ).toEqual([]);
        const steps = checks.rows.map((row) => row[0] ?? "").filter((n) => /^\d+$/.test(n));
        expect(steps, id).toEqual(steps.map((_, i) => String(i + 1)));
        // a model without Bluetooth MIDI or batteries: 03 or 0B nowhere
        if (!has.bluetooth) expect(referenced.has("03"), id).toBe(false);
        if (!has.battery) expect(referenced.has("0B"), id).toBe(false);
      },
    );
  }
});
