import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentVersion, listenForContentChanges } from "~/.server/content-version.server";
import type { Database } from "~/.server/db/client";
import { editPresence } from "~/.server/db/schema/admin";
import { auditLog } from "~/.server/db/schema/changes";
import { staffUsers } from "~/.server/db/schema/staff";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { markAndList, markEditing, othersEditing, stopEditing } from "./presence.server";

const minutes = (n: number, from = new Date()) => new Date(from.getTime() - n * 60_000);

describe.each(databaseTargets)("who else is editing, on $name", (target) => {
  let database: Database;
  const staff: Record<"anna" | "ben" | "cleo" | "gone", number> = { anna: 0, ben: 0, cleo: 0, gone: 0 };
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await listenForContentChanges(database);
    for (const [key, name] of [
      ["anna", "Anna Keller"],
      ["ben", "Ben Ott"],
      ["cleo", "Cleo Park"],
      ["gone", "Gone Away"],
    ] as const) {
      const [row] = await database.db
        .insert(staffUsers)
        .values({
          email: `${key}@noteva.example`,
          name,
          role: "editor",
          passwordHash: "x",
          disabledAt: key === "gone" ? new Date() : null,
        })
        .returning({ id: staffUsers.id });
      if (!row) throw new Error(`no ${key}`);
      staff[key] = row.id;
    }
  });
  const on = (id: string, who: keyof typeof staff) => ({ entity: "product" as const, id, userId: staff[who] });
  const names = async (id: string, who: keyof typeof staff, now?: Date) =>
    (await othersEditing(database.db, on(id, who), now)).map((o) => o.name);

  it("names the others who have the record open, not oneself, most recent first", async () => {
    const now = new Date();
    await markEditing(database.db, on("spc121", "anna"), minutes(2, now));
    await markEditing(database.db, on("spc121", "ben"), minutes(1, now));
    await markEditing(database.db, on("spc121", "cleo"), now);
    const others = await othersEditing(database.db, on("spc121", "cleo"), now);
    expect(others).toEqual([
      { name: "Ben Ott", email: "ben@noteva.example", secondsAgo: 60 },
      { name: "Anna Keller", email: "anna@noteva.example", secondsAgo: 120 },
    ]);
    expect(await names("spc121", "anna", now)).toEqual(["Cleo Park", "Ben Ott"]);
  });

  it("names only those seen within the last three minutes, on this record of this kind", async () => {
    const now = new Date();
    await markEditing(database.db, on("mk61", "anna"), minutes(4, now));
    await markEditing(database.db, on("mk61", "ben"), minutes(2.5, now));
    await markEditing(database.db, { entity: "article", id: "mk61", userId: staff.cleo }, now);
    await markEditing(database.db, on("other", "cleo"), now);
    expect(await names("mk61", "cleo", now)).toEqual(["Ben Ott"]);
    // a heartbeat brings Anna back
    await markEditing(database.db, on("mk61", "anna"), now);
    expect(await names("mk61", "cleo", now)).toEqual(["Anna Keller", "Ben Ott"]);
    // marking again keeps one row per person and record
    const rows = await database.db.select().from(editPresence).where(eq(editPresence.entityId, "mk61"));
    expect(rows).toHaveLength(3);
  });

  it("does not name disabled staff", async () => {
    await markEditing(database.db, on("dx10", "gone"));
    await markEditing(database.db, on("dx10", "anna"));
    expect(await names("dx10", "ben")).toEqual(["Anna Keller"]);
  });

  it("forgets someone who left; a goodbye older than their latest mark keeps it", async () => {
    await markEditing(database.db, on("akx10", "anna"));
    await markEditing(database.db, on("akx10", "ben"));
    await stopEditing(database.db, on("akx10", "anna"));
    expect(await names("akx10", "cleo")).toEqual(["Ben Ott"]);

    // Ben reloads: the new page marks him before the old page's goodbye arrives
    const oldPage = new Date(Date.now() - 5_000);
    await markEditing(database.db, on("akx10", "ben"));
    await stopEditing(database.db, on("akx10", "ben"), oldPage);
    expect(await names("akx10", "cleo")).toEqual(["Ben Ott"]);
    // his last page's goodbye forgets him
    const [reloaded] = await database.db
      .select()
      .from(editPresence)
      .where(and(eq(editPresence.entityId, "akx10"), eq(editPresence.userId, staff.ben)));
    expect(reloaded).toBeDefined();
    await stopEditing(database.db, on("akx10", "ben"), reloaded?.seenAt);
    expect(await names("akx10", "cleo")).toEqual([]);
  });

  it("sweeps out day-old rows when anyone marks", async () => {
    await markEditing(database.db, on("old", "anna"), minutes(25 * 60));
    await markEditing(database.db, on("fresh", "ben"));
    const old = await database.db.select().from(editPresence).where(eq(editPresence.entityId, "old"));
    expect(old).toEqual([]);
  });

  it("is not a content change: no audit entry, the content version stays", async () => {
    const version = contentVersion();
    expect(version).not.toBeNull();
    const audited = (await database.db.select().from(auditLog)).length;
    const presence = await markAndList(database.db, on("spc121", "ben"));
    expect(presence).toMatchObject({ entity: "product", id: "spc121" });
    expect(presence.others.map((o) => o.name)).toContain("Cleo Park");
    expect(Date.parse(presence.markedAt)).toBeLessThanOrEqual(Date.now());
    await stopEditing(database.db, on("spc121", "ben"), new Date(presence.markedAt));
    expect(await names("spc121", "cleo")).not.toContain("Ben Ott");
    expect((await database.db.select().from(auditLog)).length).toBe(audited);
    expect(contentVersion()).toBe(version);
  });
});
