/**
 * `npm run backup -- FILE [--passphrase-file FILE]`: a consistent backup of the site (README, Backups).
 * - DATABASE_URL: this command reads PostgreSQL in one REPEATABLE READ snapshot.
 * - the embedded database: the server running on DATA_DIR takes it (asked on DATA_DIR/control.sock),
 *   since no second process may open its data directory; with no server running, this command
 *   opens the data directory itself. It says which happened.
 * The file is made with mode 0600 and authenticated (a MAC under the site key, or under the
 * passphrase's key when BACKUP_PASSPHRASE or --passphrase-file encrypts it). With SITE_ENV=production
 * a backup without a passphrase is refused unless BACKUP_ALLOW_UNENCRYPTED=1.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type ControlAnswer, controlRequest, fail, failWith, parseCli, siteCode } from "./lib/backup-cli.ts";

type Summary = { file: string; tables: number; rows: number; bytes: number; encrypted: boolean; ms: number };

const describe = (s: Summary) =>
  `${s.file}: ${s.tables} tables, ${s.rows} rows, ${(s.bytes / 1024).toFixed(0)} KB${s.encrypted ? ", encrypted" : ""}, in ${s.ms} ms`;

async function main() {
  process.umask(0o077); // what it writes (a backup, a restored DATA_DIR) is owner-only: app/.server/owner-only.server.ts
  const cli = parseCli("backup");
  if (existsSync(cli.file)) fail(2, `refused: ${cli.file} already exists: name a new file`);
  if (cli.databaseUrl) {
    const started = Date.now();
    const { backupOffline } = await siteCode();
    const header = await backupOffline(
      { dataDir: cli.dataDir, databaseUrl: cli.databaseUrl },
      cli.file,
      cli.passphrase,
    );
    console.log(`PostgreSQL (DATABASE_URL), read by this command: ${describe(summary(cli.file, header, started))}`);
    return;
  }
  const socket = path.join(cli.dataDir, "control.sock");
  let answer: ControlAnswer | null = null;
  try {
    answer = await controlRequest(socket, "backup", { file: cli.file, passphrase: cli.passphrase });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "ECONNREFUSED") throw error;
  }
  if (answer) {
    if (!answer.ok) failWith({ name: answer.kind, message: answer.error });
    console.log(`taken by the server running on ${cli.dataDir}: ${describe(answer.result as Summary)}`);
    return;
  }
  const started = Date.now();
  const { backupOffline } = await siteCode();
  const header = await backupOffline({ dataDir: cli.dataDir }, cli.file, cli.passphrase);
  console.log(
    `no server runs on ${cli.dataDir}: this command opened it itself: ${describe(summary(cli.file, header, started))}`,
  );
}

function summary(
  file: string,
  header: { tables: { rows: number }[]; payload: { bytes: number }; encryption: unknown },
  started: number,
): Summary {
  return {
    file,
    tables: header.tables.length,
    rows: header.tables.reduce((n, t) => n + t.rows, 0),
    bytes: header.payload.bytes,
    encrypted: Boolean(header.encryption),
    ms: Date.now() - started,
  };
}

main().catch(failWith);
