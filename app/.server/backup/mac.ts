/**
 * What a restore trusts (decision 017): a backup is authenticated, not only checksummed. An
 * HMAC-SHA256 covers its header line (all of it but the MAC) and then its payload, under a key
 * the site alone has: derived from the site key ("backup-mac") for a plain backup, from the
 * passphrase's own key for an encrypted one (so an edited header is refused as an edited payload
 * is). Whoever can rewrite the file, recomputing every checksum and sha256, cannot recompute this.
 * Format 1 backups have no MAC: restored only when the operator accepts that (--accept-unauthenticated).
 */
import { createHmac, type Hmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { derivedKey, keyId } from "../site-key";
import { type BackupHeader, BackupRefused, MAGIC, passphraseKey, UNAUTHENTICATED_FORMAT } from "./format";

/** What a restore may unlock a backup with. */
export type BackupKeys = {
  passphrase?: string;
  /** Site keys to look for the backup's among (SITE_KEY, SITE_KEY_PREVIOUS, --site-key-file, DATA_DIR/site-key). */
  siteKeys: readonly string[];
  acceptUnauthenticated?: boolean;
};

/** The keys a payload is read with: the cipher's (encrypted) and the MAC's (null: format 1, accepted). */
export type Unlocked = { cipherKey: Buffer | null; macKey: Buffer | null };

/** An encrypted backup's MAC key: its own, from the passphrase's scrypt key. */
export const passphraseMacKey = (cipherKey: Buffer) =>
  Buffer.from(hkdfSync("sha256", cipherKey, Buffer.alloc(0), "noteva-backup-mac", 32));

/** A plain backup's MAC key: from the site key. */
export const siteMacKey = (siteKey: string) => derivedKey(siteKey, "backup-mac");

/** An HMAC already fed the header line as written, less its MAC; the payload's bytes follow. */
export function macStart(key: Buffer, header: BackupHeader): Hmac {
  const { mac: _mac, ...covered } = header;
  return createHmac("sha256", key).update(`${MAGIC} ${header.format} ${JSON.stringify(covered)}\n`);
}

/** Whether the finished HMAC is the header's MAC (compared in constant time). */
export function macMatches(hmac: Hmac, mac: string | undefined): boolean {
  const got = hmac.digest();
  const want = Buffer.from(mac ?? "", "base64");
  return want.length === got.length && timingSafeEqual(got, want);
}

const inconsistent = () =>
  new BackupRefused("the backup's header does not say how it is authenticated: altered or damaged");

/**
 * The keys to read a backup with, refusing before any of it is read when the passphrase or the
 * site key that made it is missing or wrong, or when it is format 1 and not accepted as such.
 */
export async function unlockBackup(header: BackupHeader, keys: BackupKeys): Promise<Unlocked> {
  const cipherKey = header.encryption ? await passphraseKey(header.encryption, keys.passphrase) : null;
  if (header.format === UNAUTHENTICATED_FORMAT) {
    if (!keys.acceptUnauthenticated) {
      throw new BackupRefused(
        "this backup is format 1, made before backups were authenticated: nothing shows it was not edited; pass --accept-unauthenticated to restore it anyway if it never left your hands",
      );
    }
    return { cipherKey, macKey: null };
  }
  const by = header.authentication;
  if (!header.mac || !by) throw inconsistent();
  if (cipherKey) {
    if (by.by !== "passphrase") throw inconsistent();
    return { cipherKey, macKey: passphraseMacKey(cipherKey) };
  }
  if (by.by !== "site-key") throw inconsistent();
  const siteKey = keys.siteKeys.find((key) => keyId(key) === by.keyId);
  if (!siteKey) {
    throw new BackupRefused(
      `this backup is authenticated with site key ${by.keyId}; set SITE_KEY or pass --site-key-file with the key of the site that made it`,
    );
  }
  return { cipherKey: null, macKey: siteMacKey(siteKey) };
}
