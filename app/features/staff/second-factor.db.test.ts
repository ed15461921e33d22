import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { createSession, readSession } from "~/.server/auth/session.server";
import { createStaff, ensureFirstAdmin } from "~/.server/auth/staff.server";
import { auditPage } from "~/.server/changes/audit-log.server";
import type { Database } from "~/.server/db/client";
import { staffRecoveryCodes, staffSessions } from "~/.server/db/schema/staff";
import { siteKeysOf } from "~/.server/site-key";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { newTotpSecret } from "../../../tests/setup/totp";
import {
  enrolTotp,
  listFactors,
  mustEnrol,
  ResetRefused,
  recoveryCodesLeft,
  removeFactor,
  resetFactors,
  secondFactorRequired,
  setSecondFactorRequired,
  WrongCode,
} from "./factors.server";
import { startPending, verifySecondStep } from "./second-step.server";
import { endOtherSessions, endSession, listSessions } from "./sessions.server";
import { secretProof, TOTP_WINDOW, totpStep } from "./totp.server";

const KEY = "a test key that signs enrolment secrets";
const IDLE_MS = 30 * 60 * 1000;
const POLICY = { secret: KEY, idleMs: IDLE_MS };
/** A session of `user` that proved its factor just now. */
const fresh = (user: { id: number; email: string; name: string; role: "admin" | "editor" }) => ({
  id: "a session",
  user,
  expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  factorProvenAt: new Date(),
});
const ENV = { SESSION_SECRET: KEY, SITE_KEY: "a test site key that seals second factors", SITE_KEY_PREVIOUS: [] };
const KEYS = siteKeysOf(ENV);

describe("TOTP codes", () => {
  const secret = newTotpSecret();
  const now = Date.parse("2026-11-27T10:00:10Z");
  const code = (at: number) =>
    new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: at });
  it("accepts one step either side of now and nothing further", () => {
    expect(TOTP_WINDOW).toBe(1);
    expect(totpStep(secret, code(now), null, now)).not.toBeNull();
    expect(totpStep(secret, code(now - 30_000), null, now)).not.toBeNull();
    expect(totpStep(secret, code(now + 30_000), null, now)).not.toBeNull();
    expect(totpStep(secret, code(now - 60_000), null, now)).toBeNull();
    expect(totpStep(secret, code(now + 60_000), null, now)).toBeNull();
    expect(totpStep(secret, "12345", null, now)).toBeNull();
  });
  it("refuses a code of a step already used", () => {
    const step = totpStep(secret, code(now), null, now);
    if (step === null) throw new Error("the code is right");
    expect(totpStep(secret, code(now), step, now)).toBeNull();
    expect(totpStep(secret, code(now + 30_000), step, now)).toBe(step + 1);
  });
});

