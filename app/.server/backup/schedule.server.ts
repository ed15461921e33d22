/**
 * Backups taken by the running server: on request (the control socket's `backup` command, which
 * `npm run backup` sends) and on a schedule (BACKUP_DIR, BACKUP_INTERVAL hours, BACKUP_KEEP files).
 * One at a time; each logs one line. `lastBackupAt()` is the newest backup's time, for a metric.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { AppRuntime } from "../context";
import { makeOwnerOnly, tightenedNote } from "../owner-only.server";
import { refuseUnencrypted, writeBackup } from "./dump.server";
import type { BackupHeader } from "./format";

let last: Date | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** When the last backup of this site finished (this process's, or the newest in BACKUP_DIR at start); null if none. */
export const lastBackupAt = (): Date | null => last;

export type BackupSummary = {
  file: string;
  createdAt: string;
  tables: number;
  rows: number;
  bytes: number;
  encrypted: boolean;
  ms: number;
};

/** Writes a backup of the running site to `file`, after any backup already under way. */
export function takeBackup(runtime: AppRuntime, file: string, passphrase?: string): Promise<BackupSummary> {
  const job = queue.then(async () => {
    const started = Date.now();
    const fromEnvironment = Boolean(process.env.SESSION_SECRET?.trim());
    const secret = passphrase ?? runtime.env.BACKUP_PASSPHRASE;
    refuseUnencrypted(secret, runtime.env);
    const header = await writeBackup(runtime.database, file, {
      passphrase: secret,
      siteKey: runtime.env.SITE_KEY,
      sessionSecret: runtime.env.SESSION_SECRET,
      sessionSecretSource: fromEnvironment ? "environment" : "generated",
    });
    last = new Date(header.createdAt);
    const summary = summarize(path.resolve(file), header, Date.now() - started);
    console.log(
      `backup: ${summary.file} (${summary.tables} tables, ${summary.rows} rows, ${(summary.bytes / 1024).toFixed(0)} KB${summary.encrypted ? ", encrypted" : ""}) in ${summary.ms} ms`,
    );
    return summary;
  });
  queue = job.catch(() => {});
  return job;
}

function summarize(file: string, header: BackupHeader, ms: number): BackupSummary {
  return {
    file,
    createdAt: header.createdAt,
    tables: header.tables.length,
    rows: header.tables.reduce((n, t) => n + t.rows, 0),
    bytes: header.payload.bytes,
    encrypted: header.encryption !== null,
    ms,
  };
}

const SCHEDULED = /^noteva-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.backup$/;

function scheduledFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => SCHEDULED.test(name))
      .sort();
  } catch {
    return [];
  }
}

/**
 * Takes a backup into BACKUP_DIR every BACKUP_INTERVAL hours and keeps the newest BACKUP_KEEP. The
 * next one is due an interval after the newest file there, so restarts neither skip nor repeat one.
 * Only on the embedded database: on PostgreSQL several instances would each take one (README:
 * pg_dump, WAL archiving). Returns a function that stops the schedule.
 */
export function startBackupSchedule(runtime: AppRuntime): () => Promise<void> {
  const { BACKUP_DIR: dir, BACKUP_INTERVAL: hours, BACKUP_KEEP: keep } = runtime.env;
  if (!dir) return async () => {};
  if (runtime.database.kind !== "pglite") {
    console.log(
      "BACKUP_DIR is for the embedded database: on PostgreSQL use pg_dump or WAL archiving (README, Backups)",
    );
    return async () => {};
  }
  try {
    refuseUnencrypted(runtime.env.BACKUP_PASSPHRASE, runtime.env);
  } catch (error) {
    console.error(`scheduled backups into ${dir} are off: ${(error as Error).message}`);
    return async () => {};
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // backups are whole copies of the site: its user's alone, whatever an older release left
  const loose = tightenedNote("BACKUP_DIR", dir, makeOwnerOnly(dir));
  if (loose) console.log(loose);
  const interval = hours * 3_600_000;
  const newest = scheduledFiles(dir).at(-1);
  if (newest) last = statSync(path.join(dir, newest)).mtime;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  const run = () => {
    const name = `noteva-${new Date().toISOString().slice(0, 19).replace(/:/g, "-")}Z.backup`;
    current = takeBackup(runtime, path.join(dir, name))
      .then(() => {
        for (const old of scheduledFiles(dir).slice(0, -keep)) rmSync(path.join(dir, old), { force: true });
      })
      .catch((error: Error) => console.error(`backup into ${dir} failed: ${error.message.split("\n")[0]}`))
      .finally(() => {
        if (!stopped) schedule(interval);
      });
  };
  const schedule = (ms: number) => {
    timer = setTimeout(run, Math.max(ms, 1_000));
    timer.unref();
  };
  schedule(last ? last.getTime() + interval - Date.now() : Math.min(interval, 10_000));
  console.log(`backups: every ${hours} h into ${dir}, keeping ${keep}`);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
  };
}
