/** A staff member's own account: changing the password, which signs out every other device. */
import { eq } from "drizzle-orm";
import { hashPassword, verifyPassword } from "~/.server/auth/password";
import { createSession, destroyAllSessions, type StaffUser } from "~/.server/auth/session.server";
import type { Db } from "~/.server/db/client";
import { staffUsers } from "~/.server/db/schema/staff";
import { commitChange } from "~/features/changes/pipeline.server";

/** The current password given is not the member's. */
export class WrongPassword extends Error {
  override name = "WrongPassword";
}

/**
 * Sets a new password once the current one is confirmed. Every session ends, this one included;
 * the returned session is this browser's new one. Throws WrongPassword and changes nothing.
 */
export async function changePassword(
  db: Db,
  user: StaffUser,
  input: { current: string; password: string; userAgent: string },
) {
  return commitChange(db, user, {
    entity: "staff_user",
    action: "change-password",
    write: async (tx) => {
      const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, user.id));
      if (!row || !(await verifyPassword(row.passwordHash, input.current))) throw new WrongPassword();
      await tx
        .update(staffUsers)
        .set({ passwordHash: await hashPassword(input.password) })
        .where(eq(staffUsers.id, user.id));
      await destroyAllSessions(tx, user.id);
      const session = await createSession(tx, user.id, input.userAgent);
      return { id: user.email, before: null, after: null, value: session };
    },
  });
}
