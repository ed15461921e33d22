/**
 * Signing in and out: throttled per account and per address (an attempt is counted before the
 * password is checked, throttle.server.ts), the password checked in constant time whether or not
 * the e-mail is known, and the session rotated on every sign-in. An account with a second factor
 * gets a pending sign-in instead (second-step.server.ts).
 */
import { eq } from "drizzle-orm";
import { verifyPassword } from "~/.server/auth/password";
import { destroySession, pruneSessions, readSession, type SignInPolicy } from "~/.server/auth/session.server";
import { normalizeEmail, staffByEmail } from "~/.server/auth/staff.server";
import { forgiveAttempt, reserveAttempt } from "~/.server/auth/throttle.server";
import { commitChange, deleteWhere } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { staffPendingSignIns, staffSessions } from "~/.server/db/schema/staff";
import { senderHash } from "~/.server/rate-limit.server";
import * as adminHref from "~/lib/admin/href";
import { startSessionOn } from "./devices.server";
import { hasFactor } from "./factors.server";
import type { StaffMailSetup } from "./mails.server";
import { startPending } from "./second-step.server";
import { signInAccepted, signInRefused, signInThrottled } from "./sign-in-events.server";

export type SignInAttempt = {
  email: string;
  password: string;
  /** The client's address and user agent, and the session token this browser sent, if any. */
  address: string;
  userAgent: string;
  previousToken: string | null;
  /** Where to go once signed in (kept for the second step). */
  redirectTo?: string;
  /** The device cookie this browser sent, if any; and where the new-device notice comes from. */
  device?: string | null;
  mail?: StaffMailSetup;
};

export type SignInResult =
  | { outcome: "blocked"; seconds: number }
  | { outcome: "refused" }
  | { outcome: "signed-in"; token: string; expiresAt: Date; device: string }
  /** The password is right and the account has a second factor: a pending sign-in, no session yet. */
  | { outcome: "second-step"; token: string; expiresAt: Date };

type StaffRow = NonNullable<Awaited<ReturnType<typeof staffByEmail>>>;
export type PasswordCheck =
  | { outcome: "blocked"; seconds: number }
  | { outcome: "refused" }
  | { outcome: "right"; user: StaffRow };

/**
 * One password attempt, as sign-in and confirming it is you take it: counted in the account's and
 * the address's buckets before it is checked (argon2 runs only within the limits), the decision
 * logged (and a throttled account audited), the account's attempts forgiven when it is right.
 * `secret` keys the buckets, so they never hold an address or e-mail.
 */
export async function checkPassword(
  db: Db,
  secret: string,
  attempt: { email: string; address: string; password: string },
  now = new Date(),
): Promise<PasswordCheck> {
  const buckets = {
    account: `login:account:${senderHash(secret, normalizeEmail(attempt.email))}`,
    address: `login:address:${senderHash(secret, attempt.address)}`,
  };
  // counted before it is checked: a burst sent at once is verified no more often than the limit
  const reservation = await reserveAttempt(db, buckets, now);
  if (reservation.seconds > 0) {
    await signInThrottled(db, "password", reservation.accountHits, () => staffByEmail(db, attempt.email));
    return { outcome: "blocked", seconds: reservation.seconds };
  }
  const user = await staffByEmail(db, attempt.email);
  const ok = await verifyPassword(user && !user.disabledAt ? user.passwordHash : null, attempt.password);
  if (!user || !ok) {
    await signInRefused(db, "password", null, undefined, user?.id ?? null);
    return { outcome: "refused" };
  }
  await forgiveAttempt(db, buckets, now);
  return { outcome: "right", user };
}

/** Checks an attempt; the policy's secret keys the throttle's buckets. */
export async function signIn(db: Db, policy: SignInPolicy, attempt: SignInAttempt): Promise<SignInResult> {
  const checked = await checkPassword(db, policy.secret, attempt);
  if (checked.outcome !== "right") return checked;
  const { user } = checked;
  // rotation: whatever session this browser had ends; the new one gets a new token
  await destroySession(db, attempt.previousToken);
  if (await hasFactor(db, user.id)) {
    signInAccepted("password", user.id, "second-step");
    return {
      outcome: "second-step",
      ...(await startPending(db, user.id, attempt.redirectTo ?? adminHref.dashboard())),
    };
  }
  signInAccepted("password", user.id, "signed-in");
  await pruneSessions(db, policy.idleMs);
  const client = { userAgent: attempt.userAgent, address: attempt.address, device: attempt.device ?? null };
  return { outcome: "signed-in", ...(await startSessionOn(db, user.id, client, { mail: attempt.mail })) };
}

/**
 * Ends this browser's session, or with `everywhere` every session and every pending sign-in of its
 * user, in one transaction, audited on the account.
 */
export async function signOut(db: Db, token: string | null, everywhere: { idleMs: number } | null) {
  const session = everywhere ? await readSession(db, token, everywhere.idleMs) : null;
  if (!session) return destroySession(db, token);
  const { user } = session;
  const sessions = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(eq(staffSessions.userId, user.id));
  await commitChange(db, user, {
    writes: [
      deleteWhere(staffSessions, eq(staffSessions.userId, user.id)),
      deleteWhere(staffPendingSignIns, eq(staffPendingSignIns.userId, user.id)),
    ],
    audit: {
      entity: "staff_user",
      action: "sign-out-everywhere",
      id: user.email,
      before: { sessions: sessions.length },
      after: { sessions: 0 },
    },
  });
}
