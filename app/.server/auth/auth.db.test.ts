import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import type { Database } from "../db/client";
import { rateLimits, staffSessions, staffUsers } from "../db/schema";
import { hashPassword, verifyPassword } from "./password";
import { ABSOLUTE_MS, createSession, isAlive, readSession } from "./session.server";
import { createStaff, ensureFirstAdmin } from "./staff.server";
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, forgiveAttempt, PENDING_LIMIT, reserveAttempt } from "./throttle.server";

const IDLE_MS = 30 * 60 * 1000;

describe("passwords", () => {
  it("are argon2id hashes with OWASP parameters, verified only by the right password", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterY")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
    expect(await verifyPassword(null, "anything")).toBe(false);
  });
});

describe("session liveness", () => {
  const start = new Date("2026-11-23T08:00:00Z");
  const session = { lastSeenAt: start, expiresAt: new Date(start.getTime() + ABSOLUTE_MS) };
  it("ends after the idle time without a request", () => {
    expect(isAlive(session, IDLE_MS, new Date(start.getTime() + IDLE_MS - 1000))).toBe(true);
    expect(isAlive(session, IDLE_MS, new Date(start.getTime() + IDLE_MS))).toBe(false);
  });
  it("ends at the absolute limit however active it is", () => {
    const busy = { ...session, lastSeenAt: new Date(start.getTime() + ABSOLUTE_MS - 1000) };
    expect(isAlive(busy, IDLE_MS, new Date(start.getTime() + ABSOLUTE_MS - 500))).toBe(true);
    expect(isAlive(busy, IDLE_MS, new Date(start.getTime() + ABSOLUTE_MS))).toBe(false);
  });
});

describe.each(databaseTargets)("sessions and throttling on $name", (target) => {
  let database: Database;
  let userId: number;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    const user = await createStaff(database.db, {
      email: "Eve@Noteva.example",
      name: "Eve",
      role: "editor",
      password: "a long password 1",
    });
    userId = user?.id ?? 0;
  });

  it("stores e-mails lower-cased; ADMIN_EMAIL and ADMIN_PASSWORD create the admin, then set its password", async () => {
    const [eve] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, userId));
    expect(eve?.email).toBe("eve@noteva.example");
    const root = await ensureFirstAdmin(database.db, "root@noteva.example", "first password 12");
    expect(root).toMatchObject({ role: "admin", done: "created" });
    // the same again: nothing to do
    expect(await ensureFirstAdmin(database.db, "root@noteva.example", "first password 12")).toBeNull();
    // a locked-out operator sets a new password at start: it replaces the old one and ends the sessions
    const { token } = await createSession(database.db, root?.id ?? 0, "test");
    await database.db
      .update(staffUsers)
      .set({ disabledAt: new Date() })
      .where(eq(staffUsers.id, root?.id ?? 0));
    expect(await ensureFirstAdmin(database.db, "ROOT@noteva.example", "other password 12")).toMatchObject({
      role: "admin",
      disabledAt: null,
      done: "updated",
    });
    const [after] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.id, root?.id ?? 0));
    expect(await verifyPassword(after?.passwordHash ?? null, "other password 12")).toBe(true);
    expect(await verifyPassword(after?.passwordHash ?? null, "first password 12")).toBe(false);
    expect(await readSession(database.db, token, IDLE_MS)).toBeNull();
  });

  it("keeps only the token's hash, and reads the session back from the token", async () => {
    const { token } = await createSession(database.db, userId, "test");
    const rows = await database.db.select().from(staffSessions);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect((await readSession(database.db, token, IDLE_MS))?.user).toMatchObject({ id: userId, role: "editor" });
    expect(await readSession(database.db, `${token}x`, IDLE_MS)).toBeNull();
  });

  it("expires an idle session and removes it", async () => {
    const now = new Date();
    const { token } = await createSession(database.db, userId, "test", now);
    expect(await readSession(database.db, token, IDLE_MS, new Date(now.getTime() + IDLE_MS + 1))).toBeNull();
    expect(await readSession(database.db, token, IDLE_MS, now)).toBeNull(); // gone for good
  });

  it("signs a disabled user out", async () => {
    const c = await createSession(database.db, userId, "c");
    await database.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, userId));
    expect(await readSession(database.db, c.token, IDLE_MS)).toBeNull();
    await database.db.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, userId));
  });

  it(`counts an attempt before it is checked: ${ACCOUNT_LIMIT} per account, ${ADDRESS_LIMIT} per address`, async () => {
    const now = new Date("2026-11-23T10:01:00Z");
    const buckets = { account: "login:account:a", address: "login:address:x" };
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      expect((await reserveAttempt(database.db, buckets, now)).seconds).toBe(0);
    }
    expect(await reserveAttempt(database.db, buckets, now)).toMatchObject({
      seconds: 14 * 60, // until the window ends
      accountHits: ACCOUNT_LIMIT + 1,
    });
    // a right answer forgives the account's attempts, and gives the address back the one it used
    const addressHits = async () =>
      (await database.db.select().from(rateLimits).where(eq(rateLimits.bucket, buckets.address)))[0]?.hits;
    expect(await addressHits()).toBe(ACCOUNT_LIMIT + 1);
    await forgiveAttempt(database.db, buckets, now);
    expect(await addressHits()).toBe(ACCOUNT_LIMIT);
    expect((await reserveAttempt(database.db, buckets, now)).seconds).toBe(0);

    const spray = { account: "login:account:other", address: "login:address:y" };
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      expect((await reserveAttempt(database.db, { ...spray, account: `login:account:${i}` }, now)).seconds).toBe(0);
    }
    expect((await reserveAttempt(database.db, spray, now)).seconds).toBeGreaterThan(0);
    // the next window starts afresh
    expect((await reserveAttempt(database.db, spray, new Date("2026-11-23T10:16:00Z"))).seconds).toBe(0);
  });

  it(`says which attempt is a pending sign-in's last (${PENDING_LIMIT})`, async () => {
    const now = new Date("2026-11-23T11:01:00Z");
    const last: boolean[] = [];
    for (let i = 0; i < PENDING_LIMIT + 1; i++) {
      const buckets = { account: `second:account:${i}`, address: `second:address:${i}`, pending: "second:pending:p" };
      const reservation = await reserveAttempt(database.db, buckets, now);
      last.push(reservation.lastForPending);
      expect(reservation.seconds > 0).toBe(i === PENDING_LIMIT);
    }
    expect(last).toEqual([false, false, false, false, true, false]);
  });

  it("admits no more than the limit from a burst sent at once", async () => {
    const now = new Date("2026-11-23T12:01:00Z");
    const buckets = { account: "login:account:burst", address: "login:address:burst" };
    const burst = await Promise.all(Array.from({ length: 200 }, () => reserveAttempt(database.db, buckets, now)));
    expect(burst.filter((r) => r.seconds === 0)).toHaveLength(ACCOUNT_LIMIT);
    expect(burst.filter((r) => r.accountHits === ACCOUNT_LIMIT + 1)).toHaveLength(1);
  });
});
