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
 *  - kill -9 of a single embedded-database (PGlite) instance while it writes: the data is intact.
 *
 * PostgreSQL here is a private cluster made with the machine's own binaries (initdb on a free port),
 * so stopping it never disturbs the machine's service or other test runs.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { contactBody, contactForm, contactLoad } from "./lib/contact-load.ts";
import { freePort, waitFor } from "./lib/net.ts";
import { ensureNginx, startDeployNginx } from "./lib/nginx-conf.ts";
import { burst, cached, FROM_CACHE, sameEntry, untilVisible, withVariants } from "./lib/page-cache-probe.ts";

const root = process.cwd();
const results: { check: string; ok: boolean; detail: string }[] = [];
const children: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function record(check: string, ok: boolean, detail: string) {
  results.push({ check, ok, detail });
  console.log(`${ok ? "✔" : "✖"} ${check}: ${detail}`);
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a private cluster with the machine's binaries

const pgBin = (() => {
  const base = "/usr/lib/postgresql";
  const version = existsSync(base) ? readdirSync(base).sort().at(-1) : undefined;
  return version ? path.join(base, version, "bin") : "";
})();
const asPostgres = (cmd: string, args: string[]) =>
  spawnSync("runuser", ["-u", "postgres", "--", path.join(pgBin, cmd), ...args], { encoding: "utf8" });

function startCluster(dir: string, port: number) {
  const run = asPostgres("pg_ctl", ["-D", dir, "-l", `${dir}/server.log`, "-w", "-o", `-p ${port} -k /tmp`, "start"]);
  if (run.status !== 0) throw new Error(`pg_ctl start failed: ${run.stderr}`);
}
const stopCluster = (dir: string) => asPostgres("pg_ctl", ["-D", dir, "-m", "fast", "-w", "stop"]);

// ---------------------------------------------------------------------------------------------
// App instances

type Instance = { port: number; url: string; child: ChildProcess; log: string };

function startApp(env: Record<string, string>, name: string): Instance {
  const port = Number(env.PORT);
  const log = path.join(root, "reports", "scale", `${name}.log`);
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, SITE_ENV: "production", TRUST_PROXY: "loopback", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const out: string[] = [];
  child.stdout?.on("data", (d) => out.push(String(d)));
  child.stderr?.on("data", (d) => out.push(String(d)));
  child.on("exit", () => writeFileSync(log, out.join("")));
  children.push(child);
  return { port, url: `http://127.0.0.1:${port}`, child, log };
}

// ---------------------------------------------------------------------------------------------
// Visitors and editors, over HTTP

const cookieOf = (res: Response) => (res.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";

async function signIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "192.0.2.10" },
    body: new URLSearchParams({ email, password, redirectTo: "/admin" }),
  });
  return { status: res.status, cookie: cookieOf(res) };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (process.getuid?.() !== 0) throw new Error("scale-test needs root (apt for nginx, runuser for PostgreSQL)");
  if (!pgBin) throw new Error("PostgreSQL's binaries are missing: apt-get install -y postgresql");
  if (!existsSync(path.join(root, "build", "server", "index.js"))) {
    console.log("No build yet: running the build first…");
    execFileSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit" });
  }
  mkdirSync(path.join(root, "reports", "scale"), { recursive: true });
  const nginx = ensureNginx();
  const work = mkdtempSync(path.join(tmpdir(), "noteva-scale-"));
  chmodSync(work, 0o755);
  const pgDir = path.join(work, "pg");
  mkdirSync(pgDir);
  execFileSync("chown", ["postgres:postgres", pgDir]);
  const init = asPostgres("initdb", ["-D", pgDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const pgPort = await freePort();
  startCluster(pgDir, pgPort);
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  sql.on("error", () => undefined);
  const admin = { email: "admin@noteva.example", password: "scale-test-admin-password" };
  const shared: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "scale-test-session-secret-0123456789abcdef",
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
    let b = startApp({ ...shared, PORT: String(portB) }, "instance-b");
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
    const asset = await fetch(`${lb}${assetPath}`);
    record(
      "nginx serves pages from the instances and hashed assets itself",
      asset.status === 200 && (asset.headers.get("cache-control") ?? "").includes("immutable"),
      `${assetPath} → ${asset.status}, ${asset.headers.get("cache-control")}, server ${asset.headers.get("server")}`,
    );

    // sessions: signed in on A, valid on B and through nginx
    const login = await signIn(a.url, admin.email, admin.password);
    const onB = await fetch(`${b.url}/admin`, { headers: { Cookie: login.cookie }, redirect: "manual" });
    const viaLb = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${lb}/admin`, { headers: { Cookie: login.cookie }, redirect: "manual" }).then((r) => r.status),
      ),
    );
    record(
      "a session made on one instance is valid on the other",
      login.status >= 300 && login.status < 400 && onB.status === 200 && viaLb.every((s) => s === 200),
      `sign-in on A ${login.status}; /admin on B ${onB.status}; 10 × /admin through nginx: ${viaLb.join(" ")}`,
    );

    // throttling: failed sign-ins on both instances count together
    const target = `nobody-${Date.now()}@noteva.example`;
    const attempts: number[] = [];
    for (let i = 0; i < 6; i++)
      attempts.push((await signIn(i % 2 ? b.url : a.url, target, "wrong-password-123")).status);
    record(
      "failed sign-ins are throttled across instances",
      attempts.slice(0, 5).every((s) => s === 400 || s === 401) && attempts[5] === 429,
      `alternating A/B: ${attempts.join(" ")}`,
    );

    // contact: the same form sent to both instances at once is stored once
    const token = await contactForm(a.url);
    await sleep(3_100);
    const key = randomUUID();
    const both = await Promise.all(
      [a.url, b.url].map((base) =>
        fetch(`${base}/contactus`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.7" },
          body: contactBody(token, key, 0),
        }),
      ),
    );
    const refs = both.map((r) => new URL(r.headers.get("location") ?? "/", lb).searchParams.get("sent"));
    const stored = await sql.query("select count(*)::int as n from contact_message where idempotency_key = $1", [key]);
    record(
      "a double submit to two instances is one message",
      both.every((r) => r.status === 303) && refs[0] === refs[1] && stored.rows[0].n === 1,
      `${both.map((r) => r.status).join(", ")} with references ${refs.join(" = ")}; ${stored.rows[0].n} row`,
    );

    // nginx's page cache: a crowd asking for a page nobody has asked for yet reaches the instances
    // about once (the lock), not once per visitor
    const crowd = await burst(lb, nginxPrefix, "/product/AKX10S", 200);
    const renderBound = 1 + Math.ceil(crowd.ms / 1000); // one, and one more per second the crowd lasts
    record(
      "200 visitors asking for one uncached page at once reach the instances a bounded number of times",
      crowd.ok200 && crowd.renders >= 1 && crowd.renders <= renderBound,
      `${crowd.renders} render(s) reached the instances for 200 requests in ${crowd.ms} ms (at most ${renderBound}); ` +
        `statuses ${JSON.stringify(crowd.statuses)}; nginx ${JSON.stringify(crowd.cache)}`,
    );

    // tracking parameters are not part of a page's cache key (app/lib/page-url.ts, deploy/page-key.js)
    const tracking = await sameEntry(
      lb,
      withVariants(
        ["/news", "/category/DigitalPianos", "/news?page=1&t=u"],
        [
          "utm_source=newsletter&utm_medium=email",
          "gclid=Cj0KCQ",
          "fbclid=IwAR2x",
          "utm_campaign=x&_ga=2.1.3",
          "srsltid=AfmB",
        ],
      ),
    );
    const reordered = await sameEntry(lb, [["/news?page=1&t=u", "/news?t=u&mc_cid=9&page=1"]]);
    record(
      "tracking-parameter and reordered URLs are answered from the page's cache entry",
      tracking.fromCache === tracking.total && reordered.fromCache === reordered.total,
      `${tracking.fromCache}/${tracking.total} tracking URLs from the cache (${JSON.stringify(tracking.cache)}); ` +
        `/news?t=u&mc_cid=9&page=1 after /news?page=1&t=u: ${reordered.rows[0]?.cache}`,
    );

    // a signed-in visitor never gets, nor leaves, a cached page
    const signedIn = await Promise.all(
      [login.cookie, "__Host-noteva_session=x", `theme=dark; ${login.cookie}`].map(async (cookie) => {
        const res = await fetch(`${lb}/category/DigitalPianos`, { headers: { Cookie: cookie } });
        await res.arrayBuffer();
        return res.headers.get("x-cache-status") ?? "none";
      }),
    );
    record(
      "a visitor with a session cookie bypasses nginx's cache",
      signedIn.every((s) => s === "BYPASS"),
      `noteva_session, __Host-noteva_session, a second cookie first: ${signedIn.join(" ")}`,
    );

    // publishing on A is live on B at once, though B keeps the page in its cache, and through
    // nginx within a second, though nginx keeps it too
    for (let i = 0; i < 2; i++) await (await fetch(`${b.url}/category/Drums`)).text();
    const cachedOnB = (await fetch(`${b.url}/category/Drums`)).headers.get("x-page-cache");
    const cachedInNginx = await cached(lb, "/category/Drums");
    const cat = (await sql.query("select name, title, pic, position from category where id = 'Drums'")).rows[0];
    const headline = `Rhythm machines for every stage ${Date.now()}`;
    const publish = await fetch(`${a.url}/admin/categories/Drums`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: login.cookie },
      body: new URLSearchParams({ name: cat.name, title: headline, pic: cat.pic, position: String(cat.position) }),
    });
    const savedAt = Date.now();
    const seen = (await (await fetch(`${b.url}/category/Drums`)).text()).includes(headline);
    // when it does not, how much later it does (B hears of the change by NOTIFY): a diagnosis only
    let lateMs = Number.NaN;
    while (!seen && Date.now() - savedAt < 5_000) {
      if ((await (await fetch(`${b.url}/category/Drums`)).text()).includes(headline)) {
        lateMs = Date.now() - savedAt;
        break;
      }
      await sleep(20);
    }
    record(
      "a change published on one instance shows on the other at once",
      cachedOnB === "hit" && publish.status >= 300 && publish.status < 400 && seen,
      `B served the page from its cache (${cachedOnB}); save on A ${publish.status}; the next request to B ${seen ? "shows" : "does not show"} it` +
        (seen ? "" : ` (B shows it ${lateMs} ms after the save)`),
    );
    const visible = await untilVisible(lb, "/category/Drums", headline, savedAt);
    record(
      "a change published on one instance is visible through nginx within one second",
      cachedInNginx === "HIT" && visible.sentMs <= 1_000,
      `nginx had the page (${cachedInNginx}); after the save, requests sent from ${visible.sentMs} ms on show it ` +
        `(the first answered at ${visible.answeredMs} ms, ${visible.cache}, after ${visible.requests} requests)`,
    );

    // contact under load through nginx, with instance B killed in the middle
    const loadToken = await contactForm(lb);
    await sleep(3_100);
    const load = await contactLoad({ base: lb, token: loadToken, killAt: 3_000, kill: () => b.child.kill("SIGKILL") });
    const { acknowledged, statuses, afterKill } = load;
    // what the load saw go wrong: anything but the form's 303, and connections that failed
    const errorsSeen =
      Object.entries(statuses).reduce((sum, [status, count]) => sum + (status === "303" ? 0 : count), 0) +
      load.errors +
      load.timeouts;
    // the POSTs that were on B when it died, which nginx sent to A again (deploy/nginx.conf, /contactus)
    const errorLog = path.join(nginxPrefix, "error.log");
    const resent = existsSync(errorLog)
      ? readFileSync(errorLog, "utf8")
          .split("\n")
          .filter((l) => l.includes("[error]") && l.includes('"POST /contactus') && /from upstream/.test(l)).length
      : 0;
    const rows = await sql.query(
      "select idempotency_key as key, reference from contact_message where idempotency_key = any($1)",
      [[...acknowledged.keys()]],
    );
    const byKey = new Map<string, string[]>();
    for (const r of rows.rows) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r.reference]);
    const lost = [...acknowledged].filter(([k, ref]) => !(byKey.get(k) ?? []).includes(ref)).length;
    const duplicated = [...byKey.values()].filter((refs) => refs.length > 1).length;
    record(
      "contact under load with one instance killed: no error seen, nothing acknowledged lost or duplicated",
      acknowledged.size > 100 && errorsSeen === 0 && lost === 0 && duplicated === 0 && afterKill > 0,
      `${acknowledged.size} acknowledged (statuses ${JSON.stringify(statuses)}, ${load.errors} connection errors, ` +
        `${load.timeouts} timeouts: ${errorsSeen} errors seen), ${lost} lost, ${duplicated} duplicated; ` +
        `${resent} POSTs in flight on the killed instance sent to the other; ` +
        `${afterKill} answers after the kill at 3 s; ${load.rps.toFixed(0)} req/s, p99 ${load.p99} ms`,
    );
    // B comes back
    b = startApp({ ...shared, PORT: String(portB) }, "instance-b-restarted");
    await waitFor(`${b.url}/readyz`, 60_000);

    // PostgreSQL stops for a few seconds: a page nginx has a copy of is served from it; any other
    // answers 503 with a friendly page (search results are never kept by nginx or an instance; a
    // made-up parameter would not do: pages drop what they do not read, so it names a kept page)
    await cached(lb, "/category/Drums");
    const uncachedPage = `/search?q=outage${Date.now()}`;
    stopCluster(pgDir);
    const downStarted = Date.now();
    const page = await fetch(`${lb}${uncachedPage}`, { signal: AbortSignal.timeout(10_000) });
    const pageText = await page.text();
    const pageMs = Date.now() - downStarted;
    const kept = await fetch(`${lb}/category/Drums`, { signal: AbortSignal.timeout(10_000) });
    const keptText = await kept.text();
    const keptCache = kept.headers.get("x-cache-status") ?? "none";
    const ready = await fetch(`${a.url}/readyz`);
    const post = await fetch(`${lb}/contactus`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.99" },
      body: contactBody(loadToken, randomUUID(), 999_999),
      signal: AbortSignal.timeout(10_000),
    });
    await sleep(3_000);
    startCluster(pgDir, pgPort);
    const recoveredIn = await waitFor(`${lb}/search?q=recovered${Date.now()}`, 30_000);
    const friendly = pageText.includes("back in a moment");
    record(
      "PostgreSQL stopped: 503 with a friendly page, then recovery without a restart",
      page.status === 503 &&
        friendly &&
        page.headers.get("retry-after") === "30" &&
        pageMs < 5_000 &&
        ready.status === 503 &&
        post.status === 503,
      `page ${page.status} in ${pageMs} ms (${friendly ? "friendly text" : "no friendly text"}, Retry-After ${page.headers.get("retry-after")}); ` +
        `/readyz ${ready.status}; contact POST ${post.status}; pages back ${recoveredIn} ms after PostgreSQL started`,
    );
    record(
      "PostgreSQL stopped: a page nginx keeps is still served, from its cache",
      kept.status === 200 && FROM_CACHE.has(keptCache) && keptText.includes(headline),
      `/category/Drums ${kept.status} (${keptCache}) while ${uncachedPage} answered ${page.status}`,
    );
    a.child.kill("SIGTERM");
    b.child.kill("SIGTERM");
    stopNginx();
    stopNginx = () => undefined;

    // the embedded database: kill -9 while it writes, then restart on the same DATA_DIR
    const dataDir = path.join(work, "pglite");
    const portP = await freePort();
    let p = startApp({ PORT: String(portP), DATA_DIR: dataDir, SITE_ENV: "test" }, "pglite");
    await waitFor(`${p.url}/readyz`, 120_000);
    const pToken = await contactForm(p.url);
    await sleep(3_100);
    const pAcked = new Map<string, string>();
    let m = 0;
    const writer = async () => {
      while (true) {
        const k = randomUUID();
        const i = ++m;
        try {
          const res = await fetch(`${p.url}/contactus`, {
            method: "POST",
            redirect: "manual",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              "X-Forwarded-For": `10.200.${(i >> 8) & 255}.${i & 255}`,
            },
            body: contactBody(pToken, k, i),
          });
          const ref = new URL(res.headers.get("location") ?? "/", p.url).searchParams.get("sent");
          if (res.status === 303 && ref) pAcked.set(k, ref);
        } catch {
          return;
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await sleep(4_000);
    p.child.kill("SIGKILL");
    await Promise.all(writers);
    await sleep(500);
    p = startApp({ PORT: String(portP), DATA_DIR: dataDir, SITE_ENV: "test" }, "pglite-restarted");
    const restartMs = await waitFor(`${p.url}/readyz`, 120_000);
    let found = 0;
    for (const ref of pAcked.values()) {
      const res = await fetch(`${p.url}/contactus?sent=${ref}`);
      if ((await res.text()).includes(ref)) found++;
    }
    record(
      "embedded database killed with -9 while writing: acknowledged messages intact after restart",
      pAcked.size > 10 && found === pAcked.size,
      `${pAcked.size} acknowledged before the kill, ${found} read back after a restart that took ${restartMs} ms`,
    );
    p.child.kill("SIGTERM");
  } finally {
    stopNginx();
    // nginx's error log says why an answer failed (kept with the instances' logs)
    const nginxLog = path.join(work, "nginx", "error.log");
    if (existsSync(nginxLog))
      writeFileSync(path.join(root, "reports", "scale", "nginx-error.log"), readFileSync(nginxLog));
    for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
    await sql.end().catch(() => undefined);
    stopCluster(pgDir);
    await sleep(300);
    rmSync(work, { recursive: true, force: true });
  }
  const failed = results.filter((r) => !r.ok).length;
  const report = [
    "# Scale-out and fault test",
    "",
    `Run ${new Date().toISOString()}: two app instances on PostgreSQL behind nginx, then the embedded database alone.`,
    "",
    "| check | result | measured |",
    "|---|---|---|",
    ...results.map((r) => `| ${r.check} | ${r.ok ? "pass" : "FAIL"} | ${r.detail.replaceAll("|", "/")} |`),
    "",
  ].join("\n");
  writeFileSync(path.join(root, "reports", "scale", "report.md"), report);
  console.log(`\nScale test: ${results.length - failed} passed, ${failed} failed (reports/scale/report.md)`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: Error) => {
  console.error(`scale-test: ${error.message}`);
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  process.exit(1);
});
