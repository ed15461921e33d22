import { and, arrayOverlaps, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { categories, products } from "~/.server/db/schema/catalogue";
import { articles } from "~/.server/db/schema/news";
import type { ArticleBlock } from "~/features/news/types";
import { allDownloads } from "~/features/support/queries.server";
import {
  hasTranslation,
  localizeArticle,
  localizeParams,
  localizeProductCopy,
  NO_TRANSLATIONS,
  overlayText,
  type Translations,
} from "~/features/translations/overlay";
import { translationsOf } from "~/features/translations/queries.server";
import { fill } from "~/lib/i18n/frame";
import { type Locale, prefixedLocales } from "~/lib/i18n/locales";
import { modelCode } from "~/lib/model-code";
import { paramText } from "~/lib/params";
import type { SearchKind } from "./query";

/** What a document is called in each language, for the index (the pages name them in their own words). */
const DOCUMENT_WORDS: Record<Locale, { types: Record<string, string>; firmware: string }> = {
  en: { types: {}, firmware: "Firmware update for the {product}: version history, changes and installation." },
  de: {
    types: {
      "owners-manual": "Bedienungsanleitung",
      "quick-start": "Kurzanleitung",
      "data-list": "Datenliste",
      firmware: "Firmware-Update",
      software: "Software",
      video: "Videoanleitung",
    },
    firmware: "Firmware-Update für das {product}: Versionsverlauf, Änderungen und Installation.",
  },
  ja: {
    types: {
      "owners-manual": "取扱説明書",
      "quick-start": "クイックスタートガイド",
      "data-list": "データリスト",
      firmware: "ファームウェアアップデート",
      software: "ソフトウェア",
      video: "使い方動画",
    },
    firmware: "{product}のファームウェアアップデート：バージョン履歴、変更点、インストール方法。",
  },
};

/** One searchable thing, as a source hands it to the index. */
export type SearchEntryInput = {
  /** The language of the text (default English). */
  locale?: Locale;
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
    const entries: SearchEntryInput[] = [];
    for (const t of await everyLanguage(db))
      for (const { product, category } of rows) {
        // an untranslated product is found through its English entry (search falls back to it)
        if (!hasTranslation(t, "product", product.id)) continue;
        // the product's words in this language, English where a field has no translation
        const p = localizeProductCopy(t, product);
        const line = overlayText(t, "category", product.categoryId, { name: category }, ["name"]).name;
        entries.push({
          locale: t.locale as Locale,
          kind: "product",
          refId: p.id,
          owner: p.id,
          title: p.title,
          summary: `${line}${t.locale === "ja" ? "。" : ". "}${p.desc}`,
          body: [
            p.sp1.text,
            p.sp2.text,
            p.sp3.text,
            p.sp4 ?? "",
            ...p.stickyList.map((s) => `${s.title}: ${s.desc}`),
            ...localizeParams(t, p.id, p.params)
              .filter((x) => x.value !== null)
              .map((x) => `${x.label}: ${paramText(x.value)}`),
          ].join("\n"),
          keywords: [p.modelCode, ...p.aliases],
          codes: [...new Set([p.modelCode, ...p.aliases.map(modelCode)])],
          url: `/product/${p.id}`,
          pic: p.pic,
          boost: 2,
          publishedAt: p.publishedAt,
        });
      }
    return entries;
  },
};

/** English, then every other language with its translations. */
async function everyLanguage(db: Db): Promise<Translations[]> {
  return [NO_TRANSLATIONS, ...(await Promise.all(prefixedLocales.map((l) => translationsOf(db, l))))];
}

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
    const languages = await everyLanguage(db);
    const rows = await allDownloads(db);
    // a document is found in its own language; where a language has none of it, the English one stands in
    const sameDocument = (row: { productId: string; type: string; title: string }) =>
      `${row.productId}\u0000${row.type}\u0000${row.title}`;
    const document = (row: (typeof rows)[number], language: string) => `${sameDocument(row)}\u0000${language}`;
    const documents = new Set(rows.flatMap((row) => (row.language ? [document(row, row.language)] : [])));
    const inLanguage = (row: (typeof rows)[number], locale: Locale) =>
      !row.language || row.language === locale || (row.language === "en" && !documents.has(document(row, locale)));
    // a translated document is entered under its English original's id, so the search's stand-in
    // for untranslated content (an English entry whose id has none in the page's language) never
    // lists the English original beside it
    const originals = new Map(
      rows.filter((row) => !row.language || row.language === "en").map((row) => [sameDocument(row), row.key]),
    );
    const taken = new Set<string>();
    // (a second copy in one language, an upload of the same title, keeps its own id)
    const refOf = (row: (typeof rows)[number], locale: Locale) => {
      const original = row.language && row.language !== "en" ? originals.get(sameDocument(row)) : undefined;
      const ref = original && !taken.has(`${locale}\u0000${original}`) ? original : row.key;
      taken.add(`${locale}\u0000${ref}`);
      return ref;
    };
    // newest firmware first, so the first one per product is the current release
    for (const row of rows) {
      if (touched && !touched.has(row.productId)) continue;
      if (row.type === "firmware") {
        if (seenFirmware.has(row.productId)) continue;
        seenFirmware.add(row.productId);
      }
      const product = codes.get(row.productId);
      const firmware = row.type === "firmware";
      for (const t of languages) {
        const locale = t.locale as Locale;
        // an untranslated product's documents are found through its English entries, but a
        // document written in this language is this language's own
        if (!hasTranslation(t, "product", row.productId) && row.language !== locale) continue;
        if (!inLanguage(row, locale)) continue;
        const words = DOCUMENT_WORDS[locale];
        entries.push({
          locale,
          kind: "document",
          refId: refOf(row, locale),
          owner: row.productId,
          title: locale === "en" ? row.title : `${row.productTitle} ${words.types[row.type] ?? row.title}`,
          summary: `${row.format}${row.size ? ` · ${row.size}` : ""} · ${row.detail}`,
          body: firmware ? fill(words.firmware, { product: row.productTitle }) : "",
          keywords: product?.keywords,
          codes: product?.codes,
          url: firmware ? `/support/firmware/${row.productId}` : row.type === "video" ? "/support/videos" : row.href,
          boost: 1,
          publishedAt: new Date(`${row.date}T00:00:00Z`),
        });
      }
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
      const entries: SearchEntryInput[] = [];
      for (const t of await everyLanguage(db))
        for (const row of rows) {
          if (!hasTranslation(t, "article", row.id)) continue;
          const a = localizeArticle(t, row);
          entries.push({
            locale: t.locale as Locale,
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
          });
        }
      return entries;
    },
  };
}

export const searchSources: SearchSource[] = [
  productSource,
  documentSource,
  articleSource("news"),
  articleSource("update"),
];
