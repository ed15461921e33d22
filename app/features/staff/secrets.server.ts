/**
 * Second-factor secrets at rest. An authenticator app's secret is sealed under the site key (a key
 * outside the database and every backup: .server/site-key.ts), bound to its account. A recovery
 * code carries about 124 bits and is kept as its SHA-256 (`sha256:…`); codes made before they were
 * that long (about 49 bits, a plain SHA-256 anyone could search) are sealed like app secrets.
 *
 * At start `sealStaffSecrets` brings the database to this: plain secrets and old codes are sealed,
 * values sealed under a previous site key (SITE_KEY_PREVIOUS, a rotation) are sealed again under
 * the current one, and a value sealed by a key this site does not have stops the start with one
 * line, before anyone finds their authenticator refused. Nobody enrols again.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { staffFactors, staffRecoveryCodes } from "~/.server/db/schema/staff";
import { ConfigError } from "~/.server/env";
import { isSealed, SealBroken, seal, sealedWith, unseal } from "~/.server/sealed";
import { keyId, type SiteKeys } from "~/.server/site-key";

const appBound = (userId: number) => `staff_factor:${userId}`;
const codeBound = (userId: number) => `staff_recovery_code:${userId}`;

/** An authenticator app's secret as stored: sealed for its account. */
export const sealAppSecret = (keys: SiteKeys, userId: number, secret: string) =>
  seal(keys, "factor-secrets", secret, appBound(userId));

/** The secret of a stored app (one stored before sealing, on a release not yet started, reads as it is). */
export const openAppSecret = (keys: SiteKeys, userId: number, stored: string) =>
  isSealed(stored) ? unseal(keys, "factor-secrets", stored, appBound(userId)) : stored;

/** A recovery code's letters, however it was typed (case, dashes, spaces). */
const lettersOf = (code: string) => code.toLowerCase().replace(/[^0-9a-z]/g, "");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** What is stored of a new recovery code. */
export const recoveryCodeHash = (code: string) => `sha256:${sha256(lettersOf(code))}`;

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether a stored recovery code (new, old and sealed, or old and not yet sealed) is `code`. */
export function recoveryCodeIs(keys: SiteKeys, userId: number, stored: string, code: string): boolean {
  const digest = sha256(lettersOf(code));
  if (stored.startsWith("sha256:")) return same(stored, `sha256:${digest}`);
  try {
    const old = isSealed(stored) ? unseal(keys, "recovery-codes", stored, codeBound(userId)) : stored;
    return same(old, digest);
  } catch (error) {
    if (error instanceof SealBroken) return false; // altered or moved: not this code
    throw error;
  }
}

/** What a start did: values sealed, sealed again under the current key, and seals that did not open. */
export type SealReport = { sealed: number; resealed: number; broken: number };

/**
 * Seals what is still plain and re-seals what a previous site key sealed; refuses (ConfigError) a
 * database whose secrets another site key sealed. Each row is updated only if it still holds what
 * was read, so instances starting together never seal twice.
 */
export async function sealStaffSecrets(db: Db, keys: SiteKeys): Promise<SealReport> {
  const report: SealReport = { sealed: 0, resealed: 0, broken: 0 };
  /** `work`, or a count of broken seals (a value altered or moved): left as it is, refused at use. */
  const unlessBroken = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof SealBroken)) throw error;
      report.broken++;
    }
  };
  const known = new Set([keys.current, ...keys.previous].map(keyId));
  const current = keyId(keys.current);
  const apps = await db
    .select({ id: staffFactors.id, userId: staffFactors.userId, secret: staffFactors.secret })
    .from(staffFactors)
    .where(isNotNull(staffFactors.secret));
  const codes = await db
    .select({ id: staffRecoveryCodes.id, userId: staffRecoveryCodes.userId, stored: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(isNull(staffRecoveryCodes.usedAt));
  const foreign = [...apps.map((a) => a.secret ?? ""), ...codes.map((c) => c.stored)]
    .map(sealedWith)
    .find((id) => id !== null && !known.has(id));
  if (foreign) throw new ConfigError(foreignKey(foreign, current));
  for (const app of apps) {
    const stored = app.secret ?? "";
    if (sealedWith(stored) === current) continue;
    await unlessBroken(async () => {
      const secret = sealAppSecret(keys, app.userId, openAppSecret(keys, app.userId, stored));
      const done = await db
        .update(staffFactors)
        .set({ secret })
        .where(and(eq(staffFactors.id, app.id), eq(staffFactors.secret, stored)))
        .returning({ id: staffFactors.id });
      if (done.length) report[isSealed(stored) ? "resealed" : "sealed"]++;
    });
  }
  for (const code of codes) {
    if (code.stored.startsWith("sha256:") || sealedWith(code.stored) === current) continue;
    await unlessBroken(async () => {
      const bound = codeBound(code.userId);
      const old = isSealed(code.stored) ? unseal(keys, "recovery-codes", code.stored, bound) : code.stored;
      const done = await db
        .update(staffRecoveryCodes)
        .set({ codeHash: seal(keys, "recovery-codes", old, bound) })
        .where(and(eq(staffRecoveryCodes.id, code.id), eq(staffRecoveryCodes.codeHash, code.stored)))
        .returning({ id: staffRecoveryCodes.id });
      if (done.length) report[isSealed(code.stored) ? "resealed" : "sealed"]++;
    });
  }
  return report;
}

const foreignKey = (foreign: string, current: string) =>
  `Configuration error: SITE_KEY is not the key this database's second factors are sealed with ` +
  `(they need site key ${foreign}, this site has ${current}): set SITE_KEY to the key of the site ` +
  `that sealed them, or copy its DATA_DIR/site-key here (SITE_KEY_PREVIOUS during a rotation)`;
