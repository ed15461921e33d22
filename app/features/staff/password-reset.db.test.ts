import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "~/.server/auth/password";
import { createSession, hashToken, readSession } from "~/.server/auth/session.server";
import { createStaff } from "~/.server/auth/staff.server";
import { type Database, openDatabase } from "~/.server/db/client";
import { rateLimits } from "~/.server/db/schema";
import { mailOutbox } from "~/.server/db/schema/mail";
import { staffFactors, staffPasswordResets, staffUsers } from "~/.server/db/schema/staff";
import { databaseTargets, openTestDatabase, postgresUrlOf } from "../../../tests/setup/database";
import { hasFactor } from "./factors.server";
import { openResetLink, ResetLinkGone, requestPasswordReset, resetPassword } from "./password-reset.server";

const SECRET = "a test secret that is long enough";
const setup = { from: "Noteva <noreply@noteva.example>", siteUrl: "https://noteva.example" };
const client = { userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Firefox/133.0", address: "203.0.113.9" };
const IDLE_MS = 30 * 60_000;
const fast = { floorMs: 0 };

describe.each(databaseTargets)("the password-reset link on $name", (target) => {
  let database: Database;
  let userId = 0;
  const email = "kenji@noteva.example";

  /** Asks for a link for the account; the token, as the mail carries it. */
  async function linkToken(address = "198.51.100.1") {
    await database.db.delete(rateLimits);
    const before = await database.db.select({ id: mailOutbox.id }).from(mailOutbox);
    expect(await requestPasswordReset(database.db, SECRET, { email, address }, setup, fast)).toEqual({
      outcome: "answered",
    });
    const mails = await database.db.select().from(mailOutbox);
    const mail = mails.find((m) => !before.some((b) => b.id === m.id));
    const token = /\/login\/reset\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
    if (!token) throw new Error("no link in the mail");
    return token;
  }

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    const user = await createStaff(database.db, {
      email,
      name: "Kenji",
      role: "editor",
      password: "the old password 1",
    });
    userId = user?.id ?? 0;
    await database.db.update(staffUsers).set({ language: "ja" }).where(eq(staffUsers.id, userId));
    await database.db.insert(staffFactors).values({ userId, kind: "totp", label: "Phone", secret: "x", lastStep: 0 });
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(staffPasswordResets);
  });

  it("for an account: only the token's hash is stored, valid 30 minutes; the mail carries the link, in the account's language", async () => {
    const token = await linkToken();
    const [row] = await database.db.select().from(staffPasswordResets);
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(30 * 60_000);
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ kind: "staff-password-reset", toAddress: email, locale: "ja" });
    expect(mail?.html).toContain(`https://noteva.example/login/reset/${token}`);
  });

  it("for an unknown or disabled address: the same answer, and nothing written", async () => {
    await database.db.delete(rateLimits);
    const answer = await requestPasswordReset(
      database.db,
      SECRET,
      { email: "nobody@noteva.example", address: "198.51.100.2" },
      setup,
      fast,
    );
    expect(answer).toEqual({ outcome: "answered" });
    expect(await database.db.select().from(staffPasswordResets)).toEqual([]);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("is throttled per address typed, whether or not it has an account, and per client", async () => {
    await database.db.delete(rateLimits);
    for (const typed of [email, "nobody@noteva.example"]) {
      const answers = [];
      for (let i = 0; i < 6; i++)
        answers.push(
          (await requestPasswordReset(database.db, SECRET, { email: typed, address: `192.0.2.${i}` }, setup, fast))
            .outcome,
        );
      expect(answers).toEqual(["answered", "answered", "answered", "answered", "answered", "blocked"]);
    }
    await database.db.delete(rateLimits);
    const fromOne = [];
    for (let i = 0; i < 21; i++)
      fromOne.push(
        (
          await requestPasswordReset(
            database.db,
            SECRET,
            { email: `x${i}@example.com`, address: "192.0.2.99" },
            setup,
            fast,
          )
        ).outcome,
      );
    expect(fromOne.at(-1)).toBe("blocked");
    expect(fromOne.filter((o) => o === "answered").length).toBe(20);
  });

  it("sets the password once: every session ends, the notice is written, the second factor stays", async () => {
    const token = await linkToken();
    const session = await createSession(database.db, userId, client);
    expect(await openResetLink(database.db, token)).toMatchObject({ ok: true, email });
    await resetPassword(database.db, token, { password: "the new password 22", ...client }, setup);
    const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, userId));
    expect(await verifyPassword(user?.passwordHash ?? null, "the new password 22")).toBe(true);
    expect(await readSession(database.db, session.token, IDLE_MS)).toBeNull();
    expect(await hasFactor(database.db, userId)).toBe(true);
    const notice = (await database.db.select().from(mailOutbox)).find((m) => m.kind === "staff-notice-password-reset");
    expect(notice?.toAddress).toBe(email);
    expect(notice?.text).toContain("macOSのFirefox");
    expect(notice?.text).toContain("203.0.113.x");
    // used: refused, the password as the first click set it
    expect(await openResetLink(database.db, token)).toEqual({ ok: false, reason: "used" });
    await expect(
      resetPassword(database.db, token, { password: "a third password 333", ...client }, setup),
    ).rejects.toBeInstanceOf(ResetLinkGone);
    const [after] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, userId));
    expect(after?.passwordHash).toBe(user?.passwordHash);
  });

  it("an expired link is refused and changes nothing", async () => {
    const token = await linkToken();
    await database.db.update(staffPasswordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await openResetLink(database.db, token)).toEqual({ ok: false, reason: "expired" });
    const [before] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, userId));
    await expect(
      resetPassword(database.db, token, { password: "too late password 1", ...client }, setup),
    ).rejects.toBeInstanceOf(ResetLinkGone);
    const [after] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, userId));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(await openResetLink(database.db, "not-a-token")).toEqual({ ok: false, reason: "unknown" });
  });

  it("two requests using one link at once: exactly one sets its password", async () => {
    const token = await linkToken();
    const url = postgresUrlOf.get(database);
    const other = url ? await openDatabase({ databaseUrl: url }) : database;
    try {
      const results = await Promise.allSettled([
        resetPassword(database.db, token, { password: "first password 1111", ...client }, setup),
        resetPassword(other.db, token, { password: "second password 222", ...client }, setup),
      ]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r) => r.status === "rejected");
      expect(won.length).toBe(1);
      expect(lost.length).toBe(1);
      expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(ResetLinkGone);
      const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, userId));
      const winner = results[0]?.status === "fulfilled" ? "first password 1111" : "second password 222";
      expect(await verifyPassword(user?.passwordHash ?? null, winner)).toBe(true);
      // one notice: the losing request's was rolled back with it
      const notices = (await database.db.select().from(mailOutbox)).filter(
        (m) => m.kind === "staff-notice-password-reset",
      );
      expect(notices.length).toBe(1);
    } finally {
      if (other !== database) await other.close();
    }
  });
});
