/**
 * Second-factor secrets at rest: what a copy of the database (a dump, a backup, a stolen disk)
 * gives away without the site key, and how existing accounts move to sealed secrets and through a
 * key rotation without enrolling again.
 */

import { createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "~/.server/auth/staff.server";
import { writeBackup } from "~/.server/backup/dump.server";
import type { Database } from "~/.server/db/client";
import { staffFactors, staffRecoveryCodes } from "~/.server/db/schema/staff";
import { ConfigError } from "~/.server/env";
import { type SiteKeys, siteKeysOf } from "~/.server/site-key";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { newTotpSecret } from "../../../tests/setup/totp";
import { enrolTotp } from "./factors.server";
import { startPending, verifySecondStep } from "./second-step.server";
import { sealStaffSecrets } from "./secrets.server";
import { candidateSecret, newRecoveryCodes, secretProof } from "./totp.server";

const SESSION_SECRET = "a test key that signs enrolment secrets";
const OLD_KEY = "the site key the database was sealed with at first";
const NEW_KEY = "the site key after the operator rotated it, long enough";
const OTHER_KEY = "a site key of some other site, never this one's, at all";
const ENV = { SESSION_SECRET, SITE_KEY: OLD_KEY, SITE_KEY_PREVIOUS: [] };
const keysOf = (current: string, previous: string[] = []): SiteKeys =>
  siteKeysOf({ SITE_KEY: current, SITE_KEY_PREVIOUS: previous });
const client = { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0", address: "203.0.113.90" };
const sha256 = async (text: string) => (await import("node:crypto")).createHash("sha256").update(text).digest("hex");

describe("recovery codes", () => {
  it("carry at least 112 bits: 25 letters from 31, in five groups", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^([2-9a-hjkmnp-z]{5}-){4}[2-9a-hjkmnp-z]{5}$/);
    expect(25 * Math.log2(31)).toBeGreaterThanOrEqual(112);
    expect(new Set(codes).size).toBe(10);
  });
});

describe("the secret offered for a new app", () => {
  it("comes from the site key, so the session secret and the session's row (both in a backup) do not give it", () => {
    const sessionId = "f".repeat(64);
    const offered = candidateSecret(OLD_KEY, sessionId, [3]);
    expect(offered).toBe(candidateSecret(OLD_KEY, sessionId, [3]));
    expect(offered).not.toBe(candidateSecret(OLD_KEY, sessionId, [3, 4]));
    expect(offered).not.toBe(candidateSecret(NEW_KEY, sessionId, [3]));
    // what the backup holds: the session secret and the session's id
    const fromBackup = new Secret({
      buffer: Uint8Array.from(
        createHmac("sha256", SESSION_SECRET).update(`totp-candidate:${sessionId}:3`).digest().subarray(0, 20),
      ).buffer,
    }).base32;
    expect(offered).not.toBe(fromBackup);
  });
});

