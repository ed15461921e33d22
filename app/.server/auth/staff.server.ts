import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type StaffRole, staffUsers } from "../db/schema";
import { hashPassword } from "./password";

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

/** The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD: created once, never overwritten. */
export async function ensureFirstAdmin(db: Db, email: string | undefined, password: string | undefined) {
  if (!email || !password) return null;
  if (await staffByEmail(db, email)) return null;
  return createStaff(db, { email, password, role: "admin", name: email.split("@")[0] ?? "Admin" });
}
