import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { categories, products, subGroupProducts, subGroups } from "~/.server/db/schema/catalogue";
import { currentProduct, discontinuedProduct, publishedProduct } from "~/.server/db/visibility";
import { pageCount } from "~/lib/pagination";
import { RANGE_PER_PAGE, type RangeView } from "./range";

/**
 * One page of a product line's range: a group's current models, all its current models, or its
 * discontinued ones (most recently discontinued first). Null when the line or group is not there
 * or the page is past the last.
 */
export async function categoryRange(db: Db, id: string, view: RangeView) {
  const [category] = await db
    .select({ id: categories.id, name: categories.name, title: categories.title, pic: categories.pic })
    .from(categories)
    .where(eq(categories.id, id));
  if (!category) return null;
  let group: { id: string; label: string } | null = null;
  if (view.group) {
    const [found] = await db
      .select({ id: subGroups.id, label: subGroups.label })
      .from(subGroups)
      .where(and(eq(subGroups.id, view.group), eq(subGroups.categoryId, id)));
    if (!found) return null;
    group = found;
  }
  const which: SQL | undefined = and(
    eq(products.categoryId, id),
    publishedProduct,
    view.range === "discontinued" ? discontinuedProduct : currentProduct,
  );
  const fields = {
    id: products.id,
    title: products.title,
    pic: products.pic,
    desc: products.desc,
    /** Its German gender, for a sentence that names it (a line's one discontinued model: „für den MR101S“). */
    gender: products.gender,
    discontinuedOn: products.discontinuedOn,
  };
  const offset = (view.page - 1) * RANGE_PER_PAGE;
  const [items, [counted]] = group
    ? await Promise.all([
        db
          .select(fields)
          .from(subGroupProducts)
          .innerJoin(products, eq(products.id, subGroupProducts.productId))
          .where(and(eq(subGroupProducts.subGroupId, group.id), which))
          .orderBy(asc(subGroupProducts.position), asc(products.id))
          .limit(RANGE_PER_PAGE)
          .offset(offset),
        db
          .select({ n: count() })
          .from(subGroupProducts)
          .innerJoin(products, eq(products.id, subGroupProducts.productId))
          .where(and(eq(subGroupProducts.subGroupId, group.id), which)),
      ])
    : await Promise.all([
        db
          .select(fields)
          .from(products)
          .where(which)
          .orderBy(
            ...(view.range === "discontinued"
              ? [desc(products.discontinuedOn), asc(products.title)]
              : [asc(products.menuPosition), asc(products.title)]),
          )
          .limit(RANGE_PER_PAGE)
          .offset(offset),
        db.select({ n: count() }).from(products).where(which),
      ]);
  const total = counted?.n ?? 0;
  const pages = pageCount(total, RANGE_PER_PAGE);
  if (view.page > pages) return null;
  return { category, group, view, items, total, pages };
}
