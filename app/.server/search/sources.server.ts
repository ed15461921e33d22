/** What a search source hands the index: the contract between the index and the content's owners. */
import { and, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import type { Locale } from "~/lib/i18n/locales";
import type { SearchKind } from "~/lib/search/query";

/** One searchable thing, as a source hands it to the index. */
export type SearchEntryInput = {
  /** The language of the text (default English). */
  locale?: Locale;
  kind: SearchKind;
  refId: string;
  /**
   * Whose change refreshes the entry: a product id (its page, documents), an article id, a store's
   * (`store:<id>`) or a legal page's in every language (`page:<key>`).
   */
  owner: string;
  title: string;
  summary?: string;
  body?: string;
  /** Model codes and aliases as people type them; matched at title weight. */
  keywords?: string[];
  /** Canonical model codes of the products the entry is about. */
  codes?: string[];
  url: string;
  pic?: string | null;
  /** Multiplies the text rank: a product outranks a news item mentioning it. */
  boost?: number;
  publishedAt?: Date | null;
};

/**
 * What a change touched: these products (their pages, their documents and the articles about
 * them), these articles, these stores and these legal pages (by key: `imprint`, in every
 * language). Without a scope, everything.
 */
export type SearchScope = {
  products?: readonly string[];
  articles?: readonly string[];
  stores?: readonly string[];
  pages?: readonly string[];
};

/**
 * A content type search covers, kept beside its owner: its entries (all of them, or those a scope
 * touched), and which owners' entries a scope covers, so the index replaces exactly those. A new
 * content type is one more entry in `app/search-sources.server.ts`.
 */
export type SearchSource = {
  kind: SearchKind;
  load: (db: Db, scope?: SearchScope) => Promise<SearchEntryInput[]>;
  owners: (db: Db, scope: SearchScope) => Promise<readonly string[]>;
};

/** `where` narrowed to a scope's ids (none: nothing), or left whole without a scope. */
export function within(where: SQL | undefined, scoped: SQL | undefined, scope: SearchScope | undefined) {
  if (!scope) return where;
  return and(where, scoped ?? sql`false`);
}
