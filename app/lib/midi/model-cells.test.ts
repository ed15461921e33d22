import { describe, expect, it } from "vitest";
import { productSeeds } from "~/.server/db/seed/products";
import { instrumentFacts } from "../support/instrument-facts.ts";
import { cellIn } from "./cells.ts";
import { cellForModel, type ModelLinks, rowsForModel } from "./model-cells.ts";
import { countBytes, dataLengths, updateTables } from "./protocol-tables.ts";
import { statesGrid, transitionsGrid } from "./protocol-tables-update.ts";

/** Every model with a MIDI port, with what its data gives it (as media/midi-implementation.ts `modelLinksOf` reads it). */
const models = productSeeds
  .filter((p) => p.midiMember !== undefined)
  .map((p): [string, ModelLinks] => {
    const facts = instrumentFacts(p.params, p.kit);
    return [
      p.id,
      {
        bluetooth: facts.connectors.some((c) => c.kind === "bluetooth-midi"),
        battery: facts.batteries > 0,
        keys: facts.plays === "keys",
        pads: facts.plays === "pads",
      },
    ];
  });
const locales = ["en", "de", "ja"] as const;
const say = (cell: string, locale: (typeof locales)[number]) =>
  locale === "en" ? cell : (cellIn(cell, locale) ?? cell);
/** The frame around a message's data: F0, the ID, "NV", the device ID, the command, F7. */
const FRAME = 7;

describe("a model's data list of the update protocol", () => {
  it("has mains-only models to test, and a pad instrument", () => {
    expect(models.some(([, has]) => !has.battery)).toBe(true);
    expect(models.some(([, has]) => has.pads)).toBe(true);
  });

  it.each(locales)(
    "lists every byte of each message, as many as the overview states, for every model (%s)",
    (locale) => {
      for (const [id, has] of models) {
        for (const message of updateTables()) {
          const rows = rowsForModel(message.rows, has).map(
            ([bytes, meaning]) => [say(bytes, locale), meaning] as const,
          );
          const stated = dataLengths[message.name];
          const counted = countBytes(rows);
          if (counted === null || !/^\d+$/.test(stated ?? "")) continue;
          expect(counted - FRAME, `${id} ${message.name} ${locale}`).toBe(Number(stated));
        }
        // STATUS is 27 bytes: bb stays, 7F "no battery" on a mains-only model
        const status = updateTables().find((m) => m.name === "STATUS");
        const bb = rowsForModel(status?.rows ?? [], has).find(([bytes]) => bytes === "bb");
        expect(bb, id).toBeDefined();
        if (!has.battery) expect(say(cellForModel(bb?.[1] ?? "", has), locale), id).toMatch(/7F/);
      }
    },
  );

  it.each(locales)("names only the model's own way into the recovery mode (%s)", (locale) => {
    for (const [id, has] of models) {
      const english = [statesGrid, transitionsGrid]
        .flatMap((g) => rowsForModel(g.rows, has).flat())
        .filter((cell) => /boot loader runs|Power-up with/.test(cell));
      expect(english.length, id).toBe(2);
      for (const englishCell of english) {
        // every language has the model's own sentence: none falls back to the English
        if (locale !== "en") expect(cellIn(englishCell, locale), `${id} ${englishCell}`).toBeDefined();
        const cell = say(englishCell, locale);
        expect(cell, `${id} ${locale}`).not.toMatch(/pad instrument|Pad-Instrument|パッドの楽器/);
        if (has.pads) expect(cell, id).not.toMatch(/keys|Taste|鍵盤/);
        else expect(cell, id).not.toMatch(/pads|Pads|パッド/);
      }
    }
  });
});
