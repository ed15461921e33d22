/**
 * The sign-in throttle under bursts sent at once (the password, an app's code, recovery codes), and
 * sign-in state that follows the account: a pending sign-in ends with a password change, a reset,
 * a disabled account and "sign out everywhere". Failed and throttled second steps are audited and
 * counted.
 */
import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createSession, readSession } from "~/.server/auth/session.server";
import { createStaff, ensureFirstAdmin } from "~/.server/auth/staff.server";
import { ACCOUNT_LIMIT } from "~/.server/auth/throttle.server";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema";
import { staffPendingSignIns } from "~/.server/db/schema/staff";
import { signInFailures } from "~/.server/metrics";
import { siteKeysOf } from "~/.server/site-key";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { newTotpSecret } from "../../../tests/setup/totp";
import { changePassword } from "./account.server";
import { enrolTotp, recoveryCodesLeft, resetFactors } from "./factors.server";
import { startPending, verifySecondStep } from "./second-step.server";
import { signIn, signOut } from "./sign-in.server";
import { secretProof } from "./totp.server";
import { changeAccount } from "./users.server";

// every argon2 verification, counted: a throttled attempt must not hash at all
const verified = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/.server/auth/password", async (original) => {
  const actual = await original<typeof import("~/.server/auth/password")>();
  return {
    ...actual,
    verifyPassword: (hash: string | null, password: string) => {
      verified.count++;
      return actual.verifyPassword(hash, password);
    },
  };
});

const KEY = "a test key that keys the throttle's buckets";
const ENV = { SESSION_SECRET: KEY, SITE_KEY: "a test site key that seals second factors", SITE_KEY_PREVIOUS: [] };
const KEYS = siteKeysOf(ENV);
const IDLE_MS = 30 * 60 * 1000;
const POLICY = { secret: KEY, idleMs: IDLE_MS };
const PASSWORD = "a long password 1";
const BURST = 200;
/** A session of `user` that proved its factor just now. */
const fresh = (user: { id: number; email: string; name: string; role: "admin" | "editor" }) => ({
  id: "a session",
  user,
  expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  factorProvenAt: new Date(),
});

const failures = async (reason: string, step: string) =>
  (await signInFailures.get()).values.find((v) => v.labels.reason === reason && v.labels.step === step)?.value ?? 0;

