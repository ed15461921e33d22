/**
 * The site keys the backup commands work with (README, Backups). A backup names the key its site
 * runs with and, without a passphrase, is authenticated with it (mac.ts). A restore needs that key
 * to trust a plain backup, and will not leave a site running with another one, whose second
 * factors (sealed with the old key) would not open, unless the operator says so (--new-site-key).
 * The key never travels in a backup: it comes from SITE_KEY, --site-key-file or DATA_DIR/site-key.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { siteKeyFile } from "../env";
import { keyId } from "../site-key";
import { type BackupHeader, BackupRefused } from "./format";

type Source = Record<string, string | undefined>;

function keptIn(dataDir: string): string | null {
  try {
    return readFileSync(siteKeyFile(dataDir), "utf8").trim() || null;
  } catch {
    return null;
  }
}

/** The key a backup is made with, as the site takes it: SITE_KEY, else DATA_DIR/site-key (made at the first start). */
export function backupSiteKey(dataDir: string, env: Source = process.env): string {
  const key = env.SITE_KEY?.trim() || keptIn(dataDir);
  if (!key) {
    throw new BackupRefused(
      `no site key: set SITE_KEY to the site's, or run this with the DATA_DIR that keeps its site-key (not ${dataDir})`,
    );
  }
  return key;
}

export type RestoreKeys = {
  /** Every key a plain backup's MAC may be under: --site-key-file, SITE_KEY, DATA_DIR/site-key, SITE_KEY_PREVIOUS. */
  candidates: string[];
  /** The key the restored site will run with; null: a new one, made at its first start. */
  running: string | null;
  previous: string[];
  /** --site-key-file's key, to be kept in DATA_DIR/site-key once restored (the site has no other). */
  toKeep: string | null;
};

/** The keys a restore into `dataDir` has, `fromFile` being --site-key-file's. */
export function restoreKeys(dataDir: string, fromFile: string | undefined, env: Source = process.env): RestoreKeys {
  const current = env.SITE_KEY?.trim() || null;
  const previous = (env.SITE_KEY_PREVIOUS ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean);
  const kept = keptIn(dataDir);
  const candidates = [fromFile, current, kept, ...previous].filter((key): key is string => Boolean(key));
  return {
    candidates: [...new Set(candidates)],
    running: current ?? kept ?? fromFile ?? null,
    previous,
    toKeep: !current && !kept && fromFile ? fromFile : null,
  };
}

/**
 * Refuses a restore after which the site would run with another key than the backed-up site's
 * (or one of SITE_KEY_PREVIOUS), unless `newSiteKey`; then returns what the operator must know.
 */
export function checkSiteKey(header: BackupHeader, keys: RestoreKeys, newSiteKey: boolean): string {
  const made = header.siteKey;
  if (!made) return ""; // format 1 names no key
  const usable = [keys.running, ...keys.previous].filter((key): key is string => Boolean(key)).map(keyId);
  if (usable.includes(made)) return "";
  const now = keys.running ? `site key ${keyId(keys.running)}` : "a new site key";
  if (!newSiteKey) {
    throw new BackupRefused(
      `the site that made this backup ran with site key ${made} and this one would run with ${now}, so its second factors would not open: set SITE_KEY or pass --site-key-file with that key, or pass --new-site-key to restore anyway`,
    );
  }
  return `; the site runs with ${now}, not the backup's ${made}: second factors sealed with the old key will not work (reset each: npm run staff -- reset-factor EMAIL)`;
}

/** Keeps --site-key-file's key in DATA_DIR/site-key (0600), so the site starts with the key its secrets are sealed with. */
export function keepSiteKey(dataDir: string, keys: RestoreKeys, onPostgres: boolean): string {
  if (!keys.toKeep) return "";
  const file = siteKeyFile(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, keys.toKeep, { mode: 0o600, flag: "wx" });
  return `; the site key is in ${file}${onPostgres ? " (every instance on this database needs it: set SITE_KEY to it)" : ""}`;
}
