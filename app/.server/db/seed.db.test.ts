import { describe, expect, it } from "vitest";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { firmwareReleases, productDocs, seedState } from "./schema";
import { seed } from "./seed";

describe.each(databaseTargets)("seeding on $name", (target) => {
  it("loads each data set once when several instances start together", async () => {
    const database = await openTestDatabase(target);
    await database.migrate();
    const runs = await Promise.all([seed(database.db), seed(database.db), seed(database.db)]);
    const docs = await database.db.select({ href: productDocs.href }).from(productDocs);
    const firmware = await database.db.select({ href: firmwareReleases.href }).from(firmwareReleases);
    expect(docs.length).toBeGreaterThan(0);
    expect(new Set(docs.map((d) => d.href)).size).toBe(docs.length);
    expect(new Set(firmware.map((f) => f.href)).size).toBe(firmware.length);
    // every set was loaded by exactly one of the runs
    const sets = (await database.db.select().from(seedState)).map((s) => `${s.name}@${s.version}`).sort();
    expect(runs.flat().sort()).toEqual(sets);
  });
});
