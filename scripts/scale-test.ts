/**
 * `npm run scale-test`: two app instances on PostgreSQL behind nginx, and the faults a brand's site
 * meets in production. Not part of `npm test`; runs here and in CI as root on a machine with
 * PostgreSQL's binaries (Debian's postgresql package). Installs nginx and its JavaScript module
 * with apt when they are missing; nginx runs deploy/nginx.conf.
 *
 * It proves, printing each result with its numbers (and writing reports/scale/report.md):
 *  - sessions, sign-in throttling, contact idempotency and publishing work across instances;
 *  - nginx's page cache: 200 simultaneous requests for an uncached page reach the instances a
 *    bounded number of times; tracking-parameter URLs share the page's entry; a session bypasses
 *    it; a change published on one instance is visible through nginx within one second;
 *  - contact messages under concurrent load through nginx: every acknowledged one stored exactly once;
 *  - kill -9 of one instance during that load: no error seen by the load, nothing lost or duplicated;
 *  - PostgreSQL stopped for a few seconds: 503 with a friendly page (pages nginx keeps are served
 *    from its cache), then recovery without restart;
 *  - the mail server (a real SMTP server beside them) stopped for two minutes under contact load:
 *    the form as fast, no message or mail lost, none sent twice;
 *  - a new release deployed and rolled back under load, instance by instance, on a database of its
 *    own: no error seen, nothing lost, a tab opened before goes on, the previous release serves on
 *    the migrated schema;
 *  - kill -9 of a single embedded-database (PGlite) instance while it writes: the data is intact.
 *
 * PostgreSQL here is a private cluster made with the machine's own binaries (initdb on a free port),
 * so stopping it never disturbs the machine's service or other test runs. The checks live in
 * scripts/lib/scale/; this file starts the site, runs them in order and cleans up.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { freePort, waitFor } from "./lib/net.ts";
import { ensureNginx, startDeployNginx } from "./lib/nginx-conf.ts";
import { checkAcrossInstances } from "./lib/scale/across-instances.ts";
import { checkMetricsBehindNginx, checkOversizedBodies } from "./lib/scale/body-limits.ts";
import { checkDeployUnderLoad } from "./lib/scale/deploy.ts";
import { checkEmbeddedKill } from "./lib/scale/embedded.ts";
import { checkKillUnderLoad, checkPostgresOutage } from "./lib/scale/faults.ts";
import { killInstances, startApp } from "./lib/scale/instances.ts";
import { checkMailOutage } from "./lib/scale/mail-outage.ts";
import { checkPageCache } from "./lib/scale/page-cache.ts";
import { initCluster, pgBin, startCluster, stopCluster } from "./lib/scale/postgres.ts";
import { prepareReportDir, record, reportDir, writeReport } from "./lib/scale/report.ts";
import { startSmtp } from "./lib/smtp.ts";

const root = process.cwd();

async function main() {
  if (process.getuid?.() !== 0) throw new Error("scale-test needs root (apt for nginx, runuser for PostgreSQL)");
  if (!pgBin) throw new Error("PostgreSQL's binaries are missing: apt-get install -y postgresql");
  if (!existsSync(path.join(root, "build", "server", "index.js"))) {
    console.log("No build yet: running the build first…");
    execFileSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit" });
  }
  prepareReportDir();
  const nginx = ensureNginx();
  const work = mkdtempSync(path.join(tmpdir(), "noteva-scale-"));
  chmodSync(work, 0o755);
  const pgDir = path.join(work, "pg");
  initCluster(pgDir);
  const pgPort = await freePort();
  startCluster(pgDir, pgPort);
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  sql.on("error", () => undefined);
  const admin = { email: "admin@noteva.example", password: "scale-test-admin-password" };
  // a real mail server beside the instances: every contact message's two mails go to it
  const smtp = await startSmtp();
  const shared: Record<string, string> = {
    SMTP_URL: smtp.url,
    MAIL_FROM: "Noteva <noreply@noteva.example>",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "scale-test-session-secret-0123456789abcdef",
    // every instance seals and opens second-factor secrets with the same site key
    SITE_KEY: "scale-test-site-key-0123456789abcdef0123456789",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  let stopNginx = () => undefined as unknown;
  try {
    // two instances start together on an empty database: migrations and seed run once
    const [portA, portB, portN] = [await freePort(), await freePort(), await freePort()];
    // the public origin is nginx's: absolute URLs name it, whichever instance renders
    shared.SITE_URL = `http://127.0.0.1:${portN}`;
    const started = Date.now();
    const a = startApp({ ...shared, PORT: String(portA) }, "instance-a");
    const b = startApp({ ...shared, PORT: String(portB) }, "instance-b");
    await Promise.all([waitFor(`${a.url}/readyz`, 120_000), waitFor(`${b.url}/readyz`, 120_000)]);
    const seeded = await sql.query("select count(*)::int as n from product");
    record(
      "two instances start together on an empty database",
      seeded.rows[0].n > 0,
      `both ready in ${((Date.now() - started) / 1000).toFixed(1)} s; ${seeded.rows[0].n} products seeded once`,
    );
    const nginxPrefix = path.join(work, "nginx");
    stopNginx = startDeployNginx(nginx, {
      prefix: nginxPrefix,
      listen: `127.0.0.1:${portN}`,
      upstreams: [portA, portB],
      staticDir: path.join(root, "build", "client"),
    });
    const lb = `http://127.0.0.1:${portN}`;
    await waitFor(`${lb}/`, 10_000);
    const assetPath = /"(\/assets\/[^"]+\.(?:js|css))"/.exec(await (await fetch(`${lb}/`)).text())?.[1];
    const asset = await fetch(`${lb}${assetPath}`, { headers: { "Accept-Encoding": "br, gzip" } });
    record(
      "nginx serves pages from the instances and hashed assets itself, as the build's brotli copies",
      asset.status === 200 &&
        (asset.headers.get("cache-control") ?? "").includes("immutable") &&
        asset.headers.get("content-encoding") === "br",
      `${assetPath} → ${asset.status}, ${asset.headers.get("cache-control")}, ${asset.headers.get("content-encoding")}, server ${asset.headers.get("server")}`,
    );

    const site = { a, b, lb, nginxPrefix, sql, admin };
    await checkOversizedBodies(site);
    await checkMetricsBehindNginx(site);
    const session = await checkAcrossInstances(site);
    const headline = await checkPageCache(site, session);
    const token = await checkKillUnderLoad(site);
    // B comes back
    site.b = startApp({ ...shared, PORT: String(portB) }, "instance-b-restarted");
    await waitFor(`${site.b.url}/readyz`, 60_000);
    await checkPostgresOutage(site, { pgDir, pgPort, token, headline });
    await checkMailOutage(site, smtp);
    a.child.kill("SIGTERM");
    site.b.child.kill("SIGTERM");
    stopNginx();
    stopNginx = () => undefined;

    await checkDeployUnderLoad({ root, nginx, work, pgPort, env: shared, admin });
    await checkEmbeddedKill(work);
  } finally {
    stopNginx();
    // nginx's error log says why an answer failed (kept with the instances' logs)
    const nginxLog = path.join(work, "nginx", "error.log");
    if (existsSync(nginxLog)) writeFileSync(path.join(reportDir, "nginx-error.log"), readFileSync(nginxLog));
    killInstances();
    await smtp.stop().catch(() => undefined);
    await sql.end().catch(() => undefined);
    stopCluster(pgDir);
    await sleep(300);
    rmSync(work, { recursive: true, force: true });
  }
  process.exit(writeReport() ? 1 : 0);
}

main().catch((error: Error) => {
  console.error(`scale-test: ${error.message}`);
  killInstances();
  process.exit(1);
});
