/**
 * A signed "form shown at" stamp for a public form (the contact form's idea, for any form): it
 * proves the form came from this site and how long ago it was shown. A person needs a few seconds
 * to fill in a form, a script does not; a form open for more than a day is shown again. Each form
 * signs with its own purpose, so one form's token is no other's.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** A person needs longer than this to fill in a form; a script does not. */
export const MIN_FILL_MS = 3000;
const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

export function signedFormToken(secret: string, purpose: string, issuedAt = Date.now()): string {
  return `${issuedAt}.${sign(secret, purpose, String(issuedAt))}`;
}

export type FormTokenCheck = { ok: true } | { ok: false; reason: "invalid" | "too-fast" | "expired" };

export function checkSignedFormToken(
  secret: string,
  purpose: string,
  token: string | null,
  now = Date.now(),
): FormTokenCheck {
  const [stamp, signature] = (token ?? "").split(".");
  if (!stamp || !signature || !/^\d{13}$/.test(stamp)) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(secret, purpose, stamp));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  const age = now - Number(stamp);
  if (age < MIN_FILL_MS) return { ok: false, reason: "too-fast" };
  if (age > MAX_FORM_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true };
}

function sign(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}-form:${value}`).digest("base64url");
}
