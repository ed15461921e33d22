/**
 * The admin's products: the list, what the editor starts from, and saving one. A save is one
 * change (.server/changes): the product row, its new drawings, its audit entry and its search
 * entries are written together, so search finds the new text as soon as the save returns.
 */

import { and, asc, eq, max, ne, or } from "drizzle-orm";
import { type Actor, commitChange, insertInto, publishAction, updateWhere } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { categories, products } from "~/.server/db/schema/catalogue";
import { log } from "~/.server/log";
import {
  type Drawings,
  drawingWrites,
  drawProduct,
  type PictureFields,
  pictureRefs,
  productPictureChoices,
  retarget,
  warmPictures,
} from "~/features/catalogue/drawing.server";
import { FieldRefused, NotFound } from "~/lib/forms/refusal";
import { paramText, paramValue } from "~/lib/params";
import { kitFields, kitOf } from "./kit-form";
import { modelCodeOf, type ProductFields, type ProductInput } from "./product-form";
import { productSnapshot } from "./restore.server";

type Product = typeof products.$inferSelect;

// rows for new specifications, banners, detail pictures and highlights, so the editor works without JavaScript
const SPARE_ROWS = 3;
const BANNER_ROWS = 3;
const DETAIL_ROWS = 4;
const STICKY_ROWS = 3;
// what the drawings read: a new product starts with these specifications to fill in
const DRAWN_FROM = ["keyboard", "dimensions", "available colour", "display", "speaker", "jacks", "USB", "pedal"];

const pad = <T>(list: T[], rows: number, empty: T): T[] => [
  ...list,
  ...Array<T>(Math.max(0, rows - list.length)).fill(empty),
];

/** Every product, drafts too, by product line and name. */
export async function productList(db: Db) {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      categoryId: products.categoryId,
      status: products.status,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .orderBy(asc(products.categoryId), asc(products.title));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString().slice(0, 10) }));
}

/** The product lines a product can belong to, in menu order. */
function lineChoices(db: Db) {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.position));
}

/** A product's fields as the editor shows them, with empty rows to fill in. */
function editorFields(p: Product): ProductFields {
  return {
    id: p.id,
    modelCode: p.modelCode,
    title: p.title,
    category: p.categoryId,
    gender: p.gender,
    midiMember: p.midiMember === null ? "" : String(p.midiMember),
    menu: p.menuPosition === null ? undefined : "on",
    desc: p.desc,
    aliases: p.aliases.join(", "),
    sp1: p.sp1.text,
    sp2: p.sp2.text,
    sp3: p.sp3.text,
    sp4: p.sp4 ?? "",
    sp1Pic: p.sp1.pic,
    sp2Pic: p.sp2.pic,
    sp3Pic: p.sp3.pic,
    pic: p.pic,
    pic2: p.pic2,
    pic3: p.pic3 ?? "",
    banners: pad(
      p.banners.map((b) => b.pic),
      BANNER_ROWS,
      "",
    ),
    details: pad(p.detailPicList ?? [], DETAIL_ROWS, ""),
    sticky: [...p.stickyList, ...Array(SPARE_ROWS).fill({ title: "", desc: "", pic: "" })].slice(
      0,
      Math.max(STICKY_ROWS, p.stickyList.length + 1),
    ),
    status: p.status,
    params: [
      ...p.params.map((x) => ({ label: x.label, value: paramText(x.value, "\n") })),
      ...pad([], SPARE_ROWS, { label: "", value: "" }),
    ],
    ...kitFields(p.kit),
  };
}

/** A new product's editor: the specifications its drawings read, and empty highlights. */
const newProduct: ProductFields = {
  id: null,
  title: "",
  category: "",
  gender: "n",
  status: "draft",
  params: [...DRAWN_FROM.map((label) => ({ label, value: "" })), ...pad([], SPARE_ROWS, { label: "", value: "" })],
  sticky: pad([], STICKY_ROWS, { title: "", desc: "" }),
};

/**
 * What the editor of a product (no id: a new one) shows, with the version of the product it was
 * loaded from (null for a new one); null when there is no such product.
 */
export async function productEditor(db: Db, id: string | undefined) {
  const lines = await lineChoices(db);
  if (!id) return { lines, pictures: [] as string[], product: newProduct, version: null };
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) return null;
  return { lines, pictures: await productPictureChoices(db, p), product: editorFields(p), version: p.version };
}

/** What a product form is checked against: the product lines, and the product's own pictures. */
export async function productFormChoices(db: Db, id: string | undefined) {
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((c) => c.id);
  if (!id) return { categoryIds, pictures: [] as string[] };
  const [p] = await db.select().from(products).where(eq(products.id, id));
  return p ? { categoryIds, pictures: await productPictureChoices(db, p) } : null;
}

/** The next place in the products menu within a product line. */
async function nextMenuPosition(db: Db, categoryId: string) {
  const [last] = await db
    .select({ n: max(products.menuPosition) })
    .from(products)
    .where(eq(products.categoryId, categoryId));
  return (last?.n ?? 0) + 1;
}

/** The pictures a new product starts with: its own drawings, in the seed catalogue's layout. */
function firstPictures(v: ProductInput, drawn: Map<string, string>, slug: string, sticky: Product["stickyList"]) {
  const at = (ref: string) => drawn.get(ref) ?? "";
  return {
    pic: at(`product/${slug}-front`),
    pic2: at(`product/${slug}-angle`),
    pic3: null,
    videoCover: null,
    sp1: { text: v.sp1, pic: at(`feature/${slug}-sp1`) },
    sp2: { text: v.sp2, pic: at(`feature/${slug}-sp2`) },
    sp3: { text: v.sp3, pic: at(`feature/${slug}-sp3`) },
    banners: [1, 2].map((n) => ({ pic: at(`banner/${slug}-${n}`) })),
    stickyList: sticky.slice(0, 3).map((s, i) => ({ ...s, pic: at(`feature/${slug}-sticky${i + 1}`) })),
    detailPicList: ["panel", "rear", "keys"].map((r) => at(`detail/${slug}-${r}`)),
  } satisfies PictureFields;
}

