/**
 * Redrawing a product's pictures from its parameters in the admin. Drawings are stored in the
 * database (every instance serves them); each width and format is encoded on first request and
 * kept, and a redraw warms them in the background so the first visitor does not wait.
 */
import { createHash } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { insertInto, type Write } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { drawnPictureFiles, drawnPictures, products } from "~/.server/db/schema/catalogue";
import { instrumentOf } from "~/lib/drawing/instrument";
import { drawProductPicture, pictureSlug, productPictureRefs } from "~/lib/drawing/picture";
import { cover } from "~/lib/drawing/scenes";
import { baseRef, type MediaFormat, mediaFormats, mediaKinds, parseMediaRef } from "~/lib/media";
import { encodeDrawing } from "./encode.server";

type Product = typeof products.$inferSelect;
export type PictureFields = Pick<
  Product,
  "pic" | "pic2" | "pic3" | "videoCover" | "sp1" | "sp2" | "sp3" | "banners" | "stickyList" | "detailPicList"
>;

export type Drawings = { rows: (typeof drawnPictures.$inferInsert)[]; refs: Map<string, string> };

/** Draws every picture of the product: the drawings to store, and base reference → new reference. */
export function drawProduct(product: Pick<Product, "id" | "title" | "categoryId" | "params" | "kit">): Drawings {
  const inst = instrumentOf(product);
  const rows = productPictureRefs(product.id.toLowerCase()).map((ref) => {
    const svg = drawProductPicture(ref, inst);
    const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
    return { ref: `${ref}~${hash}`, productId: product.id, svg };
  });
  return { rows, refs: new Map(rows.map((d) => [baseRef(d.ref), d.ref])) };
}

/** The writes that store drawings (after their product row exists); a drawing already stored is kept. */
export function drawingWrites(drawings: Drawings): Write[] {
  return drawings.rows.length ? [insertInto(drawnPictures, drawings.rows, { existing: "keep" })] : [];
}

/** The picture fields with every reference passed through `to` (fields without a picture stay empty). */
function mapPictures(fields: PictureFields, to: (ref: string) => string): PictureFields {
  return {
    pic: to(fields.pic),
    pic2: to(fields.pic2),
    pic3: fields.pic3 ? to(fields.pic3) : fields.pic3,
    videoCover: fields.videoCover ? to(fields.videoCover) : fields.videoCover,
    sp1: { ...fields.sp1, pic: to(fields.sp1.pic) },
    sp2: { ...fields.sp2, pic: to(fields.sp2.pic) },
    sp3: { ...fields.sp3, pic: to(fields.sp3.pic) },
    banners: fields.banners.map((b) => ({ pic: to(b.pic) })),
    stickyList: fields.stickyList.map((s) => ({ ...s, pic: to(s.pic) })),
    detailPicList: fields.detailPicList?.map(to) ?? null,
  };
}

/** The product's picture fields with each of its own pictures pointed at the new drawing. */
export function retarget(fields: PictureFields, drawn: Map<string, string>): PictureFields {
  return mapPictures(fields, (ref) => drawn.get(baseRef(ref)) ?? ref);
}

/** Every picture reference in the fields. */
export function pictureRefs(fields: PictureFields): string[] {
  const refs: string[] = [];
  mapPictures(fields, (ref) => {
    if (ref) refs.push(ref);
    return ref;
  });
  return refs;
}

/** The pictures an editor can choose for a product: what it uses, plus its latest drawing of each. */
export async function productPictureChoices(db: Db, product: Product): Promise<string[]> {
  const rows = await db
    .select({ ref: drawnPictures.ref })
    .from(drawnPictures)
    .where(eq(drawnPictures.productId, product.id))
    .orderBy(desc(drawnPictures.createdAt));
  const latest = new Map<string, string>();
  for (const { ref } of rows) if (!latest.has(baseRef(ref))) latest.set(baseRef(ref), ref);
  const order = productPictureRefs(product.id.toLowerCase());
  const rank = (ref: string) => {
    const i = order.indexOf(baseRef(ref));
    return i === -1 ? order.length : i;
  };
  return [...new Set([...pictureRefs(product), ...latest.values()])].sort((a, b) => rank(a) - rank(b));
}

const FILE = /^(?<name>[a-z0-9-]+~[0-9a-f]{10})-(?<width>\d{2,4})\.(?<format>avif|webp)$/;

/** Files being encoded now: a second request for one waits for the same work. */
const encoding = new Map<string, Promise<Buffer | null>>();

/** One encoded file of a drawn picture, made and kept on first request; null when there is none. */
export function drawnPictureFile(db: Db, kind: string, file: string): Promise<Buffer | null> {
  const key = `${kind}/${file}`;
  const pending = encoding.get(key);
  if (pending) return pending;
  const work = readOrEncode(db, kind, file).finally(() => encoding.delete(key));
  encoding.set(key, work);
  return work;
}

