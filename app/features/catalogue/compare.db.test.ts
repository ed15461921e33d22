import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { productSeeds } from "~/.server/db/seed/products";
import { databaseTargets, seededTestDatabase } from "../../../tests/setup/database";
import { compareRows } from "./compare";
import { compareSpecificationsIn } from "./localized.server";
import { allProductsMemo } from "./queries.server";

/** Every set of two to four of these ids. */
const sets = (ids: readonly string[]): string[][] =>
  ids.flatMap((id, i) => [[id], ...sets(ids.slice(i + 1)).map((rest) => [id, ...rest])]);
const everySet = sets(productSeeds.map((p) => p.id)).filter((s) => s.length >= 2 && s.length <= 4);

describe.each(databaseTargets)("the compare table in each language on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    ({ database } = await seededTestDatabase(target, { email: "editor@noteva.example", role: "editor" }));
  }, 120_000);

  const table = async (locale: "en" | "de" | "ja", ids: readonly string[]) => {
    const products = await allProductsMemo(database.db);
    const chosen = ids.map((id) => products.find((p) => p.id === id)).filter((p) => p !== undefined);
    return compareRows(await compareSpecificationsIn(database.db, chosen, locale), locale);
  };
  const row = (rows: Awaited<ReturnType<typeof table>>, label: string) => rows.find((r) => r.label === label);

  it.each(["en", "de", "ja"] as const)("/%s: no two rows of any comparison carry one label", async (locale) => {
    expect(everySet.length).toBeGreaterThan(100);
    for (const ids of everySet) {
      const labels = (await table(locale, ids)).map((r) => r.label.toLowerCase());
      expect(labels.length - new Set(labels).size, `${locale} ${ids.join()}: ${labels.join(" | ")}`).toBe(0);
    }
  });

  it.each([
    ["en", "style/rhythm", "style control/rhythm control", "recorder/record", "rhythm"],
    ["de", "Styles/Rhythmen", "Style-/Rhythmus-Steuerung", "Recorder/Aufnahme", "Rhythmen/Patterns"],
    ["ja", "伴奏スタイル／リズム", "スタイル／リズムコントロール", "レコーダー／レコーディング", "リズム"],
  ] as const)(
    "/%s: one function is one row, named by what each model calls it",
    async (locale, styles, control, recorder, rhythm) => {
      for (const ids of [
        ["MK37", "MK49", "MK61", "MK200"],
        ["MK49", "MK37"],
      ]) {
        const rows = await table(locale, ids);
        const mk37 = ids.indexOf("MK37");
        expect(row(rows, styles)?.values[mk37], `${locale} ${ids.join()}`).toMatch(/50/);
        expect(row(rows, styles)?.stated.every(Boolean), `${locale} ${ids.join()}`).toBe(true);
        expect(row(rows, control)?.stated.every(Boolean), `${locale} ${ids.join()}`).toBe(true);
      }
      const mixed = await table(locale, ["MK61", "MR101S"]);
      expect(row(mixed, recorder)?.stated).toEqual([true, true]);
      // the MK61's styles and the MR101S's patterns (Styles/Patterns)
      const accompaniment = mixed.find((r) => r.key.startsWith("style/"));
      expect(accompaniment?.stated).toEqual([true, true]);
      expect(accompaniment?.label).toBe(locale === "de" ? "Styles/Patterns" : styles);
      // the MK37's rhythms and the MR101S's patterns: one row, named by both where they differ
      expect(row(await table(locale, ["MK37", "MR101S"]), rhythm)?.stated).toEqual([true, true]);
    },
  );

  it.each([
    ["en", "rhythm", "song", ["100 preset rhythms", "100 user"], "99 pattern chains"],
    ["de", "Patterns", "Pattern-Ketten (Songs)", ["100 Preset-Patterns", "100 User-Patterns"], "99"],
    ["ja", "リズム", "パターンチェーン（ソング）", ["プリセットリズム100", "ユーザーパターン100"], "99"],
  ] as const)(
    "/%s: the MR101S's patterns and pattern chains, as its own text names them",
    async (locale, patterns, chains, value, count) => {
      const rows = await table(locale, ["MR101S"]);
      expect(row(rows, patterns)?.values[0]).toEqual(value);
      expect(row(rows, chains)?.values[0]).toBe(count);
    },
  );

  it.each([
    ["en", "drum kit", "46 drum kits"],
    ["de", "Drum-Kits", "46 Drum-Kits"],
    ["ja", "ドラムキット", "ドラムキット46種類"],
  ] as const)("/%s: the AKX10S's drum kits are the ones its sound row counts", async (locale, label, kits) => {
    const rows = await table(locale, ["AKX10S", "MR101S"]);
    expect(row(rows, label)?.values[0]).toBe(kits);
    expect(row(rows, label)?.stated).toEqual([true, true]);
  });

  it.each([
    ["en", "drum pad", "registration memory"],
    ["de", "Pads", "Registrierungsspeicher"],
    ["ja", "ドラムパッド", "レジストレーションメモリー"],
  ] as const)("/%s: a row every model lacks is not shown", async (locale, pads, memory) => {
    const rows = await table(locale, ["MK49", "MK61", "AKX10S"]);
    expect(row(rows, pads)).toBeUndefined();
    expect(row(rows, memory)).toBeUndefined();
    // the same rows stay where one model has them
    const withPads = await table(locale, ["MK49", "MR101S"]);
    expect(row(withPads, pads)?.values[0]).toBeNull();
    const withMemory = await table(locale, ["MK49", "SP201Plus"]);
    expect(row(withMemory, memory)?.values[1]).toEqual(expect.any(String));
    // a sequencer that names no registration memory says nothing of one: not stated, never „has none“
    expect(row(withMemory, memory)?.stated).toEqual([false, true]);
    const arranger = await table(locale, ["AKX10S", "SP201Plus"]);
    expect(row(arranger, memory)?.stated).toEqual([false, true]);
  });
});
