/** Support's translatable items: firmware release notes, with their English slots. */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { firmwareReleases } from "~/.server/db/schema/support";
import type { TranslatableItem } from "~/.server/translations/admin.server";
import * as href from "~/lib/href";
import type { SupportProducts } from "./products";

/** Every firmware release (one when `id`, "product@version", is given), by product title, newest first. */
export async function firmwareTranslatables(
  db: Db,
  products: SupportProducts,
  id?: string,
): Promise<TranslatableItem[]> {
  const [productId, version] = id ? id.split("@") : [];
  const [byTitle, rows] = await Promise.all([
    products.choices(db),
    db
      .select({
        productId: firmwareReleases.productId,
        version: firmwareReleases.version,
        changes: firmwareReleases.changes,
      })
      .from(firmwareReleases)
      .where(
        id
          ? and(eq(firmwareReleases.productId, productId ?? ""), eq(firmwareReleases.version, version ?? ""))
          : undefined,
      )
      .orderBy(desc(firmwareReleases.releasedAt)),
  ]);
  const product = new Map(byTitle.map((p, place) => [p.id, { title: p.title, place }]));
  return rows
    .flatMap((f) => {
      const p = product.get(f.productId);
      return p ? [{ ...f, title: p.title, place: p.place }] : [];
    })
    .sort((a, b) => a.place - b.place)
    .map((f) => ({
      entity: "firmware" as const,
      id: `${f.productId}@${f.version}`,
      name: `${f.title} ${f.version}`,
      page: href.supportFirmware(f.productId),
      slots: [
        { key: "changes", english: f.changes.join("\n"), kind: "lines" as const, label: "Changes (one per line)" },
      ],
    }));
}
