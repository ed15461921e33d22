/**
 * The second step of a sign-in. After the password the browser holds only a pending sign-in (a
 * cookie naming a row that lives five minutes), never a session; the session starts when an
 * authenticator-app code, a passkey or an unused recovery code proves the second factor. The step
 * is throttled like the password, per account and per address.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { type Client, createSession, hashToken, pruneSessions } from "~/.server/auth/session.server";
import { clearAccountFailures, loginBlockedFor, recordLoginFailure } from "~/.server/auth/throttle.server";
import type { Db } from "~/.server/db/client";
import { staffFactors, staffPendingSignIns, staffRecoveryCodes, staffUsers } from "~/.server/db/schema/staff";
import { log } from "~/.server/log";
import { senderHash } from "~/.server/rate-limit.server";
import { SealBroken } from "~/.server/sealed";
import type { SiteKeys } from "~/.server/site-key";
import { commitChange, updateWhere } from "~/features/changes/pipeline.server";
import { Refused } from "~/features/forms/refusal";
import { passkeyProven } from "./passkeys.server";
import { openAppSecret, recoveryCodeIs } from "./secrets.server";
import { isRecoveryCode, totpStep } from "./totp.server";

/** How long the second step may take after the password. */
export const PENDING_MS = 5 * 60 * 1000;

/** A pending sign-in for `userId`; returns the token for the pending cookie (only its hash is stored). */
export async function startPending(db: Db, userId: number, redirectTo: string, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PENDING_MS);
  await db.delete(staffPendingSignIns).where(lt(staffPendingSignIns.expiresAt, now));
  await db.insert(staffPendingSignIns).values({ id: hashToken(token), userId, redirectTo, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export type Pending = {
  id: string;
  userId: number;
  email: string;
  redirectTo: string;
  challenge: string | null;
  kinds: ("totp" | "passkey")[];
};

/** The pending sign-in a token names, while it lives and its account is enabled; with the kinds of factor it has. */
export async function readPending(db: Db, token: string | null, now = new Date()): Promise<Pending | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ pending: staffPendingSignIns, email: staffUsers.email })
    .from(staffPendingSignIns)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPendingSignIns.userId))
    .where(
      and(
        eq(staffPendingSignIns.id, hashToken(token)),
        gt(staffPendingSignIns.expiresAt, now),
        isNull(staffUsers.disabledAt),
      ),
    );
  if (!row) return null;
  const factors = await db
    .selectDistinct({ kind: staffFactors.kind })
    .from(staffFactors)
    .where(eq(staffFactors.userId, row.pending.userId));
  const { id, userId, redirectTo, challenge } = row.pending;
  return { id, userId, email: row.email, redirectTo, challenge, kinds: factors.map((f) => f.kind) };
}

export type SecondStepProof = { code: string } | { passkey: string; siteUrl: string };

export type SecondStepResult =
  | { outcome: "expired" }
  | { outcome: "blocked"; seconds: number }
  | { outcome: "refused" }
  | { outcome: "signed-in"; token: string; expiresAt: Date; redirectTo: string };

/**
 * Checks the second step of the pending sign-in `token` names. On success the pending sign-in is
 * used up (one session per password) and a session starts. `secret` keys the throttle's buckets.
 */
export async function verifySecondStep(
  db: Db,
  secret: string,
  attempt: { token: string | null; client: Client & { address: string }; proof: SecondStepProof; keys: SiteKeys },
  now = new Date(),
): Promise<SecondStepResult> {
  const pending = await readPending(db, attempt.token, now);
  if (!pending) return { outcome: "expired" };
  const buckets = {
    account: `second-step:account:${senderHash(secret, String(pending.userId))}`,
    address: `second-step:address:${senderHash(secret, attempt.client.address)}`,
  };
  const seconds = await loginBlockedFor(db, buckets, now);
  if (seconds > 0) return { outcome: "blocked", seconds };
  const proof = attempt.proof;
  const ok =
    "passkey" in proof
      ? await passkeyProven(db, pending, proof.siteUrl, proof.passkey)
      : isRecoveryCode(proof.code)
        ? await spendRecoveryCode(db, attempt.keys, pending, proof.code, now)
        : await totpProven(db, attempt.keys, pending.userId, proof.code, now);
  if (!ok) {
    await recordLoginFailure(db, buckets, now);
    return { outcome: "refused" };
  }
  // the pending sign-in is used once: two answers sent together start one session
  const used = await db
    .delete(staffPendingSignIns)
    .where(eq(staffPendingSignIns.id, pending.id))
    .returning({ id: staffPendingSignIns.id });
  if (!used.length) return { outcome: "expired" };
  await clearAccountFailures(db, buckets);
  await pruneSessions(db, now);
  const session = await createSession(db, pending.userId, attempt.client, now);
  return { outcome: "signed-in", ...session, redirectTo: pending.redirectTo };
}

/** A code from one of the account's apps, for a time step after the last one used (a code works once). */
async function totpProven(db: Db, keys: SiteKeys, userId: number, code: string, now: Date): Promise<boolean> {
  const apps = await db
    .select()
    .from(staffFactors)
    .where(and(eq(staffFactors.userId, userId), eq(staffFactors.kind, "totp")));
  for (const app of apps) {
    if (!app.secret) continue;
    const secret = openedSecret(keys, userId, app.secret);
    const step = secret === null ? null : totpStep(secret, code, app.lastStep, now.getTime());
    if (step === null) continue;
    // claimed in the database, so the same code sent twice at once is accepted once
    const claimed = await db
      .update(staffFactors)
      .set({ lastStep: step, lastUsedAt: now })
      .where(and(eq(staffFactors.id, app.id), or(isNull(staffFactors.lastStep), lt(staffFactors.lastStep, step))))
      .returning({ id: staffFactors.id });
    if (claimed.length) return true;
  }
  return false;
}

/** An app's secret, or null (logged) when its seal is broken: the code is refused, never a 500. */
function openedSecret(keys: SiteKeys, userId: number, stored: string): string | null {
  try {
    return openAppSecret(keys, userId, stored);
  } catch (error) {
    if (!(error instanceof SealBroken)) throw error;
    log.error({ userId, err: error }, "an authenticator app's sealed secret does not open");
    return null;
  }
}

const usedUp = new Refused({ code: "recoveryCodeUsed" });

/** Marks an unused recovery code of the account used (audited); false when there is none such. */
async function spendRecoveryCode(db: Db, keys: SiteKeys, pending: Pending, code: string, now: Date): Promise<boolean> {
  // an account has ten codes at most: each is compared (old ones are sealed, so no lookup by hash)
  const unused = await db
    .select({ id: staffRecoveryCodes.id, stored: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, pending.userId), isNull(staffRecoveryCodes.usedAt)));
  const match = unused.find((row) => recoveryCodeIs(keys, pending.userId, row.stored, code));
  if (!match) return false;
  try {
    await commitChange(
      db,
      { id: pending.userId, email: pending.email },
      {
        writes: [
          // claimed in the write: the same code sent twice at once is spent once
          updateWhere(
            staffRecoveryCodes,
            { usedAt: now },
            and(eq(staffRecoveryCodes.id, match.id), isNull(staffRecoveryCodes.usedAt)),
            usedUp,
          ),
        ],
        audit: { entity: "staff_user", action: "use-recovery-code", id: pending.email, before: null, after: null },
      },
    );
    return true;
  } catch (error) {
    if (error === usedUp) return false;
    throw error;
  }
}
