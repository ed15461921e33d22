/**
 * The admin's product lines (categories) and the groups within them: the lists, what their
 * editors show, and saving them. A save is one change (.server/changes). A product's search
 * entry carries its line's name, so renaming a line re-indexes every product in it; groups are
 * not in search, so a group's change touches no entry.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import {
  type Actor,
  commitChange,
  deleteWhere,
  insertInto,
  updateWhere,
  withoutBookkeeping,
} from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { categories, products, subGroupProducts, subGroups } from "~/.server/db/schema/catalogue";
import { FieldRefused, NotFound } from "~/lib/forms/refusal";
import type { GroupInput, LineInput } from "./line-forms";

/** Every product line in menu order, with its groups. */
export async function lineList(db: Db) {
  const [lines, groups] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position)),
    db.select().from(subGroups).orderBy(asc(subGroups.position)),
  ]);
  return lines.map((c) => ({
    id: c.id,
    name: c.name,
    groups: groups.filter((g) => g.categoryId === c.id).map((g) => ({ id: g.id, label: g.label })),
  }));
}

async function lineById(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/**
 * What a product line's editor shows, with the version it was loaded from; null when there is no
 * such line. The picture choices come from every domain (features/backoffice/editors.server.ts).
 */
export async function lineEditor(db: Db, id: string) {
  const line = await lineById(db, id);
  if (!line) return null;
  return {
    category: {
      id: line.id,
      name: line.name,
      title: line.title,
      pic: line.pic,
      position: String(line.position),
      midiFamily: line.midiFamily === null ? "" : String(line.midiFamily),
    },
    version: line.version,
  };
}

/** A saved record and the version its editor was loaded from. */
export type Loaded = { id: string; version: number };

/**
 * Saves a product line, if it is still at the version its editor loaded, as one change ("update
 * category"); a new name re-indexes its products. Throws NotFound, EditConflict or FieldRefused (a
 * MIDI family code another line has), with nothing written.
 */
export async function saveLine(db: Db, user: Actor, { id, version }: Loaded, { midiFamily, ...value }: LineInput) {
  const before = await lineById(db, id);
  if (!before) throw new NotFound(`product line ${id}`);
  // two lines with one family code: their instruments would answer alike
  if (midiFamily !== undefined) {
    const [other] = await db
      .select({ name: categories.name })
      .from(categories)
      .where(and(eq(categories.midiFamily, midiFamily), ne(categories.id, id)));
    if (other) {
      throw new FieldRefused("midiFamily", { code: "midiFamilyTaken", line: other.name, family: midiFamily });
    }
  }
  // a product's search entry carries its line's name
  const renamed = before.name !== value.name;
  const inLine = renamed
    ? (await db.select({ id: products.id }).from(products).where(eq(products.categoryId, id))).map((p) => p.id)
    : [];
  await commitChange(db, user, {
    claims: [{ table: categories, id, version, missing: new NotFound(`product line ${id}`) }],
    writes: [
      updateWhere(
        categories,
        { ...value, midiFamily: midiFamily ?? null, updatedAt: new Date() },
        eq(categories.id, id),
      ),
    ],
    audit: {
      entity: "category",
      action: "update",
      id,
      before: withoutBookkeeping(before),
      after: { id, ...value, midiFamily: midiFamily ?? null },
    },
    search: renamed ? { products: inLine } : undefined,
  });
}

/** Every product's id: what a group may hold. */
export async function groupFormChoices(db: Db) {
  return (await db.select({ id: products.id }).from(products)).map((p) => p.id);
}

async function membersOf(db: Db, groupId: string) {
  const rows = await db
    .select({ id: subGroupProducts.productId })
    .from(subGroupProducts)
    .where(eq(subGroupProducts.subGroupId, groupId))
    .orderBy(asc(subGroupProducts.position));
  return rows.map((m) => m.id);
}

/**
 * What a group's editor shows: a saved group (id) with the version it was loaded from, or a new one
 * in the line `lineId`. Null when there is no such group or line.
 */
export async function groupEditor(db: Db, id: string | undefined, lineId: string | null) {
  const productRows = await db
    .select({ id: products.id, title: products.title, categoryId: products.categoryId })
    .from(products)
    .orderBy(asc(products.title));
  if (!id) {
    const line = await lineById(db, lineId);
    if (!line) return null;
    return {
      products: productRows,
      category: { id: line.id, name: line.name },
      group: null,
      version: null,
    };
  }
  const [group] = await db.select().from(subGroups).where(eq(subGroups.id, id));
  if (!group) return null;
  const line = await lineById(db, group.categoryId);
  return {
    products: productRows,
    category: { id: group.categoryId, name: line?.name ?? group.categoryId },
    group: {
      id: group.id,
      label: group.label,
      desc: group.desc,
      pic: group.pic,
      pic2: group.pic2,
      position: String(group.position),
      products: await membersOf(db, group.id),
    },
    version: group.version,
  };
}

export type GroupSave =
  /** A saved group, at the version its editor was loaded from. */
  | { id: string; version: number; value: GroupInput }
  /** A new group, with the id the form gave it, in the line `lineId`. */
  | { id?: undefined; value: GroupInput; lineId: string | null };

/**
 * Creates ("create sub_group") or saves ("update sub_group") a group and its products, in the
 * order given, as one change. Throws NotFound for a group or line that is not there, EditConflict
 * for a group that moved on from the version its editor loaded, FieldRefused (id) for a new group whose id
 * is in use, with nothing written. Returns the group's id.
 */
export async function saveGroup(db: Db, user: Actor, save: GroupSave) {
  const { id: newId, products: members = [], ...value } = save.value;
  const id = save.id ?? newId ?? "";
  const [before] = await db.select().from(subGroups).where(eq(subGroups.id, id));
  const taken = () => new FieldRefused("id", { code: "groupIdTaken" });
  if (save.id === undefined && before) throw taken();
  if (save.id !== undefined && !before) throw new NotFound(`group ${id}`);
  const categoryId = before?.categoryId ?? (save.id === undefined ? (await lineById(db, save.lineId))?.id : null);
  if (!categoryId) throw new NotFound("product line");
  const beforeMembers = before ? await membersOf(db, id) : [];
  await commitChange(db, user, {
    claims:
      save.id === undefined
        ? []
        : [{ table: subGroups, id, version: save.version, missing: new NotFound(`group ${id}`) }],
    writes: [
      before
        ? updateWhere(subGroups, { ...value, updatedAt: new Date() }, eq(subGroups.id, id))
        : insertInto(subGroups, { id, categoryId, ...value }, { clash: taken() }),
      deleteWhere(subGroupProducts, eq(subGroupProducts.subGroupId, id)),
      ...(members.length
        ? [
            insertInto(
              subGroupProducts,
              members.map((productId, position) => ({ subGroupId: id, productId, position })),
            ),
          ]
        : []),
    ],
    audit: {
      entity: "sub_group",
      action: before ? "update" : "create",
      id,
      before: before && {
        label: before.label,
        desc: before.desc,
        pic: before.pic,
        pic2: before.pic2,
        position: before.position,
        products: beforeMembers,
      },
      after: { ...value, products: members },
    },
  });
  return id;
}
