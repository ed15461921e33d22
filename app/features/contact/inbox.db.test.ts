import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { latestChange } from "~/.server/changes/audit-log.server";
import type { Actor } from "~/.server/changes/pipeline.server";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { contactMessages } from "~/.server/db/schema/contact";
import { staffUsers } from "~/.server/db/schema/staff";
import { seed } from "~/.server/db/seed";
import { EditConflict } from "~/.server/db/versions";
import { listsText } from "~/lib/admin/text/lists";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { messageText } from "./admin-text";
import { handleMessage, inboxCsv, MessageNotFound, messageById, UnknownAssignee } from "./inbox.server";
import { submitContact } from "./messages.server";
import { contactText } from "./text.server";

describe.each(databaseTargets)("handling an inbox message on $name", (target) => {
  let database: Database;
  let actor: Actor;
  let id: string;
  let reference: string;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    const [row] = await database.db
      .insert(staffUsers)
      .values({ email: "support@example.com", name: "Sam Support", role: "editor", passwordHash: "x" })
      .returning();
    actor = { id: row?.id ?? 0, email: "support@example.com" };
    const sent = await submitContact(
      database.db,
      {
        name: "Tomás Ortega",
        email: "tomas@example.com",
        country: "ES",
        topic: "support",
        message: "The MK61 shows an error after the firmware update.",
        consent: true,
      },
      {
        idempotencyKey: crypto.randomUUID(),
        sender: { address: "198.51.100.9", userAgent: "test" },
        secret: "k".repeat(32),
      },
    );
    if (!sent.ok) throw new Error("message not stored");
    reference = sent.reference;
    const [message] = await database.db.select().from(contactMessages).where(eq(contactMessages.reference, reference));
    id = String(message?.id);
  });
  const loaded = async () => {
    const message = await messageById(database.db, id);
    if (!message) throw new Error(`no message ${id}`);
    return { id, version: message.version };
  };
  const audits = () =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "contact_message"), eq(auditLog.entityId, reference)));
  const handling = (replyNote: string) => ({ status: "answered" as const, assigneeId: actor.id, replyNote });

  it("records the handling from the version loaded, audited by reference", async () => {
    const from = await loaded();
    await handleMessage(database.db, actor, from, handling("Sent the update guide."));
    expect(await messageById(database.db, id)).toMatchObject({
      status: "answered",
      assigneeId: actor.id,
      replyNote: "Sent the update guide.",
      version: from.version + 1,
    });
    const [entry] = await audits();
    expect(entry).toMatchObject({ action: "update", userEmail: actor.email });
    expect(entry?.before).toEqual({ status: "new", assigneeId: null, replyNote: null });
  });

  it("refuses a handling from a version that moved on, writing nothing, naming the message's reference", async () => {
    const first = await loaded();
    const entries = (await audits()).length;
    await handleMessage(database.db, actor, first, handling("Saved first"));
    const refused = handleMessage(database.db, actor, first, { ...handling("Saved second"), status: "closed" });
    await expect(refused).rejects.toBeInstanceOf(EditConflict);
    await expect(refused).rejects.toMatchObject({
      entity: "contact_message",
      id: reference,
      version: first.version + 1,
    });
    expect(await messageById(database.db, id)).toMatchObject({ replyNote: "Saved first", status: "answered" });
    expect(await audits()).toHaveLength(entries + 1);
    // the refusal can say who saved since: the audit log knows the message by its reference
    expect(await latestChange(database.db, "contact_message", reference)).toMatchObject({ email: actor.email });
    // naming the version the refusal showed, the handling goes through
    await handleMessage(database.db, actor, { id, version: first.version + 1 }, handling("Merged"));
    expect(await messageById(database.db, id)).toMatchObject({ replyNote: "Merged", version: first.version + 2 });
    expect(await audits()).toHaveLength(entries + 2);
  });

  it("refuses a missing message and an unknown assignee, moving no version", async () => {
    await expect(handleMessage(database.db, actor, { id: "999999", version: 1 }, handling("x"))).rejects.toBeInstanceOf(
      MessageNotFound,
    );
    await expect(
      handleMessage(database.db, actor, { id: "not-a-number", version: 1 }, handling("x")),
    ).rejects.toBeInstanceOf(MessageNotFound);
    const from = await loaded();
    await expect(
      handleMessage(database.db, actor, from, { ...handling("x"), assigneeId: 987654 }),
    ).rejects.toBeInstanceOf(UnknownAssignee);
    expect(await messageById(database.db, id)).toMatchObject({ version: from.version, replyNote: "Merged" });
  });
  it("exports the inbox as CSV headed, and its statuses and topics named, in the editor's language", async () => {
    const csvIn = (locale: "de" | "ja") =>
      inboxCsv(database.db, { status: null, topic: null }, messageText[locale], {
        statuses: listsText[locale].statuses,
        topics: contactText[locale].topics,
      });
    const [german] = (await csvIn("de")).split("\r\n");
    expect(german).toContain('"Referenz"');
    expect(german).toContain('"Zugewiesen an"');
    const row = (await csvIn("ja")).split("\r\n").find((line) => line.includes(reference)) ?? "";
    expect(row).toContain(`"${listsText.ja.statuses.answered}"`);
    expect(row).toContain(`"${contactText.ja.topics.support}"`);
  });
});
