/**
 * A staff member's own account: changing the password, which signs out every other device and
 * ends any sign-in waiting for its second step (begun with the old password).
 */
import { eq } from "drizzle-orm";
import { hashPassword, verifyPassword } from "~/.server/auth/password";
import { newSession, type StaffUser } from "~/.server/auth/session.server";
import { commitChange, deleteWhere, insertInto, updateWhere } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { staffPendingSignIns, staffSessions, staffUsers } from "~/.server/db/schema/staff";
import { mailWrites } from "~/.server/mail/outbox.server";
import { FieldRefused, NotFound } from "~/lib/forms/refusal";
import type { Locale } from "~/lib/i18n/locales";
import { noticeMail, type StaffMailSetup } from "./mails.server";

/** The current password given is not the member's. */
export class WrongPassword extends FieldRefused {
  override name = "WrongPassword";
  constructor() {
    super("current", { code: "wrongPassword" });
  }
}

/**
 * Sets a new password once the current one is confirmed. Every session ends, this one included;
 * the returned session is this browser's new one. Throws WrongPassword and changes nothing.
 */
export async function changePassword(
  db: Db,
  user: StaffUser,
  input: { current: string; password: string; userAgent: string; address?: string },
  mail?: StaffMailSetup,
) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.current))) throw new WrongPassword();
  const session = newSession(user.id, { userAgent: input.userAgent, address: input.address });
  await commitChange(db, user, {
    writes: [
      updateWhere(staffUsers, { passwordHash: await hashPassword(input.password) }, eq(staffUsers.id, user.id)),
      // every session ends, this one included; this browser's new one is the one kept
      deleteWhere(staffSessions, eq(staffSessions.userId, user.id)),
      deleteWhere(staffPendingSignIns, eq(staffPendingSignIns.userId, user.id)),
      insertInto(staffSessions, session.row),
      ...(mail
        ? mailWrites(mail, [
            noticeMail(
              "passwordChanged",
              user,
              { at: new Date(), userAgent: input.userAgent, address: session.row.address },
              mail,
            ),
          ])
        : []),
    ],
    audit: { entity: "staff_user", action: "change-password", id: user.email, before: null, after: null },
  });
  return { token: session.token, expiresAt: session.expiresAt };
}

/** Sets the admin's language for the member (null: their browser's), audited on the account. */
export async function setLanguage(db: Db, user: StaffUser, language: Locale | null) {
  const [row] = await db.select({ language: staffUsers.language }).from(staffUsers).where(eq(staffUsers.id, user.id));
  if (!row) throw new NotFound(user.email);
  if (row.language === language) return;
  await commitChange(db, user, {
    writes: [updateWhere(staffUsers, { language }, eq(staffUsers.id, user.id))],
    audit: {
      entity: "staff_user",
      action: "change-language",
      id: user.email,
      before: { language: row.language },
      after: { language },
    },
  });
}
