/**
 * `npm run restore -- FILE [--passphrase-file FILE] [--site-key-file FILE] [--new-site-key]
 * [--accept-unauthenticated]`: loads a backup into an empty target, the PostgreSQL database
 * DATABASE_URL names or the embedded database in DATA_DIR (README, Backups).
 * A non-empty target, a truncated, edited or foreign file, a wrong passphrase or site key, and a
 * site that would run with another site key are refused with one line and exit code 2, the target
 * untouched; everything is loaded in one transaction.
 */
import { failWith, parseCli, siteCode } from "./lib/backup-cli.ts";

async function main() {
  process.umask(0o077); // what it writes (a backup, a restored DATA_DIR) is owner-only: app/.server/owner-only.server.ts
  const cli = parseCli("restore");
  const started = Date.now();
  const { restoreOffline } = await siteCode();
  const report = await restoreOffline({ dataDir: cli.dataDir, databaseUrl: cli.databaseUrl }, cli.file, cli);
  const into = cli.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${cli.dataDir}`;
  console.log(
    `restored ${report.tables} tables, ${report.rows} rows into ${into} in ${Date.now() - started} ms; ${report.secretNote}. The server migrates to this version at its next start.`,
  );
}

main().catch(failWith);
