/**
 * Restoring the catalogue's records (products, product lines, groups) to a version their history
 * keeps. Snapshots are read as the audit log kept them, checked field by field: a key a snapshot
 * lacks (kept before the field existed) keeps the record's current value.
 */
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import { deleteWhere, insertInto, updateWhere, withoutBookkeeping } from "~/.server/changes/pipeline.server";
import { RestoreRefused, type Restorer } from "~/.server/changes/restore.server";
import type { Db } from "~/.server/db/client";
import { categories, products, subGroupProducts, subGroups } from "~/.server/db/schema/catalogue";
import * as adminHref from "~/lib/admin/href";
import { accessories, MIDI_CODE_MAX, publishStatuses } from "~/lib/content-model";
import { genders } from "~/lib/i18n/gender";
import { productHistoryLabels } from "./admin-text/history";
import { linesText } from "./admin-text/lines";
import { groupLabels, lineLabels } from "./line-forms";

const text = z.string();
/** A MIDI family or member code, or none. */
const midiCode = z.number().int().min(0).max(MIDI_CODE_MAX).nullable();
const picture = z.object({ text, pic: text });
const kit = z.object({
  controls: z.array(text).optional(),
  accessories: z.array(z.enum(accessories)).optional(),
  connectors: z.array(text).optional(),
  display: z.boolean().optional(),
});
const productFields = z
  .object({
    title: text.min(1),
    categoryId: text,
    gender: z.enum(genders),
    menuPosition: z.number().int().nullable(),
    desc: text,
    aliases: z.array(text),
    sp1: picture,
    sp2: picture,
    sp3: picture,
    sp4: text.nullable(),
    pic: text,
    pic2: text,
    pic3: text.nullable(),
    video: text.nullable(),
    videoCover: text.nullable(),
    banners: z.array(z.object({ pic: text })),
    detailPicList: z.array(text).nullable(),
    stickyList: z.array(z.object({ title: text, desc: text, pic: text })),
    params: z.array(z.object({ label: text, value: z.union([text, z.array(text), z.null()]) })),
    status: z.enum(publishStatuses),
    midiMember: midiCode,
    kit,
  })
  .partial();

/** What a version kept by the log holds, checked; a snapshot of another shape cannot be restored. */
function checked<T>(schema: z.ZodType<T>, snapshot: Record<string, unknown>): T {
  const parsed = schema.safeParse(snapshot);
  if (!parsed.success) throw new RestoreRefused({ code: "versionUnreadable" });
  return parsed.data;
}

async function lineExists(db: Db, id: string | undefined) {
  if (id === undefined) return;
  const [line] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!line) throw new RestoreRefused({ code: "versionLineGone", id });
}

/** A product as the audit log keeps it. */
export function productSnapshot(p: typeof products.$inferSelect) {
  const { publishedAt: _publishedAt, ...rest } = withoutBookkeeping(p);
  return rest;
}