/**
 * One file of a picture the build draws (media/generate.ts), drawn now from the catalogue: the
 * build's copy is a static file served before any route, so this runs only while a fresh clone's
 * first start is still drawing them (scripts/prepare-media.ts). Null for a name no product or
 * category has.
 */
export function buildPictureFile(db: Db, kind: string, file: string): Promise<Buffer | null> {
  const m = BUILD_FILE.exec(file)?.groups;
  if (!m?.name || !(kind in mediaKinds)) return Promise.resolve(null);
  const ref = `${kind}/${m.name}`;
  const width = Number(m.width);
  if (!(mediaKinds[parseMediaRef(ref).kind].widths as readonly number[]).includes(width)) return Promise.resolve(null);
  const key = `${kind}/${file}`;
  const pending = encoding.get(key);
  if (pending) return pending;
  const work = buildPictureDrawing(db, ref)
    .then((svg) => (svg === null ? null : encodeDrawing(svg, width, m.format as MediaFormat)))
    .finally(() => encoding.delete(key));
  encoding.set(key, work);
  return work;
}

/** A file of one of the build's pictures, as it names them (`spc121-1-800.webp`). */
const BUILD_FILE = /^(?<name>[a-z0-9-]+)-(?<width>\d{2,4})\.(?<format>avif|webp)$/;

/** The drawing the build makes of `ref`: a product's picture, or a category's cover of its first models. */
async function buildPictureDrawing(db: Db, ref: string): Promise<string | null> {
  const columns = {
    id: products.id,
    title: products.title,
    categoryId: products.categoryId,
    params: products.params,
    kit: products.kit,
  };
  if (ref.startsWith("cover/category-")) {
    const name = ref.slice("cover/".length);
    const shown = await db.select(columns).from(products).where(isNotNull(products.menuPosition)).orderBy(products.id);
    const members = shown.filter((p) => `category-${p.categoryId.toLowerCase()}` === name).slice(0, 3);
    if (!members.length) return null;
    const { width, height } = mediaKinds[parseMediaRef(ref).kind];
    return cover(members.map(instrumentOf), width, height);
  }
  const slug = pictureSlug(ref);
  if (!slug) return null;
  const [product] = await db.select(columns).from(products).where(sql`lower(${products.id}) = ${slug}`);
  if (!product || !productPictureRefs(slug).includes(ref)) return null;
  return drawProductPicture(ref, instrumentOf(product));
}

async function readOrEncode(db: Db, kind: string, file: string): Promise<Buffer | null> {
  const m = FILE.exec(file)?.groups;
  if (!m || !(kind in mediaKinds)) return null;
  const ref = `${kind}/${m.name}`;
  const width = Number(m.width);
  const format = m.format as MediaFormat;
  if (!(mediaKinds[parseMediaRef(ref).kind].widths as readonly number[]).includes(width)) return null;
  const where = and(
    eq(drawnPictureFiles.ref, ref),
    eq(drawnPictureFiles.width, width),
    eq(drawnPictureFiles.format, format),
  );
  const [kept] = await db.select({ data: drawnPictureFiles.data }).from(drawnPictureFiles).where(where);
  if (kept) return Buffer.from(kept.data);
  const [picture] = await db.select({ svg: drawnPictures.svg }).from(drawnPictures).where(eq(drawnPictures.ref, ref));
  if (!picture) return null;
  const data = await encodeDrawing(picture.svg, width, format);
  await db.insert(drawnPictureFiles).values({ ref, width, format, data }).onConflictDoNothing();
  return data;
}

/** Encodes every file of the given drawings that is not kept yet (run after a redraw, not awaited). */
export async function warmPictures(db: Db, refs: string[]): Promise<void> {
  const drawnRefs = refs.filter((r) => r.includes("~") && pictureSlug(baseRef(r)));
  if (!drawnRefs.length) return;
  const have = await db
    .select({ ref: drawnPictureFiles.ref, width: drawnPictureFiles.width, format: drawnPictureFiles.format })
    .from(drawnPictureFiles)
    .where(inArray(drawnPictureFiles.ref, drawnRefs));
  const kept = new Set(have.map((h) => `${h.ref} ${h.width} ${h.format}`));
  for (const ref of new Set(drawnRefs)) {
    const { kind, name } = parseMediaRef(ref);
    for (const width of mediaKinds[kind].widths) {
      for (const format of mediaFormats) {
        if (!kept.has(`${ref} ${width} ${format}`)) await drawnPictureFile(db, kind, `${name}-${width}.${format}`);
      }
    }
  }
}
