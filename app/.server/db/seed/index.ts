import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { LegalPageKey } from "~/lib/content-model";
import { locales } from "~/lib/i18n/locales";
import { textToLegalBlocks } from "~/lib/legal-text";
import { modelCode } from "~/lib/model-code";
import { parseHoursText } from "~/lib/opening-hours";
import type { Db } from "../client";
import {
  articles,
  categories,
  contentTranslations,
  dealers,
  firmwareReleases,
  legalPages,
  productDocs,
  products,
  productVideos,
  seedState,
  subGroupProducts,
  subGroups,
} from "../schema";
import { recordTranslationSources } from "../translation-sources";
import { articleSeeds, firmwareArticleId } from "./articles";
import { categorySeeds, subGroupSeeds } from "./catalogue";
import { corrected, factCorrections, legalCorrections } from "./corrections";
import { dealerSeeds } from "./dealers";
import { type DocumentKind, documentsFor, translatedDocumentLocales, videoSeeds } from "./documents";
import { firmwareSeeds, firstFirmwareSet } from "./firmware";
import { firmwareHref } from "./firmware-files";
import { loadJapaneseTerms } from "./japanese-terms";
import { legalPageSeeds } from "./legal";
import { productSeeds } from "./products";
import { earlierParams, earlierValue, revisedWords, translationSlot } from "./revised-words-load";
import { type ContentScale, loadScaledContent, refuseScaleOnContent } from "./scale";
import { specsBefore } from "./specs-before";
import { seedDealerTranslations, translationRows } from "./translations";

/** A set's loader gets the version the data set already has of it (0: never loaded), to skip one-off steps it did. */
type SeedSet = { name: string; version: number; load: (db: Db, from: number) => Promise<void> };

/**
 * Seed data sets, each loaded once per version. Rows are inserted with ON CONFLICT DO NOTHING,
 * so a re-run never overwrites what editors changed in the admin.
 */
const seedSets: SeedSet[] = [
  { name: "catalogue", version: 1, load: loadCatalogue },
  { name: "documents", version: 1, load: loadDocuments },
  { name: "document-languages", version: 1, load: (db) => loadDocumentLanguages(db, ["owners-manual", "quick-start"]) },
  { name: "articles", version: 1, load: loadArticles },
  { name: "firmware", version: 1, load: loadFirmware },
  { name: "dealers", version: 1, load: loadDealers },
  { name: "videos", version: 1, load: loadVideos },
  { name: "translations", version: 1, load: loadTranslations },
  { name: "dealer-names", version: 1, load: loadDealerNames },
  { name: "firmware-history", version: 1, load: loadFirmwareHistory },
  { name: "legal-pages", version: 1, load: (db) => loadLegalPages(db) },
  // the data lists in German and Japanese, on their own: a manual an editor removed stays removed
  { name: "data-list-languages", version: 1, load: (db) => loadDocumentLanguages(db, ["data-list"]) },
  // issue 40's words (German no-break spaces and glossary, the privacy policy's), where a row still holds the old
  { name: "revised-words", version: 1, load: revisedWords },
  // what the copy claims, corrected where a data set still holds the seed's old words (issue 40)
  // version 2: the fourth reading's corrections (chained after the first's, in order; re-running is a no-op)
  { name: "fact-corrections", version: 2, load: loadFactCorrections },
  // the glossary's one name for the pedal jack in data sets made before it (SUSTAIN端子)
  { name: "japanese-terms", version: 1, load: loadJapaneseTerms },
  // each model's specification holds what its documents name (issue 40's fourth reading): its rows,
  // kit and translated rows, where a data set still holds the seed's earlier ones
  { name: "model-specs", version: 1, load: loadModelSpecs },
  // the warranty and repair page (保証・修理) in every language, for a data set whose legal pages came before it
  { name: "warranty-page", version: 1, load: (db) => loadLegalPages(db, ["warranty"]) },
];

// Any constant works; it serialises seeding across app instances starting together on one Postgres.
const SEED_LOCK_KEY = 7_340_123;

/**
 * Loads the seed sets this database lacks. With `scale` above 1 (CONTENT_SCALE, a load-testing
 * fixture) it also loads that many times the content, but only into an empty database: the whole
 * fixture is one transaction, and a database that already holds content is refused.
 */
