import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { ArticleBlock, LegalBlock, LegalPageKey } from "~/lib/content-model";
import { byGender } from "~/lib/i18n/gender";
import { locales } from "~/lib/i18n/locales";
import { legalBlocksToText, textToLegalBlocks } from "~/lib/legal-text";
import { modelCode } from "~/lib/model-code";
import { movedArticles } from "~/lib/moved-articles";
import { parseHoursText } from "~/lib/opening-hours";
import { storedToSlots } from "~/lib/translations/slots";
import type { Db } from "../client";
import {
  articles,
  auditLog,
  categories,
  contentTranslations,
  dealers,
  editPresence,
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
import { articleSeeds, firmwareArticleId, steppingStoneParagraph, updateNotes } from "./articles";
import { categorySeeds, subGroupSeeds } from "./catalogue";
import { corrected, factCorrections, legalAdditions, legalCorrections } from "./corrections";
import { addedDealerIds, dealerSeeds } from "./dealers";
import { type DocumentKind, documentsFor, translatedDocumentLocales, videoSeeds } from "./documents";
import { firmwareSeeds, firstFirmwareSet } from "./firmware";
import { firmwareHref } from "./firmware-files";
import { loadJapaneseTerms } from "./japanese-terms";
import { kitsBefore } from "./kits-before";
import { legalPageEffectiveOn, legalPageSeeds } from "./legal";
import { productSeeds } from "./products";
import { earlierParams, earlierValue, revisedWords, translationSlot } from "./revised-words-load";
import { type ContentScale, loadScaledContent, refuseScaleOnContent } from "./scale";
import {
  specsBefore,
  specsBeforeFifth,
  specsDocuments,
  specsDocumentsAdded,
  specsFifthReading,
  specsModelFacts,
  specsSeventhReading,
} from "./specs-before";
import { seedDealerTranslations, translationRows } from "./translations";
import { steppingStoneParagraphDe } from "./translations/de/news";
import { steppingStoneParagraphJa } from "./translations/ja/news";

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
  { name: "dealers", version: 1, load: (db) => loadDealers(db) },
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
  // version 3: one-finger chords named by no model, the MK37's and MK49's features, functions dated by their firmware,
  //   the warranty page names the warranty card the box now holds (保証書 presented in Japan; the receipt in Europe),
  //   the imprint names the WEEE registration (WEEE-Reg.-Nr.) beside the commercial register,
  //   the dealer network's countries with the stores in Austria and Switzerland (dealers-at-ch-jp),
  //   power as the specification writes it (15 W × 2), release notes, LINE OUT端子,
  //   the German warranty's exclusion of others' repairs, the MK49's place in the range, the MR101S's four kits of firmware 1.2.0,
  //   firmware articles name what to download, CP203-Bedienungsanleitung, the MK200's lesson, the AKX10S's samples
  // version 4 (seventh reading, documents true to each model): the disposal page points to the factory
  //   reset every owner's manual now describes; gender-fair German (the trade fair's Sounddesign-Team,
  //   Musikerinnen und Musiker auf der Bühne, speakers aimed at „Sie am Instrument“)
  //   and the fifth reading, Japanese copy: the SP-C121's action, Noteva製品をお使いの皆さま, the SP201Plus tour,
  //   ゲスト講師, a tempo figure with its unit (200 BPM) in every language
  //   and the fifth reading's German copy: German phrases for English ones (mit 2 × 15 W Verstärkerleistung, Besuchen Sie uns),
  //   the CP203's half-damper on its damper pedal, gender-fair words, Netzadapter, the terms' right of use,
  //   update posts headed „Die Änderungen“, firmware 2.0.0 written whole; a legal page's summary is corrected too
  //   and the fifth reading's model facts: the CP203's practice pieces without a lesson function its data lacks,
  //   the SP201Plus's second electric piano of firmware 1.1.0, the action lab's test of every key action prototype in the news
  // version 5 (branch copy, the German and Japanese reviewers' reading): the SP201Plus's set-ups recalled
  //   from its registration memory, its LINE OUT to the PA and a Schwellerpedal in EXPRESSION; the MK61's
  //   „jeder mit Intro“, the MR101S's pad 16 that „verwendete“ (used) a wrong curve; a firmware article
  //   whose release needs a stepping stone says so first (the MK61's 2.0.0); the SUPERBOOTH25 article's
  //   id superbooth-2025 (~/lib/moved-articles); the German warranty and disposal pages' Austria and
  //   Switzerland (legalAdditions) and Germany's rules named as Germany's
  //   and the eighth reading's copy (eighthReadingCopy): the MK37 and MR101S fit „einen Rucksack“, not „jeden“
  //   and the eighth reading (eighthReadingFacts): the SP201Plus's hammer action the same as the SP-C121's, the MK61's
  //   technique from the start; the terms of use as the licence of software and firmware (no update shows terms)
  // version 6: every privacy policy names the contact form's mails and firmware news by e-mail (legalAdditions)
  { name: "fact-corrections", version: 6, load: loadFactCorrections },
  // the glossary's one name for the pedal jack in data sets made before it (SUSTAIN端子)
  { name: "japanese-terms", version: 1, load: loadJapaneseTerms },
  // each model's specification holds what its documents name (issue 40's fourth reading): its rows,
  // kit and translated rows, where a data set still holds the seed's earlier ones
  // version 2: every model's box names its warranty card (保証書, Garantiekarte), as the warranty page does,
  //   the MR101S's dimensions, weight and colour, the four kits firmware 1.2.0 added, the MK37's TEMPO dial (the fifth reading),
  //   the AKX10S's DC IN 19 V, the MR101S's power as the others' (from the rows version 1 wrote)
  // version 3 (seventh reading, documents true to each model): the SP-C121's recorder row names its
  //   standard MIDI file export over USB, as its product page and manual do (from the rows version 2 wrote)
  //   and the fifth reading's model facts: the SP-C121's headphone jacks on its front (PHONES × 2 (front)), as its copy says
  // version 4 (documents): the MR101S's USB TO HOST (USB-MIDI), as its copy and launch article advertise it, in every language
  //   and the eighth reading: the SP201Plus's registration memory in Japanese (8メモリー); the SP-C121's USB TO HOST
  //   with USB storage for its recordings, the MR101S's for its pattern chains from firmware 1.2.0
  //   and the eighth reading's firmware marks: the SP-C121's brilliance and the MK49's lessons say „ab Firmware 1.1.0“
  { name: "model-specs", version: 4, load: loadModelSpecs },
  // the warranty and repair page (保証・修理) in every language, for a data set whose legal pages came before it
  { name: "warranty-page", version: 1, load: (db) => loadLegalPages(db, ["warranty"]) },
  // disposal and take-back (Entsorgung und Rücknahme, 廃棄・リサイクル: ElektroG, BattDG) in every language
  { name: "disposal-page", version: 1, load: (db) => loadLegalPages(db, ["disposal"]) },
  // each legal page's effective date („Stand“) from the seed, where the page's text is still the seed's
  { name: "legal-dates", version: 1, load: loadLegalDates },
  // the stores in Austria and Switzerland and in Japan's main cities, with the Japanese ones' names in Japanese
  { name: "dealers-at-ch-jp", version: 1, load: loadAddedDealers },
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

async function loadDealers(db: Db, seeds = dealerSeeds) {
  await db
    .insert(dealers)
    .values(
      seeds.map(({ verified, region, hours, ...store }) => ({
        ...store,
        region: region ?? null,
        openingHours: parseHoursText(hours) ?? [],
        verifiedOn: verified,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The stores the second dealer set added, for a data set seeded before them (a new one has them
 * from the set `dealers`), and their Japanese names and addresses. Only those are added: a store
 * an editor removed since stays removed, and one an editor made with the same id is kept.
 */
async function loadAddedDealers(db: Db) {
  const existing = new Set((await db.select({ id: dealers.id }).from(dealers)).map((d) => d.id));
  const added = dealerSeeds.filter((d) => addedDealerIds.has(d.id) && !existing.has(d.id));
  if (!added.length) return;
  await loadDealers(db, added);
  const ids = new Set(added.map((d) => d.id));
  const rows = seedDealerTranslations().filter((row) => ids.has(row.entityId));
  if (rows.length)
    await db
      .insert(contentTranslations)
      .values(rows as (typeof contentTranslations.$inferInsert)[])
      .onConflictDoNothing();
  await recordTranslationSources(db);
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
        effectiveOn: legalPageEffectiveOn(locale, key as LegalPageKey),
      })),
  );
  await db.insert(legalPages).values(rows).onConflictDoNothing();
}

/**
 * Each page's effective date (its „Stand“) where a data set took the day its rows were written
 * (drizzle/0027): a page whose text is still the seed's gets the seed's date; a page an editor
 * rewrote keeps the day of its last change, which the editor can set in the admin.
 */
async function loadLegalDates(db: Db) {
  const rows = await db
    .select({ id: legalPages.id, key: legalPages.key, locale: legalPages.locale, body: legalPages.body })
    .from(legalPages);
  for (const row of rows) {
    const seeded = legalPageSeeds[row.locale][row.key];
    // compared as typed: jsonb keeps a block's keys in an order of its own
    if (legalBlocksToText(row.body) !== legalBlocksToText(textToLegalBlocks(seeded.body))) continue;
    await db
      .update(legalPages)
      .set({ effectiveOn: legalPageEffectiveOn(row.locale, row.key) })
      .where(eq(legalPages.id, row.id));
  }
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
  // each reading's earlier rows in turn: a data set of either is brought to the seed's
  for (const before of [...specsBefore.products, ...specsBeforeFifth.products]) {
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
  for (const before of [...specsBefore.translations, ...specsBeforeFifth.translations]) {
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
  // version 2 (fifth reading) and 3 (seventh): rows and kits as an earlier version wrote them, the
  // seed's now with each later change put back (a change already made matches nothing: a no-op)
  const putBack = (value: unknown, changes: typeof specsFifthReading): unknown => {
    if (typeof value === "string") return changes.find((c) => c.now === value)?.was ?? value;
    if (Array.isArray(value)) return value.map((item) => putBack(item, changes));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, putBack(v, changes)]));
    return value;
  };
  // each version's changes, in order: a data set at version v holds the rows with every later version's put back
  // (version 3: the SP-C121's recorder row with its MIDI file export, its PHONES on its front)
  // (version 4: the MR101S's USB TO HOST (USB-MIDI))
  const readings = [specsFifthReading, [...specsSeventhReading, ...specsModelFacts], specsDocuments];
  /** A translation's rows without those version 4 added (a data set before it has none of them). */
  const withoutAdded = (value: unknown, id: string, locale: string): unknown => {
    const added = specsDocumentsAdded.filter((a) => a.id === id && a.locale === locale).map((a) => a.label);
    if (!added.length || !value || typeof value !== "object" || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).filter(([label]) => !added.includes(label)));
  };
  for (const [first] of readings.entries())
    for (const seedProduct of productSeeds) {
      const { id } = seedProduct;
      const since = readings.slice(first).flat();
      const changes = (locale: string) => since.filter((c) => (c.id ?? id) === id && c.locale === locale);
      const english = changes("en");
      const before = (value: unknown) => json(putBack(value, english));
      if (english.length && JSON.stringify(putBack(seedProduct.params, english)) !== JSON.stringify(seedProduct.params))
        await db
          .update(products)
          .set({ params: seedProduct.params, updatedAt: now, version: sql`${products.version} + 1` })
          .where(and(eq(products.id, id), sql`${products.params} = ${before(seedProduct.params)}`));
      if (
        english.length &&
        seedProduct.kit &&
        JSON.stringify(putBack(seedProduct.kit, english)) !== JSON.stringify(seedProduct.kit)
      )
        await db
          .update(products)
          .set({ kit: seedProduct.kit, updatedAt: now, version: sql`${products.version} + 1` })
          .where(and(eq(products.id, id), sql`${products.kit} = ${before(seedProduct.kit)}`));
      for (const row of rows)
        if (row.entity === "product" && row.field === "params" && row.entityId === id && changes(row.locale).length)
          await db
            .update(contentTranslations)
            .set({ value: row.value, source: null, updatedAt: now })
            .where(
              and(
                translationSlot(row),
                sql`${contentTranslations.value} = ${json(putBack(withoutAdded(row.value, id, row.locale), changes(row.locale)))}`,
                sql`exists (select 1 from product p where p.id = ${id} and p.params = ${json(seedProduct.params)})`,
              ),
            );
    }
  // version 4: the rows a translation gained (the MR101S's USB row), where it is the seed's without them
  for (const { id, locale } of specsDocumentsAdded) {
    const row = rows.find(
      (r) => r.entity === "product" && r.field === "params" && r.entityId === id && r.locale === locale,
    );
    if (!row) continue;
    await db
      .update(contentTranslations)
      .set({ value: row.value, source: null, updatedAt: now })
      .where(
        and(translationSlot(row), sql`${contentTranslations.value} = ${json(withoutAdded(row.value, id, locale))}`),
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
  // version 2: the box names the warranty card, where a kit is still the one version 1 left
  for (const before of kitsBefore) {
    const seedProduct = productSeeds.find((p) => p.id === before.id);
    if (!seedProduct) continue;
    await db
      .update(products)
      .set({ kit: seedProduct.kit ?? {}, updatedAt: now, version: sql`${products.version} + 1` })
      .where(and(eq(products.id, before.id), sql`${products.kit} = ${json(before.kit ?? {})}`));
  }
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

  /** Each row's `fields` with the English corrections applied; `save` writes a row's changed ones. */
  const correctEach = async <R extends { id: string }, F extends keyof R & string>(
    entity: string,
    rows: readonly R[],
    fields: readonly F[],
    save: (id: string, set: Partial<Pick<R, F>>) => Promise<unknown>,
  ) => {
    for (const row of rows) {
      const set: Partial<Pick<R, F>> = {};
      for (const field of fields) {
        const value = corrected(row[field], english);
        if (value === row[field]) continue;
        set[field] = value;
        correctedEnglish.add(slot(entity, row.id, field));
      }
      if (Object.keys(set).length) await save(row.id, set);
    }
  };
  const bumped = { updatedAt: now };

  await correctEach(
    "product",
    await db
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
      .from(products),
    ["desc", "sp1", "sp2", "sp3", "sp4", "stickyList", "params"],
    (id, set) =>
      db
        .update(products)
        .set({ ...set, ...bumped, version: sql`${products.version} + 1` })
        .where(eq(products.id, id)),
  );
  await correctEach(
    "article",
    await db
      .select({ id: articles.id, title: articles.title, summary: articles.summary, body: articles.body })
      .from(articles),
    ["title", "summary", "body"],
    (id, set) =>
      db
        .update(articles)
        .set({ ...set, ...bumped, version: sql`${articles.version} + 1` })
        .where(eq(articles.id, id)),
  );
  // a category's title and a product group's description, as the catalogue pages and the home page show them
  await correctEach(
    "category",
    await db.select({ id: categories.id, title: categories.title }).from(categories),
    ["title"],
    (id, set) =>
      db
        .update(categories)
        .set({ ...set, ...bumped, version: sql`${categories.version} + 1` })
        .where(eq(categories.id, id)),
  );
  await correctEach(
    "group",
    await db.select({ id: subGroups.id, desc: subGroups.desc }).from(subGroups),
    ["desc"],
    (id, set) =>
      db
        .update(subGroups)
        .set({ ...set, ...bumped, version: sql`${subGroups.version} + 1` })
        .where(eq(subGroups.id, id)),
  );

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
    .select({
      id: legalPages.id,
      key: legalPages.key,
      locale: legalPages.locale,
      body: legalPages.body,
      summary: legalPages.summary,
    })
    .from(legalPages)) {
    // its body, and its summary (the description search engines show) where a correction's words are in it
    const body = withAdditions(corrected(page.body, legalCorrections[page.locale]), legalAdditions[page.locale]);
    const summary = corrected(page.summary, legalCorrections[page.locale]);
    if (body === page.body && summary === page.summary) continue;
    // a page that now holds the seed's text takes the seed's date for it (its „Stand“ moves with it)
    const seeded =
      legalBlocksToText(body) === legalBlocksToText(textToLegalBlocks(legalPageSeeds[page.locale][page.key].body));
    await db
      .update(legalPages)
      .set({
        body,
        summary,
        updatedAt: now,
        version: sql`${legalPages.version} + 1`,
        ...(seeded ? { effectiveOn: legalPageEffectiveOn(page.locale, page.key) } : {}),
      })
      .where(eq(legalPages.id, page.id));
  }

  const translated = await db
    .select()
    .from(contentTranslations)
    .where(
      and(
        inArray(contentTranslations.locale, ["de", "ja"]),
        inArray(contentTranslations.entity, ["product", "article", "firmware", "category", "group"]),
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
  // version 5: a release that needs a stepping stone says so first in its article; an article
  // whose address changed takes its new id
  if (from < 5) {
    await steppingStonesFirst(db, now);
    await moveArticles(db);
  }
}

/**
 * An article whose address changed (~/lib/moved-articles) takes its new id, with its translations,
 * its history and its editors' presence; the search index, the sitemap and the feeds follow from
 * it. One a data set holds under both ids is left as it is.
 */
async function moveArticles(db: Db) {
  for (const [old, id] of Object.entries(movedArticles)) {
    const held = await db
      .select({ id: articles.id })
      .from(articles)
      .where(inArray(articles.id, [old, id]));
    if (held.length !== 1 || held[0]?.id !== old) continue;
    await db.update(articles).set({ id }).where(eq(articles.id, old));
    await db
      .update(contentTranslations)
      .set({ entityId: id })
      .where(and(eq(contentTranslations.entity, "article"), eq(contentTranslations.entityId, old)));
    await db
      .update(auditLog)
      .set({ entityId: id })
      .where(and(eq(auditLog.entity, "article"), eq(auditLog.entityId, old)));
    await db
      .update(editPresence)
      .set({ entityId: id })
      .where(and(eq(editPresence.entity, "article"), eq(editPresence.entityId, old)));
  }
}

/**
 * A legal page's blocks with the additions made: each goes in after the block whose text is its
 * `after`, unless the page lacks that block or holds the addition's first block already (an
 * editor's page, or one that has it); the same blocks when none applies.
 */
function withAdditions(body: LegalBlock[], additions: readonly { after: string; add: string }[]): LegalBlock[] {
  let blocks = body;
  const textOf = (block: LegalBlock) => legalBlocksToText([block]);
  for (const { after, add } of additions) {
    const added = textToLegalBlocks(add);
    const first = added[0];
    if (!first || blocks.some((b) => textOf(b) === textOf(first))) continue;
    const at = blocks.findIndex((b) => textOf(b) === after);
    if (at < 0) continue;
    blocks = [...blocks.slice(0, at + 1), ...added, ...blocks.slice(at + 1)];
  }
  return blocks;
}

/**
 * An update article whose release needs a stepping stone (a minimum installed version) begins with
 * it, as the seed's now do: where an article still lists the notes that name the minimum version
 * among its changes, they move to a first paragraph that says what to install first, in English,
 * German and Japanese (a translation's source follows the English). An article whose first
 * paragraph names the minimum already, or whose list an editor rewrote, is left as it is.
 */
async function steppingStonesFirst(db: Db, now: Date) {
  const paragraph = {
    en: steppingStoneParagraph,
    de: (name: string, version: string, minimum: string, notes: readonly string[]) => {
      const gender = productSeeds.find((p) => p.id === name || p.title === name)?.gender;
      return steppingStoneParagraphDe(
        `${byGender({ n: "das", f: "die", m: "den" }, gender)} ${name}`,
        version,
        minimum,
        notes,
      );
    },
    ja: steppingStoneParagraphJa,
  } as const;
  const moved = (body: unknown, locale: "en" | "de" | "ja", name: string, version: string, minimum: string) => {
    if (!Array.isArray(body)) return null;
    const blocks = body as ArticleBlock[];
    const first = blocks[0];
    if (first?.type === "p" && first.text.includes(minimum)) return null;
    const list = blocks.find((b) => b.type === "ul");
    if (list?.type !== "ul") return null;
    const { prerequisite, listed } = updateNotes(list.items, minimum);
    if (!prerequisite.length) return null;
    const text = paragraph[locale](name, version, minimum, prerequisite);
    return [{ type: "p", text } as ArticleBlock, ...blocks.map((b) => (b === list ? { ...list, items: listed } : b))];
  };
  for (const [productId, version, , , minimum] of firmwareSeeds) {
    if (!minimum) continue;
    const id = firmwareArticleId(productId, version);
    const name = productId === "SPC121" ? "SP-C121" : productId;
    const [article] = await db.select({ body: articles.body }).from(articles).where(eq(articles.id, id));
    const body = article && moved(article.body, "en", name, version, minimum);
    // a translation made from the English as it was is made from the English as it is now
    const sourceOf = (blocks: unknown) => storedToSlots("article", { body: blocks });
    const sorted = (slots: Record<string, unknown> | null) =>
      JSON.stringify(Object.entries(slots ?? {}).sort(([x], [y]) => (x < y ? -1 : 1)));
    const englishBefore = article ? sorted(sourceOf(article.body)) : null;
    const englishAfter = sourceOf(body ?? article?.body ?? []);
    if (body)
      await db
        .update(articles)
        .set({ body, updatedAt: now, version: sql`${articles.version} + 1` })
        .where(eq(articles.id, id));
    for (const row of await db
      .select()
      .from(contentTranslations)
      .where(
        and(
          eq(contentTranslations.entity, "article"),
          eq(contentTranslations.entityId, id),
          eq(contentTranslations.field, "body"),
        ),
      )) {
      const locale = row.locale === "de" || row.locale === "ja" ? row.locale : null;
      if (!locale) continue;
      const value = moved(row.value, locale, name, version, minimum);
      if (!value) continue;
      const source = sorted(row.source) === englishBefore ? englishAfter : row.source;
      await db.update(contentTranslations).set({ value, source, updatedAt: now }).where(translationSlot(row));
    }
  }
}
