import { beforeAll, describe, expect, it } from "vitest";
import { createSession, readSession } from "~/.server/auth/session.server";
import { createStaff } from "~/.server/auth/staff.server";
import { auditPage } from "~/.server/changes/audit-log.server";
import type { Database } from "~/.server/db/client";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { setLanguage } from "./account.server";

const IDLE_MS = 30 * 60 * 1000;

describe.each(databaseTargets)("the admin's language of an account on $name", (target) => {
  let database: Database;
  let member: { id: number; email: string; name: string; role: "admin" | "editor" };
  const latest = async () => (await auditPage(database.db, "staff_user", 1)).rows[0];
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    const row = await createStaff(database.db, {
      email: "yuki@noteva.example",
      name: "Yuki",
      role: "editor",
      password: "a long password 1",
    });
    member = { id: row?.id ?? 0, email: "yuki@noteva.example", name: "Yuki", role: "editor" };
  });

  it("is none (the browser's) until chosen, then the session carries it; each change audited", async () => {
    const { token } = await createSession(database.db, member.id, "test");
    expect((await readSession(database.db, token, IDLE_MS))?.user.language).toBeNull();

    await setLanguage(database.db, member, "ja");
    expect((await readSession(database.db, token, IDLE_MS))?.user.language).toBe("ja");
    expect(await latest()).toMatchObject({
      userEmail: member.email,
      action: "change-language",
      entityId: member.email,
      before: { language: null },
      after: { language: "ja" },
    });

    await setLanguage(database.db, member, null);
    expect((await readSession(database.db, token, IDLE_MS))?.user.language).toBeNull();
    expect(await latest()).toMatchObject({ before: { language: "ja" }, after: { language: null } });
  });

  it("writes nothing when the choice is the same", async () => {
    const before = await latest();
    await setLanguage(database.db, member, null);
    expect((await latest())?.id).toBe(before?.id);
  });
});
