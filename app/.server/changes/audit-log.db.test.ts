import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { auditPage, recentChanges } from "./audit-log.server";

describe.each(databaseTargets)("the audit log's readers on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    const entry = (entity: string, action: string, entityId: string) => ({
      userId: null,
      userEmail: "ada@noteva.example",
      entity,
      action,
      entityId,
      before: null,
      after: null,
    });
    await database.db
      .insert(auditLog)
      .values([
        entry("product", "update", "SPC121"),
        entry("staff_user", "reset-factors", "eve@noteva.example"),
        entry("staff_setting", "update", "require-second-factor"),
        entry("article", "publish", "mk61-school-edition"),
      ]);
  });

  it("shows an editor the content's changes, and the security events to those who manage staff only", async () => {
    const editor = { securityEvents: false };
    const admin = { securityEvents: true };
    const seen = await auditPage(database.db, null, 1, editor);
    expect(seen.rows.map((r) => r.entity).sort()).toEqual(["article", "product"]);
    expect(seen.entities).toEqual(["article", "product"]);
    expect(seen.total).toBe(2);
    // asking for them by name shows the content, not the events
    expect((await auditPage(database.db, "staff_user", 1, editor)).rows.map((r) => r.entity)).not.toContain(
      "staff_user",
    );
    expect((await recentChanges(database.db, 8, editor)).map((r) => r.entity)).not.toContain("staff_user");
    expect((await auditPage(database.db, null, 1, admin)).total).toBe(4);
    expect((await auditPage(database.db, "staff_user", 1, admin)).rows).toHaveLength(1);
    expect((await recentChanges(database.db, 8, admin)).map((r) => r.entity)).toContain("staff_setting");
  });
});
