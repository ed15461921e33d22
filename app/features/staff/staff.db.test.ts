import { beforeAll, describe, expect, it } from "vitest";
import { createSession, readSession } from "~/.server/auth/session.server";
import { createStaff } from "~/.server/auth/staff.server";
import { auditPage } from "~/.server/changes/audit-log.server";
import type { Database } from "~/.server/db/client";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { changePassword, WrongPassword } from "./account.server";
import {
  AccountExists,
  acceptInvite,
  EmailTaken,
  InviteGone,
  inviteStaff,
  openInvite,
  openInvites,
} from "./invites.server";
import { AccountChangeRefused, changeAccount, listStaff } from "./users.server";

const IDLE_MS = 30 * 60 * 1000;

describe.each(databaseTargets)("staff changes on $name", (target) => {
  let database: Database;
  let admin: { id: number; email: string; name: string; role: "admin" | "editor" };
  const latest = async () => (await auditPage(database.db, "staff_user", 1)).rows[0];
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    const row = await createStaff(database.db, {
      email: "ada@noteva.example",
      name: "Ada",
      role: "admin",
      password: "a long password 1",
    });
    admin = { id: row?.id ?? 0, email: "ada@noteva.example", name: "Ada", role: "admin" };
  });

  it("an invitation makes one account, each step audited", async () => {
    const token = await inviteStaff(database.db, admin, { email: " Bo@Noteva.example", name: "Bo", role: "editor" });
    expect(await latest()).toMatchObject({
      userEmail: admin.email,
      action: "invite",
      entityId: "bo@noteva.example",
      before: null,
      after: { email: "bo@noteva.example", name: "Bo", role: "editor" },
    });
    expect((await openInvites(database.db)).map((i) => i.email)).toEqual(["bo@noteva.example"]);
    const invite = await openInvite(database.db, token);
    if (!invite) throw new Error("the invitation is open");
    const bo = await acceptInvite(database.db, invite, { name: "Bo B", password: "another password 1" });
    expect(await latest()).toMatchObject({
      userId: bo.id,
      userEmail: "bo@noteva.example",
      action: "create",
      entityId: "bo@noteva.example",
      after: { email: "bo@noteva.example", name: "Bo B", role: "editor" },
    });
    expect(await openInvite(database.db, token)).toBeNull();
    await expect(acceptInvite(database.db, invite, { name: "Bo", password: "x".repeat(12) })).rejects.toThrow(
      AccountExists,
    );
    await expect(
      inviteStaff(database.db, admin, { email: "bo@noteva.example", name: "B", role: "admin" }),
    ).rejects.toThrow(EmailTaken);
  });

  it("a used invitation writes nothing, not even the account", async () => {
    const token = await inviteStaff(database.db, admin, { email: "cy@noteva.example", name: "Cy", role: "editor" });
    const invite = await openInvite(database.db, token);
    if (!invite) throw new Error("the invitation is open");
    await acceptInvite(database.db, invite, { name: "Cy", password: "a long password 3" });
    const audited = (await auditPage(database.db, "staff_user", 1)).total;
    // the same invitation again, as a second request that read it before the first claimed it
    await expect(
      acceptInvite(database.db, { ...invite, email: "cy2@noteva.example" }, { name: "Cy", password: "x".repeat(12) }),
    ).rejects.toThrow(InviteGone);
    expect((await listStaff(database.db)).map((u) => u.email)).not.toContain("cy2@noteva.example");
    expect((await auditPage(database.db, "staff_user", 1)).total).toBe(audited);
  });

  it("refuses changing a missing account or one's own, and disabling signs out", async () => {
    await expect(changeAccount(database.db, admin, admin.id, { intent: "disable" })).rejects.toThrow(
      AccountChangeRefused,
    );
    await expect(changeAccount(database.db, admin, 999_999, { intent: "disable" })).rejects.toThrow(
      AccountChangeRefused,
    );
    const bo = (await listStaff(database.db)).find((u) => u.email === "bo@noteva.example");
    if (!bo) throw new Error("Bo has an account");
    const { token } = await createSession(database.db, bo.id, "test");
    expect(await changeAccount(database.db, admin, bo.id, { intent: "disable" })).toBe("Bo B");
    expect(await readSession(database.db, token, IDLE_MS)).toBeNull();
    expect(await latest()).toMatchObject({
      action: "disable",
      before: { role: "editor", disabled: false },
      after: { role: "editor", disabled: true },
    });
  });

  it("changes a password only with the current one, and then ends every other session", async () => {
    const other = await createSession(database.db, admin.id, "other device");
    const input = { current: "not it at all", password: "a new password 12", userAgent: "test" };
    await expect(changePassword(database.db, admin, input)).rejects.toThrow(WrongPassword);
    expect(await readSession(database.db, other.token, IDLE_MS)).not.toBeNull();
    const fresh = await changePassword(database.db, admin, { ...input, current: "a long password 1" });
    expect(await readSession(database.db, other.token, IDLE_MS)).toBeNull();
    expect(await readSession(database.db, fresh.token, IDLE_MS)).toMatchObject({ user: { id: admin.id } });
    expect(await latest()).toMatchObject({
      action: "change-password",
      entityId: admin.email,
      before: null,
      after: null,
    });
  });
});