export async function seed(db: Db, scale: ContentScale = 1): Promise<string[]> {
  const sets = scale > 1 ? [...seedSets, scaledSet(scale)] : seedSets;
  // one query when every set is loaded already (every restart)
  const versions = new Map((await db.select().from(seedState)).map((s) => [s.name, s.version]));
  const pending = (state: Map<string, number>) => sets.filter((set) => (state.get(set.name) ?? 0) < set.version);
  if (!pending(versions).length) return [];
  if (scale > 1)
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const state = new Map((await tx.select().from(seedState)).map((s) => [s.name, s.version]));
      refuseScaleOnContent(state, scale);
      const loaded: string[] = [];
      for (const set of pending(state)) {
        await loadSet(tx as unknown as Db, set, state.get(set.name) ?? 0);
        loaded.push(`${set.name}@${set.version}`);
      }
      return loaded;
    });
  const loaded: string[] = [];
  for (const set of pending(versions)) {
    const done = await db.transaction(async (tx) => {
      // Two instances starting together must not both load a set (documents and firmware have no
      // natural key to conflict on): the second waits here, then finds the set loaded.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const [current] = await tx.select().from(seedState).where(eq(seedState.name, set.name));
      if (current && current.version >= set.version) return false;
      await loadSet(tx as unknown as Db, set, current?.version ?? 0);
      return true;
    });
    if (done) loaded.push(`${set.name}@${set.version}`);
  }
  return loaded;
}

async function loadSet(db: Db, set: SeedSet, from: number) {
  await set.load(db, from);
  await db
    .insert(seedState)
    .values({ name: set.name, version: set.version })
    .onConflictDoUpdate({ target: seedState.name, set: { version: set.version, loadedAt: new Date() } });
}

/** The fixture as a seed set whose version is its scale (see ./scale). */
function scaledSet(scale: ContentScale): SeedSet {
  return { name: "content-scale", version: scale, load: (db) => loadScaledContent(db, scale) };
}

