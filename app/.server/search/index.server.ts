import { and, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { searchEntries, searchTerms } from "~/.server/db/schema/search";
import { storedFingerprint, storeFingerprint } from "~/.server/db/sync-state.server";
import { keepUmlauts } from "~/lib/search/german";
import { segmentJapanese } from "~/lib/search/segment";
import { KATAKANA_RUN, kanaKey } from "~/lib/search/synonyms";
import type { SearchEntryInput, SearchScope, SearchSource } from "./sources.server";

let handedIn: readonly SearchSource[] | null = null;

/**
 * Hands the index the sources of everything searchable, once, by whatever composes the app
 * (`app/search-sources.server.ts`): the sources live beside their owners, which sit above the
 * index and the change pipeline, so neither imports them.
 */
export function indexSources(sources: readonly SearchSource[]) {
  handedIn = sources;
}

function sourcesHandedIn(): readonly SearchSource[] {
  if (!handedIn)
    throw new Error("The search index has no sources: call indexSources at start-up (app/search-sources.server.ts)");
  return handedIn;
}

// Any constant works; it serialises index writes across app instances sharing one Postgres.
const INDEX_LOCK_KEY = 7_340_122;

/** Words of at least three characters, lower-cased: the dictionary typos are corrected against. */
export function indexWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => w.length >= 3 && w.length <= 40 && /\p{L}/u.test(w),
  );
}

/** The `sync_state` entry that records that the index has been built on this database, and how. */
export const SEARCH_INDEX = "search-index";

/**
 * How the entries' text vectors are made: a data set whose index was built another way has every
 * entry made again at its next full rebuild (an unchanged entry's vector is otherwise kept).
 * "built": the first way; v2: German with its umlauts marked (lib/search/german.ts); v3: Japanese
 * katakana runs also without their long vowel marks (メトロノム finds メトロノーム, lib/search/synonyms.ts);
 * v4: and with their small kana full-size (ヘツドホン finds ヘッドホン).
 */
export const INDEX_SCHEME = "built v4: Japanese katakana keys also with small kana full-size";

type Row = Omit<ReturnType<typeof toRow>, "kind" | "locale"> & { kind: string; locale: string };

/**
 * Brings the search entries a scope touched (all of them without a scope) up to date with the
 * content, inside the caller's transaction: entries whose content changed are replaced, new ones
 * added, gone ones (deleted, unpublished) removed, and the typo dictionary's word counts moved by
 * exactly what was removed and added. Unchanged entries are not written, so a start with current
 * content writes nothing. Writers on every instance take turns on one advisory lock.
 */
export async function syncSearchIndex(tx: Db, scope?: SearchScope, sources = sourcesHandedIn()) {
  await tx.execute(sql`select pg_advisory_xact_lock(${INDEX_LOCK_KEY})`);
  // one after another: a transaction is one connection, which runs one query at a time
  const all: Row[] = [];
  for (const source of sources) for (const entry of await source.load(tx, scope)) all.push(toRow(entry));
  const fresh = new Map(all.map((row) => [row.id, row]));
  const existing = await tx
    .select({
      id: searchEntries.id,
      kind: searchEntries.kind,
      refId: searchEntries.refId,
      owner: searchEntries.owner,
      title: searchEntries.title,
      summary: searchEntries.summary,
      body: searchEntries.body,
      keywords: searchEntries.keywords,
      codes: searchEntries.codes,
      url: searchEntries.url,
      pic: searchEntries.pic,
      boost: searchEntries.boost,
      publishedAt: searchEntries.publishedAt,
      locale: searchEntries.locale,
    })
    .from(searchEntries)
    .where(await scopeWhere(tx, scope, sources));
  // an index built another way is made again whole: its vectors are not this way's
  const rebuilt = !scope && (await storedFingerprint(tx, SEARCH_INDEX)) !== INDEX_SCHEME;
  const stale = existing.filter((row) => {
    if (rebuilt) return true;
    const now = fresh.get(row.id);
    if (now && same(now, row)) {
      fresh.delete(row.id);
      return false;
    }
    return true;
  });
  const added = [...fresh.values()];
  for (let i = 0; i < stale.length; i += 500)
    await tx.delete(searchEntries).where(
      inArray(
        searchEntries.id,
        stale.slice(i, i + 500).map((r) => r.id),
      ),
    );
  for (let i = 0; i < added.length; i += 200)
    await tx.insert(searchEntries).values(added.slice(i, i + 200).map((row) => ({ ...row, tsv: tsvOf(row) })));
  if (scope) await moveTerms(tx, stale, added);
  else if (stale.length || added.length) await recountTerms(tx, all);
  if (!scope) await storeFingerprint(tx, SEARCH_INDEX, INDEX_SCHEME);
  return { removed: stale.length, added: added.length, changed: stale.length + added.length > 0 };
}

function wordCounts(rows: Row[], by: number, into = new Map<string, number>()) {
  // typos are corrected in the languages written with spaces; Japanese is looked up by its words
  for (const row of rows)
    if (row.locale !== "ja")
      for (const word of indexWords(`${row.title} ${row.keywords} ${row.summary} ${row.body}`))
        into.set(word, (into.get(word) ?? 0) + by);
  return into;
}

