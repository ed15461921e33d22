/**
 * Secrets sealed at rest: AES-256-GCM under a key derived from the site key (site-key.ts), bound
 * to what they belong to (the additional data, e.g. the account), named by the key that sealed
 * them. A sealed value reads `sealed:v1:<key id>:<base64url of iv ‖ ciphertext ‖ tag>`: a database
 * or a backup holds only these, never the key, so neither gives the secret away, and a value moved
 * to another account does not open there.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { derivedKey, type KeyPurpose, keyId, type SiteKeys } from "./site-key";

const PREFIX = "sealed:v1:";
const IV = 12;
const TAG = 16;

/** Seals `plain` under the current site key, for `purpose`, bound to `bound`. */
export function seal(keys: SiteKeys, purpose: KeyPurpose, plain: string, bound: string): string {
  const iv = randomBytes(IV);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(keys.current, purpose), iv);
  cipher.setAAD(Buffer.from(bound));
  const body = Buffer.concat([iv, cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${keyId(keys.current)}:${body.toString("base64url")}`;
}

export const isSealed = (value: string) => value.startsWith(PREFIX);

/** The id of the site key a sealed value was sealed with (null for a value that is not sealed). */
export function sealedWith(value: string): string | null {
  if (!isSealed(value)) return null;
  return value.slice(PREFIX.length, value.indexOf(":", PREFIX.length));
}

/** Thrown when a sealed value cannot be opened: no key of this site sealed it, or it was altered. */
export class SealBroken extends Error {
  override name = "SealBroken";
}

/** Opens a sealed value with whichever site key (current or previous) sealed it. */
export function unseal(keys: SiteKeys, purpose: KeyPurpose, value: string, bound: string): string {
  const id = sealedWith(value);
  const key = [keys.current, ...keys.previous].find((k) => keyId(k) === id);
  if (!key) throw new SealBroken(`sealed with site key ${id}, which this site does not have`);
  const body = Buffer.from(value.slice(PREFIX.length + (id?.length ?? 0) + 1), "base64url");
  if (body.length < IV + TAG) throw new SealBroken("a sealed value is cut short");
  const decipher = createDecipheriv("aes-256-gcm", derivedKey(key, purpose), body.subarray(0, IV));
  decipher.setAAD(Buffer.from(bound));
  decipher.setAuthTag(body.subarray(body.length - TAG));
  try {
    return Buffer.concat([decipher.update(body.subarray(IV, body.length - TAG)), decipher.final()]).toString("utf8");
  } catch {
    throw new SealBroken("a sealed value was altered, or belongs to another record");
  }
}
