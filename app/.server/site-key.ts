/**
 * Keys derived from the site key (SITE_KEY, or DATA_DIR/site-key): one per purpose, by HKDF, so
 * no two uses share a key. The site key lives outside the database and outside every backup;
 * SITE_KEY_PREVIOUS holds the keys of an unfinished rotation, tried after the current one.
 */
import { hkdfSync } from "node:crypto";

/** What a derived key is for; each gets its own. */
export type KeyPurpose = "factor-secrets" | "recovery-codes" | "totp-candidate" | "backup-mac" | "key-check";

export type SiteKeys = { current: string; previous: readonly string[] };

/** The 32-byte key for `purpose` under one site key. */
export function derivedKey(siteKey: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", siteKey, "noteva-site-key", purpose, 32));
}

/** What of the environment names the site keys (Env has it). */
export type SiteKeyEnv = { SITE_KEY: string; SITE_KEY_PREVIOUS: readonly string[] };

/** The site keys an environment names. */
export const siteKeysOf = (env: SiteKeyEnv): SiteKeys => ({
  current: env.SITE_KEY,
  previous: env.SITE_KEY_PREVIOUS,
});

/**
 * A site key's public name: 16 hex digits that identify it without revealing it. Backups, sealed
 * secrets and the database's key check carry it, so a wrong key is told by name, not by garbage.
 */
export function keyId(siteKey: string): string {
  return derivedKey(siteKey, "key-check").subarray(0, 8).toString("hex");
}
