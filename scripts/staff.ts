/**
 * Host commands for staff accounts, for when nobody can sign in to the admin to help:
 *
 *   npm run staff -- reset-factor EMAIL
 *
 * removes the account's second factors and recovery codes (audited as a host command), so its
 * password alone signs in; with the policy on, the admin then asks it to add a factor again. On the
 * embedded database, which serves one process, the running server does it, asked on its control
 * socket (DATA_DIR/control.sock); with no server running, or on PostgreSQL (DATABASE_URL), this
 * opens the database itself, from the build (`npm run build`).
 * ADMIN_PASSWORD at start never removes a factor: this is the way.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { controlRequest } from "./lib/backup-cli.ts";

process.env.NODE_ENV = "production";
process.umask(0o077); // the database it may open is owner-only: app/.server/owner-only.server.ts
type Entry = typeof import("../server/app.ts");

const [command, email, ...rest] = process.argv.slice(2);
if (command !== "reset-factor" || !email || rest.length) {
  console.error("Usage: npm run staff -- reset-factor EMAIL");
  process.exit(64);
}
// the embedded database's server, if one runs on DATA_DIR, does it
if (!process.env.DATABASE_URL?.trim()) {
  const socket = path.resolve(process.env.DATA_DIR?.trim() || "./.data", "control.sock");
  const answer = await controlRequest(socket, "reset-factor", { email }).catch(() => null);
  if (answer) {
    console[answer.ok ? "log" : "error"](answer.ok ? String(answer.result) : `${email}: ${answer.error}`);
    process.exit(answer.ok ? 0 : 1);
  }
}

const bundle = path.join(process.cwd(), "build", "server", "index.js");
if (!existsSync(bundle)) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
const mod: Entry = await import(bundle);

let env: ReturnType<Entry["parseEnv"]>;
let database: Awaited<ReturnType<Entry["openDatabase"]>>;
try {
  env = mod.parseEnv(process.env);
  database = await mod.openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
} catch (error) {
  const message = (error as Error).message;
  if (/is in use by process/.test(message)) {
    console.error(
      `The embedded database in ${process.env.DATA_DIR ?? "./.data"} is in use by the running server: stop it first, then run this again.`,
    );
    process.exit(2);
  }
  console.error(message);
  process.exit(1);
}
let code = 0;
try {
  // a database of an older release gets this release's (additive) tables first
  await database.migrate();
  // the member is told by mail (written to the outbox; the server sends it when it runs)
  console.log(
    await mod.resetFactorsByHost(database.db, email, { mail: { from: env.MAIL_FROM, siteUrl: env.SITE_URL } }),
  );
} catch (error) {
  console.error(error instanceof mod.ResetRefused ? `${email}: ${(error as Error).message}` : error);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
