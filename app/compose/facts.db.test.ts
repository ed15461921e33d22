/**
 * The copy's corrected facts on a data set seeded before them (the seed set `fact-corrections`),
 * and the MR101S's connectors in its specification as a visitor reads it.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import {
  articles,
  categories,
  contentTranslations,
  firmwareReleases,
  legalPages,
  products,
  seedState,
  subGroups,
} from "~/.server/db/schema";
import { seed } from "~/.server/db/seed";
import {
  type Correction,
  corrected,
  factCorrections,
  legalAdditions,
  legalCorrections,
} from "~/.server/db/seed/corrections";
import { catalogueProductIn } from "~/features/catalogue/localized.server";
import type { ArticleBlock } from "~/lib/content-model";
import { legalBlocksToText, textToLegalBlocks } from "~/lib/legal-text";
import { storedToSlots } from "~/lib/translations/slots";
import { databaseTargets, openTestDatabase } from "../../tests/setup/database";
import { translationReport } from "./translations.server";

/**
 * A correction whose `was` no earlier correction wrote: the first words of a chain (A → B, later
 * B → C). A later `was` may also hold an earlier `now` whole, a fragment of the sentence it rewrites
 * (A → B within a sentence, later "B and the rest" → C): that is a chain too.
 */
const startsChain = (list: readonly Correction[], i: number) =>
  !list
    .slice(0, i)
    .some((earlier) => earlier.now.includes(list[i]?.was ?? "") || (list[i]?.was ?? "").includes(earlier.now));
/** A correction whose `now` a later one rewrites with the rest of its sentence (its `was` holds this `now`). */
const rewrittenWhole = (list: readonly Correction[], i: number) =>
  list.slice(i + 1).some((later) => later.was.includes(list[i]?.now ?? "\u0000"));

/** A whole list item or line in JSON text: between quotes or escaped line breaks ("…", "…\\n…"). */
const jsonBody = (text: string) => JSON.stringify(text).slice(1, -1);
const asItem = (text: string) =>
  new RegExp(`(?:"|\\\\n)${jsonBody(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:"|\\\\n)`);
/** `from` → `to` as a whole item or line only, in JSON text: each way it can stand between quotes and line breaks. */
const asItems = (from: string, to: string): [string, string][] =>
  (
    [
      ['"', '"'],
      ['"', "\\n"],
      ["\\n", '"'],
      ["\\n", "\\n"],
    ] as const
  ).map(([before, after]) => [`${before}${jsonBody(from)}${after}`, `${before}${jsonBody(to)}${after}`]);

