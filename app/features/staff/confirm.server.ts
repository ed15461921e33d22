/**
 * Confirming it is you while signed in (/admin/account/confirm), for what wants a fresh proof
 * (fresh-proof.server.ts): a code from the app, a passkey or a recovery code, throttled and audited
 * as a sign-in's second step is; an account without a second factor gives its password, throttled
 * as the password is. Success marks the session's proof as of now.
 */
import { eq } from "drizzle-orm";
import type { Session, SignInPolicy } from "~/.server/auth/session.server";
import type { Db } from "~/.server/db/client";
import { staffSessions } from "~/.server/db/schema/staff";
import type { SiteKeys } from "~/.server/site-key";
import { factorKinds, proveFactor, type SecondStepProof } from "./second-step.server";
import { checkPassword } from "./sign-in.server";

export type ConfirmProof = SecondStepProof | { password: string };
export type Confirmation = { outcome: "confirmed" } | { outcome: "refused" } | { outcome: "blocked"; seconds: number };

export async function confirmIdentity(
  db: Db,
  policy: SignInPolicy,
  session: Session,
  attempt: { address: string; proof: ConfirmProof; keys: SiteKeys },
  now = new Date(),
): Promise<Confirmation> {
  const { user } = session;
  const kinds = await factorKinds(db, user.id);
  const { proof } = attempt;
  let result: Confirmation;
  if (kinds.length) {
    // an account with a second factor confirms with it, never with its password alone
    if ("password" in proof) return { outcome: "refused" };
    const [row] = await db
      .select({ challenge: staffSessions.challenge })
      .from(staffSessions)
      .where(eq(staffSessions.id, session.id));
    const who = { id: session.id, userId: user.id, email: user.email, redirectTo: "", challenge: null, kinds };
    const proven = await proveFactor(
      db,
      policy,
      { who: { ...who, challenge: row?.challenge ?? null }, holder: { session: session.id }, ...attempt, proof },
      now,
    );
    result = proven.outcome === "proven" ? { outcome: "confirmed" } : proven;
  } else {
    if (!("password" in proof)) return { outcome: "refused" };
    result = await passwordConfirmed(db, policy, session, attempt.address, proof.password, now);
  }
  if (result.outcome === "confirmed") {
    await db.update(staffSessions).set({ factorProvenAt: now }).where(eq(staffSessions.id, session.id));
  }
  return result.outcome === "refused" ? { outcome: "refused" } : result;
}

/** The password of an account without a second factor, checked as sign-in checks it. */
async function passwordConfirmed(
  db: Db,
  policy: SignInPolicy,
  session: Session,
  address: string,
  password: string,
  now: Date,
): Promise<Confirmation> {
  const checked = await checkPassword(db, policy.secret, { email: session.user.email, address, password }, now);
  return checked.outcome === "right" ? { outcome: "confirmed" } : checked;
}
