/** The catalogue's translatable items (lines, groups, products, specification labels) with their English slots. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { categories, products, subGroups } from "~/.server/db/schema/catalogue";
import type { TranslatableItem } from "~/.server/translations/admin.server";
import * as href from "~/lib/href";
import { productSlots } from "~/lib/translations/slots";

/** Every item of a kind (one item when `id` is given), with its English slots. */
export async function catalogueTranslatables(
  db: Db,
  entity: "category" | "group" | "product" | "param-label",
  id?: string,
): Promise<TranslatableItem[]> {
  switch (entity) {
    case "category": {
      const rows = await db
        .select()
        .from(categories)
        .where(id ? eq(categories.id, id) : undefined)
        .orderBy(asc(categories.position));
      return rows.map((c) => ({
        entity,
        id: c.id,
        name: c.name,
        page: href.category(c.id),
        slots: [
          { key: "name", english: c.name, kind: "line", label: "Name" },
          { key: "title", english: c.title, kind: "line", label: "Headline" },
        ],
      }));
    }
    case "group": {
      const rows = await db
        .select()
        .from(subGroups)
        .where(id ? eq(subGroups.id, id) : undefined)
        .orderBy(asc(subGroups.categoryId), asc(subGroups.position));
      return rows.map((g) => ({
        entity,
        id: g.id,
        name: g.label,
        page: href.category(g.categoryId),
        slots: [
          { key: "label", english: g.label, kind: "line", label: "Name" },
          { key: "desc", english: g.desc, kind: "text", label: "Description" },
        ],
      }));
    }
    case "product": {
      const rows = await db
        .select()
        .from(products)
        .where(id ? eq(products.id, id) : undefined)
        .orderBy(asc(products.categoryId), asc(products.title));
      return rows.map((p) => ({
        entity,
        id: p.id,
        name: p.title,
        page: href.product(p.id),
        slots: productSlots(p),
        sticky: p.stickyList,
      }));
    }
    case "param-label": {
      const rows = await db.select({ params: products.params }).from(products);
      const labels = [...new Set(rows.flatMap((r) => r.params.map((p) => p.label)))].sort();
      return labels
        .filter((label) => !id || label === id)
        .map((label) => ({
          entity,
          id: label,
          name: label,
          page: null,
          slots: [{ key: "label", english: label, kind: "line", label: "Label" }],
        }));
    }
  }
}

/** The products a line's translated name shows on (search entries name their line). */
export async function productIdsInLine(db: Db, lineId: string): Promise<string[]> {
  return (await db.select({ id: products.id }).from(products).where(eq(products.categoryId, lineId))).map((p) => p.id);
}

/** The products whose specification has a label (its translation changes their entries). */
export async function productIdsWithParamLabel(db: Db, label: string): Promise<string[]> {
  const all = await db.select({ id: products.id, params: products.params }).from(products);
  return all.filter((p) => p.params.some((x) => x.label === label)).map((p) => p.id);
}