/** A saved product's picture fields as the form chose them, pointed at any new drawings. */
function chosenPictures(v: ProductInput, before: Product, drawn: Map<string, string>, sticky: Product["stickyList"]) {
  return retarget(
    {
      pic: v.pic ?? before.pic,
      pic2: v.pic2 ?? before.pic2,
      pic3: v.pic3 || null,
      videoCover: before.videoCover,
      sp1: { text: v.sp1, pic: v.sp1Pic ?? before.sp1.pic },
      sp2: { text: v.sp2, pic: v.sp2Pic ?? before.sp2.pic },
      sp3: { text: v.sp3, pic: v.sp3Pic ?? before.sp3.pic },
      banners: (v.banners ?? []).filter((b): b is string => Boolean(b)).map((pic) => ({ pic })),
      stickyList: sticky,
      detailPicList: (v.details ?? []).filter((d): d is string => Boolean(d)),
    },
    drawn,
  );
}

export type ProductSave = {
  /**
   * The product saved, at the version its editor was loaded from; null creates one, its id (the
   * model code) taken from the name.
   */
  target: { id: string; version: number } | null;
  value: ProductInput;
  /** Draw its pictures afresh from the specifications (a new product always is). */
  redraw: boolean;
};

/**
 * Creates or saves a product as one change: audited ("create", "update", "publish", "unpublish" or
 * "redraw") and re-indexed for search. Throws NotFound for a product that is gone, EditConflict
 * when it moved on from the version its editor loaded and FieldRefused for a new product whose
 * model code is in use (title) or a MIDI member code another model of its line has (midiMember),
 * with nothing written. Returns its id and whether it was redrawn.
 */
export async function saveProduct(db: Db, user: Actor, { target, value: v, redraw: asked }: ProductSave) {
  const savedId = target?.id;
  const id = savedId ?? modelCodeOf(v.title);
  const redraw = !savedId || asked;
  const productParams = (v.params ?? [])
    .filter((row) => row.label)
    .map((row) => ({ label: row.label ?? "", value: paramValue(row.value) }));
  const sticky = (v.sticky ?? [])
    .filter((s) => s.title && s.desc)
    .map((s) => ({ title: s.title ?? "", desc: s.desc ?? "", pic: s.pic ?? "" }));
  // its connectors from its kit as saved now, so the connections picture names what the manual lists
  const drawings: Drawings = redraw
    ? drawProduct({ id, title: v.title, categoryId: v.category, params: productParams, kit: kitOf(v) })
    : { rows: [], refs: new Map() };

  const [before] = savedId ? await db.select().from(products).where(eq(products.id, savedId)) : [];
  if (savedId && !before) throw new NotFound(`product ${savedId}`);
  const taken = () => new FieldRefused("title", { code: "modelCodeTaken", id });
  if (!before) {
    const [other] = await db
      .select({ id: products.id })
      .from(products)
      .where(or(eq(products.id, id), eq(products.modelCode, id)));
    if (other) throw taken();
  }
  // two models of a line with one member code: the checker could not tell them apart
  const midiMember = v.midiMember ?? null;
  if (midiMember !== null) {
    const [other] = await db
      .select({ title: products.title })
      .from(products)
      .where(and(eq(products.categoryId, v.category), eq(products.midiMember, midiMember), ne(products.id, id)));
    if (other) {
      throw new FieldRefused("midiMember", { code: "midiMemberTaken", product: other.title, member: midiMember });
    }
  }
  const menuPosition = !v.menu
    ? null
    : before?.menuPosition != null && before.categoryId === v.category
      ? before.menuPosition
      : await nextMenuPosition(db, v.category);
  const pictures = before
    ? chosenPictures(v, before, drawings.refs, sticky)
    : firstPictures(v, drawings.refs, id.toLowerCase(), sticky);
  const row = {
    title: v.title,
    categoryId: v.category,
    gender: v.gender,
    midiMember,
    menuPosition,
    desc: v.desc,
    aliases: v.aliases,
    sp4: v.sp4 || null,
    status: v.status,
    params: productParams,
    kit: kitOf(v),
    ...pictures,
    publishedAt: v.status === "published" ? (before?.publishedAt ?? new Date()) : (before?.publishedAt ?? null),
    updatedAt: new Date(),
  };
  // a new product's columns the editor does not set start at their defaults
  const after = before ?? {
    id,
    modelCode: id,
    video: null,
    unCompile: false,
    discontinuedOn: null,
    version: 1,
  };
  await commitChange(db, user, {
    claims: target ? [{ table: products, id, version: target.version, missing: new NotFound(`product ${id}`) }] : [],
    writes: [
      before
        ? updateWhere(products, row, eq(products.id, id))
        : insertInto(products, { id, modelCode: id, ...row }, { clash: taken() }),
      ...drawingWrites(drawings),
    ],
    audit: {
      entity: "product",
      id,
      action: publishAction(before, row.status, redraw ? "redraw" : "update"),
      before: before ? productSnapshot(before) : null,
      after: productSnapshot({ ...after, ...row }),
    },
    search: { products: [id] },
  });
  // every width and format of the new drawings, made now rather than on a visitor's first request
  if (redraw) {
    void warmPictures(db, pictureRefs(pictures)).catch((error) =>
      log.error({ err: error, product: id }, "warming a product's pictures failed"),
    );
  }
  return { id, redrawn: redraw };
}
