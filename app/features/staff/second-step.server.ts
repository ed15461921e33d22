/**
 * The second step of a sign-in. After the password the browser holds only a pending sign-in (a
 * cookie naming a row that lives five minutes), never a session; the session starts when an
 * authenticator-app code, a passkey or an unused recovery code proves the second factor. The step
 * is throttled like the password, per account, per address and per pending sign-in.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { type Client, hashToken, pruneSessions, type SignInPolicy } from "~/.server/auth/session.server";
import { forgiveAttempt, reserveAttempt } from "~/.server/auth/throttle.server";
import { commitChange, updateWhere } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { staffFactors, staffPendingSignIns, staffRecoveryCodes, staffUsers } from "~/.server/db/schema/staff";
import { log } from "~/.server/log";
import { senderHash } from "~/.server/rate-limit.server";
import { SealBroken } from "~/.server/sealed";
import type { SiteKeys } from "~/.server/site-key";
import { Refused } from "~/lib/forms/refusal";
import { startSessionOn } from "./devices.server";
import type { StaffMailSetup } from "./mails.server";
import { type ChallengeHolder, passkeyProven } from "./passkeys.server";
import { openAppSecret, recoveryCodeIs } from "./secrets.server";
import { signInAccepted, signInRefused, signInThrottled } from "./sign-in-events.server";
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

/** The kinds of factor an account has (none: it signs in, and confirms, with its password alone). */
export async function factorKinds(db: Db, userId: number): Promise<("totp" | "passkey")[]> {
  const rows = await db
    .selectDistinct({ kind: staffFactors.kind })
    .from(staffFactors)
    .where(eq(staffFactors.userId, userId));
  return rows.map((r) => r.kind);
}

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
  const { id, userId, redirectTo, challenge } = row.pending;
  return { id, userId, email: row.email, redirectTo, challenge, kinds: await factorKinds(db, userId) };
}

export type SecondStepProof = { code: string } | { passkey: string; siteUrl: string };

export type SecondStepResult =
  | { outcome: "expired" }
  | { outcome: "blocked"; seconds: number }
  | { outcome: "refused" }
  | { outcome: "signed-in"; token: string; expiresAt: Date; redirectTo: string; device: string };

/**
 * Checks the second step of the pending sign-in `token` names (proveFactor, with the pending
 * sign-in's own limit); the pending sign-in ends with its last allowed attempt if that fails (the
 * password again, then). On success it is used up (one session per password) and a session starts.
 */
export async function verifySecondStep(
  db: Db,
  policy: SignInPolicy,
  attempt: {
    token: string | null;
    client: Client & { address: string; device?: string | null };
    proof: SecondStepProof;
    keys: SiteKeys;
    /** Where the new-device notice comes from (none: no notice). */
    mail?: StaffMailSetup;
  },
  now = new Date(),
): Promise<SecondStepResult> {
  const pending = await readPending(db, attempt.token, now);
  if (!pending) return { outcome: "expired" };
  const { address } = attempt.client;
  const result = await proveFactor(
    db,
    policy,
    { who: pending, holder: { pending: pending.id }, address, proof: attempt.proof, keys: attempt.keys },
    now,
  );
  if (result.outcome === "blocked") return result;
  if (result.outcome === "refused") {
    if (result.last) await db.delete(staffPendingSignIns).where(eq(staffPendingSignIns.id, pending.id));
    return { outcome: "refused" };
  }
  // the pending sign-in is used once: two answers sent together start one session
  const used = await db
    .delete(staffPendingSignIns)
    .where(eq(staffPendingSignIns.id, pending.id))
    .returning({ id: staffPendingSignIns.id });
  if (!used.length) return { outcome: "expired" };
  await pruneSessions(db, policy.idleMs, now);
  const client = { ...attempt.client, device: attempt.client.device ?? null };
  const session = await startSessionOn(db, pending.userId, client, { now, factorProven: true, mail: attempt.mail });
  signInAccepted("second", pending.userId, "signed-in");
  return { outcome: "signed-in", ...session, redirectTo: pending.redirectTo };
}

export type FactorAttempt = {
  /** The account (and, at sign-in, its pending sign-in, which has its own limit). */
  who: Pending;
  /** Where the passkey challenge was kept. */
  holder: ChallengeHolder;
  address: string;
  proof: SecondStepProof;
  /** The site's keys: an app's secret is sealed under them. */
  keys: SiteKeys;
};

/**
 * One attempt at proving a second factor of an account, at sign-in or to confirm a signed-in
 * session. It is counted first (per account, per address and, at sign-in, per pending sign-in) and
 * one over a limit is not checked at all; a failure is audited and counted. `last`: the pending
 * sign-in's last allowed attempt failed.
 */
export async function proveFactor(
  db: Db,
  policy: SignInPolicy,
  attempt: FactorAttempt,
  now = new Date(),
): Promise<{ outcome: "proven" } | { outcome: "refused"; last: boolean } | { outcome: "blocked"; seconds: number }> {
  const { who, proof } = attempt;
  const buckets = {
    account: `second-step:account:${senderHash(policy.secret, String(who.userId))}`,
    address: `second-step:address:${senderHash(policy.secret, attempt.address)}`,
    ...("pending" in attempt.holder ? { pending: `second-step:pending:${who.id}` } : {}),
  };
  const account = { id: who.userId, email: who.email };
  const reservation = await reserveAttempt(db, buckets, now);
  if (reservation.seconds > 0) {
    await signInThrottled(db, "second", reservation.accountHits, async () => account);
    return { outcome: "blocked", seconds: reservation.seconds };
  }
  const kind = "passkey" in proof ? "passkey" : isRecoveryCode(proof.code) ? "recovery-code" : "app-code";
  const ok =
    "passkey" in proof
      ? await passkeyProven(db, who, attempt.holder, proof.siteUrl, proof.passkey)
      : isRecoveryCode(proof.code)
        ? await spendRecoveryCode(db, attempt.keys, who, proof.code, now)
        : await totpProven(db, attempt.keys, who.userId, proof.code, now);
  if (!ok) {
    await signInRefused(db, "second", account, kind);
    return { outcome: "refused", last: reservation.lastForPending };
  }
  await forgiveAttempt(db, buckets, now);
  return { outcome: "proven" };
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
