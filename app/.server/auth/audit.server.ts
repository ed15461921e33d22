import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import type { StaffUser } from "./session.server";

/** Records a change made in the admin: who, what, and the record before and after. */
export async function audit(
  db: Db,
  user: Pick<StaffUser, "id" | "email">,
  action: string,
  entity: string,
  entityId: string | number,
  before: unknown,
  after: unknown,
) {
  await db.insert(auditLog).values({
    userId: user.id,
    userEmail: user.email,
    action,
    entity,
    entityId: String(entityId),
    before: before ?? null,
    after: after ?? null,
  });
}
