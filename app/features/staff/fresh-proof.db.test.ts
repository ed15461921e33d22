/**
 * What weakens an account's sign-in wants a fresh proof (the last five minutes): removing a factor,
 * new recovery codes, resetting someone's factors. The second step gives one, and so does
 * confirming it is you (a code, a recovery code, or the password of an account without a factor).
 */
import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { createSession, readSession, type Session } from "~/.server/auth/session.server";
import { createStaff } from "~/.server/auth/staff.server";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema";
import { siteKeysOf } from "~/.server/site-key";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { newTotpSecret } from "../../../tests/setup/totp";
import { confirmIdentity } from "./confirm.server";
import {
  enrolTotp,
  listFactors,
  recoveryCodesLeft,
  removeFactor,
  replaceRecoveryCodes,
  resetFactors,
} from "./factors.server";
import { ConfirmFirst, FRESH_MS } from "./fresh-proof.server";
import { startPending, verifySecondStep } from "./second-step.server";
import { secretProof } from "./totp.server";

const KEY = "a test key for fresh proofs";
const ENV = { SESSION_SECRET: KEY, SITE_KEY: "a test site key that seals second factors", SITE_KEY_PREVIOUS: [] };
const KEYS = siteKeysOf(ENV);
const IDLE_MS = 30 * 60 * 1000;
const POLICY = { secret: KEY, idleMs: IDLE_MS };
const PASSWORD = "a long password 2";

