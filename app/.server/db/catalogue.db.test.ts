import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import type { Database } from "./client";
import { categories, products, seedState, subGroupProducts, subGroups } from "./schema";
import { seed } from "./seed";

describe.each(databaseTargets)("catalogue database on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
  });

  it("has the three categories", async () => {
    const rows = await database.db.select().from(categories).orderBy(asc(categories.position));
    expect(rows.map((r) => r.id)).toEqual(["DigitalPianos", "Keyboards", "Drums"]);
  });

  it("has the five sub-groups with the spec's members", async () => {
    const rows = await database.db
      .select({ group: subGroupProducts.subGroupId, product: subGroupProducts.productId })
      .from(subGroupProducts)
      .orderBy(asc(subGroupProducts.subGroupId), asc(subGroupProducts.position));
    const byGroup: Record<string, string[]> = {};
    for (const row of rows) byGroup[row.group] = [...(byGroup[row.group] ?? []), row.product];
    expect(byGroup).toEqual({
      ARRANGERKEYBOARDS: ["AKX10S"],
      COMPACTPIANOS: ["CP203"],
      PORTABLEKEYBOARDS: ["MK61", "MK37", "MK49"],
      PortablePIANOS: ["SP201Plus", "SPC121"],
      RHYTHMMACHINE: ["MR101S"],
    });
    const [portable] = await database.db.select().from(subGroups).where(eq(subGroups.id, "PORTABLEKEYBOARDS"));
    expect(portable?.pic).toBe("product/mk200-front");
  });

  it("has the nine products, SPC121 shown as SP-C121, each with a picture", async () => {
    const rows = await database.db.select().from(products);
    expect(rows.map((r) => r.id).sort()).toEqual(
      ["AKX10S", "CP203", "MK200", "MK37", "MK49", "MK61", "MR101S", "SP201Plus", "SPC121"].sort(),
    );
    expect(rows.find((r) => r.id === "SPC121")?.title).toBe("SP-C121");
    for (const row of rows) expect(row.pic).toMatch(/^product\/[a-z0-9]+-front$/);
    expect(rows.find((r) => r.id === "SPC121")?.modelCode).toBe("SPC121");
  });

  it("seeds once: a second run changes nothing and keeps editors' changes", async () => {
    await database.db.update(products).set({ title: "Edited" }).where(eq(products.id, "MK61"));
    expect(await seed(database.db)).toEqual([]);
    const [mk61] = await database.db.select().from(products).where(eq(products.id, "MK61"));
    expect(mk61?.title).toBe("Edited");
    const states = await database.db.select().from(seedState);
    expect(states.map((s) => s.name)).toContain("catalogue");
  });

  it("migrations are idempotent", async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});
