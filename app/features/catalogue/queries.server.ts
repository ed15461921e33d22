import { type AnyColumn, and, asc, eq, isNotNull, lte, ne, sql } from "drizzle-orm";
import { data } from "react-router";
import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { categories, products, subGroupProducts, subGroups } from "~/.server/db/schema/catalogue";
import { currentProduct, discontinuedProduct, publishedProduct } from "~/.server/db/visibility";
import { publishedProductCards } from "./lookups.server";
import { type NavCategory, PANEL_LIMIT } from "./nav-types";
import { GROUP_LIMIT } from "./range";

/** The product lines (categories), id and name, in menu order. */
export function productLines(db: Db) {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.position));
}

/** A model's place in its line or group (`n`, from 1, by `order`), and how many that holds (`total`). */
function placeWithin(partition: AnyColumn, order: AnyColumn) {
  return {
    n: sql<number>`row_number() over (partition by ${partition} order by ${order}, ${products.id})`.as("n"),
    total: sql<number>`count(*) over (partition by ${partition})`.as("total"),
  };
}

/**
 * The header's products panel and the footer's product lines, in menu order: each line's first
 * PANEL_LIMIT current models in the menu, and how many more it has (the panel is on every page, so
 * it must not grow with the catalogue).
 */
export async function navCategories(db: Db): Promise<NavCategory[]> {
  const inMenu = db
    .select({
      id: products.id,
      title: products.title,
      pic: products.pic,
      categoryId: products.categoryId,
      ...placeWithin(products.categoryId, products.menuPosition),
    })
    .from(products)
    .where(and(publishedProduct, currentProduct, isNotNull(products.menuPosition)))
    .as("in_menu");
  const [lines, items] = await Promise.all([
    productLines(db),
    db.select().from(inMenu).where(lte(inMenu.n, PANEL_LIMIT)).orderBy(asc(inMenu.n)),
  ]);
  return lines.map((line) => {
    const own = items.filter((p) => p.categoryId === line.id);
    return {
      ...line,
      products: own.map(({ id, title, pic }) => ({ id, title, pic })),
      more: Math.max(0, Number(own[0]?.total ?? 0) - own.length),
    };
  });
}

/** Up to this many discontinued models, a line's page names them („Anleitungen … für das MK200“); more, it counts them. */
const NAMED_DISCONTINUED = 3;

/**
 * A product line's page: its groups, each with its first GROUP_LIMIT current models and how many
 * it has, and how many of the line's models are discontinued (listed on a page of their own).
 */
export async function categoryWithGroups(db: Db, id: string) {
  const [category] = await db.select().from(categories).where(eq(categories.id, id));
  if (!category) return null;
  const groups = await db.select().from(subGroups).where(eq(subGroups.categoryId, id)).orderBy(asc(subGroups.position));
  const ranked = db
    .select({
      subGroupId: subGroupProducts.subGroupId,
      id: products.id,
      title: products.title,
      pic: products.pic,
      desc: products.desc,
      ...placeWithin(subGroupProducts.subGroupId, subGroupProducts.position),
    })
    .from(subGroupProducts)
    .innerJoin(products, eq(products.id, subGroupProducts.productId))
    .innerJoin(subGroups, eq(subGroups.id, subGroupProducts.subGroupId))
    .where(and(eq(subGroups.categoryId, id), publishedProduct, currentProduct))
    .as("ranked");
  const members = await db.select().from(ranked).where(lte(ranked.n, GROUP_LIMIT)).orderBy(asc(ranked.n));
  const retired = await db
    .select({ title: products.title })
    .from(products)
    .where(and(eq(products.categoryId, id), publishedProduct, discontinuedProduct))
    .orderBy(asc(products.title));
  return {
    category,
    groups: groups.map((group) => {
      const own = members.filter((m) => m.subGroupId === group.id);
      return {
        ...group,
        products: own.map(({ id, title, pic, desc }) => ({ id, title, pic, desc })),
        total: Number(own[0]?.total ?? 0),
      };
    }),
    discontinued: retired.length,
    /** The discontinued models by name, when few enough to name in a sentence (NAMED_DISCONTINUED); else none. */
    discontinuedModels: retired.length <= NAMED_DISCONTINUED ? retired.map((r) => r.title) : [],
  };
}

/** A published product with its category name and title and related products; null when there is none. */
export async function productById(db: Db, id: string) {
  const [row] = await db
    .select({ product: products, categoryName: categories.name, categoryTitle: categories.title })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), publishedProduct));
  if (!row) return null;
  // the product group it is listed in (the first, by the line's order): what kind of instrument it is
  const [group] = await db
    .select({ id: subGroupProducts.subGroupId })
    .from(subGroupProducts)
    .innerJoin(subGroups, eq(subGroups.id, subGroupProducts.subGroupId))
    .where(eq(subGroupProducts.productId, id))
    .orderBy(asc(subGroups.position), asc(subGroups.id))
    .limit(1);
  const related = await db
    .select({ id: products.id, title: products.title, pic: products.pic, desc: products.desc })
    .from(products)
    .where(
      and(
        eq(products.categoryId, row.product.categoryId),
        publishedProduct,
        currentProduct,
        isNotNull(products.menuPosition),
        ne(products.id, id),
      ),
    )
    .orderBy(asc(products.menuPosition))
    .limit(3);
  return { ...row, groupId: group?.id ?? null, related };
}

/** Every published product's id, title and parameters, for the compare page and the sitemap. */
export async function allProducts(db: Db) {
  return db
    .select({
      id: products.id,
      title: products.title,
      pic: products.pic,
      params: products.params,
      kit: products.kit,
      categoryId: products.categoryId,
      discontinuedOn: products.discontinuedOn,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(publishedProduct)
    .orderBy(asc(categories.position), asc(products.menuPosition), asc(products.title));
}

/** Products by id, kept per content version; an id that names no product is not kept. */
const productMemo = memoPerContentVersion((db: Db, id: string) => productById(db, id), {
  maxEntries: 200,
  keep: (found) => found !== null,
});

/** For product routes: the product, or a 404 response thrown to the route's error boundary. */
export async function requireProduct(db: Db, id: string) {
  const found = await productMemo(db, id);
  if (!found) throw data("Not Found", { status: 404 });
  return found;
}

/** The published products among these ids, as cards, kept per content version (an article's related products). */
export const productCardsMemo = memoPerContentVersion(
  (db: Db, ids: readonly string[]) => publishedProductCards(db, ids),
  { maxEntries: 200, keyOf: (ids) => ids.join(",") },
);

/** The product lines, kept per content version (contact page). */
export const productLinesMemo = memoPerContentVersion(async (db: Db) => productLines(db));

/** Every published product, kept per content version (compare, contact, sitemap). */
export const allProductsMemo = memoPerContentVersion((db: Db) => allProducts(db));

/** A product line's page data, kept per content version; an id that names none is not kept. */
export const categoryMemo = memoPerContentVersion((db: Db, id: string) => categoryWithGroups(db, id), {
  maxEntries: 100,
  keep: (found) => found !== null,
});
