import { and, arrayOverlaps, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { articles, categories, products } from "~/.server/db/schema";
import type { ArticleBlock } from "~/features/news/types";
import { allDownloads } from "~/features/support/queries.server";
import { modelCode } from "~/lib/model-code";
import { paramText } from "~/lib/params";
import type { SearchKind } from "./query";

/** One searchable thing, as a source hands it to the index. */
export type SearchEntryInput = {
  kind: SearchKind;
  refId: string;
  /** Whose change refreshes the entry: a product id (its page, documents) or an article id. */
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
 * them) and these articles. Without a scope, everything.
 */
export type SearchScope = { products?: readonly string[]; articles?: readonly string[] };

/**
 * A content type search covers: its entries, all of them or those a scope touched. A new content
 * type is one more entry in `searchSources`.
 */
export type SearchSource = { kind: SearchKind; load: (db: Db, scope?: SearchScope) => Promise<SearchEntryInput[]> };

/** `where` narrowed to a scope's ids (none: nothing), or left whole without a scope. */
function within(where: SQL | undefined, scoped: SQL | undefined, scope: SearchScope | undefined) {
  if (!scope) return where;
  return and(where, scoped ?? sql`false`);
}

const productSource: SearchSource = {
  kind: "product",
  async load(db, scope) {
    const touched = scope?.products?.length ? inArray(products.id, [...scope.products]) : undefined;
    const rows = await db
      .select({ product: products, category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(within(eq(products.status, "published"), touched, scope));
    return rows.map(({ product: p, category }) => ({
      kind: "product",
      refId: p.id,
      owner: p.id,
      title: p.title,
      summary: `${category}. ${p.desc}`,
      body: [
        p.sp1.text,
        p.sp2.text,
        p.sp3.text,
        p.sp4 ?? "",
        ...p.stickyList.map((s) => `${s.title}: ${s.desc}`),
        ...p.params.filter((x) => x.value !== null).map((x) => `${x.label}: ${paramText(x.value)}`),
      ].join("\n"),
      keywords: [p.modelCode, ...p.aliases],
      codes: [...new Set([p.modelCode, ...p.aliases.map(modelCode)])],
      url: `/product/${p.id}`,
      pic: p.pic,
      boost: 2,
      publishedAt: p.publishedAt,
    }));
  },
};

const documentSource: SearchSource = {
  kind: "document",
  async load(db, scope) {
    if (scope && !scope.products?.length) return [];
    const touched = scope?.products ? new Set(scope.products) : null;
    const codes = new Map(
      (await db.select({ id: products.id, code: products.modelCode, aliases: products.aliases }).from(products)).map(
        (p) => [p.id, { codes: [...new Set([p.code, ...p.aliases.map(modelCode)])], keywords: [p.code, ...p.aliases] }],
      ),
    );
    const seenFirmware = new Set<string>();
    const entries: SearchEntryInput[] = [];
    // newest firmware first, so the first one per product is the current release
    for (const row of await allDownloads(db)) {
      if (touched && !touched.has(row.productId)) continue;
      if (row.type === "firmware") {
        if (seenFirmware.has(row.productId)) continue;
        seenFirmware.add(row.productId);
      }
      const product = codes.get(row.productId);
      const firmware = row.type === "firmware";
      entries.push({
        kind: "document",
        refId: row.key,
        owner: row.productId,
        title: row.title,
        summary: `${row.format}${row.size ? ` · ${row.size}` : ""} · ${row.detail}`,
        body: firmware ? `Firmware update for the ${row.productTitle}: version history, changes and installation.` : "",
        keywords: product?.keywords,
        codes: product?.codes,
        url: firmware ? `/support/firmware/${row.productId}` : row.type === "video" ? "/support/videos" : row.href,
        boost: 1,
        publishedAt: new Date(`${row.date}T00:00:00Z`),
      });
    }
    return entries;
  },
};

function blockText(block: ArticleBlock): string {
  if (block.type === "ul") return block.items.join("\n");
  if (block.type === "img") return block.caption;
  // [label](/path) links read as their label
  return block.text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
}

function articleSource(kind: "news" | "update"): SearchSource {
  return {
    kind,
    async load(db, scope) {
      const touched = scope
        ? or(
            scope.articles?.length ? inArray(articles.id, [...scope.articles]) : undefined,
            scope.products?.length ? arrayOverlaps(articles.productIds, [...scope.products]) : undefined,
          )
        : undefined;
      const codeOf = new Map(
        (await db.select({ id: products.id, code: products.modelCode }).from(products)).map((p) => [p.id, p.code]),
      );
      const rows = await db
        .select()
        .from(articles)
        .where(within(and(eq(articles.kind, kind), eq(articles.status, "published")), touched, scope));
      // scheduled articles are indexed now and found once their time comes (search filters by date)
      return rows.map((a) => ({
        kind,
        refId: a.id,
        owner: a.id,
        title: a.title,
        summary: a.summary,
        body: a.body.map(blockText).join("\n"),
        codes: a.productIds.map((id) => codeOf.get(id)).filter((c): c is string => Boolean(c)),
        url: kind === "news" ? `/news/${a.id}` : `/news/update/${a.id}`,
        pic: a.pic,
        boost: 1,
        publishedAt: a.publishedAt,
      }));
    },
  };
}

export const searchSources: SearchSource[] = [
  productSource,
  documentSource,
  articleSource("news"),
  articleSource("update"),
];
