import { contentChanged } from "../content-version.server";
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
  // the trigger on audit_log tells every instance; this one need not wait for the notification
  contentChanged();
}

/** What an editor's save did to a draft-or-published record, as the audit log names it. */
export function publishAction(before: { status: string } | undefined, status: string, otherwise = "update"): string {
  if (!before) return "create";
  if (before.status === status) return otherwise;
  return status === "published" ? "publish" : "unpublish";
}
