import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/.server/db/client";
import { mailOutbox } from "~/.server/db/schema/mail";
import { startSmtp } from "../../../scripts/lib/smtp";
import { databaseTargets, openTestDatabase, postgresUrlOf } from "../../../tests/setup/database";
import { claimDue, isSuppressed, type OutgoingMail, queueMails, releaseLeases, resumeWaiting } from "./outbox.server";
import { backoffMs, isPermanent, MAX_ATTEMPTS, mailTransport, sendDue } from "./sender.server";

const from = { from: "Noteva <noreply@noteva.example>" };
const mail = (n: string, to = `visitor-${n}@example.com`): OutgoingMail => ({
  kind: "contact-ack",
  cause: `contact-ack:NV-${n}`,
  about: `contact:NV-${n}`,
  to,
  locale: "de",
  subject: `Ihre Nachricht ist bei uns eingegangen: NV-${n}`,
  html: `<p>Hallo ${n}</p>`,
  text: `Hallo ${n}`,
  headers: { "Reply-To": "support@noteva.example" },
});
const LEASE = 60_000;

describe("waits between tries", () => {
  it("grow from 15 s and stop growing at 4 h, each within ±20 %", () => {
    expect(backoffMs(1, () => 0.5)).toBe(15_000);
    expect(backoffMs(2, () => 0.5)).toBe(30_000);
    expect(backoffMs(5, () => 0.5)).toBe(240_000);
    expect(backoffMs(30, () => 0.5)).toBe(4 * 3_600_000);
    expect(backoffMs(1, () => 0)).toBe(12_000);
    expect(backoffMs(1, () => 1)).toBe(18_000);
  });
  it("a 5xx is for good; no connection, a timeout or a 4xx is not", () => {
    expect(isPermanent(Object.assign(new Error("x"), { responseCode: 550 }))).toBe(true);
    expect(isPermanent(Object.assign(new Error("x"), { responseCode: 452 }))).toBe(false);
    expect(isPermanent(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBe(false);
  });
});

describe.each(databaseTargets)("the outbox on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
  });

  it("writes a mail with the change that causes it, once per cause, each with its own Message-ID", async () => {
    const db = database.db;
    expect(await db.transaction((tx) => queueMails(tx, from, [mail("1"), mail("2")]))).toBe(2);
    expect(await db.transaction((tx) => queueMails(tx, from, [mail("1")]))).toBe(0);
    const rows = await db.select().from(mailOutbox);
    expect(rows.map((r) => r.cause).sort()).toEqual(["contact-ack:NV-1", "contact-ack:NV-2"]);
    for (const row of rows) expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@noteva\.example>$/);
    expect(new Set(rows.map((r) => r.messageId)).size).toBe(2);
    // a change that is rolled back leaves no mail behind
    await db
      .transaction(async (tx) => {
        await queueMails(tx, from, [mail("3")]);
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.cause, "contact-ack:NV-3"))).length).toBe(0);
  });

  it("a claimed mail is leased: nobody else takes it until the lease runs out, then it goes again", async () => {
    const db = database.db;
    await db.delete(mailOutbox);
    await queueMails(db, from, [mail("lease")]);
    const now = new Date();
    const [first] = await claimDue(db, 10, LEASE, now);
    expect(first?.attempts).toBe(1);
    expect(await claimDue(db, 10, LEASE, new Date(now.getTime() + LEASE - 1))).toEqual([]);
    const [again] = await claimDue(db, 10, LEASE, new Date(now.getTime() + LEASE + 1));
    expect(again?.messageId).toBe(first?.messageId);
    expect(again?.attempts).toBe(2);
  });

  it("on the embedded database a restart frees a dead sender's leases: its mail goes again at once", async () => {
    const db = database.db;
    await db.delete(mailOutbox);
    await queueMails(db, from, [mail("dead-1"), mail("dead-2")]);
    const taken = await claimDue(db, 10, LEASE);
    expect(taken).toHaveLength(2);
    expect(await claimDue(db, 10, LEASE)).toEqual([]);
    expect(await releaseLeases(db)).toBe(2);
    const again = await claimDue(db, 10, LEASE);
    expect(again.map((r) => r.messageId).sort()).toEqual(taken.map((r) => r.messageId).sort());
  });

  it("two senders claiming at once never take the same mail", async () => {
    const db = database.db;
    await db.delete(mailOutbox);
    await queueMails(
      db,
      from,
      Array.from({ length: 40 }, (_, i) => mail(`pair-${i}`)),
    );
    const url = postgresUrlOf.get(database);
    const other = url ? await openDatabase({ databaseUrl: url }) : database;
    try {
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, i) => claimDue((i % 2 ? other : database).db, 5, LEASE)),
      );
      const ids = claims.flat().map((r) => r.id);
      expect(ids.length).toBe(40);
      expect(new Set(ids).size).toBe(40);
    } finally {
      if (other !== database) await other.close();
    }
  });

  describe("sent through a real SMTP server", () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp({ refuse: /^gone@/ });
    });
    afterAll(() => smtp.stop());
    const transportTo = (url: string) =>
      mailTransport({ SMTP_URL: url, MAIL_FROM: from.from, DATA_DIR: "/nonexistent" } as never);

    it("arrives with its Message-ID, Reply-To and language, and is marked sent", async () => {
      const db = database.db;
      await db.delete(mailOutbox);
      await queueMails(db, from, [mail("smtp")]);
      const transport = transportTo(smtp.url);
      if (!transport) throw new Error("no transport");
      expect(await sendDue(db, transport)).toEqual({ claimed: 1, sent: 1, unreachable: 0 });
      const [arrived] = await smtp.until(1);
      const [row] = await db.select().from(mailOutbox);
      expect(arrived?.messageId).toBe(row?.messageId);
      expect(arrived?.subject).toBe("Ihre Nachricht ist bei uns eingegangen: NV-smtp");
      expect(arrived?.replyTo?.text).toBe("support@noteva.example");
      expect(arrived?.headers.get("content-language")).toBe("de");
      expect(arrived?.text?.trim()).toBe("Hallo smtp");
      expect(arrived?.html).toContain("<p>Hallo smtp</p>");
      expect(row?.status).toBe("sent");
      transport.close();
    });

    it("a permanent 5xx is marked failed at once, not tried again, and the address gets nothing more", async () => {
      const db = database.db;
      await db.delete(mailOutbox);
      await queueMails(db, from, [mail("gone", "gone@example.com")]);
      const transport = transportTo(smtp.url);
      if (!transport) throw new Error("no transport");
      await sendDue(db, transport);
      const [row] = await db.select().from(mailOutbox);
      expect(row?.status).toBe("failed");
      expect(row?.attempts).toBe(1);
      expect(row?.lastError).toMatch(/550|does not exist/);
      expect(await isSuppressed(db, "Gone@Example.com")).toBe(true);
      expect(await claimDue(db, 10, LEASE, new Date(Date.now() + 10 * 86_400_000))).toEqual([]);
      // a later mail to the address is not sent either
      await queueMails(db, from, [mail("gone-2", "gone@example.com")]);
      const before = smtp.received.length;
      await sendDue(db, transport);
      const [later] = await db.select().from(mailOutbox).where(eq(mailOutbox.cause, "contact-ack:NV-gone-2"));
      expect(later?.status).toBe("failed");
      expect(smtp.received.length).toBe(before);
      transport.close();
    });

    it("with the server down, the mail waits and is tried again later; after the last try it is failed", async () => {
      const db = database.db;
      await db.delete(mailOutbox);
      await queueMails(db, from, [mail("down")]);
      // nothing listens on port 9 (discard) here: the connection is refused
      const transport = transportTo("smtp://127.0.0.1:9");
      if (!transport) throw new Error("no transport");
      expect(await sendDue(db, transport)).toEqual({ claimed: 1, sent: 0, unreachable: 1 });
      const [row] = await db.select().from(mailOutbox);
      expect(row?.status).toBe("queued");
      expect(row?.attempts).toBe(1);
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
      // the server answers again: what waits out a failure is due now, what never failed is left as it is
      await queueMails(db, from, [mail("later")]);
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
        .where(eq(mailOutbox.cause, "contact-ack:NV-later"));
      expect(await resumeWaiting(db)).toBe(1);
      expect((await claimDue(db, 10, LEASE)).map((r) => r.cause)).toEqual(["contact-ack:NV-down"]);
      await db.delete(mailOutbox).where(eq(mailOutbox.cause, "contact-ack:NV-later"));
      await db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0), lockedUntil: null });
      await sendDue(db, transport);
      const [last] = await db.select().from(mailOutbox);
      expect(last?.status).toBe("failed");
      expect(await isSuppressed(db, "visitor-down@example.com")).toBe(false);
      transport.close();
    });
  });
});