describe.each(databaseTargets)("sign-in throttle and sign-in state on $name", (target) => {
  let database: Database;
  let admin: Member;
  type Member = { id: number; email: string; name: string; role: "admin" | "editor" };
  let n = 0;
  const member = async (role: "admin" | "editor" = "editor"): Promise<Member> => {
    const email = `m${++n}@noteva.example`;
    const row = await createStaff(database.db, { email, name: `M ${n}`, role, password: PASSWORD });
    return { id: row?.id ?? 0, email, name: row?.name ?? "", role };
  };
  const enrol = async (m: Member) => {
    const secret = newTotpSecret();
    const now = Date.now() - 60_000;
    const code = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: now });
    const input = { secret, proof: secretProof(KEY, m.id, secret), code, label: "Phone" };
    const codes = await enrolTotp(database.db, ENV, m, input, now);
    return { secret, codes: codes ?? [] };
  };
  const client = (i = 0) => ({ userAgent: "test", address: `198.51.100.${i % 250}` });
  const auditOf = (m: Member) => database.db.select().from(auditLog).where(eq(auditLog.entityId, m.email));
  const pendingOf = (m: Member) =>
    database.db.select().from(staffPendingSignIns).where(eq(staffPendingSignIns.userId, m.id));

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    admin = await member("admin");
  });

  it(`verifies a burst of ${BURST} wrong passwords sent at once no more than ${ACCOUNT_LIMIT} times`, async () => {
    const m = await member();
    const started = Date.now();
    verified.count = 0;
    const outcomes = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        signIn(database.db, POLICY, {
          email: m.email,
          password: `wrong ${i}`,
          ...client(i),
          previousToken: null,
        }),
      ),
    );
    console.info(`${target.name}: password burst of ${BURST}: ${verified.count} verified, ${Date.now() - started} ms`);
    expect(verified.count).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(outcomes.filter((o) => o.outcome === "refused").length).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    // the right password afterwards waits for the window's end, and is not checked either
    const right = await signIn(database.db, POLICY, {
      email: m.email,
      password: PASSWORD,
      ...client(),
      previousToken: null,
    });
    expect(right.outcome).toBe("blocked");
    expect(verified.count).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    // one audit entry for the throttled account, however long the burst
    expect((await auditOf(m)).filter((r) => r.action === "sign-in-throttled")).toHaveLength(1);
  });

  it(`checks a burst of ${BURST} wrong app codes on one pending sign-in no more than ${ACCOUNT_LIMIT} times`, async () => {
    const m = await member();
    const { secret } = await enrol(m);
    const pending = await startPending(database.db, m.id, "/admin");
    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        verifySecondStep(database.db, POLICY, {
          keys: KEYS,
          token: pending.token,
          client: client(i),
          proof: { code: String(100000 + i) },
        }),
      ),
    );
    const refused = outcomes.filter((o) => o.outcome === "refused").length;
    console.info(`${target.name}: app-code burst of ${BURST}: ${refused} checked, ${Date.now() - started} ms`);
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    // its last allowed attempt failed: the pending sign-in is gone, the password is asked again
    expect(await pendingOf(m)).toEqual([]);
    const again = await startPending(database.db, m.id, "/admin");
    const code = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate();
    expect(
      (
        await verifySecondStep(database.db, POLICY, {
          keys: KEYS,
          token: again.token,
          client: client(),
          proof: { code },
        })
      ).outcome,
    ).toBe("blocked");
  });

  it(`checks a burst of ${BURST} wrong recovery codes no more than ${ACCOUNT_LIMIT} times`, async () => {
    const m = await member();
    const { codes } = await enrol(m);
    const pending = await startPending(database.db, m.id, "/admin");
    const outcomes = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        verifySecondStep(database.db, POLICY, {
          keys: KEYS,
          token: pending.token,
          client: client(i),
          proof: { code: `zzzzz-${10000 + i}` },
        }),
      ),
    );
    expect(outcomes.filter((o) => o.outcome === "refused").length).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    const again = await startPending(database.db, m.id, "/admin");
    const right = await verifySecondStep(database.db, POLICY, {
      keys: KEYS,
      token: again.token,
      client: client(),
      proof: { code: codes[0] ?? "" },
    });
    expect(right.outcome).toBe("blocked");
    expect(await recoveryCodesLeft(database.db, m.id)).toBe(10);
  });

  it("audits and counts a failed and a throttled second step", async () => {
    const m = await member();
    await enrol(m);
    const refusedBefore = await failures("refused", "second");
    const throttledBefore = await failures("throttled", "second");
    const pending = await startPending(database.db, m.id, "/admin");
    const attempt = (code: string) =>
      verifySecondStep(database.db, POLICY, {
        keys: KEYS,
        token: pending.token,
        client: client(7),
        proof: { code },
      });
    expect((await attempt("123456")).outcome).toBe("refused");
    expect(await failures("refused", "second")).toBe(refusedBefore + 1);
    const [failed] = (await auditOf(m)).filter((r) => r.action === "second-step-failed");
    expect(failed).toMatchObject({ entity: "staff_user", userEmail: m.email, after: { proof: "app-code" } });
    for (let i = 1; i < ACCOUNT_LIMIT; i++) await attempt("123456");
    // the fifth failure ended the pending sign-in; a new one is throttled for the account
    const next = await startPending(database.db, m.id, "/admin");
    const blocked = await verifySecondStep(database.db, POLICY, {
      keys: KEYS,
      token: next.token,
      client: client(8),
      proof: { code: "123456" },
    });
    expect(blocked.outcome).toBe("blocked");
    expect(await failures("throttled", "second")).toBe(throttledBefore + 1);
    expect((await auditOf(m)).filter((r) => r.action === "sign-in-throttled")).toMatchObject([
      { entity: "staff_user", after: { step: "second" } },
    ]);
  });

  it("ends a pending sign-in begun with the old password when the password changes", async () => {
    const m = await member();
    const { secret } = await enrol(m);
    const pending = await startPending(database.db, m.id, "/admin");
    await changePassword(database.db, m, { current: PASSWORD, password: "a new long password", userAgent: "test" });
    const code = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate();
    const late = await verifySecondStep(database.db, POLICY, {
      keys: KEYS,
      token: pending.token,
      client: client(),
      proof: { code },
    });
    expect(late.outcome).toBe("expired");
  });

  it("signing out everywhere ends every session and pending sign-in, audited", async () => {
    const m = await member();
    await enrol(m);
    const here = await createSession(database.db, m.id, "here");
    const there = await createSession(database.db, m.id, "there");
    await startPending(database.db, m.id, "/admin");
    await signOut(database.db, here.token, { idleMs: IDLE_MS });
    expect(await readSession(database.db, there.token, IDLE_MS)).toBeNull();
    expect(await pendingOf(m)).toEqual([]);
    expect((await auditOf(m)).filter((r) => r.action === "sign-out-everywhere")).toMatchObject([
      { userEmail: m.email, before: { sessions: 2 }, after: { sessions: 0 } },
    ]);
  });

  it("a reset of the factors, a disabled account or a new ADMIN_PASSWORD ends its sessions and pending sign-ins", async () => {
    const reset = await member();
    await enrol(reset);
    const session = await createSession(database.db, reset.id, "x");
    await startPending(database.db, reset.id, "/admin");
    await resetFactors(database.db, fresh(admin), { id: reset.id });
    expect(await readSession(database.db, session.token, IDLE_MS)).toBeNull();
    expect(await pendingOf(reset)).toEqual([]);

    const disabled = await member();
    await enrol(disabled);
    await startPending(database.db, disabled.id, "/admin");
    await changeAccount(database.db, admin, disabled.id, { intent: "disable" });
    expect(await pendingOf(disabled)).toEqual([]);

    // a new ADMIN_PASSWORD at start is a password change too
    const operator = await member("admin");
    await enrol(operator);
    await startPending(database.db, operator.id, "/admin");
    await ensureFirstAdmin(database.db, operator.email, "a new start password 1");
    expect(await pendingOf(operator)).toEqual([]);
  });
});
