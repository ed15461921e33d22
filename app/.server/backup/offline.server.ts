/**
 * The backup and restore commands' own work, when no server does it for them: a backup of
 * PostgreSQL (any time) or of an embedded data directory no server has open, and every restore.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { openDatabase } from "../db/client";
import { lockDataDir } from "../db/pglite.server";
import { ConfigError, sessionSecretFile } from "../env";
import { makeOwnerOnly } from "../owner-only.server";
import { type BackupOptions, refuseUnencrypted, writeBackup } from "./dump.server";
import { BackupRefused, type BackupSecret } from "./format";
import { unlockBackup } from "./mac";
import { type OpenedBackup, openBackup, verifyBackup } from "./reader.server";
import { checkSchemaKnown, restoreBackup } from "./restore.server";
import { backupSiteKey, checkSiteKey, keepSiteKey, restoreKeys } from "./site-keys.server";

export type Target = { dataDir: string; databaseUrl?: string };

/** The secret the site signs with: SESSION_SECRET, else the one generated in DATA_DIR (never made here). */
export function currentSecret(target: Target, environment = process.env.SESSION_SECRET): BackupSecret {
  if (environment) return { sessionSecret: environment, source: "environment" };
  try {
    return { sessionSecret: readFileSync(sessionSecretFile(target.dataDir), "utf8").trim(), source: "generated" };
  } catch {
    return { sessionSecret: null, source: "none" };
  }
}

/** A backup taken by this process: PostgreSQL, or an embedded data directory that is not in use. */
export async function backupOffline(target: Target, file: string, passphrase?: string) {
  refuseUnencrypted(passphrase, {
    SITE_ENV: process.env.SITE_ENV?.trim() ?? "",
    BACKUP_ALLOW_UNENCRYPTED: process.env.BACKUP_ALLOW_UNENCRYPTED?.trim() === "1",
  });
  const siteKey = backupSiteKey(target.dataDir);
  if (!target.databaseUrl && !existsSync(path.join(target.dataDir, "pgdata", "PG_VERSION"))) {
    throw new BackupRefused(`DATA_DIR ${target.dataDir} holds no database`);
  }
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir }).catch((error) =>
    refuseInUse(error, "its control socket does not answer (still starting?): try again once it serves pages"),
  );
  try {
    const secret = currentSecret(target);
    const options: BackupOptions = {
      passphrase,
      siteKey,
      sessionSecret: secret.sessionSecret,
      sessionSecretSource: secret.source,
    };
    return await writeBackup(database, file, options);
  } finally {
    await database.close();
  }
}

/** A data directory in use by a server is a refusal (exit 2), not a failure. */
function refuseInUse(error: unknown, advice = "stop it first"): never {
  if (error instanceof ConfigError) {
    const owner = /process (\d+)/.exec(error.message)?.[1] ?? "?";
    throw new BackupRefused(`a server (process ${owner}) has this DATA_DIR open; ${advice}`);
  }
  throw error;
}

export type RestoreReport = { tables: number; rows: number; secretNote: string };

/** What the operator gives a restore: the passphrase, --site-key-file's key, and what they accept. */
export type RestoreOptions = {
  passphrase?: string;
  siteKey?: string;
  /** The restored site may run with another site key than the backed-up one (its second factors then fail). */
  newSiteKey?: boolean;
  /** A format 1 backup (no MAC) may be restored. */
  acceptUnauthenticated?: boolean;
};

/**
 * Restores into an empty target. The embedded database is built in a directory of its own beside
 * the target's and moved in only when complete, so a failed restore leaves DATA_DIR as it was.
 */
export async function restoreOffline(target: Target, file: string, options: RestoreOptions): Promise<RestoreReport> {
  const backup = await openBackup(file);
  try {
    return await restoreOpened(target, backup, options);
  } finally {
    await backup.close();
  }
}

async function restoreOpened(target: Target, backup: OpenedBackup, options: RestoreOptions): Promise<RestoreReport> {
  checkSchemaKnown(backup.header);
  // the passphrase, the site key that made it, and the key the site will run with: before anything else
  const siteKeys = restoreKeys(target.dataDir, options.siteKey);
  const keys = await unlockBackup(backup.header, { ...options, siteKeys: siteKeys.candidates });
  const keyNote = checkSiteKey(backup.header, siteKeys, Boolean(options.newSiteKey));
  const notes = (secret: BackupSecret) =>
    keepSecret(target, secret) + keepSiteKey(target.dataDir, siteKeys, Boolean(target.databaseUrl)) + keyNote;
  if (target.databaseUrl) {
    const database = await openDatabase({ databaseUrl: target.databaseUrl });
    try {
      const result = await restoreBackup(database, backup, keys);
      return { ...result, secretNote: notes(result.secret) };
    } finally {
      await database.close();
    }
  }
  const pgdata = path.join(target.dataDir, "pgdata");
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new BackupRefused(`DATA_DIR ${target.dataDir} already holds a database: restore into an empty one`);
  }
  // the whole file is checked before anything is made, so a refusal leaves no trace at all
  const verified = await verifyBackup(backup, keys);
  const created = !existsSync(target.dataDir);
  mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
  makeOwnerOnly(target.dataDir); // an empty DATA_DIR made beforehand by hand may be 0755
  let unlock: () => void;
  try {
    unlock = lockDataDir(target.dataDir);
  } catch (error) {
    refuseInUse(error);
  }
  // built in a private directory of its own (0700, a new name) inside DATA_DIR, then moved in
  const building = mkdtempSync(path.join(target.dataDir, "restoring-"));
  try {
    const database = await openDatabase({ dataDir: building });
    let result: Awaited<ReturnType<typeof restoreBackup>>;
    try {
      result = await restoreBackup(database, backup, keys, verified);
    } finally {
      await database.close();
    }
    rmSync(pgdata, { recursive: true, force: true });
    renameSync(path.join(building, "pgdata"), pgdata);
    return { ...result, secretNote: notes(result.secret) };
  } catch (error) {
    if (created) rmSync(target.dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
    unlock();
  }
}

/** Puts the backup's generated session secret back into DATA_DIR; says what the operator must know. */
function keepSecret(target: Target, secret: BackupSecret): string {
  if (!secret.sessionSecret) return "the backup carried no session secret";
  const file = sessionSecretFile(target.dataDir);
  const kept = existsSync(file) ? readFileSync(file, "utf8").trim() : null;
  if (kept !== secret.sessionSecret) {
    mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, secret.sessionSecret, { mode: 0o600 });
  }
  const where = `the session secret is in ${file}`;
  if (process.env.SESSION_SECRET && process.env.SESSION_SECRET !== secret.sessionSecret) {
    return `${where}; SESSION_SECRET here differs from the backed-up site's: set it to that file's value to keep sessions and form tokens valid`;
  }
  return secret.source === "environment" ? `${where} (the site had it from SESSION_SECRET: set it there again)` : where;
}
