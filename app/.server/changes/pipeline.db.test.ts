import { count, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contentChanged } from "~/.server/content-version.server";
import type { Database } from "~/.server/db/client";
import { categories, products } from "~/.server/db/schema/catalogue";
import { auditLog } from "~/.server/db/schema/changes";
import { dealers } from "~/.server/db/schema/dealers";
import { searchEntries } from "~/.server/db/schema/search";
import { EditConflict } from "~/.server/db/versions";
import { FieldRefused, NotFound } from "~/lib/forms/refusal";
import { databaseTargets, seededTestDatabase } from "../../../tests/setup/database";
import { type Actor, type Change, commitChange, deleteWhere, insertInto, updateWhere } from "./pipeline.server";

vi.mock("~/.server/content-version.server", async (original) => ({
  ...(await original<typeof import("~/.server/content-version.server")>()),
  contentChanged: vi.fn(),
}));

describe.each(databaseTargets)("the change pipeline on $name", (target) => {
  let database: Database;
  let actor: Actor;
  const db = () => database.db;

  const product = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0];
  const entryTitle = async (id: string) =>
    (await db().select({ title: searchEntries.title }).from(searchEntries).where(eq(searchEntries.id, id)))[0]?.title;
  const logged = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0;

  /** A product renamed: the row, its audit entry and its search entry, claimed at `version`. */
  const rename = (id: string, version: number, title: string, more: Change["writes"] = []): Change => ({
    claims: [{ table: products, id, version, missing: new NotFound(`product ${id}`) }],
    writes: [updateWhere(products, { title }, eq(products.id, id)), ...more],
    audit: { entity: "product", action: "update", id, before: null, after: { title } },
    search: { products: [id] },
  });

  beforeAll(async () => {
    ({ database, actor: actor } = await seededTestDatabase(target, {
      email: "pipeline@noteva.example",
      role: "admin",
    }));
  }, 120_000);
  beforeEach(() => vi.mocked(contentChanged).mockClear());

  it("writes, audits, re-indexes the items touched and moves the content version, together", async () => {
    const before = (await product("SPC121")) ?? expect.fail("seeded product");
    await commitChange(db(), actor, rename("SPC121", before.version, "Stage Piano One"));
    expect((await product("SPC121"))?.title).toBe("Stage Piano One");
    expect((await product("SPC121"))?.version).toBe(before.version + 1);
    expect(await entryTitle("product:SPC121")).toContain("Stage Piano One");
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, "SPC121"));
    expect(entry).toMatchObject({ userEmail: actor.email, entity: "product", action: "update" });
    expect(contentChanged).toHaveBeenCalledOnce();
  });

  it("rolls back the audit entry and the search entries when a write fails, and moves no version", async () => {
    const before = (await product("SPC121")) ?? expect.fail("seeded product");
    const entries = await logged();
    const title = await entryTitle("product:SPC121");
    const gone = new NotFound("line nowhere");
    const failing = rename("SPC121", before.version, "Never Saved", [
      updateWhere(categories, { name: "Nowhere" }, eq(categories.id, "nowhere"), gone),
    ]);
    await expect(commitChange(db(), actor, failing)).rejects.toBe(gone);
    expect(await product("SPC121")).toEqual(before);
    expect(await logged()).toBe(entries);
    expect(await entryTitle("product:SPC121")).toBe(title);
    expect(contentChanged).not.toHaveBeenCalled();
  });

  it("refuses a change claiming a version the record moved on from, with EditConflict, writing nothing", async () => {
    const before = (await product("SPC121")) ?? expect.fail("seeded product");
    const entries = await logged();
    const stale = commitChange(db(), actor, rename("SPC121", before.version - 1, "Stale Save"));
    await expect(stale).rejects.toBeInstanceOf(EditConflict);
    await expect(stale).rejects.toMatchObject({ entity: "product", id: "SPC121", version: before.version });
    expect(await product("SPC121")).toEqual(before);
    expect(await logged()).toBe(entries);
  });

  it("names a conflict as the claim asks, and refuses a claim on a gone record with its own refusal", async () => {
    const before = (await product("SPC121")) ?? expect.fail("seeded product");
    const named = rename("SPC121", before.version - 1, "Stale Save");
    named.claims = [{ table: products, id: "SPC121", version: before.version - 1, missing: new Error(), named: "P-1" }];
    await expect(commitChange(db(), actor, named)).rejects.toMatchObject({ id: "P-1", version: before.version });
    const gone = new NotFound("product NOPE");
    const missing: Change = {
      ...rename("NOPE", 1, "x"),
      claims: [{ table: products, id: "NOPE", version: 1, missing: gone }],
    };
    await expect(commitChange(db(), actor, missing)).rejects.toBe(gone);
  });

  it("turns a unique key taken meanwhile into the refusal the change names", async () => {
    const [store] = await db().select().from(dealers).limit(1);
    if (!store) return expect.fail("seeded store");
    const entries = await logged();
    const taken = new FieldRefused("id", { code: "storeIdTaken" });
    const { id, version: _version, updatedAt: _updatedAt, ...row } = store;
    const create: Change = {
      writes: [insertInto(dealers, { id, ...row, name: "Second" }, { clash: taken })],
      audit: { entity: "dealer", action: "create", id, before: null, after: row },
    };
    await expect(commitChange(db(), actor, create)).rejects.toBe(taken);
    expect((await db().select().from(dealers).where(eq(dealers.id, id)))[0]?.name).toBe(store.name);
    expect(await logged()).toBe(entries);
    // without a named refusal the database's error is the answer
    create.writes = [insertInto(dealers, { id, ...row })];
    await expect(commitChange(db(), actor, create)).rejects.not.toBe(taken);
  });

  it("keeps a row a keeping insert finds, and never runs a write that names no rows", async () => {
    const [store] = await db().select().from(dealers).limit(1);
    if (!store) return expect.fail("seeded store");
    const { id, version: _version, updatedAt: _updatedAt, ...row } = store;
    await commitChange(db(), actor, {
      writes: [insertInto(dealers, { id, ...row, name: "Kept?" }, { existing: "keep" })],
      audit: { entity: "dealer", action: "update", id, before: null, after: null },
    });
    expect((await db().select().from(dealers).where(eq(dealers.id, id)))[0]?.name).toBe(store.name);
    const everything: Change = {
      writes: [deleteWhere(dealers, undefined)],
      audit: { entity: "dealer", action: "remove", id, before: null, after: null },
    };
    await expect(commitChange(db(), actor, everything)).rejects.toThrow(/names no rows/);
    expect((await db().select({ n: count() }).from(dealers))[0]?.n).toBeGreaterThan(0);
  });
});
