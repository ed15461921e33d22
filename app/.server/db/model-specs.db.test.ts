/**
 * The seed set `model-specs` on a data set seeded before it: each model's specification, kit and
 * translated rows become the seed's (what its documents name is listed), where the data set still
 * holds the seed's earlier ones; a model an editor changed keeps the editor's rows.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { InstrumentKit } from "~/lib/content-model";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import type { Db } from "./client";
import { contentTranslations, products, seedState } from "./schema";
import { seed } from "./seed";
import { kitsBefore } from "./seed/kits-before";
import {
  specsBefore,
  specsBeforeFifth,
  specsDocuments,
  specsDocumentsAdded,
  specsFifthReading,
  specsModelFacts,
  specsSeventhReading,
} from "./seed/specs-before";

/** Every model's rows and kit, and their translated rows, in one order: a data set's specifications. */
const specificationsOf = async (db: Db) => ({
  products: await db
    .select({ id: products.id, params: products.params, kit: products.kit })
    .from(products)
    .orderBy(asc(products.id)),
  translations: await db
    .select({
      id: contentTranslations.entityId,
      locale: contentTranslations.locale,
      value: contentTranslations.value,
    })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entity, "product"), eq(contentTranslations.field, "params")))
    .orderBy(asc(contentTranslations.entityId), asc(contentTranslations.locale)),
});

/** Sets a model's translated specification rows in one language, as a data set seeded before held them. */
const setTranslatedRows = (db: Db, id: string, locale: string, value: unknown) =>
  db
    .update(contentTranslations)
    .set({ value })
    .where(
      and(
        eq(contentTranslations.entity, "product"),
        eq(contentTranslations.entityId, id),
        eq(contentTranslations.locale, locale),
        eq(contentTranslations.field, "params"),
      ),
    );

/** A freshly seeded data set, its specifications as read now, and how to read them again. */
async function seededDataSet(target: (typeof databaseTargets)[number]) {
  const database = await openTestDatabase(target);
  await database.migrate();
  await seed(database.db);
  const { db } = database;
  const state = () => specificationsOf(db);
  return { db, state, fresh: await state() };
}

