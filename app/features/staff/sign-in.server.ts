/**
 * Signing in and out: throttled per account and per address, the password checked in constant
 * time whether or not the e-mail is known, and the session rotated on every sign-in. An account
 * with a second factor gets a pending sign-in instead (second-step.server.ts).
 */
import { verifyPassword } from "~/.server/auth/password";
import {
  createSession,
  destroyAllSessions,
  destroySession,
  pruneSessions,
  readSession,
} from "~/.server/auth/session.server";
import { normalizeEmail, staffByEmail } from "~/.server/auth/staff.server";
import { clearAccountFailures, loginBlockedFor, recordLoginFailure } from "~/.server/auth/throttle.server";
import type { Db } from "~/.server/db/client";
import { signInFailures } from "~/.server/metrics";
import { senderHash } from "~/.server/rate-limit.server";
import { hasFactor } from "./factors.server";
import { startPending } from "./second-step.server";

export type SignInAttempt = {
  email: string;
  password: string;
  /** The client's address and user agent, and the session token this browser sent, if any. */
  address: string;
  userAgent: string;
  previousToken: string | null;
  /** Where to go once signed in (kept for the second step). */
  redirectTo?: string;
};

export type SignInResult =
  | { outcome: "blocked"; seconds: number }
  | { outcome: "refused" }
  | { outcome: "signed-in"; token: string; expiresAt: Date }
  /** The password is right and the account has a second factor: a pending sign-in, no session yet. */
  | { outcome: "second-step"; token: string; expiresAt: Date };

/** Checks an attempt; `secret` keys the throttle's buckets, so they never hold an address or e-mail. */
export async function signIn(db: Db, secret: string, attempt: SignInAttempt): Promise<SignInResult> {
  const buckets = {
    account: `login:account:${senderHash(secret, normalizeEmail(attempt.email))}`,
    address: `login:address:${senderHash(secret, attempt.address)}`,
  };
  const seconds = await loginBlockedFor(db, buckets);
  if (seconds > 0) {
    signInFailures.inc({ reason: "throttled" });
    return { outcome: "blocked", seconds };
  }
  const user = await staffByEmail(db, attempt.email);
  const ok = await verifyPassword(user && !user.disabledAt ? user.passwordHash : null, attempt.password);
  if (!user || !ok) {
    await recordLoginFailure(db, buckets);
    signInFailures.inc({ reason: "refused" });
    return { outcome: "refused" };
  }
  await clearAccountFailures(db, buckets);
  // rotation: whatever session this browser had ends; the new one gets a new token
  await destroySession(db, attempt.previousToken);
  if (await hasFactor(db, user.id)) {
    return { outcome: "second-step", ...(await startPending(db, user.id, attempt.redirectTo ?? "/admin")) };
  }
  await pruneSessions(db);
  const client = { userAgent: attempt.userAgent, address: attempt.address };
  return { outcome: "signed-in", ...(await createSession(db, user.id, client)) };
}

/** Ends this browser's session, or with `everywhere` every session of its user. */
export async function signOut(db: Db, token: string | null, everywhere: boolean) {
  const session = everywhere ? await readSession(db, token) : null;
  if (session) await destroyAllSessions(db, session.user.id);
  else await destroySession(db, token);
}
