/**
 * The backup file (one format for the embedded database and PostgreSQL, decision 017):
 *
 *   NOTEVA-BACKUP 2 {header JSON}\n
 *   payload
 *
 * The payload is gzip of newline-delimited lines, encrypted with AES-256-GCM when a passphrase is
 * given: `@secret {...}`, then per table `@table {...}` followed by one JSON object per row (the
 * row's columns, generated ones left out), `@sequences [...]`, `@end {}`. The header says what
 * the payload must hold (tables, row counts, a checksum per table, its size and sha256), so a
 * truncated, damaged or foreign file is refused before anything is written; its MAC (mac.ts, format
 * 2) says the site made it: checksums catch damage, only a key catches an edit.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, scrypt } from "node:crypto";

export const MAGIC = "NOTEVA-BACKUP";
export const FORMAT_VERSION = 2;
/** Format 1 (before 2026-11-28): checksummed, not authenticated; restored only when the operator says so. */
export const UNAUTHENTICATED_FORMAT = 1;

/** A refusal the restore (or backup) command reports as one line with exit code 2. */
export class BackupRefused extends Error {
  override name = "BackupRefused";
}

/** Where the site's session secret came from: generated and kept in DATA_DIR, or SESSION_SECRET. */
export type SecretSource = "generated" | "environment" | "none";
export type BackupSecret = { sessionSecret: string | null; source: SecretSource };

export type TableSummary = { name: string; rows: number; checksum: string };

export type Encryption = {
  cipher: "aes-256-gcm";
  kdf: "scrypt";
  N: number;
  r: number;
  p: number;
  salt: string;
  iv: string;
  /** GCM's authentication tag, known once the payload is written. */
  tag: string;
  /** HMAC of a fixed text under the key: a wrong passphrase is told at once, before any decryption. */
  check: string;
};

export type BackupHeader = {
  format: number;
  createdAt: string;
  source: "pglite" | "postgres";
  /** The last migration applied to the backed-up database (drizzle's journal `when` and tag). */
  schema: { migration: number; tag: string; hash: string };
  tables: TableSummary[];
  sequences: number;
  payload: { bytes: number; sha256: string; compression: "gzip" };
  encryption: Encryption | null;
  /** The keyId of the site key the site ran with (its second factors are sealed with it); format 2. */
  siteKey?: string;
  /** Whose key the MAC is under: the site key (a plain backup) or the passphrase (an encrypted one); format 2. */
  authentication?: Authentication;
  /** HMAC-SHA256 (base64) of the header line without this field, then of the payload; format 2. */
  mac?: string;
};

export type Authentication = { by: "site-key"; keyId: string } | { by: "passphrase" };

export function headerLine(header: BackupHeader): string {
  return `${MAGIC} ${header.format} ${JSON.stringify(header)}\n`;
}

/** Parses a first line; refuses what is not a Noteva backup this code can read. */
export function parseHeaderLine(line: string): BackupHeader {
  if (!line.startsWith(`${MAGIC} `)) throw new BackupRefused("not a Noteva backup (no NOTEVA-BACKUP header)");
  const rest = line.slice(MAGIC.length + 1);
  const space = rest.indexOf(" ");
  const version = Number(rest.slice(0, space));
  if (version !== FORMAT_VERSION && version !== UNAUTHENTICATED_FORMAT)
    throw new BackupRefused(
      `backup format ${rest.slice(0, space)} is not readable by this version (reads ${FORMAT_VERSION})`,
    );
  try {
    const header = JSON.parse(rest.slice(space + 1)) as BackupHeader;
    if (!Array.isArray(header.tables) || typeof header.payload?.sha256 !== "string") throw new Error("incomplete");
    // the line's version decides how the file is read, whatever the JSON says
    return { ...header, format: version };
  } catch {
    throw new BackupRefused("the backup's header is damaged");
  }
}

const KEY_CHECK_TEXT = "noteva-backup key check";
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };

function deriveKey(passphrase: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const keyCheck = (key: Buffer) => createHmac("sha256", key).update(KEY_CHECK_TEXT).digest("base64");

/** A cipher for a new backup, and the header's encryption entry once `tag` is known. */
export async function encryptionFor(passphrase: string) {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await deriveKey(passphrase, salt, SCRYPT);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const describe = (): Encryption => ({
    cipher: "aes-256-gcm",
    kdf: "scrypt",
    ...SCRYPT,
    salt: salt.toString("base64"),
    iv: iv.toString("base64"),
    tag: cipher.getAuthTag().toString("base64"),
    check: keyCheck(key),
  });
  return { cipher, describe, key };
}

/** An encrypted backup's key from its passphrase; refuses a missing or wrong one before decrypting anything. */
export async function passphraseKey(encryption: Encryption, passphrase: string | undefined): Promise<Buffer> {
  if (!passphrase)
    throw new BackupRefused("the backup is encrypted: set BACKUP_PASSPHRASE or pass --passphrase-file FILE");
  const key = await deriveKey(passphrase, Buffer.from(encryption.salt, "base64"), encryption);
  if (keyCheck(key) !== encryption.check) throw new BackupRefused("wrong passphrase for this backup");
  return key;
}

/** A decipher for a backup's payload under the key `passphraseKey` gave. */
export function decipherWith(encryption: Encryption, key: Buffer) {
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(encryption.iv, "base64"));
  decipher.setAuthTag(Buffer.from(encryption.tag, "base64"));
  return decipher;
}

/**
 * A table's checksum: the sha256 of its rows' own sha256s, sorted, so it does not depend on the
 * order the database returns rows in (a restored table is read back and compared with it).
 */
export class TableChecksum {
  private digests: Buffer[] = [];
  add(rowJson: string) {
    this.digests.push(createHash("sha256").update(rowJson).digest());
  }
  get rows() {
    return this.digests.length;
  }
  digest(): string {
    const all = createHash("sha256");
    for (const d of this.digests.sort(Buffer.compare)) all.update(d);
    return all.digest("hex");
  }
}