describe.each(databaseTargets)("second factors on $name", (target) => {
  let database: Database;
  type Member = { id: number; email: string; name: string; role: "admin" | "editor" };
  let admin: Member;
  let editor: Member;
  const client = { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0", address: "203.0.113.77" };
  const member = async (email: string, role: "admin" | "editor"): Promise<Member> => {
    const row = await createStaff(database.db, {
      email,
      name: email.split("@")[0] ?? "",
      role,
      password: "x".repeat(12),
    });
    return { id: row?.id ?? 0, email, name: row?.name ?? "", role };
  };
  const latest = async () => (await auditPage(database.db, "staff_user", 1)).rows[0];
  const enrol = async (m: Member, now = Date.now()) => {
    const secret = newTotpSecret();
    const code = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: now });
    const codes = await enrolTotp(
      database.db,
      ENV,
      m,
      { secret, proof: secretProof(KEY, m.id, secret), code, label: "Phone" },
      now,
    );
    return { secret, codes };
  };

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    admin = await member("ada@noteva.example", "admin");
    editor = await member("eve@noteva.example", "editor");
  });

  it("enrols an app only with a right code and a signed secret, and gives ten recovery codes once", async () => {
    const secret = newTotpSecret();
    const input = { secret, proof: secretProof(KEY, editor.id, secret), code: "000000", label: "Phone" };
    await expect(enrolTotp(database.db, ENV, editor, input)).rejects.toThrow(WrongCode);
    await expect(
      enrolTotp(database.db, ENV, editor, { ...input, proof: secretProof(KEY, admin.id, secret) }),
    ).rejects.toThrow(/expired/);
    const { codes } = await enrol(editor);
    expect(codes).toHaveLength(10);
    expect(await recoveryCodesLeft(database.db, editor.id)).toBe(10);
    // stored only as hashes
    const stored = await database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, editor.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes?.[0]);
    expect(await latest()).toMatchObject({
      action: "add-factor",
      entityId: editor.email,
      after: { kind: "totp", label: "Phone" },
    });
    // a second factor brings no new codes
    expect((await enrol(editor)).codes).toBeNull();
    expect(await listFactors(database.db, editor.id)).toHaveLength(2);
  });

  it("signs in with password then code, a pending sign-in used once, a code never twice", async () => {
    const m = await member("tom@noteva.example", "editor");
    const now = Date.now();
    const { secret } = await enrol(m, now - 60_000);
    const pending = await startPending(database.db, m.id, "/admin/audit");
    const code = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate();
    const wrong = await verifySecondStep(database.db, POLICY, {
      keys: KEYS,
      token: pending.token,
      client,
      proof: { code: "111111" },
    });
    expect(wrong.outcome).toBe("refused");
    const ok = await verifySecondStep(database.db, POLICY, {
      keys: KEYS,
      token: pending.token,
      client,
      proof: { code },
    });
    if (ok.outcome !== "signed-in") throw new Error(`signed in, not ${ok.outcome}`);
    expect(ok.redirectTo).toBe("/admin/audit");
    expect(await readSession(database.db, ok.token, IDLE_MS)).toMatchObject({ user: { id: m.id } });
    const [row] = await database.db.select().from(staffSessions).where(eq(staffSessions.userId, m.id));
    expect(row?.address).toBe("203.0.113.x");
    // the pending sign-in is gone, and the same code on a new one is refused
    expect(
      (await verifySecondStep(database.db, POLICY, { keys: KEYS, token: pending.token, client, proof: { code } }))
        .outcome,
    ).toBe("expired");
    const again = await startPending(database.db, m.id, "/admin");
    expect(
      (await verifySecondStep(database.db, POLICY, { keys: KEYS, token: again.token, client, proof: { code } }))
        .outcome,
    ).toBe("refused");
  });

  it("a recovery code works once", async () => {
    const m = await member("rae@noteva.example", "editor");
    const { codes } = await enrol(m);
    const code = codes?.[3] ?? "";
    const first = await startPending(database.db, m.id, "/admin");
    const typed = ` ${code.toUpperCase().replace("-", " ")} `;
    expect(
      (await verifySecondStep(database.db, POLICY, { keys: KEYS, token: first.token, client, proof: { code: typed } }))
        .outcome,
    ).toBe("signed-in");
    expect(await recoveryCodesLeft(database.db, m.id)).toBe(9);
    expect(await latest()).toMatchObject({ action: "use-recovery-code", entityId: m.email });
    const second = await startPending(database.db, m.id, "/admin");
    expect(
      (await verifySecondStep(database.db, POLICY, { keys: KEYS, token: second.token, client, proof: { code } }))
        .outcome,
    ).toBe("refused");
  });

  it("refuses a passkey answer that is not one, without a session", async () => {
    const m = await member("pk@noteva.example", "editor");
    await enrol(m);
    const pending = await startPending(database.db, m.id, "/admin");
    for (const passkey of ["not json", "{}", JSON.stringify({ id: "x", response: {} })]) {
      const proof = { passkey, siteUrl: "http://localhost:3000" };
      expect(
        (await verifySecondStep(database.db, POLICY, { keys: KEYS, token: pending.token, client, proof })).outcome,
      ).toBe("refused");
    }
    expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, m.id))).toEqual([]);
  });

  it("throttles the second step per account", async () => {
    const m = await member("thr@noteva.example", "editor");
    await enrol(m);
    const pending = await startPending(database.db, m.id, "/admin");
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const address = `198.51.100.${i}`;
      outcomes.push(
        (
          await verifySecondStep(database.db, POLICY, {
            keys: KEYS,
            token: pending.token,
            client: { ...client, address },
            proof: { code: "123456" },
          })
        ).outcome,
      );
    }
    // the fifth failure ends the pending sign-in; a new one is blocked for the account
    expect(outcomes).toEqual(["refused", "refused", "refused", "refused", "refused", "expired"]);
    const again = await startPending(database.db, m.id, "/admin");
    const proof = { code: "123456" };
    expect(
      (await verifySecondStep(database.db, POLICY, { keys: KEYS, token: again.token, client, proof })).outcome,
    ).toBe("blocked");
  });

  it("requires a factor by the admin's setting, by default only in production", async () => {
    expect(await secondFactorRequired(database.db, "test")).toBe(false);
    expect(await secondFactorRequired(database.db, "production")).toBe(true);
    await setSecondFactorRequired(database.db, admin, "test", true);
    expect(await (await auditPage(database.db, "staff_setting", 1)).rows[0]).toMatchObject({
      action: "update",
      before: false,
      after: true,
    });
    expect(await secondFactorRequired(database.db, "test")).toBe(true);
    expect(await mustEnrol(database.db, "test", admin.id)).toBe(true);
    expect(await mustEnrol(database.db, "test", editor.id)).toBe(false);
    await setSecondFactorRequired(database.db, admin, "production", false);
    expect(await secondFactorRequired(database.db, "production")).toBe(false);
    expect(await mustEnrol(database.db, "production", admin.id)).toBe(false);
  });

  it("an admin or the host resets someone's factors; removing the last factor removes the codes", async () => {
    await expect(resetFactors(database.db, fresh(admin), { id: admin.id })).rejects.toThrow(ResetRefused);
    await expect(resetFactors(database.db, fresh(admin), { id: 999_999 })).rejects.toThrow(ResetRefused);
    expect(await resetFactors(database.db, fresh(admin), { id: editor.id })).toMatchObject({ removed: 2 });
    expect(await listFactors(database.db, editor.id)).toEqual([]);
    expect(await recoveryCodesLeft(database.db, editor.id)).toBe(0);
    expect(await latest()).toMatchObject({ userEmail: admin.email, action: "reset-factors", entityId: editor.email });
    await enrol(admin);
    expect(await resetFactors(database.db, "host", { email: " ADA@noteva.example" })).toMatchObject({
      removed: 1,
    });
    expect(await latest()).toMatchObject({ userId: null, userEmail: "host command", action: "reset-factors" });
    await enrol(admin);
    // ADMIN_PASSWORD at start never removes a factor
    await ensureFirstAdmin(database.db, admin.email, "a new start password");
    expect(await listFactors(database.db, admin.id)).toHaveLength(1);
    const [factor] = await listFactors(database.db, admin.id);
    await removeFactor(database.db, fresh(admin), factor?.id ?? 0);
    expect(await recoveryCodesLeft(database.db, admin.id)).toBe(0);
    expect(await latest()).toMatchObject({ action: "remove-factor", before: { kind: "totp" } });
  });

  it("lists the member's sessions and ends one or all the others", async () => {
    const m = await member("ses@noteva.example", "editor");
    const here = await createSession(database.db, m.id, client);
    const phone = await createSession(database.db, m.id, {
      userAgent: "Mozilla/5.0 (Android 15) Firefox/140.0",
      address: "2001:db8:aa:1::9",
    });
    const third = await createSession(database.db, m.id, "other");
    const session = await readSession(database.db, here.token, IDLE_MS);
    if (!session) throw new Error("signed in");
    const listed = await listSessions(database.db, session, IDLE_MS);
    expect(listed.map((s) => [s.device, s.address, s.current])).toEqual([
      ["Chrome on Linux", "203.0.113.x", true],
      ...listed.slice(1).map((s) => [s.device, s.address, false]),
    ]);
    expect(listed.find((s) => s.device === "Firefox on Android")?.address).toBe("2001:db8:aa::/48");
    const handle = listed.find((s) => s.device === "Firefox on Android")?.handle ?? "";
    await endSession(database.db, session, handle);
    expect(await readSession(database.db, phone.token, IDLE_MS)).toBeNull();
    expect(await latest()).toMatchObject({ action: "end-session", before: { device: "Firefox on Android" } });
    await expect(endSession(database.db, session, session.id.slice(0, 16))).rejects.toThrow(/already ended/);
    expect(await endOtherSessions(database.db, session)).toBe(1);
    expect(await readSession(database.db, third.token, IDLE_MS)).toBeNull();
    expect(await readSession(database.db, here.token, IDLE_MS)).not.toBeNull();
  });
});
