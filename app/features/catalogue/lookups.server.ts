/** What other domains ask of the catalogue: its products as they name them, and its pictures. */
import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { categories, products, subGroups } from "~/.server/db/schema/catalogue";
import { publishedProduct } from "~/.server/db/visibility";
import { modelCode } from "~/lib/model-code";

/** Every product, drafts too, by title: what an article may name, a file may belong to. */
export function productChoices(db: Db) {
  return db.select({ id: products.id, title: products.title }).from(products).orderBy(asc(products.title));
}

/** The published products among these ids, as a page links them. */
export async function publishedProductCards(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, title: products.title, pic: products.pic })
    .from(products)
    .where(and(inArray(products.id, [...ids]), publishedProduct));
}

/** Products not on the site yet. */
export async function productDraftCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.status, "draft"));
  return row?.n ?? 0;
}

/**
 * Each product's model codes (all products, or those of `ids`) as people type them (code and
 * aliases) and as search matches them (canonical).
 */
export async function productCodes(db: Db, ids?: readonly string[]) {
  const rows = await db
    .select({ id: products.id, code: products.modelCode, aliases: products.aliases })
    .from(products)
    .where(ids ? inArray(products.id, [...ids]) : undefined);
  return new Map(
    rows.map((p) => [
      p.id,
      { code: p.code, codes: [...new Set([p.code, ...p.aliases.map(modelCode)])], keywords: [p.code, ...p.aliases] },
    ]),
  );
}

/** Every picture the catalogue's lines, groups and products show. */
export async function cataloguePictures(db: Db): Promise<string[]> {
  const [c, g, p] = await Promise.all([
    db.select({ pic: categories.pic }).from(categories),
    db.select({ pic: subGroups.pic, pic2: subGroups.pic2 }).from(subGroups),
    db.select({ pic: products.pic, pic2: products.pic2 }).from(products),
  ]);
  return [...c.map((x) => x.pic), ...g.flatMap((x) => [x.pic, x.pic2]), ...p.flatMap((x) => [x.pic, x.pic2])];
}

/**
 * The published products in the range's order (by line, then title), with their place in
 * alphabetical order (`byTitle`), as the download centre lists them (all, or those of `ids`).
 */
export async function publishedProductsInRange(db: Db, ids?: readonly string[]) {
  return db
    .select({
      id: products.id,
      title: products.title,
      gender: products.gender,
      categoryId: products.categoryId,
      pic: products.pic,
      video: products.video,
      byTitle: sql<number>`(row_number() over (order by ${products.title}))::int`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(ids ? and(publishedProduct, inArray(products.id, [...ids])) : publishedProduct)
    .orderBy(asc(categories.position), asc(products.title));
}

/** What the support pages show of a product. */
const supportFields = {
  id: products.id,
  title: products.title,
  gender: products.gender,
  pic: products.pic,
  params: products.params,
  kit: products.kit,
};

/** One published product as its support pages show it; null when there is none. */
export async function publishedProductById(db: Db, id: string) {
  const [row] = await db
    .select({
      ...supportFields,
      /** null: no MIDI port (the instrument checker cannot reach it). */
      midiMember: products.midiMember,
    })
    .from(products)
    .where(and(eq(products.id, id), publishedProduct));
  return row ?? null;
}

/**
 * The published models that answer over MIDI: those with a member code in a line with a family
 * code, in the range's order (by line, then title), as the instrument checker identifies them.
 */
export async function publishedMidiModels(db: Db) {
  return db
    .select({
      ...supportFields,
      family: sql<number>`${categories.midiFamily}`,
      member: sql<number>`${products.midiMember}`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(publishedProduct, isNotNull(products.midiMember), isNotNull(categories.midiFamily)))
    .orderBy(asc(categories.position), asc(products.title));
}

/**
 * A product's title and MIDI codes, drafts too, as a firmware image for it must name them: its
 * line's family code and its member code (each null without a MIDI port); null when it is gone.
 */
export async function productMidiCodes(db: Db, id: string) {
  const [row] = await db
    .select({ title: products.title, family: categories.midiFamily, member: products.midiMember })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  return row ?? null;
}

/** Each product's instruction video file (null: none), drafts too. */
export async function productVideoFiles(db: Db): Promise<Map<string, string | null>> {
  return new Map(
    (await db.select({ id: products.id, video: products.video }).from(products)).map((p) => [p.id, p.video]),
  );
}
