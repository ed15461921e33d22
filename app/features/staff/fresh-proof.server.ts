/**
 * What weakens an account's sign-in (removing a factor, new recovery codes, resetting someone's
 * factors) wants the session to have proved the account's strongest factor within the last five
 * minutes: a stolen session alone cannot strip an account's second factor. The proof is the
 * second step of its sign-in or a confirmation since (confirm.server.ts).
 */
import type { Session } from "~/.server/auth/session.server";
import * as adminHref from "~/lib/admin/href";
import { Refused } from "~/lib/forms/refusal";
import type { Locale } from "~/lib/i18n/locales";
import { confirmText } from "./text/confirm";

export const FRESH_MS = 5 * 60 * 1000;

/** The session's proof is older than FRESH_MS: confirm it is you (/admin/account/confirm), then again. */
export class ConfirmFirst extends Refused {
  override name = "ConfirmFirst";
  constructor() {
    super({ code: "confirmFirst" });
  }
}

export function requireFreshProof(session: Pick<Session, "factorProvenAt">, now = new Date()) {
  const at = session.factorProvenAt?.getTime();
  if (at === undefined || now.getTime() - at > FRESH_MS) throw new ConfirmFirst();
}

export type ConfirmOfferData = { message: string; href: string; label: string };

/** Beside a ConfirmFirst refusal, the way to confirm and come back to `back`; null for any other refusal. */
export function confirmOffer(refusal: Refused, back: string, locale: Locale): ConfirmOfferData | null {
  if (!(refusal instanceof ConfirmFirst)) return null;
  return { message: refusal.in(locale), href: adminHref.confirm({ back }), label: confirmText[locale].link };
}
