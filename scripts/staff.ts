/**
 * Host commands for staff accounts, for when nobody can sign in to the admin to help:
 *
 *   npm run staff -- reset-factor EMAIL
 *
 * removes the account's second factors and recovery codes (audited as a host command), so its
 * password alone signs in; with the policy on, the admin then asks it to add a factor again. It
 * opens the site's database as the server would (DATABASE_URL, or the embedded one in DATA_DIR),
 * from the build (`npm run build`). The embedded database serves one process: while the server
 * holds DATA_DIR this says so and exits 2 (stop the server, or run the site on PostgreSQL).
 * ADMIN_PASSWORD at start never removes a factor: this is the way.
 */
import { existsSync } from "node:fs";
import path from "node:path";

process.env.NODE_ENV = "production";
type Entry = typeof import("../server/app.ts");

const [command, email, ...rest] = process.argv.slice(2);
if (command !== "reset-factor" || !email || rest.length) {
  console.error("Usage: npm run staff -- reset-factor EMAIL");
  process.exit(64);
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
  console.log(await mod.resetFactorsByHost(database.db, email));
} catch (error) {
  console.error(error instanceof mod.ResetRefused ? `${email}: ${(error as Error).message}` : error);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
