import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { categories, products } from "~/.server/db/schema";

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
      })
      .from(products)
      .where(and(eq(products.status, "published"), isNotNull(products.menuPosition)))
      .orderBy(asc(products.menuPosition), asc(products.categoryId)),
  ]);
  return { lines, featured: featured.slice(0, 6) };
}