/** Moves the dictionary's counts by the words of the entries removed and added. */
async function moveTerms(tx: Db, removed: Row[], added: Row[]) {
  const delta = wordCounts(added, 1, wordCounts(removed, -1));
  const moved = [...delta].filter(([, by]) => by !== 0).map(([word, hits]) => ({ word, hits }));
  for (let i = 0; i < moved.length; i += 1000)
    await tx
      .insert(searchTerms)
      .values(moved.slice(i, i + 1000))
      .onConflictDoUpdate({ target: searchTerms.word, set: { hits: sql`${searchTerms.hits} + excluded.hits` } });
  if (moved.some((t) => t.hits < 0)) await tx.delete(searchTerms).where(lte(searchTerms.hits, 0));
}

/** Counts the dictionary afresh from every entry (a whole rebuild also repairs any drift). */
async function recountTerms(tx: Db, rows: Row[]) {
  const terms = [...wordCounts(rows, 1)].map(([word, hits]) => ({ word, hits }));
  await tx.delete(searchTerms);
  for (let i = 0; i < terms.length; i += 1000) await tx.insert(searchTerms).values(terms.slice(i, i + 1000));
}

/** The index rows a scope covers: of each source's kind, those of the owners the source says the scope touches. */
async function scopeWhere(
  tx: Db,
  scope: SearchScope | undefined,
  sources: readonly SearchSource[],
): Promise<SQL | undefined> {
  if (!scope) return undefined;
  const covered: SQL[] = [];
  for (const source of sources) {
    const owners = await source.owners(tx, scope);
    if (owners.length)
      covered.push(and(eq(searchEntries.kind, source.kind), inArray(searchEntries.owner, [...owners])) as SQL);
  }
  return or(...covered) ?? sql`false`;
}

/** Rebuilds (brings up to date) the whole index in one transaction: readers never see half of it. */
export async function rebuildSearchIndex(db: Db, sources = sourcesHandedIn()) {
  const result = await db.transaction((tx) => syncSearchIndex(tx, undefined, sources));
  const [{ entries } = { entries: 0 }] = await db.select({ entries: sql<number>`count(*)::int` }).from(searchEntries);
  return { entries, rebuilt: result.changed };
}

function same(a: Row, b: Row): boolean {
  return (
    a.locale === b.locale &&
    a.kind === b.kind &&
    a.refId === b.refId &&
    a.owner === b.owner &&
    a.title === b.title &&
    a.summary === b.summary &&
    a.body === b.body &&
    a.keywords === b.keywords &&
    a.url === b.url &&
    a.pic === b.pic &&
    // a real column: the database answers 0.8 for what it holds as fround(0.8), so both sides are compared as stored
    Math.fround(a.boost) === Math.fround(b.boost) &&
    (a.publishedAt?.getTime() ?? null) === (b.publishedAt?.getTime() ?? null) &&
    a.codes.join("\u0000") === b.codes.join("\u0000")
  );
}

function toRow(e: SearchEntryInput) {
  const locale = e.locale ?? "en";
  return {
    // English entries keep the ids they always had
    id: locale === "en" ? `${e.kind}:${e.refId}` : `${locale}|${e.kind}:${e.refId}`,
    locale,
    kind: e.kind,
    refId: e.refId,
    owner: e.owner,
    title: e.title,
    summary: e.summary ?? "",
    body: e.body ?? "",
    keywords: (e.keywords ?? []).join(" "),
    codes: e.codes ?? [],
    url: e.url,
    pic: e.pic ?? null,
    boost: e.boost ?? 1,
    publishedAt: e.publishedAt ?? null,
  };
}

/** Each language's text search configuration: its stemming and stop words (Japanese is cut into words first). */
export const TEXT_SEARCH_CONFIG: Record<string, string> = { en: "english", de: "german", ja: "simple" };

/**
 * A Japanese text's words, and each katakana run that has a long vowel mark or a small kana again
 * as its key (ハーフダンパー: ハフダンパ, ヘッドホン: ヘツドホン), which a query typed with a mark
 * missing or extra, or a small kana typed full-size, looks for.
 */
export function japaneseWords(text: string): string {
  const runs = (text.normalize("NFKC").match(new RegExp(KATAKANA_RUN, "gu")) ?? []).filter(
    (run) => kanaKey(run) !== run,
  );
  const marked = [...new Set(runs)].map((run) => segmentJapanese(kanaKey(run)));
  return [segmentJapanese(text), ...marked].join(" ");
}

/** The entry's weighted text vector, made by the database in the entry's language. */
function tsvOf(row: Row) {
  const config = TEXT_SEARCH_CONFIG[row.locale] ?? "english";
  // Japanese cut into words; German with its umlauts, so the stemmer keeps Ständer and Stand apart
  const words = (text: string) =>
    row.locale === "ja" ? japaneseWords(text) : row.locale === "de" ? keepUmlauts(text) : text;
  const part = (text: string, weight: "A" | "B" | "C") =>
    sql`setweight(to_tsvector(${config}::regconfig, ${words(text)}), ${weight})`;
  return sql`${part(`${row.title} ${row.keywords}`, "A")} || ${part(row.summary, "B")} || ${part(row.body, "C")}`;
}
