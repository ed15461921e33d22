/**
 * Every sign-in decision, as a line in the server's log (`"event":"sign-in"`: the step, the
 * outcome and the account's id when the account is known, never the e-mail typed or a secret);
 * a refused or throttled one also in the metrics (noteva_sign_in_failures_total, by reason and
 * step) and, when it concerns a known account, in its audit log (a staff_user, by e-mail). A failed
 * second step is audited each time (the throttle keeps that to a few per window); a throttled
 * account once per window, on its first refused attempt, so a burst cannot flood the log.
 */
import { ACCOUNT_LIMIT } from "~/.server/auth/throttle.server";
import { type Actor, commitChange } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { log } from "~/.server/log";
import { signInFailures } from "~/.server/metrics";

export type SignInStep = "password" | "second";

/** The log line of a sign-in decision (ASVS 7.1.3, 7.2.1). */
const decided = (step: SignInStep, outcome: string, staffId: number | null) =>
  log.info({ event: "sign-in", step, outcome, staffId }, `sign-in ${step} step: ${outcome}`);

/** A right answer at a step: the password (then the second step, or the session) or the second factor. */
export function signInAccepted(step: SignInStep, staffId: number, next: "signed-in" | "second-step") {
  decided(step, next, staffId);
}

/**
 * A wrong answer at a step; a second step's is audited with the kind of proof it tried. `staffId`:
 * the account a wrong password was typed for, when there is one (logged, not audited).
 */
export async function signInRefused(
  db: Db,
  step: SignInStep,
  account: Actor | null,
  proof?: string,
  staffId: number | null = account?.id ?? null,
) {
  signInFailures.inc({ reason: "refused", step });
  decided(step, "refused", staffId);
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
  if (accountHits !== ACCOUNT_LIMIT + 1) return decided(step, "throttled", null);
  const known = await account();
  decided(step, "throttled", known?.id ?? null);
  if (known) await audit(db, known, "sign-in-throttled", { step });
}

async function audit(db: Db, account: Actor, action: string, after: Record<string, unknown>) {
  await commitChange(db, account, {
    writes: [],
    audit: { entity: "staff_user", action, id: account.email, before: null, after },
  });
}
