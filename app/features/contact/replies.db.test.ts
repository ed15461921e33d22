import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { contactMessages, contactReplies } from "~/.server/db/schema/contact";
import { mailOutbox } from "~/.server/db/schema/mail";
import { staffUsers } from "~/.server/db/schema/staff";
import { seed } from "~/.server/db/seed";
import { EditConflict } from "~/.server/db/versions";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { contactMails } from "./mails.server";
import { submitContact } from "./messages.server";
import { repliesOf, sendReply } from "./replies.server";
import { deleteExpiredMessages } from "./retention.server";
import type { ContactInput } from "./schema";
import { contactSettingsOf, noticeAddress, saveContactSettings } from "./settings.server";

const FROM = "Noteva <noreply@noteva.example>";
const SITE = "https://www.noteva.example";
const setup = { from: FROM, siteUrl: SITE, replyTo: "support@noteva.example" };

describe.each(databaseTargets)("answering a message by mail on $name", (target) => {
  let database: Database;
  let actor: { id: number; email: string; name: string };
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    const [row] = await database.db
      .insert(staffUsers)
      .values({ email: "sam@noteva.example", name: "Sam Becker", role: "editor", passwordHash: "x" })
      .returning();
    actor = { id: row?.id ?? 0, email: "sam@noteva.example", name: "Sam Becker" };
  });

  /** A message sent from the German page, with its acknowledgement; its number. */
  async function germanMessage(email = `kunde-${crypto.randomUUID().slice(0, 8)}@example.com`) {
    const input: ContactInput = {
      name: "Jana Vogel",
      email,
      country: "DE",
      topic: "support",
      message: "Mein MK61 startet nach dem Update nicht mehr.\nWas kann ich tun?",
      consent: true,
    };
    const sent = await submitContact(database.db, input, {
      idempotencyKey: crypto.randomUUID(),
      sender: { address: `198.51.100.${Math.floor(Math.random() * 200)}`, userAgent: "test" },
      secret: "k".repeat(32),
      locale: "de",
      mail: {
        from: { from: FROM },
        compose: (stored) =>
          contactMails(
            { ...stored, input, model: null, store: null },
            { locale: "de", siteUrl: SITE, supportAddress: "support@noteva.example" },
          ),
      },
    });
    if (!sent.ok) throw new Error("not stored");
    const [message] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, sent.reference));
    if (!message) throw new Error("no message");
    return message;
  }
  const mailsAbout = (reference: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.about, `contact:${reference}`))
      .orderBy(mailOutbox.id);

  it("mails the answer in the message's language, threaded under the acknowledgement, and marks it answered", async () => {
    const message = await germanMessage();
    expect(message.locale).toBe("de");
    const key = crypto.randomUUID();
    expect(
      await sendReply(database.db, actor, String(message.id), { key, body: "Bitte halten Sie SHIFT gedrückt." }, setup),
    ).toBe(true);
    const [ack, , reply] = await mailsAbout(message.reference);
    expect(reply?.kind).toBe("contact-reply");
    expect(reply?.locale).toBe("de");
    expect(reply?.toAddress).toBe(message.email);
    expect(reply?.subject).toBe(`Re: ${ack?.subject}`);
    expect(reply?.headers["In-Reply-To"]).toBe(ack?.messageId);
    expect(reply?.headers.References).toBe(ack?.messageId);
    expect(reply?.headers["Reply-To"]).toBe("support@noteva.example");
    expect(reply?.text).toContain("Bitte halten Sie SHIFT gedrückt.");
    expect(reply?.text).toContain("Sam Becker, Noteva Support");
    // the visitor's message below it, line by line
    expect(reply?.text).toContain("Was kann ich tun?");
    const [after] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(after?.status).toBe("answered");
    expect(after?.repliedAt).toBeInstanceOf(Date);
    expect(after?.version).toBe(message.version + 1);
    // the audit log says who answered, never what
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, message.reference))
      .orderBy(auditLog.id);
    expect(audit?.action).toBe("reply");
    expect(JSON.stringify(audit)).not.toContain("SHIFT");
  });

  it("a second answer threads under the acknowledgement and the first answer", async () => {
    const message = await germanMessage();
    await sendReply(
      database.db,
      actor,
      String(message.id),
      { key: crypto.randomUUID(), body: "Erste Antwort." },
      setup,
    );
    await sendReply(
      database.db,
      actor,
      String(message.id),
      { key: crypto.randomUUID(), body: "Zweite Antwort." },
      setup,
    );
    const [ack, , first, second] = await mailsAbout(message.reference);
    expect(second?.headers["In-Reply-To"]).toBe(first?.messageId);
    expect(second?.headers.References).toBe(`${ack?.messageId} ${first?.messageId}`);
    expect((await repliesOf(database.db, message.id)).map((r) => r.body)).toEqual([
      "Erste Antwort.",
      "Zweite Antwort.",
    ]);
  });

  it("the same form sent twice at once is one answer and one mail", async () => {
    const message = await germanMessage();
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        sendReply(database.db, actor, String(message.id), { key, body: "Nur einmal." }, setup),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await repliesOf(database.db, message.id)).toHaveLength(1);
    expect((await mailsAbout(message.reference)).filter((m) => m.kind === "contact-reply")).toHaveLength(1);
  });

  it("a message that is not there is refused, and nothing is mailed", async () => {
    const before = await database.db.select().from(mailOutbox);
    await expect(
      sendReply(database.db, actor, "999999", { key: crypto.randomUUID(), body: "x" }, setup),
    ).rejects.toThrow(/message 999999/);
    await expect(
      sendReply(database.db, actor, "1; drop", { key: crypto.randomUUID(), body: "x" }, setup),
    ).rejects.toThrow();
    expect(await database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it("the retention sweep deletes a closed message with its answers and every mail it caused", async () => {
    const message = await germanMessage();
    await sendReply(database.db, actor, String(message.id), { key: crypto.randomUUID(), body: "Erledigt." }, setup);
    await database.db
      .update(contactMessages)
      .set({ status: "closed", updatedAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(contactMessages.id, message.id));
    await deleteExpiredMessages(database.db);
    expect(await mailsAbout(message.reference)).toHaveLength(0);
    expect(
      await database.db.select().from(contactReplies).where(eq(contactReplies.messageId, message.id)),
    ).toHaveLength(0);
  });

  it("an admin's settings route support's notices by topic and store reports to the store team, and set the retention", async () => {
    const loaded = await contactSettingsOf(database.db);
    expect(loaded.retentionMonths).toBe(24);
    expect(noticeAddress(loaded, { topic: "press", storeNamed: false }, "support@noteva.example")).toBe(
      "support@noteva.example",
    );
    await saveContactSettings(database.db, actor, loaded.version, {
      topicAddresses: { press: "presse@noteva.example" },
      storeAddress: "stores@noteva.example",
      retentionMonths: 6,
    });
    const saved = await contactSettingsOf(database.db);
    expect(noticeAddress(saved, { topic: "press", storeNamed: false }, "support@noteva.example")).toBe(
      "presse@noteva.example",
    );
    expect(noticeAddress(saved, { topic: "dealer", storeNamed: true }, "support@noteva.example")).toBe(
      "stores@noteva.example",
    );
    expect(noticeAddress(saved, { topic: "dealer", storeNamed: false }, "support@noteva.example")).toBe(
      "support@noteva.example",
    );
    // a second save from the same loaded version is refused: nothing is lost
    await expect(
      saveContactSettings(database.db, actor, loaded.version, { ...saved, retentionMonths: 12 }),
    ).rejects.toBeInstanceOf(EditConflict);
    // six months now: a message closed seven months ago goes
    const message = await germanMessage();
    const sevenMonthsAgo = new Date();
    sevenMonthsAgo.setUTCMonth(sevenMonthsAgo.getUTCMonth() - 7);
    await database.db
      .update(contactMessages)
      .set({ status: "closed", updatedAt: sevenMonthsAgo })
      .where(eq(contactMessages.id, message.id));
    expect(await deleteExpiredMessages(database.db)).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.id, message.id))).toHaveLength(0);
    await saveContactSettings(database.db, actor, saved.version, {
      ...saved,
      topicAddresses: {},
      storeAddress: null,
      retentionMonths: 24,
    });
  });
});