describe.each(databaseTargets)("second-factor secrets at rest on $name", (target) => {
  let database: Database;
  let n = 0;
  const member = async () => {
    const row = await createStaff(database.db, {
      email: `sealed${++n}@noteva.example`,
      name: `Sealed ${n}`,
      role: "editor",
      password: "x".repeat(12),
    });
    return { id: row?.id ?? 0, email: row?.email ?? "", name: row?.name ?? "", role: "editor" as const };
  };
  const code = (secret: string, at = Date.now()) =>
    new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: at });
  /** Signs in with a second step (`proof` a code) under `keys`; the outcome. */
  const secondStep = async (userId: number, proof: string, keys: SiteKeys, now = new Date()) => {
    const pending = await startPending(database.db, userId, "/admin", now);
    const attempt = { token: pending.token, client, proof: { code: proof }, keys };
    const policy = { secret: SESSION_SECRET, idleMs: 30 * 60 * 1000 };
    return (await verifySecondStep(database.db, policy, attempt, now)).outcome;
  };
  const storedSecret = async (userId: number) =>
    (await database.db.select().from(staffFactors).where(eq(staffFactors.userId, userId)))[0]?.secret ?? "";

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
  });

  it("keeps an app's secret sealed under the site key, and new recovery codes as hashes of 124 bits", async () => {
    const m = await member();
    const secret = newTotpSecret();
    const codes = await enrolTotp(database.db, ENV, m, {
      secret,
      proof: secretProof(SESSION_SECRET, m.id, secret),
      code: code(secret),
      label: "Phone",
    });
    const stored = await storedSecret(m.id);
    expect(stored).toMatch(/^sealed:v1:[0-9a-f]{16}:/);
    expect(stored).not.toContain(secret);
    const rows = await database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, m.id));
    expect(rows.map((r) => r.codeHash).every((h) => /^sha256:[0-9a-f]{64}$/.test(h))).toBe(true);
    // the sealed secret still signs in, with the key; another site's key opens nothing
    expect(await secondStep(m.id, code(secret, Date.now() + 30_000), keysOf(OTHER_KEY))).toBe("refused");
    expect(await secondStep(m.id, code(secret, Date.now() + 30_000), keysOf(OLD_KEY))).toBe("signed-in");
    expect(await secondStep(m.id, codes?.[0] ?? "", keysOf(OLD_KEY))).toBe("signed-in");
  });

  it("seals what an older release left plain at start, and the same codes keep working", async () => {
    const m = await member();
    const secret = newTotpSecret();
    const oldCode = "abcde-fghjk";
    // as the previous release stored them: the secret in plain text, the code's unsalted SHA-256
    await database.db.insert(staffFactors).values({ userId: m.id, kind: "totp", label: "Old phone", secret });
    await database.db.insert(staffRecoveryCodes).values({ userId: m.id, codeHash: await sha256("abcdefghjk") });
    const report = await sealStaffSecrets(database.db, keysOf(OLD_KEY));
    expect(report.sealed).toBeGreaterThanOrEqual(2);
    expect(await storedSecret(m.id)).toMatch(/^sealed:v1:/);
    const [row] = await database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, m.id));
    expect(row?.codeHash).toMatch(/^sealed:v1:/);
    expect(row?.codeHash).not.toContain(await sha256("abcdefghjk"));
    // a second start has nothing left to seal
    expect(await sealStaffSecrets(database.db, keysOf(OLD_KEY))).toMatchObject({ sealed: 0, resealed: 0 });
    expect(await secondStep(m.id, code(secret), keysOf(OLD_KEY))).toBe("signed-in");
    expect(await secondStep(m.id, oldCode.toUpperCase(), keysOf(OLD_KEY))).toBe("signed-in");
    expect(await secondStep(m.id, oldCode, keysOf(OLD_KEY))).toBe("refused");
  });

  it("seals again under a new key during a rotation, then works without the old key", async () => {
    const m = await member();
    const secret = newTotpSecret();
    await database.db.insert(staffFactors).values({ userId: m.id, kind: "totp", label: "Phone", secret });
    await database.db.insert(staffRecoveryCodes).values({ userId: m.id, codeHash: await sha256("mnpqrstuvw") });
    await sealStaffSecrets(database.db, keysOf(OLD_KEY));
    const before = await storedSecret(m.id);
    // the operator sets SITE_KEY to the new key and SITE_KEY_PREVIOUS to the old one, and restarts
    const rotated = await sealStaffSecrets(database.db, keysOf(NEW_KEY, [OLD_KEY]));
    expect(rotated.resealed).toBeGreaterThanOrEqual(2);
    expect(await storedSecret(m.id)).not.toBe(before);
    // then drops the old key: everything opens with the new one alone
    expect(await sealStaffSecrets(database.db, keysOf(NEW_KEY))).toMatchObject({ sealed: 0, resealed: 0 });
    expect(await secondStep(m.id, code(secret), keysOf(NEW_KEY))).toBe("signed-in");
    expect(await secondStep(m.id, "mnpqr-stuvw", keysOf(NEW_KEY))).toBe("signed-in");
  });

  it("stops a start whose site key is not the one the secrets are sealed with, in one line naming both", async () => {
    let error: unknown;
    try {
      await sealStaffSecrets(database.db, keysOf(OTHER_KEY));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^Configuration error: SITE_KEY is not the key this database's second factors are sealed with \(they need site key [0-9a-f]{16}, this site has [0-9a-f]{16}\)/,
    );
    expect(message).not.toContain("\n");
  });

  it("leaves no app secret and no recovery code in a plain backup (the site key is not in it)", async () => {
    const m = await member();
    const secret = newTotpSecret();
    const codes = await enrolTotp(database.db, ENV, m, {
      secret,
      proof: secretProof(SESSION_SECRET, m.id, secret),
      code: code(secret),
      label: "Phone",
    });
    const dir = mkdtempSync(path.join(tmpdir(), "noteva-sealed-backup-"));
    try {
      const file = path.join(dir, "plain.backup");
      await writeBackup(database, file, {
        sessionSecret: SESSION_SECRET,
        sessionSecretSource: "generated",
        siteKey: OLD_KEY,
      });
      const bytes = readFileSync(file);
      const payload = gunzipSync(bytes.subarray(bytes.indexOf(10) + 1)).toString("utf8");
      expect(payload).toContain("sealed:v1:");
      expect(payload).not.toContain(secret);
      expect(payload).not.toContain(OLD_KEY);
      for (const c of codes ?? []) {
        expect(payload).not.toContain(c);
        expect(payload).not.toContain(c.replace(/-/g, ""));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a sealed secret moved to another account (the seal is bound to its account)", async () => {
    const [a, b] = [await member(), await member()];
    for (const m of [a, b]) {
      const secret = newTotpSecret();
      await enrolTotp(database.db, ENV, m, {
        secret,
        proof: secretProof(SESSION_SECRET, m.id, secret),
        code: code(secret),
        label: "Phone",
      });
    }
    const [aRow] = await database.db.select().from(staffFactors).where(eq(staffFactors.userId, a.id));
    await database.db.update(staffFactors).set({ secret: aRow?.secret }).where(eq(staffFactors.userId, b.id));
    // b now holds a's sealed secret: a's codes do not open b's account
    const aSecret = await storedSecret(a.id);
    expect(aSecret).toBe(await storedSecret(b.id));
    expect(await secondStep(b.id, "123456", keysOf(OLD_KEY))).toBe("refused");
    // a rotation cannot open it either: counted as broken and left as it is
    expect((await sealStaffSecrets(database.db, keysOf(NEW_KEY, [OLD_KEY]))).broken).toBe(1);
    await database.db.delete(staffFactors).where(eq(staffFactors.userId, b.id));
  });
});
