/**
 * Staff accounts as the admin manages them: the list, and an admin's changes to someone else's
 * role or access, each through the change pipeline (audited as a staff_user by e-mail).
 */
import { asc, eq, isNull } from "drizzle-orm";
import { type Actor, commitChange, deleteWhere, updateWhere } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { staffPendingSignIns, staffSessions, staffUsers } from "~/.server/db/schema/staff";
import { Refused } from "~/lib/forms/refusal";
import type { StaffRole } from "~/lib/permissions";

/** Every account, by name. */
export async function listStaff(db: Db) {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.name));
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    disabled: Boolean(u.disabledAt),
    createdAt: u.createdAt,
  }));
}

/** Staff who may be given work (a contact message): every enabled account, by name. */
export async function enabledStaff(db: Db) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(isNull(staffUsers.disabledAt))
    .orderBy(asc(staffUsers.name));
}

/** Why an account change was refused: the account is gone, or it is the admin's own. */
export class AccountChangeRefused extends Refused {
  override name = "AccountChangeRefused";
  constructor(readonly reason: "gone" | "own") {
    super({ code: reason === "gone" ? "accountGone" : "ownAccount" });
  }
}

export type AccountChange = { intent: "role"; role: StaffRole } | { intent: "disable" | "enable" };

/**
 * Changes another member's role, or disables (and signs out) or enables their account. Returns
 * their name; throws AccountChangeRefused for a missing account or the actor's own.
 */
export async function changeAccount(db: Db, actor: Actor, id: number, change: AccountChange): Promise<string> {
  const [target] = Number.isInteger(id) ? await db.select().from(staffUsers).where(eq(staffUsers.id, id)) : [];
  if (!target) throw new AccountChangeRefused("gone");
  if (target.id === actor.id) throw new AccountChangeRefused("own");
  const before = { role: target.role, disabled: Boolean(target.disabledAt) };
  const account = eq(staffUsers.id, id);
  const gone = new AccountChangeRefused("gone");
  if (change.intent === "role") {
    await commitChange(db, actor, {
      writes: [updateWhere(staffUsers, { role: change.role }, account, gone)],
      audit: {
        entity: "staff_user",
        action: "update",
        id: target.email,
        before,
        after: { ...before, role: change.role },
      },
    });
    return target.name;
  }
  const disabled = change.intent === "disable";
  await commitChange(db, actor, {
    writes: [
      updateWhere(staffUsers, { disabledAt: disabled ? new Date() : null }, account, gone),
      // a disabled account is signed out everywhere, sign-ins waiting for their second step too
      ...(disabled
        ? [
            deleteWhere(staffSessions, eq(staffSessions.userId, id)),
            deleteWhere(staffPendingSignIns, eq(staffPendingSignIns.userId, id)),
          ]
        : []),
    ],
    audit: { entity: "staff_user", action: change.intent, id: target.email, before, after: { ...before, disabled } },
  });
  return target.name;
}