async function loadCatalogue(db: Db) {
  await db.insert(categories).values(categorySeeds).onConflictDoNothing();
  await db
    .insert(subGroups)
    .values(subGroupSeeds.map(({ items: _items, ...group }) => group))
    .onConflictDoNothing();
  const now = new Date();
  await db
    .insert(products)
    .values(
      productSeeds.map((product) => ({
        ...product,
        modelCode: modelCode(product.id),
        unCompile: product.unCompile ?? false,
        status: "published" as const,
        publishedAt: now,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(subGroupProducts)
    .values(
      subGroupSeeds.flatMap((group) =>
        group.items.map((productId, position) => ({ subGroupId: group.id, productId, position })),
      ),
    )
    .onConflictDoNothing();
}

async function loadDocuments(db: Db) {
  const existing = new Set((await db.select({ href: productDocs.href }).from(productDocs)).map((d) => d.href));
  const rows = productSeeds.flatMap((product) =>
    documentsFor(product)
      .filter((doc) => !existing.has(doc.href))
      .map((doc, position) => ({
        productId: product.id,
        href: doc.href,
        afterfix: doc.afterfix,
        language: doc.language,
        position,
      })),
  );
  if (rows.length) await db.insert(productDocs).values(rows);
}

/**
 * The German and Japanese documents (owner's manuals, data lists, quick starts), for the products that are still there
 * (an editor may have removed one), each in the place of its English document (its position; the
 * lists order by position, then id). A document already listed (by its file) is not added again.
 */
async function loadDocumentLanguages(db: Db, kinds: readonly DocumentKind[]) {
  const present = new Set((await db.select({ id: products.id }).from(products)).map((p) => p.id));
  const listed = await db
    .select({
      productId: productDocs.productId,
      href: productDocs.href,
      afterfix: productDocs.afterfix,
      language: productDocs.language,
      position: productDocs.position,
    })
    .from(productDocs);
  const existing = new Set(listed.map((d) => d.href));
  const rows = productSeeds
    .filter((product) => present.has(product.id))
    .flatMap((product) => {
      const english = documentsFor(product);
      const placeOf = (afterfix: string) =>
        listed.find((d) => d.productId === product.id && d.language === "en" && d.afterfix === afterfix)?.position ??
        Math.max(
          0,
          english.findIndex((d) => d.afterfix === afterfix),
        );
      return translatedDocumentLocales.flatMap((locale) =>
        documentsFor(product, locale)
          .filter((doc) => kinds.includes(doc.kind) && !existing.has(doc.href))
          .map((doc) => ({
            productId: product.id,
            href: doc.href,
            afterfix: doc.afterfix,
            language: doc.language,
            position: placeOf(doc.afterfix),
          })),
      );
    });
  if (rows.length) await db.insert(productDocs).values(rows);
}

async function loadArticles(db: Db) {
  await db
    .insert(articles)
    .values(
      articleSeeds.map(({ date, ...article }) => ({
        ...article,
        status: "published" as const,
        publishedAt: new Date(`${date}T09:00:00Z`),
      })),
    )
    .onConflictDoNothing();
}

async function loadFirmware(db: Db) {
  await insertReleases(db, firmwareSeeds);
}

/** Inserts the given seed releases that are not there yet (by their archive's address). */
async function insertReleases(db: Db, seeds: typeof firmwareSeeds) {
  const existing = new Set(
    (await db.select({ href: firmwareReleases.href }).from(firmwareReleases)).map((f) => f.href),
  );
  const rows = seeds
    .map(([productId, version, date, changes, minimumVersion]) => ({
      productId,
      version,
      releasedAt: new Date(`${date}T09:00:00Z`),
      changes,
      href: firmwareHref(productId, version),
      minimumVersion: minimumVersion ?? null,
    }))
    .filter((row) => !existing.has(row.href));
  if (rows.length) await db.insert(firmwareReleases).values(rows);
}

/**
 * The firmware history for a data set seeded before it (a new one has it all already): the releases
 * the first firmware set lacked, their update articles and their notes' and articles' translations.
 * Only those are added, so a release or article an editor removed since stays removed.
 */
async function loadFirmwareHistory(db: Db) {
  const present = new Set((await db.select({ id: products.id }).from(products)).map((p) => p.id));
  const added = firmwareSeeds.filter(([id, version]) => present.has(id) && !firstFirmwareSet.has(`${id}@${version}`));
  await insertReleases(db, added);
  const notes = new Set(added.map(([id, version]) => `${id}@${version}`));
  const articleIds = new Set(added.map(([id, version]) => firmwareArticleId(id, version)));
  const updates = articleSeeds.filter((a) => articleIds.has(a.id));
  if (updates.length)
    await db
      .insert(articles)
      .values(
        updates.map(({ date, ...article }) => ({
          ...article,
          status: "published" as const,
          publishedAt: new Date(`${date}T09:00:00Z`),
        })),
      )
      .onConflictDoNothing();
  const translations = translationRows().filter(
    (r) => (r.entity === "firmware" && notes.has(r.entityId)) || (r.entity === "article" && articleIds.has(r.entityId)),
  );
  if (translations.length)
    await db
      .insert(contentTranslations)
      .values(translations as (typeof contentTranslations.$inferInsert)[])
      .onConflictDoNothing();
  await recordTranslationSources(db);
}

async function loadDealers(db: Db) {
  await db
    .insert(dealers)
    .values(
      dealerSeeds.map(({ verified, region, hours, ...store }) => ({
        ...store,
        region: region ?? null,
        openingHours: parseHoursText(hours) ?? [],
        verifiedOn: verified,
      })),
    )
    .onConflictDoNothing();
}

/** Video metadata for the products that are still there (an editor may have removed one). */
async function loadVideos(db: Db) {
  const present = new Set((await db.select({ id: products.id }).from(products)).map((p) => p.id));
  const rows = videoSeeds.filter((v) => present.has(v.productId));
  if (rows.length) await db.insert(productVideos).values(rows).onConflictDoNothing();
}

/**
 * The seed content's German and Japanese translations; an editor's own translation is kept. Each
 * records the English it was translated from: the English now (an English edited before the
 * translations were loaded is what its translation is marked against from then on).
 */
async function loadTranslations(db: Db) {
  const rows = translationRows();
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(contentTranslations)
      .values(rows.slice(i, i + 200) as (typeof contentTranslations.$inferInsert)[])
      .onConflictDoNothing();
  }
  await recordTranslationSources(db);
}

/** The Japanese stores' names and addresses in Japanese, for the seed stores still there; an editor's own is kept. */
async function loadDealerNames(db: Db) {
  const present = new Set((await db.select({ id: dealers.id }).from(dealers)).map((d) => d.id));
  const rows = seedDealerTranslations().filter((row) => present.has(row.entityId));
  if (rows.length)
    await db
      .insert(contentTranslations)
      .values(rows as (typeof contentTranslations.$inferInsert)[])
      .onConflictDoNothing();
  await recordTranslationSources(db);
}

/**
 * The imprint, privacy policy, terms of use, company profile and warranty page in every language (or
 * only the pages `keys` names): a site never goes without them. A page an editor changed is kept.
 */
async function loadLegalPages(db: Db, keys?: readonly LegalPageKey[]) {
  const rows = locales.flatMap((locale) =>
    Object.entries(legalPageSeeds[locale])
      .filter(([key]) => !keys || keys.includes(key as LegalPageKey))
      .map(([key, page]) => ({
        id: `${key}-${locale}`,
        key: key as keyof (typeof legalPageSeeds)[typeof locale],
        locale,
        title: page.title,
        summary: page.summary,
        body: textToLegalBlocks(page.body),
      })),
  );
  await db.insert(legalPages).values(rows).onConflictDoNothing();
}

/**
 * The copy's facts as the seed has them now (./corrections.ts), for a data set seeded before: a
 * product's words, an article, a firmware note or a translation that still holds the seed's old
 * sentence gets the new one; an editor's own wording is left. A translation corrected beside its
 * English records the corrected English as its source, so it stays current; one whose English an
 * editor reworded keeps its source, and shows as outdated as before. A model the seed now lists as
 * discontinued (the MK200, in no group, so no line page listed it) gets its day where a data set
 * still has it current and out of the menu.
 */
async function loadModelSpecs(db: Db) {
  const now = new Date();
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  for (const before of specsBefore.products) {
    const seedProduct = productSeeds.find((p) => p.id === before.id);
    if (!seedProduct) continue;
    if (before.params)
      await db
        .update(products)
        .set({ params: seedProduct.params, updatedAt: now, version: sql`${products.version} + 1` })
        .where(
          and(
            eq(products.id, before.id),
            // the rows as the seed wrote them, or, in a data set made before issue 40, as the first seed did
            or(
              sql`${products.params} = ${json(before.params)}`,
              sql`${products.params} = ${json(earlierParams(before.params))}`,
            ),
          ),
        );
    if (before.kit !== undefined)
      await db
        .update(products)
        .set({ kit: seedProduct.kit ?? {}, updatedAt: now, version: sql`${products.version} + 1` })
        .where(and(eq(products.id, before.id), sql`${products.kit} = ${json(before.kit ?? {})}`));
  }
  const rows = translationRows();
  for (const before of specsBefore.translations) {
    const row = rows.find(
      (r) =>
        r.entity === "product" && r.field === "params" && r.entityId === before.entityId && r.locale === before.locale,
    );
    if (!row) continue;
    // the translation follows only where its model's English rows are the seed's new ones
    await db
      .update(contentTranslations)
      .set({ value: row.value, source: null, updatedAt: now })
      .where(
        and(
          translationSlot(row),
          or(
            sql`${contentTranslations.value} = ${json(before.value)}`,
            sql`${contentTranslations.value} = ${json(earlierValue(before.value, before.locale))}`,
          ),
          sql`exists (select 1 from product p where p.id = ${row.entityId} and p.params = ${json(
            productSeeds.find((p) => p.id === row.entityId)?.params ?? [],
          )})`,
        ),
      );
  }
  // new labels (what comes in the box) in every language; a label an editor translated is kept
  const labels = rows.filter((r) => r.entity === "param-label");
  if (labels.length)
    await db
      .insert(contentTranslations)
      .values(labels as (typeof contentTranslations.$inferInsert)[])
      .onConflictDoNothing();
  await recordTranslationSources(db);
}

async function loadFactCorrections(db: Db, from: number) {
  const english = factCorrections.en;
  const now = new Date();
  // version 1 marked the MK200 discontinued: a data set that had it keeps what an editor did since
  if (from < 1)
    for (const { id, discontinuedOn } of productSeeds)
      if (discontinuedOn)
        await db
          .update(products)
          .set({ discontinuedOn, updatedAt: now, version: sql`${products.version} + 1` })
          .where(and(eq(products.id, id), isNull(products.discontinuedOn), isNull(products.menuPosition)));
  const slot = (entity: string, id: string, field: string) => `${entity}/${id}/${field}`;
  const correctedEnglish = new Set<string>();

  const productFields = ["desc", "sp1", "sp2", "sp3", "sp4", "stickyList", "params"] as const;
  const productRows = await db
    .select({
      id: products.id,
      desc: products.desc,
      sp1: products.sp1,
      sp2: products.sp2,
      sp3: products.sp3,
      sp4: products.sp4,
      stickyList: products.stickyList,
      params: products.params,
    })
    .from(products);
  for (const row of productRows) {
    const set: Partial<typeof products.$inferInsert> = {};
    for (const field of productFields) {
      const value = corrected(row[field], english);
      if (value === row[field]) continue;
      Object.assign(set, { [field]: value });
      correctedEnglish.add(slot("product", row.id, field));
    }
    if (Object.keys(set).length)
      await db
        .update(products)
        .set({ ...set, updatedAt: now, version: sql`${products.version} + 1` })
        .where(eq(products.id, row.id));
  }

  const articleFields = ["title", "summary", "body"] as const;
  const articleRows = await db
    .select({ id: articles.id, title: articles.title, summary: articles.summary, body: articles.body })
    .from(articles);
  for (const row of articleRows) {
    const set: Partial<typeof articles.$inferInsert> = {};
    for (const field of articleFields) {
      const value = corrected(row[field], english);
      if (value === row[field]) continue;
      Object.assign(set, { [field]: value });
      correctedEnglish.add(slot("article", row.id, field));
    }
    if (Object.keys(set).length)
      await db
        .update(articles)
        .set({ ...set, updatedAt: now, version: sql`${articles.version} + 1` })
        .where(eq(articles.id, row.id));
  }

  const releases = await db
    .select({
      id: firmwareReleases.id,
      productId: firmwareReleases.productId,
      version: firmwareReleases.version,
      changes: firmwareReleases.changes,
    })
    .from(firmwareReleases);
  for (const row of releases) {
    const changes = corrected(row.changes, english);
    if (changes === row.changes) continue;
    await db.update(firmwareReleases).set({ changes }).where(eq(firmwareReleases.id, row.id));
    correctedEnglish.add(slot("firmware", `${row.productId}@${row.version}`, "changes"));
  }

  for (const page of await db
    .select({ id: legalPages.id, locale: legalPages.locale, body: legalPages.body })
    .from(legalPages)) {
    const body = corrected(page.body, legalCorrections[page.locale]);
    if (body === page.body) continue;
    await db
      .update(legalPages)
      .set({ body, updatedAt: now, version: sql`${legalPages.version} + 1` })
      .where(eq(legalPages.id, page.id));
  }

  const translated = await db
    .select()
    .from(contentTranslations)
    .where(
      and(
        inArray(contentTranslations.locale, ["de", "ja"]),
        inArray(contentTranslations.entity, ["product", "article", "firmware"]),
      ),
    );
  // a row the seed set revised-words already brought to the seed's words (the German rewrite of a
  // corrected sentence) is the seed's translation of the corrected English: its source follows too
  // (compared with sorted keys: jsonb keeps an object's keys in its own order)
  const canonical = (value: unknown) =>
    JSON.stringify(value, (_, v) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
        : v,
    );
  const seedValue = new Map(
    translationRows().map((r) => [`${slot(r.entity, r.entityId, r.field)}/${r.locale}`, canonical(r.value)]),
  );
  for (const row of translated) {
    const value = corrected(row.value, factCorrections[row.locale as "de" | "ja"]);
    const englishCorrected = correctedEnglish.has(slot(row.entity, row.entityId, row.field));
    const seeds = seedValue.get(`${slot(row.entity, row.entityId, row.field)}/${row.locale}`) === canonical(value);
    if (value === row.value && !(englishCorrected && seeds)) continue;
    const source = englishCorrected ? corrected(row.source, english) : row.source;
    await db.update(contentTranslations).set({ value, source, updatedAt: now }).where(translationSlot(row));
  }
}
