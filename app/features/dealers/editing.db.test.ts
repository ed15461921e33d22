import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { dealers } from "~/.server/db/schema/dealers";
import { staffUsers } from "~/.server/db/schema/staff";
import { seed } from "~/.server/db/seed";
import { EditConflict } from "~/.server/db/versions";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { DealerExists, DealerNotFound, dealerForEditing, dealersForAdmin, saveDealer } from "./editing.server";
import { allDealers } from "./queries.server";
import type { DealerInput } from "./schema";

const store = (id: string): DealerInput => ({
  id,
  name: "Casa dos Teclados",
  type: "dealer",
  country: "PT",
  city: "Lisboa",
  region: "",
  street: "Rua Garrett 50",
  postcode: "1200-204",
  phone: "+351 21 555 0100",
  email: "loja@casa-teclados.example",
  website: "https://casa-teclados.example",
  lat: 38.7107,
  lng: -9.142,
  lines: ["DigitalPianos"],
  ...Object.fromEntries(
    ["mon", "tue", "wed", "thu", "fri", "sat"].flatMap((day) => [
      [`${day}Opens`, "10:00"],
      [`${day}Closes`, "19:00"],
    ]),
  ),
  verifiedOn: "2026-11-01",
  status: "published",
});

describe.each(databaseTargets)("store editing on $name", (target) => {
  let database: Database;
  let user: { id: number; email: string };
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    const [row] = await database.db
      .insert(staffUsers)
      .values({ email: "editor@example.com", name: "Editor", role: "editor", passwordHash: "x" })
      .returning();
    user = { id: row?.id ?? 0, email: "editor@example.com" };
  });
  const audits = (id: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "dealer"), eq(auditLog.entityId, id)));
  /** A store as an editor loads it: its id and version. */
  const loaded = async (id: string) => {
    const dealer = await dealerForEditing(database.db, id);
    if (!dealer) throw new Error(`no store ${id}`);
    return { id, version: dealer.version };
  };

  it("creates a store, audited as create, that the public list shows", async () => {
    const id = await saveDealer(database.db, user, null, store("pt-lisboa-test"));
    expect(id).toBe("pt-lisboa-test");
    expect((await allDealers(database.db)).map((d) => d.id)).toContain(id);
    const [entry] = await audits(id);
    expect(entry).toMatchObject({ action: "create", userEmail: user.email, before: null });
    expect(entry?.after).toMatchObject({ name: "Casa dos Teclados", region: null });
    expect((await dealersForAdmin(database.db, "en")).find((d) => d.id === id)?.country).toBe("Portugal");
    expect((await dealersForAdmin(database.db, "de")).find((d) => d.id === id)?.country).toBe("Portugal");
    expect((await dealersForAdmin(database.db, "ja")).find((d) => d.id === id)?.country).toBe("ポルトガル");
  });

  it("updates a store with the before and after in its audit entry; a draft leaves the public list", async () => {
    await saveDealer(database.db, user, await loaded("pt-lisboa-test"), {
      ...store("ignored"),
      name: "Casa dos Pianos",
      status: "draft",
    });
    const form = await dealerForEditing(database.db, "pt-lisboa-test");
    expect(form).toMatchObject({ name: "Casa dos Pianos", region: "", lat: "38.7107", status: "draft" });
    expect(form).not.toHaveProperty("updatedAt");
    expect((await allDealers(database.db)).map((d) => d.id)).not.toContain("pt-lisboa-test");
    const update = (await audits("pt-lisboa-test")).find((e) => e.action === "update");
    expect(update?.before).toMatchObject({ name: "Casa dos Teclados" });
    expect(update?.before).not.toHaveProperty("updatedAt");
    expect(update?.before).not.toHaveProperty("version");
    expect(update?.after).not.toHaveProperty("version");
    expect(update?.after).toMatchObject({ name: "Casa dos Pianos", status: "draft" });
  });

  it("refuses a taken id and a missing store, writing nothing", async () => {
    await expect(saveDealer(database.db, user, null, store("pt-lisboa-test"))).rejects.toBeInstanceOf(DealerExists);
    await expect(saveDealer(database.db, user, { id: "nowhere", version: 1 }, store("nowhere"))).rejects.toBeInstanceOf(
      DealerNotFound,
    );
    expect(await audits("nowhere")).toEqual([]);
    expect(await database.db.select().from(dealers).where(eq(dealers.id, "nowhere"))).toEqual([]);
    expect((await dealerForEditing(database.db, "pt-lisboa-test"))?.name).toBe("Casa dos Pianos");
    expect(await dealerForEditing(database.db, "nowhere")).toBeNull();
  });

  it("refuses a save from a version that moved on, writing nothing, and takes one naming the version now", async () => {
    const first = await loaded("pt-lisboa-test");
    const entries = (await audits(first.id)).length;
    await saveDealer(database.db, user, first, { ...store("ignored"), name: "Saved first" });
    const refused = saveDealer(database.db, user, first, { ...store("ignored"), name: "Saved second" });
    await expect(refused).rejects.toBeInstanceOf(EditConflict);
    await expect(refused).rejects.toMatchObject({ entity: "dealer", id: first.id, version: first.version + 1 });
    expect(await dealerForEditing(database.db, first.id)).toMatchObject({
      name: "Saved first",
      version: first.version + 1,
    });
    expect(await audits(first.id)).toHaveLength(entries + 1);
    // naming the version the refusal showed, the save goes through
    await saveDealer(
      database.db,
      user,
      { id: first.id, version: first.version + 1 },
      { ...store("x"), name: "Merged" },
    );
    expect(await dealerForEditing(database.db, first.id)).toMatchObject({
      name: "Merged",
      version: first.version + 2,
    });
    expect(await audits(first.id)).toHaveLength(entries + 2);
  });

  it("of two saves from the same version at once, one goes through and the other is refused", async () => {
    const from = await loaded("pt-lisboa-test");
    const results = await Promise.allSettled(
      ["Race A", "Race B"].map((name) => saveDealer(database.db, user, from, { ...store("x"), name })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [lost] = results.filter((r) => r.status === "rejected");
    expect(lost?.status === "rejected" && lost.reason).toBeInstanceOf(EditConflict);
    expect(await dealerForEditing(database.db, from.id)).toMatchObject({ version: from.version + 1 });
  });
});