async function productRow(db: Db, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

export const productRestorer: Restorer = {
  entity: "product",
  noun: "product",
  table: products,
  labels: productHistoryLabels.en,
  labelsIn: (locale) => productHistoryLabels[locale],
  editPath: (id) => adminHref.product(id),
  async current(db, id) {
    const row = await productRow(db, id);
    return row && { title: row.title, version: row.version, snapshot: productSnapshot(row) };
  },
  async describe(db, id, snapshot) {
    const values = checked(productFields, snapshot);
    const before = await productRow(db, id);
    if (!before) throw new RestoreRefused({ code: "productGone" });
    await lineExists(db, values.categoryId);
    const member = values.midiMember;
    if (member !== undefined && member !== null) {
      const [other] = await db
        .select({ title: products.title })
        .from(products)
        .where(
          and(
            eq(products.categoryId, values.categoryId ?? before.categoryId),
            eq(products.midiMember, member),
            ne(products.id, id),
          ),
        );
      if (other) throw new RestoreRefused({ code: "midiMemberTakenNow", product: other.title, member });
    }
    const status = values.status ?? before.status;
    const set = {
      ...values,
      publishedAt: status === "published" ? (before.publishedAt ?? new Date()) : before.publishedAt,
      updatedAt: new Date(),
    };
    return {
      writes: [updateWhere(products, set, eq(products.id, id))],
      before: productSnapshot(before),
      after: productSnapshot({ ...before, ...set }),
      search: { products: [id] },
    };
  },
};

const lineSnapshot = z
  .object({ name: text.min(1), title: text, pic: text, position: z.number().int(), midiFamily: midiCode })
  .partial();

async function lineRow(db: Db, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

export const lineRestorer: Restorer = {
  entity: "category",
  noun: "product line",
  table: categories,
  labels: lineLabels(linesText.en.labels),
  labelsIn: (locale) => lineLabels(linesText[locale].labels),
  editPath: (id) => adminHref.category(id),
  async current(db, id) {
    const row = await lineRow(db, id);
    return row && { title: row.name, version: row.version, snapshot: withoutBookkeeping(row) };
  },
  async describe(db, id, snapshot) {
    const values = checked(lineSnapshot, snapshot);
    const before = await lineRow(db, id);
    if (!before) throw new RestoreRefused({ code: "lineGone" });
    const family = values.midiFamily;
    if (family !== undefined && family !== null) {
      const [other] = await db
        .select({ name: categories.name })
        .from(categories)
        .where(and(eq(categories.midiFamily, family), ne(categories.id, id)));
      if (other) throw new RestoreRefused({ code: "midiFamilyTakenNow", line: other.name, family });
    }
    // a product's search entry carries its line's name
    const renamed = values.name !== undefined && values.name !== before.name;
    const inLine = renamed
      ? (await db.select({ id: products.id }).from(products).where(eq(products.categoryId, id))).map((p) => p.id)
      : [];
    return {
      writes: [updateWhere(categories, { ...values, updatedAt: new Date() }, eq(categories.id, id))],
      before: withoutBookkeeping(before),
      after: withoutBookkeeping({ ...before, ...values }),
      search: renamed ? { products: inLine } : undefined,
    };
  },
};

const groupSnapshot = z
  .object({
    label: text.min(1),
    desc: text,
    pic: text,
    pic2: text,
    position: z.number().int(),
    products: z.array(text),
  })
  .partial();

/** A group as the audit log keeps it: its fields and its products in order. */
async function groupState(db: Db, id: string) {
  const [row] = await db.select().from(subGroups).where(eq(subGroups.id, id));
  if (!row) return null;
  const members = await db
    .select({ id: subGroupProducts.productId })
    .from(subGroupProducts)
    .where(eq(subGroupProducts.subGroupId, id))
    .orderBy(asc(subGroupProducts.position));
  const snapshot = {
    label: row.label,
    desc: row.desc,
    pic: row.pic,
    pic2: row.pic2,
    position: row.position,
    products: members.map((m) => m.id),
  };
  return { row, snapshot };
}

export const groupRestorer: Restorer = {
  entity: "sub_group",
  noun: "group",
  table: subGroups,
  labels: {
    label: "Name",
    desc: "Description",
    pic: "Picture",
    pic2: "Second picture",
    position: "Place in the line",
    products: "Products",
  },
  labelsIn: (locale) => groupLabels(linesText[locale].labels),
  editPath: (id) => adminHref.group(id),
  async current(db, id) {
    const state = await groupState(db, id);
    return state && { title: state.row.label, version: state.row.version, snapshot: state.snapshot };
  },
  async describe(db, id, snapshot) {
    const { products: members, ...values } = checked(groupSnapshot, snapshot);
    const before = await groupState(db, id);
    if (!before) throw new RestoreRefused({ code: "groupGone" });
    const writes = [updateWhere(subGroups, { ...values, updatedAt: new Date() }, eq(subGroups.id, id))];
    // products removed since cannot come back into the group
    const kept = members && (await existingProducts(db, members));
    if (kept) {
      writes.push(deleteWhere(subGroupProducts, eq(subGroupProducts.subGroupId, id)));
      if (kept.length)
        writes.push(
          insertInto(
            subGroupProducts,
            kept.map((productId, position) => ({ subGroupId: id, productId, position })),
          ),
        );
    }
    const after = { ...before.snapshot, ...values, ...(kept ? { products: kept } : {}) };
    return { writes, before: before.snapshot, after };
  },
};

/** Those of `ids` that are products still, in their order. */
async function existingProducts(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  const existing = new Set(found.map((p) => p.id));
  return ids.filter((m) => existing.has(m));
}
