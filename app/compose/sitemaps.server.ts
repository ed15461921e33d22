/**
 * The sitemaps: an index at /sitemap.xml, one sitemap per kind of page (split in parts of at most
 * 50,000 addresses, the protocol's limit), together listing every public page.
 */
import type { Db } from "~/.server/db/client";
import { allDownloadsMemo, productsWithFirmwareMemo } from "~/compose/support.server";
import { allProductsMemo, productLinesMemo } from "~/features/catalogue/queries.server";
import { articleAddressesMemo, keptUntilNextPublication } from "~/features/news/queries.server";
import * as href from "~/lib/href";
import { locales, localizedPath } from "~/lib/i18n/locales";
import { fixedPageAddresses } from "~/lib/route-map";

export const sitemapKinds = ["pages", "products", "news", "updates", "manuals", "firmware"] as const;
export type SitemapKind = (typeof sitemapKinds)[number];
/** A page's address, and the English address of the page it is a language of (for the alternates). */
export type SitemapEntry = { loc: string; lastmod?: Date; page?: string };

/** The protocol's limit of addresses per sitemap file. */
export const URLS_PER_SITEMAP = 50_000;

async function articleEntries(db: Db, kind: "news" | "update"): Promise<SitemapEntry[]> {
  return (await articleAddressesMemo(db, kind)).map((a) => ({ loc: href.article(kind, a.id), lastmod: a.updatedAt }));
}

/** Every public page of a kind in every language, each naming the English page it translates. */
export async function sitemapEntries(db: Db, kind: SitemapKind): Promise<SitemapEntry[]> {
  const pages = await englishEntries(db, kind);
  return pages.flatMap((page) => locales.map((l) => ({ ...page, loc: localizedPath(page.loc, l), page: page.loc })));
}

/** Every public page of a kind, as site-relative English addresses. */
async function englishEntries(db: Db, kind: SitemapKind): Promise<SitemapEntry[]> {
  switch (kind) {
    case "pages":
      return [
        ...fixedPageAddresses.map((loc) => ({ loc })),
        ...(await productLinesMemo(db)).map((line) => ({ loc: href.category(line.id) })),
      ];
    case "products":
      return (await allProductsMemo(db)).flatMap((p) => [
        { loc: href.product(p.id), lastmod: p.updatedAt },
        { loc: href.productDetail(p.id), lastmod: p.updatedAt },
      ]);
    case "news":
      return articleEntries(db, "news");
    case "updates":
      return articleEntries(db, "update");
    case "manuals": {
      const rows = (await allDownloadsMemo(db)).filter((r) => r.type === "owners-manual");
      return [...new Set(rows.map((r) => r.productId))].map((id) => ({ loc: href.supportManual(id) }));
    }
    case "firmware":
      return (await productsWithFirmwareMemo(db)).map((p) => ({ loc: href.supportFirmware(p.id) }));
  }
}

/** "news" and part 1 → "news.xml"; part 2 → "news-2.xml". */
export function sitemapFile(kind: SitemapKind, part: number): string {
  return part === 1 ? `${kind}.xml` : `${kind}-${part}.xml`;
}

export function parseSitemapFile(file: string): { kind: SitemapKind; part: number } | null {
  const match = /^([a-z]+)(?:-([2-9]|[1-9]\d{1,3}))?\.xml$/.exec(file);
  const kind = sitemapKinds.find((k) => k === match?.[1]);
  return kind ? { kind, part: Number(match?.[2] ?? 1) } : null;
}

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const day = (d: Date | undefined) => (d ? `<lastmod>${d.toISOString().slice(0, 10)}</lastmod>` : "");

/** The index: each kind's files, with the newest change among their pages. */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const files: string[] = [];
  for (const kind of sitemapKinds) {
    const entries = await sitemapEntries(db, kind);
    const parts = Math.max(1, Math.ceil(entries.length / URLS_PER_SITEMAP));
    for (let part = 1; part <= parts; part++) {
      const own = entries.slice((part - 1) * URLS_PER_SITEMAP, part * URLS_PER_SITEMAP);
      const newest = own.reduce<Date | undefined>(
        (a, e) => (e.lastmod && (!a || e.lastmod > a) ? e.lastmod : a),
        undefined,
      );
      files.push(
        `  <sitemap><loc>${xml(`${origin}${href.sitemapPart(sitemapFile(kind, part))}`)}</loc>${day(newest)}</sitemap>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.join("\n")}
</sitemapindex>
`;
}

/** The index, kept per content version until the next scheduled article: it reads every page's address. */
export const sitemapIndexMemo = keptUntilNextPublication((db, origin: string) => sitemapIndex(db, origin));

/** The page in every language, and English for everyone else (as the pages' own hreflang links). */
function alternates(origin: string, page: string): string {
  const link = (lang: string, loc: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(origin + loc)}"/>`;
  return [...locales.map((l) => link(l, localizedPath(page, l))), link("x-default", page)].join("");
}

/** One sitemap file; null when the kind has no such part. */
export async function sitemapPart(db: Db, origin: string, kind: SitemapKind, part: number): Promise<string | null> {
  const entries = await sitemapEntries(db, kind);
  const own = entries.slice((part - 1) * URLS_PER_SITEMAP, part * URLS_PER_SITEMAP);
  if (part > 1 && !own.length) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${own.map((e) => `  <url><loc>${xml(origin + e.loc)}</loc>${day(e.lastmod)}${alternates(origin, e.page ?? e.loc)}</url>`).join("\n")}
</urlset>
`;
}