describe.each(databaseTargets)("the copy's facts on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
  }, 120_000);

  /** Everything the corrections may touch, as a visitor and a translator see it. */
  const content = async () => {
    const { db } = database;
    return {
      products: await db
        .select({
          id: products.id,
          desc: products.desc,
          sp1: products.sp1,
          sp2: products.sp2,
          sp3: products.sp3,
          sp4: products.sp4,
          sticky: products.stickyList,
        })
        .from(products)
        .orderBy(asc(products.id)),
      articles: await db
        .select({ id: articles.id, title: articles.title, summary: articles.summary, body: articles.body })
        .from(articles)
        .orderBy(asc(articles.id)),
      legal: await db
        .select({ id: legalPages.id, summary: legalPages.summary, body: legalPages.body })
        .from(legalPages)
        .orderBy(asc(legalPages.id)),
      categories: await db
        .select({ id: categories.id, title: categories.title })
        .from(categories)
        .orderBy(asc(categories.id)),
      groups: await db.select({ id: subGroups.id, desc: subGroups.desc }).from(subGroups).orderBy(asc(subGroups.id)),
      firmware: await db
        .select({ id: firmwareReleases.href, changes: firmwareReleases.changes })
        .from(firmwareReleases)
        .orderBy(asc(firmwareReleases.href)),
      translations: await db
        .select({
          entity: contentTranslations.entity,
          id: contentTranslations.entityId,
          locale: contentTranslations.locale,
          field: contentTranslations.field,
          value: contentTranslations.value,
          source: contentTranslations.source,
        })
        .from(contentTranslations)
        .orderBy(
          asc(contentTranslations.entity),
          asc(contentTranslations.entityId),
          asc(contentTranslations.locale),
          asc(contentTranslations.field),
        ),
    };
  };

  /** Puts `from` back to `to` in every stored text, as the first seed wrote it (plain SQL, not the code under test). */
  async function rewrite(from: string, to: string, locale: "en" | "de" | "ja") {
    const { db } = database;
    if (locale === "en") {
      // the specification too: its connectors are named as printed (fourth reading)
      for (const column of ["desc", "sp1", "sp2", "sp3", "sp4", "sticky_list", "params"]) {
        const c = sql.identifier(column);
        const asJson = column !== "desc" && column !== "sp4";
        await db.execute(
          asJson
            ? sql`UPDATE product SET ${c} = replace(${c}::text, ${from}, ${to})::jsonb WHERE ${c}::text LIKE ${`%${from}%`}`
            : sql`UPDATE product SET ${c} = replace(${c}, ${from}, ${to}) WHERE ${c} LIKE ${`%${from}%`}`,
        );
      }
      await db.execute(sql`UPDATE article SET title = replace(title, ${from}, ${to}),
        summary = replace(summary, ${from}, ${to}), body = replace(body::text, ${from}, ${to})::jsonb`);
      await db.execute(sql`UPDATE category SET title = replace(title, ${from}, ${to})`);
      await db.execute(sql`UPDATE sub_group SET "desc" = replace("desc", ${from}, ${to})`);
      await db.execute(
        sql`UPDATE firmware_release SET changes = ARRAY(SELECT replace(x, ${from}, ${to}) FROM unnest(changes) AS x)`,
      );
      // a translation records the English it was translated from
      await db.execute(
        sql`UPDATE content_translation SET source = replace(source::text, ${from}, ${to})::jsonb WHERE source IS NOT NULL`,
      );
    } else
      await db.execute(
        sql`UPDATE content_translation SET value = replace(value::text, ${from}, ${to})::jsonb WHERE locale = ${locale}`,
      );
  }

  it("a new data set has the corrected words from the start, and the corrections change nothing in it", async () => {
    const { db } = database;
    const versions = await db.select({ v: products.version }).from(products);
    expect(versions.every((r) => r.v === 1)).toBe(true);
    const text = JSON.stringify(await content());
    for (const [locale, list] of [...Object.entries(factCorrections), ...Object.entries(legalCorrections)])
      for (const [i, { was, now }] of list.entries()) {
        const whole = list[i]?.whole;
        if (whole) expect(text, `${locale}: ${was}`).not.toMatch(asItem(was));
        else expect(text, `${locale}: ${was}`).not.toContain(was);
        // a chain's middle words are a later correction's `was`: the seed holds where the chain ends
        if (!rewrittenWhole(list, i)) expect(text, `${locale}: ${now}`).toContain(corrected(now, list));
      }
  });

  it("gives a data set seeded before the corrections the new words, its translations current, and leaves an editor's own", async () => {
    const { db } = database;
    const fresh = await content();
    // undone last first, so a chain (A → B, then B → C) ages back to A
    for (const locale of ["en", "de", "ja"] as const)
      for (const { was, now, whole } of factCorrections[locale].toReversed())
        if (whole) for (const [from, to] of asItems(now, was)) await rewrite(from, to, locale);
        else await rewrite(now, was, locale);
    for (const locale of ["en", "de", "ja"] as const)
      for (const { was, now } of legalCorrections[locale].toReversed())
        await db.execute(
          sql`UPDATE legal_page SET body = replace(body::text, ${now}, ${was})::jsonb,
            summary = replace(summary, ${now}, ${was}) WHERE locale = ${locale}`,
        );
    // the German legal pages before version 5: no sections for Austria and Switzerland
    for (const page of await db
      .select({ id: legalPages.id, locale: legalPages.locale, body: legalPages.body })
      .from(legalPages)) {
      const added = new Set(
        legalAdditions[page.locale].flatMap((a) => textToLegalBlocks(a.add).map((b) => legalBlocksToText([b]))),
      );
      const body = page.body.filter((b) => !added.has(legalBlocksToText([b])));
      if (body.length !== page.body.length) await db.update(legalPages).set({ body }).where(eq(legalPages.id, page.id));
    }
    // the MK61's 2.0.0 article as the seed wrote it before version 5: the note that 1.2.0 comes
    // first listed last among its changes, in every language (its translations' source too)
    const listedLast = (body: unknown) => {
      const [first, ...rest] = body as ArticleBlock[];
      const note = first?.type === "p" ? first.text.split(/(?<=first\.|1\.2\.0\.|ください。)\s*/)[1] : undefined;
      if (!note) throw new Error("the MK61's 2.0.0 article no longer opens with its stepping stone");
      return rest.map((b) => (b.type === "ul" ? { ...b, items: [...b.items, note] } : b));
    };
    const mk61 = eq(articles.id, "mk61-firmware-2-0-0");
    const [stepping] = await db.select({ body: articles.body }).from(articles).where(mk61);
    await db
      .update(articles)
      .set({ body: listedLast(stepping?.body) })
      .where(mk61);
    const mk61Body = and(
      eq(contentTranslations.entity, "article"),
      eq(contentTranslations.entityId, "mk61-firmware-2-0-0"),
      eq(contentTranslations.field, "body"),
    );
    for (const row of await db.select().from(contentTranslations).where(mk61Body))
      await db
        .update(contentTranslations)
        .set({ value: listedLast(row.value), source: storedToSlots("article", { body: listedLast(stepping?.body) }) })
        .where(and(mk61Body, eq(contentTranslations.locale, row.locale)));
    // the SUPERBOOTH25 article under the address it had before version 5, with its translations
    await db.update(articles).set({ id: "musikmesse-2025" }).where(eq(articles.id, "superbooth-2025"));
    await db
      .update(contentTranslations)
      .set({ entityId: "musikmesse-2025" })
      .where(and(eq(contentTranslations.entity, "article"), eq(contentTranslations.entityId, "superbooth-2025")));
    const aged = JSON.stringify(await content());
    expect(aged).not.toContain("update to 1.2.0 first");
    expect(aged).not.toContain("superbooth-2025");
    expect(aged).not.toContain("Altstoffsammelzentrum");
    expect(aged).not.toContain("Obligationenrecht");
    for (const locale of ["en", "de", "ja"] as const)
      for (const list of [factCorrections[locale], legalCorrections[locale]])
        list.forEach(({ was }, i) => {
          if (startsChain(list, i)) expect(aged, was).toContain(was);
        });

    // the MK200 as the first seed had it: current, in no group and out of the menu
    await db.update(products).set({ discontinuedOn: null }).where(eq(products.id, "MK200"));
    // an editor reworded the MK family news in German; the English is still the seed's
    const own = "Das MK37, das MK49 und das MK61 – eigene Worte einer Redakteurin.";
    const germanSummary = and(
      eq(contentTranslations.entity, "article"),
      eq(contentTranslations.entityId, "mk-family-2026"),
      eq(contentTranslations.locale, "de"),
      eq(contentTranslations.field, "summary"),
    );
    await db.update(contentTranslations).set({ value: own }).where(germanSummary);

    await db.delete(seedState).where(eq(seedState.name, "fact-corrections"));
    expect(await seed(db)).toEqual(["fact-corrections@6"]);

    const after = await content();
    expect(after.products).toEqual(fresh.products);
    expect(after.articles).toEqual(fresh.articles);
    expect(after.firmware).toEqual(fresh.firmware);
    expect(after.legal).toEqual(fresh.legal);
    const [kept] = await db.select({ value: contentTranslations.value }).from(contentTranslations).where(germanSummary);
    expect(kept?.value).toBe(own);
    const others = (rows: typeof fresh.translations) =>
      rows.filter(
        (r) => !(r.entity === "article" && r.id === "mk-family-2026" && r.locale === "de" && r.field === "summary"),
      );
    expect(others(after.translations)).toEqual(others(fresh.translations));

    // the editor's German now stands beside new English: outdated, as a translator should see it; nothing else is
    const report = await translationReport(db, 0);
    expect(report.map((l) => [l.locale, l.outdated])).toEqual([
      ["de", 1],
      ["ja", 0],
    ]);
    const [mk] = await db.select({ version: articles.version }).from(articles).where(eq(articles.id, "mk-family-2026"));
    expect(mk?.version).toBe(2);
    const [mk200] = await db
      .select({ discontinuedOn: products.discontinuedOn })
      .from(products)
      .where(eq(products.id, "MK200"));
    expect(mk200?.discontinuedOn).toBe("2025-12-31");
  });

  it("takes a data set from the first corrections to the latest, and keeps a model an editor put back on sale", async () => {
    const { db } = database;
    const fresh = await content();
    // a data set that had version 1: an editor has since put the MK200 back on sale
    await db.update(products).set({ discontinuedOn: null }).where(eq(products.id, "MK200"));
    await db.update(seedState).set({ version: 1 }).where(eq(seedState.name, "fact-corrections"));
    expect(await seed(db)).toEqual(["fact-corrections@6"]);
    const [mk200] = await db
      .select({ discontinuedOn: products.discontinuedOn })
      .from(products)
      .where(eq(products.id, "MK200"));
    expect(mk200?.discontinuedOn).toBeNull();
    const after = await content();
    expect(after.articles).toEqual(fresh.articles);
    expect(after.translations).toEqual(fresh.translations);
    await db.update(products).set({ discontinuedOn: "2025-12-31" }).where(eq(products.id, "MK200"));
  });

  it("shows the MR101S's connectors, as printed, in its specification in every language (USB and MIDI sockets under USB and MIDI); a piano's rows stay its own", async () => {
    const { db } = database;
    const row = async (id: string, locale: "en" | "de" | "ja", key = "jacks") =>
      (await catalogueProductIn(db, id, locale)).params.filter((p) => p.key === key);
    const jacks = (id: string, locale: "en" | "de" | "ja") => row(id, locale);
    const en = await jacks("MR101S", "en");
    expect(en).toEqual([
      expect.objectContaining({ label: "jacks", value: ["PHONES", "OUTPUT (L/MONO, R)", "DC IN 12 V"] }),
    ]);
    expect((await row("MR101S", "en", "MIDI"))[0]?.value).toEqual([
      "MIDI IN (notes, clock)",
      "MIDI OUT (notes, clock)",
    ]);
    expect((await row("MR101S", "en", "USB"))[0]?.value).toBe(
      "USB TO HOST (USB-MIDI, USB storage for pattern chains from firmware 1.2.0)",
    );
    expect((await jacks("MR101S", "de"))[0]?.label).toBe("Anschlüsse");
    expect((await jacks("MR101S", "ja"))[0]?.label).toBe("接続端子");
    expect((await row("MR101S", "ja", "MIDI"))[0]?.value).toEqual([
      "MIDI IN（ノート、クロック）",
      "MIDI OUT（ノート、クロック）",
    ]);
    // Japanese tables write brackets and list marks in full width, the units right after their numbers
    expect((await jacks("MR101S", "ja"))[0]?.value).toEqual(["PHONES", "OUTPUT（L/MONO、R）", "DC IN 12V"]);
    const piano = await catalogueProductIn(db, "SPC121", "en");
    expect(piano.params.filter((p) => p.key === "jacks")).toHaveLength(1);
    // its own rows, then what comes in its box (from its kit)
    expect(piano.params.map((p) => p.key)).toEqual([...piano.product.params.map((p) => p.label), "accessories"]);
    const mr = await catalogueProductIn(db, "MR101S", "de");
    expect(mr.params.find((p) => p.key === "power")?.value).toMatch(/^Netzadapter/);
    expect(mr.params.find((p) => p.key === "accessories")?.value).toEqual([
      "Netzadapter",
      "USB-Kabel",
      "Garantiekarte",
    ]);
  });
});
