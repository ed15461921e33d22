import { count, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { searchEntries, searchTerms } from "~/.server/db/schema";
import { fingerprint, storedFingerprint, storeFingerprint } from "~/.server/db/sync-state.server";
import { type SearchEntryInput, type SearchSource, searchSources } from "./sources.server";

// Any constant works; it serialises rebuilds across app instances sharing one Postgres.
const REBUILD_LOCK_KEY = 7_340_122;

/** Words of at least three characters, lower-cased: the dictionary typos are corrected against. */
export function indexWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => w.length >= 3 && w.length <= 40 && /\p{L}/u.test(w),
  );
}

/** The `sync_state` entry holding the fingerprint of what the index was built from. */
export const SEARCH_INDEX = "search-index";

/**
 * Rebuilds the search index from every registered source, in one transaction: readers see the
 * old index or the new one, never a half-built one. Run at start and after an editor publishes.
 * When the rows and words it would write are exactly those of the last rebuild (same fingerprint,
 * same number of entries) nothing is written: a restart with unchanged content keeps the index.
 */
export async function rebuildSearchIndex(db: Db, sources: SearchSource[] = searchSources) {
  const entries = (await Promise.all(sources.map((s) => s.load(db)))).flat();
  const rows = entries.map(toRow);
  const counts = new Map<string, number>();
  for (const e of rows)
    for (const word of indexWords(`${e.title} ${e.keywords} ${e.summary} ${e.body}`))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const terms = [...counts].map(([word, hits]) => ({ word, hits }));
  // sorted copies: the sources' queries have no order, and the same content must give the same print
  const byKey =
    <T>(key: (x: T) => string) =>
    (a: T, b: T) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
  const built = fingerprint({
    rows: rows.toSorted(byKey((r) => r.id)),
    terms: terms.toSorted(byKey((t) => t.word)),
  });
  const rebuilt = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REBUILD_LOCK_KEY})`);
    // under the lock: an instance starting alongside may have just written this very index
    const [{ entries: indexed } = { entries: -1 }] = await tx.select({ entries: count() }).from(searchEntries);
    if (indexed === rows.length && (await storedFingerprint(tx as unknown as Db, SEARCH_INDEX)) === built) return false;
    await tx.delete(searchEntries);
    await tx.delete(searchTerms);
    for (let i = 0; i < rows.length; i += 200) await tx.insert(searchEntries).values(rows.slice(i, i + 200));
    for (let i = 0; i < terms.length; i += 1000) await tx.insert(searchTerms).values(terms.slice(i, i + 1000));
    await storeFingerprint(tx as unknown as Db, SEARCH_INDEX, built);
    return true;
  });
  return { entries: rows.length, terms: counts.size, rebuilt };
}

function toRow(e: SearchEntryInput) {
  return {
    id: `${e.kind}:${e.refId}`,
    kind: e.kind,
    refId: e.refId,
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
