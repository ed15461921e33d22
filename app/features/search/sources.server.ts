import { and, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { articles, categories, products } from "~/.server/db/schema";
import type { ArticleBlock } from "~/features/news/types";
import { allDownloads } from "~/features/support/queries.server";
import { modelCode } from "~/lib/model-code";
import type { SearchKind } from "./query";

/** One searchable thing, as a source hands it to the index. */
export type SearchEntryInput = {
  kind: SearchKind;
  refId: string;
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

/** A content type search covers. A new content type is one more entry in `searchSources`. */
export type SearchSource = { kind: SearchKind; load: (db: Db) => Promise<SearchEntryInput[]> };

const paramText = (value: unknown): string => (Array.isArray(value) ? value.join(", ") : String(value ?? ""));

const productSource: SearchSource = {
  kind: "product",
  async load(db) {
    const rows = await db
      .select({ product: products, category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.status, "published"));
    return rows.map(({ product: p, category }) => ({
      kind: "product",
      refId: p.id,
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
  async load(db) {
    const codes = new Map(
      (await db.select({ id: products.id, code: products.modelCode, aliases: products.aliases }).from(products)).map(
        (p) => [p.id, { codes: [...new Set([p.code, ...p.aliases.map(modelCode)])], keywords: [p.code, ...p.aliases] }],
      ),
    );
    const seenFirmware = new Set<string>();
    const entries: SearchEntryInput[] = [];
    // newest firmware first, so the first one per product is the current release
    for (const row of await allDownloads(db)) {
      if (row.type === "firmware") {
        if (seenFirmware.has(row.productId)) continue;
        seenFirmware.add(row.productId);
      }
      const product = codes.get(row.productId);
      const firmware = row.type === "firmware";
      entries.push({
        kind: "document",
        refId: row.key,
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
    async load(db) {
      const codeOf = new Map(
        (await db.select({ id: products.id, code: products.modelCode }).from(products)).map((p) => [p.id, p.code]),
      );
      const rows = await db
        .select()
        .from(articles)
        .where(and(eq(articles.kind, kind), eq(articles.status, "published")));
      // scheduled articles are indexed now and found once their time comes (search filters by date)
      return rows.map((a) => ({
        kind,
        refId: a.id,
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