describe.each(databaseTargets)("each model's specification on a data set seeded before it, on $name", (target) => {
  it("gives it the seed's rows, kit and translated rows, and keeps an editor's own", async () => {
    const { db, state, fresh } = await seededDataSet(target);
    expect(specsBefore.products.length).toBeGreaterThan(0);

    // the data set as the seed left it before: the earlier rows, kit and translations
    for (const before of specsBefore.products) {
      if (before.params) await db.update(products).set({ params: before.params }).where(eq(products.id, before.id));
      if (before.kit !== undefined)
        await db
          .update(products)
          .set({ kit: before.kit ?? {} })
          .where(eq(products.id, before.id));
    }
    for (const before of specsBefore.translations)
      await setTranslatedRows(db, before.entityId, before.locale, before.value);
    // an editor wrote the CP203's rows their own way since
    const [edited] = specsBefore.products.filter((p) => p.id === "CP203");
    const own = [...(edited?.params ?? []), { label: "weight", value: "Editor's own: 41 kg" }];
    await db.update(products).set({ params: own }).where(eq(products.id, "CP203"));
    const aged = await state();
    expect(aged).not.toEqual(fresh);

    await db.delete(seedState).where(eq(seedState.name, "model-specs"));
    expect(await seed(db)).toEqual(["model-specs@4"]);
    const after = await state();
    const others = <T extends { id: string }>(rows: T[]) => rows.filter((r) => r.id !== "CP203");
    expect(others(after.products)).toEqual(others(fresh.products));
    expect(others(after.translations)).toEqual(others(fresh.translations));
    // the editor's rows are kept, and so are the CP203's translations, which follow its English
    expect(after.products.find((p) => p.id === "CP203")?.params).toEqual(own);
    expect(after.translations.filter((t) => t.id === "CP203")).toEqual(
      aged.translations.filter((t) => t.id === "CP203"),
    );
    // every translated row records the English it follows
    const sourceless = await db
      .select({ id: contentTranslations.entityId })
      .from(contentTranslations)
      .where(
        and(
          eq(contentTranslations.entity, "product"),
          eq(contentTranslations.field, "params"),
          isNull(contentTranslations.source),
        ),
      );
    expect(sourceless).toEqual([]);
    // loaded once
    expect(await seed(db)).toEqual([]);

    // a data set model-specs@1 brought forward (the fifth reading's rows as it wrote them, and none of
    // version 3's) gets the new ones
    const putBack = (value: unknown, id: string, locale: string): unknown => {
      const change = [...specsFifthReading, ...specsSeventhReading, ...specsModelFacts, ...specsDocuments].find(
        (c) => (c.id ?? id) === id && c.locale === locale && c.now === value,
      );
      if (change) return change.was;
      if (Array.isArray(value)) return value.map((v) => putBack(v, id, locale));
      if (value && typeof value === "object")
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, putBack(v, id, locale)]));
      return value;
    };
    /** A translation without the rows version 4 added (the MR101S's USB row). */
    const withoutAdded = (value: unknown, id: string, locale: string) =>
      Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(
          ([label]) => !specsDocumentsAdded.some((a) => a.id === id && a.locale === locale && a.label === label),
        ),
      );
    const now = await state();
    for (const row of now.products)
      await db
        .update(products)
        .set({
          params: putBack(row.params, row.id, "en") as typeof row.params,
          kit: putBack(row.kit, row.id, "en") as typeof row.kit,
        })
        .where(eq(products.id, row.id));
    for (const row of now.translations)
      await setTranslatedRows(
        db,
        row.id,
        row.locale,
        putBack(withoutAdded(row.value, row.id, row.locale), row.id, row.locale),
      );
    const first = await state();
    expect(JSON.stringify(first)).not.toContain("PHONES × 2 (front)");
    expect(JSON.stringify(first)).toContain('"DC IN"');
    expect(JSON.stringify(first)).toContain("ACアダプター（DC IN 12V）");
    expect(JSON.stringify(first)).toContain("RECORD / PLAY");
    await db.update(seedState).set({ version: 1 }).where(eq(seedState.name, "model-specs"));
    expect(await seed(db)).toEqual(["model-specs@4"]);
    expect(await state()).toEqual(now);
  }, 120_000);

  it("gives a data set at version 1 the box's warranty card, and keeps a kit an editor changed", async () => {
    const database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    const { db } = database;
    const kits = async () => db.select({ id: products.id, kit: products.kit }).from(products).orderBy(asc(products.id));
    const fresh = await kits();
    expect(fresh.every((p) => p.kit?.accessories?.includes("warranty-card"))).toBe(true);
    // the data set as version 1 left it: no warranty card in any box
    for (const before of kitsBefore)
      await db
        .update(products)
        .set({ kit: before.kit ?? {} })
        .where(eq(products.id, before.id));
    // an editor gave the MK37 a carrying case since
    const own: InstrumentKit = {
      ...kitsBefore.find((p) => p.id === "MK37")?.kit,
      accessories: ["ac-adaptor", "carrying-case"],
    };
    await db.update(products).set({ kit: own }).where(eq(products.id, "MK37"));
    await db.update(seedState).set({ version: 1 }).where(eq(seedState.name, "model-specs"));

    expect(await seed(db)).toEqual(["model-specs@4"]);
    const after = await kits();
    expect(after.filter((p) => p.id !== "MK37")).toEqual(fresh.filter((p) => p.id !== "MK37"));
    expect(after.find((p) => p.id === "MK37")?.kit).toEqual(own);
    expect(await seed(db)).toEqual([]);
  }, 120_000);

  it("brings a data set of version 1 to the fifth reading's: the MR101S's size, weight, colour and kits, the MK37's TEMPO dial", async () => {
    const { db, state, fresh } = await seededDataSet(target);
    for (const before of specsBeforeFifth.products) {
      if (before.params) await db.update(products).set({ params: before.params }).where(eq(products.id, before.id));
      if (before.kit !== undefined)
        await db
          .update(products)
          .set({ kit: before.kit ?? {} })
          .where(eq(products.id, before.id));
    }
    for (const before of specsBeforeFifth.translations)
      await setTranslatedRows(db, before.entityId, before.locale, before.value);
    expect(await state()).not.toEqual(fresh);
    await db.update(seedState).set({ version: 1 }).where(eq(seedState.name, "model-specs"));
    expect(await seed(db)).toEqual(["model-specs@4"]);
    expect(await state()).toEqual(fresh);
  }, 120_000);
  it("brings a data set of version 2 to version 3's: the SP-C121's PHONES on its front, in every language; an editor's own rows kept", async () => {
    const { db, state, fresh } = await seededDataSet(target);
    const shown = JSON.stringify(fresh);
    expect(shown).toContain("PHONES × 2 (front)");
    expect(shown).toContain("PHONES × 2 (Vorderseite)");
    expect(shown).toContain("PHONES×2（前面）");
    expect(shown).toContain("2 tracks, standard MIDI file export over USB");
    // the rows as version 2 left them: version 4's and 3's changes put back (plain JSON text, not the code under test)
    const aged = (value: unknown) =>
      JSON.parse(
        [...specsDocuments, ...specsSeventhReading, ...specsModelFacts].reduce(
          (text, { was, now }) => text.replaceAll(JSON.stringify(now), JSON.stringify(was)),
          JSON.stringify(value),
        ),
      );
    for (const row of fresh.products)
      await db
        .update(products)
        .set({ params: aged(row.params) })
        .where(eq(products.id, row.id));
    for (const row of fresh.translations) await setTranslatedRows(db, row.id, row.locale, aged(row.value));
    // … and an editor has since written the SP201Plus's rows (which version 3 leaves alone anyway) and the CP203's own way
    const own = [{ label: "jacks", value: ["PHONES × 2", "Editor's own"] }];
    await db.update(products).set({ params: own }).where(eq(products.id, "CP203"));
    const before = JSON.stringify(await state());
    expect(before).not.toContain("(front)");
    expect(before).not.toContain("Vorderseite");
    // and the SP-C121's recorder row without its MIDI file export
    expect(before).not.toContain("standard MIDI file export");
    await db.update(seedState).set({ version: 2 }).where(eq(seedState.name, "model-specs"));
    expect(await seed(db)).toEqual(["model-specs@4"]);
    const after = await state();
    const others = <T extends { id: string }>(rows: T[]) => rows.filter((r) => r.id !== "CP203");
    expect(others(after.products)).toEqual(others(fresh.products));
    expect(others(after.translations)).toEqual(others(fresh.translations));
    expect(after.products.find((p) => p.id === "CP203")?.params).toEqual(own);
    expect(await seed(db)).toEqual([]);
  }, 120_000);

  it("brings a data set of version 3 to version 4's: the MR101S's USB TO HOST (USB-MIDI), in every language", async () => {
    const { db, state, fresh } = await seededDataSet(target);
    const mr = (rows: { id: string }[]) => JSON.stringify(rows.filter((r) => r.id === "MR101S"));
    expect(mr(fresh.products)).toContain("USB to Host (USB-MIDI, USB storage for pattern chains from firmware 1.2.0)");
    expect(mr(fresh.translations)).toContain(
      "USB TO HOST（USB-MIDI、Ver.1.2.0以降はパターンチェーンを読み出すUSBストレージ）",
    );
    expect(mr(fresh.translations)).toContain(
      "USB TO HOST (USB-MIDI, USB-Massenspeicher für Pattern-Ketten ab Firmware 1.2.0)",
    );
    // as version 3 left it: the kit's plain "USB to Host", no translated USB row (plain JSON, not the code under test)
    const kit = fresh.products.find((p) => p.id === "MR101S")?.kit;
    const agedKit = JSON.parse(
      specsDocuments.reduce(
        (text, { was, now }) => text.replaceAll(JSON.stringify(now), JSON.stringify(was)),
        JSON.stringify(kit),
      ),
    );
    await db.update(products).set({ kit: agedKit }).where(eq(products.id, "MR101S"));
    for (const row of fresh.translations.filter((t) => t.id === "MR101S")) {
      const { USB: _usb, ...without } = row.value as Record<string, unknown>;
      await setTranslatedRows(db, row.id, row.locale, without);
    }
    expect(mr((await state()).translations)).not.toContain("USB-MIDI");
    await db.update(seedState).set({ version: 3 }).where(eq(seedState.name, "model-specs"));
    expect(await seed(db)).toEqual(["model-specs@4"]);
    expect(await state()).toEqual(fresh);
    expect(await seed(db)).toEqual([]);
  }, 120_000);
});