describe.each(databaseTargets)("fresh proofs on $name", (target) => {
  let database: Database;
  type Member = { id: number; email: string; name: string; role: "admin" | "editor" };
  let n = 0;
  const member = async (role: "admin" | "editor" = "editor"): Promise<Member> => {
    const email = `f${++n}@noteva.example`;
    const row = await createStaff(database.db, { email, name: `F ${n}`, role, password: PASSWORD });
    return { id: row?.id ?? 0, email, name: row?.name ?? "", role };
  };
  const enrol = async (m: Member) => {
    const secret = newTotpSecret();
    const at = Date.now() - 90_000;
    const code = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: at });
    const input = { secret, proof: secretProof(KEY, m.id, secret), code, label: "Phone" };
    return { secret, codes: (await enrolTotp(database.db, ENV, m, input, at)) ?? [] };
  };
  const codeOf = (secret: string, at = Date.now()) =>
    new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: at });
  /** A session signed in with the password alone: no proof of a factor yet. */
  const signedIn = async (m: Member): Promise<{ token: string; session: Session }> => {
    const { token } = await createSession(database.db, m.id, "test");
    const session = await readSession(database.db, token, IDLE_MS);
    if (!session) throw new Error("signed in");
    return { token, session };
  };
  const client = { userAgent: "test", address: "192.0.2.10" };

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
  });

  it("the second step gives the session its proof; five minutes later it is stale", async () => {
    const m = await member();
    const { secret } = await enrol(m);
    const pending = await startPending(database.db, m.id, "/admin");
    const now = new Date();
    const result = await verifySecondStep(
      database.db,
      POLICY,
      { keys: KEYS, token: pending.token, client, proof: { code: codeOf(secret) } },
      now,
    );
    if (result.outcome !== "signed-in") throw new Error(result.outcome);
    const session = await readSession(database.db, result.token, IDLE_MS);
    expect(session?.factorProvenAt?.getTime()).toBe(now.getTime());
    if (!session) return;
    const [factor] = await listFactors(database.db, m.id);
    // stale: refused, nothing removed
    const stale = { ...session, factorProvenAt: new Date(now.getTime() - FRESH_MS - 1000) };
    await expect(removeFactor(database.db, stale, factor?.id ?? 0)).rejects.toThrow(ConfirmFirst);
    await expect(replaceRecoveryCodes(database.db, stale)).rejects.toThrow(ConfirmFirst);
    expect(await listFactors(database.db, m.id)).toHaveLength(1);
    expect(await recoveryCodesLeft(database.db, m.id)).toBe(10);
    // fresh: done
    expect(await replaceRecoveryCodes(database.db, session)).toHaveLength(10);
    await removeFactor(database.db, session, factor?.id ?? 0);
    expect(await listFactors(database.db, m.id)).toEqual([]);
  });

  it("a session signed in with the password alone confirms with a code from the app, or a recovery code", async () => {
    const m = await member();
    const { secret, codes } = await enrol(m);
    const { token, session } = await signedIn(m);
    const [factor] = await listFactors(database.db, m.id);
    await expect(removeFactor(database.db, session, factor?.id ?? 0)).rejects.toThrow(ConfirmFirst);
    // the password does not confirm an account with a second factor
    const byPassword = { keys: KEYS, address: client.address, proof: { password: PASSWORD } };
    expect(await confirmIdentity(database.db, POLICY, session, byPassword)).toEqual({ outcome: "refused" });
    // a wrong code is refused and audited as a failed second step
    const wrong = { keys: KEYS, address: client.address, proof: { code: "000000" } };
    expect(await confirmIdentity(database.db, POLICY, session, wrong)).toEqual({ outcome: "refused" });
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.entityId, m.email));
    expect(audited.map((r) => r.action)).toContain("second-step-failed");
    const right = { keys: KEYS, address: client.address, proof: { code: codeOf(secret) } };
    expect(await confirmIdentity(database.db, POLICY, session, right)).toEqual({ outcome: "confirmed" });
    const confirmed = await readSession(database.db, token, IDLE_MS);
    if (!confirmed) throw new Error("still signed in");
    expect(await replaceRecoveryCodes(database.db, confirmed)).toHaveLength(10);
    // a recovery code confirms too (one of the new ones), and is used up
    const other = await signedIn(m);
    const fresh = await replaceRecoveryCodes(database.db, confirmed);
    const byCode = { keys: KEYS, address: client.address, proof: { code: fresh[0] ?? "" } };
    expect(await confirmIdentity(database.db, POLICY, other.session, byCode)).toEqual({ outcome: "confirmed" });
    expect(await recoveryCodesLeft(database.db, m.id)).toBe(9);
    expect(codes).toHaveLength(10);
  });

  it("an account without a second factor confirms with its password", async () => {
    const m = await member("admin");
    const { token, session } = await signedIn(m);
    const wrong = { keys: KEYS, address: client.address, proof: { password: "not the password" } };
    expect(await confirmIdentity(database.db, POLICY, session, wrong)).toEqual({ outcome: "refused" });
    const code = { keys: KEYS, address: client.address, proof: { code: "123456" } };
    expect(await confirmIdentity(database.db, POLICY, session, code)).toEqual({ outcome: "refused" });
    const right = { keys: KEYS, address: client.address, proof: { password: PASSWORD } };
    expect(await confirmIdentity(database.db, POLICY, session, right)).toEqual({ outcome: "confirmed" });
    expect((await readSession(database.db, token, IDLE_MS))?.factorProvenAt).toBeInstanceOf(Date);
  });

  it("an admin resets someone's factors only with a fresh proof; the host needs none", async () => {
    const admin = await member("admin");
    const colleague = await member();
    await enrol(colleague);
    const { token, session } = await signedIn(admin);
    await expect(resetFactors(database.db, session, { id: colleague.id })).rejects.toThrow(ConfirmFirst);
    expect(await listFactors(database.db, colleague.id)).toHaveLength(1);
    const right = { keys: KEYS, address: client.address, proof: { password: PASSWORD } };
    expect(await confirmIdentity(database.db, POLICY, session, right)).toEqual({ outcome: "confirmed" });
    const confirmed = await readSession(database.db, token, IDLE_MS);
    if (!confirmed) throw new Error("still signed in");
    expect(await resetFactors(database.db, confirmed, { id: colleague.id })).toMatchObject({ removed: 1 });
    await enrol(colleague);
    expect(await resetFactors(database.db, "host", { email: colleague.email })).toMatchObject({ removed: 1 });
  });
});
