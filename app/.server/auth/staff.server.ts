import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type StaffRole, staffPendingSignIns, staffSessions, staffUsers } from "../db/schema";
import { hashPassword, verifyPassword } from "./password";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function staffByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normalizeEmail(email)));
  return row ?? null;
}

export async function createStaff(db: Db, input: { email: string; name: string; role: StaffRole; password: string }) {
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: normalizeEmail(input.email),
      name: input.name.trim(),
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  return row ?? null;
}

/**
 * The admin named by ADMIN_EMAIL and ADMIN_PASSWORD at start: created when missing; when it exists,
 * an operator's way back in: it is an enabled admin with that password (its sessions end when the
 * password changes). Its second factors stay: only `npm run staff -- reset-factor` removes them.
 * Returns the account and what was done, or null when nothing was asked or needed.
 */
export async function ensureFirstAdmin(db: Db, email: string | undefined, password: string | undefined) {
  if (!email || !password) return null;
  const existing = await staffByEmail(db, email);
  if (!existing) {
    const created = await createStaff(db, { email, password, role: "admin", name: email.split("@")[0] ?? "Admin" });
    return created ? { ...created, done: "created" as const } : null;
  }
  const samePassword = await verifyPassword(existing.passwordHash, password);
  if (samePassword && existing.role === "admin" && !existing.disabledAt) return null;
  const [updated] = await db.transaction(async (tx) => {
    if (!samePassword) {
      await tx.delete(staffSessions).where(eq(staffSessions.userId, existing.id));
      await tx.delete(staffPendingSignIns).where(eq(staffPendingSignIns.userId, existing.id));
    }
    return tx
      .update(staffUsers)
      .set({
        role: "admin",
        disabledAt: null,
        ...(samePassword ? {} : { passwordHash: await hashPassword(password) }),
      })
      .where(eq(staffUsers.id, existing.id))
      .returning();
  });
  return updated ? { ...updated, done: "updated" as const } : null;
}
