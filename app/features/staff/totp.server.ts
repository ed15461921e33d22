/**
 * Authenticator-app codes (TOTP, RFC 6238: SHA-1, six digits, 30-second steps, the otpauth
 * library), their enrolment QR code drawn as SVG on the server, and recovery codes.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { derivedKey } from "~/.server/site-key";
import { siteConfig } from "~/lib/site-config";

const PERIOD = 30;
/** A code is accepted one step early or late: clocks drift, and typing takes time. */
export const TOTP_WINDOW = 1;

const totpFor = (secret: string, email = "") =>
  new TOTP({
    issuer: siteConfig.name,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/**
 * The secret offered to a session for its next app: derived from the site key (never in the
 * database or a backup), the session and the factors it has, so the QR code stays the same however
 * often the page loads (a wrong code, a reload) until a factor is added or removed; then a new one.
 * Only an enrolled secret is stored, sealed. (Keyed by the session secret, which backups carry, a
 * backup holding the session's row would have given the secret of an app enrolled meanwhile.)
 */
export function candidateSecret(siteKey: string, sessionId: string, factorIds: number[]): string {
  const digest = createHmac("sha256", derivedKey(siteKey, "totp-candidate"))
    .update(`totp-candidate:${sessionId}:${factorIds.join(",")}`)
    .digest();
  return new Secret({ buffer: Uint8Array.from(digest.subarray(0, 20)).buffer }).base32;
}

/** The otpauth:// address the QR code carries. */
export function totpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/**
 * The time step a code belongs to when it is right for `secret` within the window, else null. A
 * step at or before `lastStep` (a code already used) is refused: a code works once.
 */
export function totpStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpFor(secret);
  const delta = totp.validate({ token, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/**
 * The secret shown during enrolment travels in the form until the first code confirms it: signed
 * for this account, so a form cannot bring a secret of its own choosing for someone else.
 */
export function secretProof(key: string, userId: number, secret: string): string {
  return createHmac("sha256", key).update(`totp-enrol:${userId}:${secret}`).digest("base64url");
}

export function provenSecret(key: string, userId: number, secret: string, proof: string): boolean {
  const expected = Buffer.from(secretProof(key, userId, secret));
  const given = Buffer.from(proof);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The QR code of `text` as an SVG path (dark modules), drawn on a `size`-module square with a margin. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const margin = 2;
  let path = "";
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  return { size: modules.size + margin * 2, path };
}

export const RECOVERY_CODES = 10;
// no 0/o, 1/l/i: read from paper
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** Letters in a recovery code: 25, about 124 bits (ASVS 2.6.2 asks for at least 112). */
const CODE_LETTERS = 25;
/** Codes made before (10 letters, about 49 bits) still work until used; they are sealed at rest. */
const OLD_CODE_LETTERS = 10;

/** Ten new recovery codes, as shown once: five groups of five, "xxxxx-xxxxx-xxxxx-xxxxx-xxxxx". */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return Array.from({ length: RECOVERY_CODES }, () => Array.from({ length: CODE_LETTERS / 5 }, part).join("-"));
}

/** Whether what was typed looks like a recovery code rather than an app's six digits. */
export function isRecoveryCode(code: string): boolean {
  const letters = code.toLowerCase().replace(/[^0-9a-z]/g, "").length;
  return letters === CODE_LETTERS || letters === OLD_CODE_LETTERS;
}
