import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema/contact";
import { mailOutbox } from "~/.server/db/schema/mail";
import { queueMails } from "~/.server/mail/outbox.server";
import { CONTACT_RETENTION, type ContactStatus } from "~/lib/content-model";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { deleteExpiredMessages } from "./retention.server";

const DAY = 86_400_000;
const now = new Date("2026-11-29T12:00:00Z");

describe.each(databaseTargets)("contact messages past the privacy policy's retention on $name", (target) => {
  let database: Database;
  const put = async (reference: string, status: ContactStatus, updatedAt: Date) => {
    await database.db.insert(contactMessages).values({
      reference,
      idempotencyKey: crypto.randomUUID(),
      name: "Ada",
      email: "ada@example.com",
      country: "DE",
      topic: "support",
      message: "Hello",
      consentAt: updatedAt,
      senderHash: "h",
      status,
      receivedAt: updatedAt,
      updatedAt,
    });
  };
  const left = async () =>
    (await database.db.select({ reference: contactMessages.reference }).from(contactMessages))
      .map((r) => r.reference)
      .sort();

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    const closedLimit = new Date(now);
    closedLimit.setUTCMonth(closedLimit.getUTCMonth() - CONTACT_RETENTION.closedMonths);
    await put("closed-old", "closed", new Date(closedLimit.getTime() - 1000));
    await put("closed-young", "closed", new Date(closedLimit.getTime() + DAY));
    await put("spam-old", "spam", new Date(now.getTime() - (CONTACT_RETENTION.spamDays + 1) * DAY));
    await put("spam-young", "spam", new Date(now.getTime() - (CONTACT_RETENTION.spamDays - 1) * DAY));
    // support is not done with these, however old
    await put("new-ancient", "new", new Date("2019-01-01T00:00:00Z"));
    await put("answered-ancient", "answered", new Date("2019-01-01T00:00:00Z"));
    // the acknowledgement of a message past its time, and of one that stays
    await queueMails(
      database.db,
      { from: "Noteva <noreply@noteva.example>" },
      ["closed-old", "closed-young"].map((reference) => ({
        kind: "contact-ack",
        cause: `contact-ack:${reference}`,
        about: `contact:${reference}`,
        to: "ada@example.com",
        locale: "en",
        subject: `We have your message: ${reference}`,
        html: "<p>Hello</p>",
        text: "Hello",
      })),
    );
  });

  it("deletes closed enquiries and spam once their time is up, and nothing support still works on", async () => {
    expect(await deleteExpiredMessages(database.db, now)).toBe(2);
    expect(await left()).toEqual(["answered-ancient", "closed-young", "new-ancient", "spam-young"]);
    // its mails go with it (the acknowledgement holds a copy of the message)
    expect((await database.db.select({ about: mailOutbox.about }).from(mailOutbox)).map((m) => m.about)).toEqual([
      "contact:closed-young",
    ]);
  });

  it("deletes nothing twice when two instances sweep at once", async () => {
    await database.db
      .update(contactMessages)
      .set({ status: "spam" })
      .where(eq(contactMessages.reference, "answered-ancient"));
    const counts = await Promise.all([
      deleteExpiredMessages(database.db, now),
      deleteExpiredMessages(database.db, now),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await left()).toEqual(["closed-young", "new-ancient", "spam-young"]);
  });
});
