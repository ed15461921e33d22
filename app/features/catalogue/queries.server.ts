import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { data } from "react-router";
import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { categories, firmwareReleases, productDocs, products, subGroupProducts, subGroups } from "~/.server/db/schema";
import { publishedProduct } from "~/.server/db/visibility";
import type { NavCategory } from "./nav-types";

/** The product lines (categories), id and name, in menu order. */
export function productLines(db: Db) {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.position));
}

/** The header's products panel and the footer's product lines, in menu order. */
export async function navCategories(db: Db): Promise<NavCategory[]> {
  const [lines, items] = await Promise.all([
    productLines(db),
    db
      .select({ id: products.id, title: products.title, pic: products.pic, categoryId: products.categoryId })
      .from(products)
      .where(and(publishedProduct, isNotNull(products.menuPosition)))
      .orderBy(asc(products.menuPosition)),
  ]);
  return lines.map((line) => ({
    ...line,
    products: items.filter((p) => p.categoryId === line.id).map(({ categoryId: _c, ...p }) => p),
  }));
}

/** The navigation kept per content version: every page of the site shows it. */
export const navCategoriesMemo = memoPerContentVersion((db: Db) => navCategories(db));

export async function categoryWithGroups(db: Db, id: string) {
  const [category] = await db.select().from(categories).where(eq(categories.id, id));
  if (!category) return null;
  const groups = await db.select().from(subGroups).where(eq(subGroups.categoryId, id)).orderBy(asc(subGroups.position));
  const members = await db
    .select({
      subGroupId: subGroupProducts.subGroupId,
      id: products.id,
      title: products.title,
      pic: products.pic,
      desc: products.desc,
    })
    .from(subGroupProducts)
    .innerJoin(products, eq(products.id, subGroupProducts.productId))
    .innerJoin(subGroups, eq(subGroups.id, subGroupProducts.subGroupId))
    .where(and(eq(subGroups.categoryId, id), publishedProduct))
    .orderBy(asc(subGroupProducts.position));
  return {
    category,
    groups: groups.map((group) => ({
      ...group,
      products: members.filter((m) => m.subGroupId === group.id).map(({ subGroupId: _s, ...m }) => m),
    })),
  };
}

/** A published product with its category name and documents; null when there is none. */
export async function productById(db: Db, id: string) {
  const [row] = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), publishedProduct));
  if (!row) return null;
  const docs = await db
    .select({ href: productDocs.href, bytes: productDocs.bytes, afterfix: productDocs.afterfix })
    .from(productDocs)
    .where(eq(productDocs.productId, id))
    .orderBy(asc(productDocs.position));
  const related = await db
    .select({ id: products.id, title: products.title, pic: products.pic, desc: products.desc })
    .from(products)
    .where(and(eq(products.categoryId, row.product.categoryId), publishedProduct, isNotNull(products.menuPosition)))
    .orderBy(asc(products.menuPosition));
  const [firmware] = await db
    .select({ version: firmwareReleases.version })
    .from(firmwareReleases)
    .where(eq(firmwareReleases.productId, id))
    .orderBy(desc(firmwareReleases.releasedAt))
    .limit(1);
  return { ...row, docs, firmware: firmware ?? null, related: related.filter((p) => p.id !== id).slice(0, 3) };
}

/** Every published product's id, title and parameters, for the compare page and the sitemap. */
export async function allProducts(db: Db) {
  return db
    .select({
      id: products.id,
      title: products.title,
      pic: products.pic,
      params: products.params,
      categoryId: products.categoryId,
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

/** The product lines, kept per content version (contact page). */
export const productLinesMemo = memoPerContentVersion(async (db: Db) => productLines(db));

/** Every published product, kept per content version (compare, contact, sitemap). */
export const allProductsMemo = memoPerContentVersion((db: Db) => allProducts(db));

/** A product line's page data, kept per content version; an id that names none is not kept. */
export const categoryMemo = memoPerContentVersion((db: Db, id: string) => categoryWithGroups(db, id), {
  maxEntries: 100,
  keep: (found) => found !== null,
});
