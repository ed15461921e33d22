import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { products } from "~/.server/db/schema";
import { modelCode } from "~/lib/model-code";

export const MAX_QUERY_LENGTH = 200;

/** Products whose model code, title or description matches the query; model-code hits first. */
export async function searchProducts(db: Db, query: string) {
  const text = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (!text) return [];
  const code = modelCode(text);
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions = [ilike(products.title, like), ilike(products.desc, like)];
  if (code.length >= 2) conditions.push(sql`${products.modelCode} like ${`${code}%`}`);
  return db
    .select({ id: products.id, title: products.title, pic: products.pic, desc: products.desc })
    .from(products)
    .where(and(eq(products.status, "published"), or(...conditions)))
    .orderBy(
      sql`case when ${products.modelCode} = ${code} then 0 when ${products.modelCode} like ${`${code}%`} then 1 else 2 end`,
      asc(products.title),
    )
    .limit(20);
}
