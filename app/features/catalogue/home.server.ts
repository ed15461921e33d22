import { and, asc, isNotNull } from "drizzle-orm";
import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { categories, products } from "~/.server/db/schema/catalogue";
import { currentProduct, publishedProduct } from "~/.server/db/visibility";

/** Enough of the menu order to hold each line's first model and six featured ones. */
const FEATURED_READ = 60;

/** The home page: product lines and the featured products (first in each line's menu). */
export async function homeData(db: Db) {
  const [lines, featured] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, title: categories.title, pic: categories.pic })
      .from(categories)
      .orderBy(asc(categories.position)),
    db
      .select({
        id: products.id,
        title: products.title,
        pic: products.pic,
        desc: products.desc,
        banner: products.banners,
        sp1: products.sp1,
        categoryId: products.categoryId,
      })
      .from(products)
      .where(and(publishedProduct, currentProduct, isNotNull(products.menuPosition)))
      .orderBy(asc(products.menuPosition), asc(products.categoryId))
      // the banners need each line's first model; lines put their first models first
      .limit(FEATURED_READ),
  ]);
  const lineName = new Map(lines.map((l) => [l.id, l.name]));
  // The banners: the first instrument of each line, in line order.
  const heroes = lines
    .map((line) => featured.find((p) => p.categoryId === line.id))
    .filter((p) => p !== undefined)
    .map((p) => ({
      id: p.id,
      title: p.title,
      eyebrow: lineName.get(p.categoryId) ?? "",
      text: p.sp1.text,
      banner: p.banner[0]?.pic ?? p.pic,
      /** The line the eyebrow names, by id (homePageIn names it in the page's language; no page shows the id). */
      lineId: p.categoryId,
    }));
  return { lines, heroes, featured: featured.slice(0, 6) };
}

/** The home page's catalogue, kept per content version. */
export const homeDataMemo = memoPerContentVersion((db: Db) => homeData(db));
