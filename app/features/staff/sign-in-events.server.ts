/**
 * A refused or throttled sign-in, in the metrics (noteva_sign_in_failures_total, by reason and
 * step) and, when it concerns a known account, in its audit log (a staff_user, by e-mail). A failed
 * second step is audited each time (the throttle keeps that to a few per window); a throttled
 * account once per window, on its first refused attempt, so a burst cannot flood the log.
 */
import { ACCOUNT_LIMIT } from "~/.server/auth/throttle.server";
import type { Db } from "~/.server/db/client";
import { signInFailures } from "~/.server/metrics";
import { type Actor, commitChange } from "~/features/changes/pipeline.server";

export type SignInStep = "password" | "second";

/** A wrong answer at a step; a second step's is audited with the kind of proof it tried. */
export async function signInRefused(db: Db, step: SignInStep, account: Actor | null, proof?: string) {
  signInFailures.inc({ reason: "refused", step });
  if (step === "second" && account) await audit(db, account, "second-step-failed", { proof });
}

/** An attempt the throttle refused; `accountHits` its account's attempts in the window, this one included. */
export async function signInThrottled(
  db: Db,
  step: SignInStep,
  accountHits: number,
  account: () => Promise<Actor | null | undefined>,
) {
  signInFailures.inc({ reason: "throttled", step });
  if (accountHits !== ACCOUNT_LIMIT + 1) return;
  const known = await account();
  if (known) await audit(db, known, "sign-in-throttled", { step });
}

async function audit(db: Db, account: Actor, action: string, after: Record<string, unknown>) {
  await commitChange(db, account, {
    writes: [],
    audit: { entity: "staff_user", action, id: account.email, before: null, after },
  });
}
