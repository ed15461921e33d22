/**
 * `npm run scale-test`: two app instances on PostgreSQL behind nginx, and the faults a brand's site
 * meets in production. Not part of `npm test`; runs here and in CI as root on a machine with
 * PostgreSQL's binaries (Debian's postgresql package). Installs nginx with apt when it is missing.
 *
 * It proves, printing each result with its numbers (and writing reports/scale/report.md):
 *  - sessions, sign-in throttling, contact idempotency and publishing work across instances;
 *  - contact messages under concurrent load through nginx: every acknowledged one stored exactly once;
 *  - kill -9 of one instance during that load: nothing acknowledged is lost, nginx keeps serving;
 *  - PostgreSQL stopped for a few seconds: 503 with a friendly page, then recovery without restart;
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
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, waitFor } from "./lib/net.ts";

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
// App instances and nginx

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

function ensureNginx(): string {
  const found = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" }).stdout.trim();
  if (found) return found.split("\n")[0] as string;
  console.log("nginx is missing: installing Debian's nginx package with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "nginx-light"], { stdio: "inherit", env });
  if (install.status !== 0) throw new Error("Could not install nginx: apt-get install -y nginx-light");
  return "/usr/sbin/nginx";
}

function startNginx(nginx: string, prefix: string, port: number, upstreams: number[], staticDir: string) {
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(prefix, d), { recursive: true });
  const conf = readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8")
    .replaceAll("{{USER}}", userInfo().username)
    .replaceAll("{{PREFIX}}", prefix)
    .replaceAll("{{LISTEN}}", `127.0.0.1:${port}`)
    .replaceAll("{{STATIC}}", staticDir)
    .replaceAll(
      "{{UPSTREAMS}}",
      upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n    "),
    );
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(file, conf);
  execFileSync(nginx, ["-t", "-q", "-c", file, "-p", prefix]);
  execFileSync(nginx, ["-c", file, "-p", prefix]);
  return () => spawnSync(nginx, ["-c", file, "-p", prefix, "-s", "stop"]);
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

async function contactForm(base: string) {
  const html = await (await fetch(`${base}/contactus`)).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no form token on /contactus");
  return token;
}

const contactBody = (token: string, key: string, n: number) =>
  new URLSearchParams({
    name: `Load Tester ${n}`,
    email: `load${n}@example.com`,
    country: "DE",
    topic: "support",
    message: `Message number ${n}: my piano's sustain pedal stopped working after the update.`,
    consent: "on",
    key,
    token,
    website: "",
  }).toString();

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
  const shared = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "scale-test-session-secret-0123456789abcdef",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  let stopNginx = () => undefined as unknown;
  try {
    // two instances start together on an empty database: migrations and seed run once
    const [portA, portB, portN] = [await freePort(), await freePort(), await freePort()];
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
    stopNginx = startNginx(nginx, path.join(work, "nginx"), portN, [portA, portB], path.join(root, "build", "client"));
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

    // publishing on A is live on B at once, though B keeps the page in its cache
    for (let i = 0; i < 2; i++) await (await fetch(`${b.url}/category/Drums`)).text();
    const cachedOnB = (await fetch(`${b.url}/category/Drums`)).headers.get("x-page-cache");
    const cat = (await sql.query("select name, title, pic, position from category where id = 'Drums'")).rows[0];
    const headline = `Rhythm machines for every stage ${Date.now()}`;
    const publish = await fetch(`${a.url}/admin/categories/Drums`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: login.cookie },
      body: new URLSearchParams({ name: cat.name, title: headline, pic: cat.pic, position: String(cat.position) }),
    });
    const seen = (await (await fetch(`${b.url}/category/Drums`)).text()).includes(headline);
    record(
      "a change published on one instance shows on the other at once",
      cachedOnB === "hit" && publish.status >= 300 && publish.status < 400 && seen,
      `B served the page from its cache (${cachedOnB}); save on A ${publish.status}; the next request to B ${seen ? "shows" : "does not show"} it`,
    );

    // contact under load through nginx, with instance B killed in the middle
    const loadToken = await contactForm(lb);
    await sleep(3_100);
    const acknowledged = new Map<string, string>();
    const statuses: Record<string, number> = {};
    let n = 0;
    let killedAt = 0;
    let afterKill = 0;
    const sent = new Map<string, string>(); // idempotency key per request context
    const load = autocannon({
      url: `${lb}/contactus`,
      connections: 20,
      duration: 8,
      requests: [
        {
          method: "POST",
          setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
            const i = ++n;
            const k = randomUUID();
            context.key = k;
            sent.set(k, "");
            return {
              ...req,
              headers: {
                "Content-Type": "application/x-www-form-urlencoded",
                // one sender address per message: the limit of 5 an hour per sender stays out of the way
                "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
              },
              body: contactBody(loadToken, k, i),
            };
          },
          onResponse: (
            status: number,
            _body: string,
            context: Record<string, unknown>,
            headers: Record<string, string>,
          ) => {
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (killedAt && status < 500) afterKill++;
            const location = headers?.location;
            if (status === 303 && location) {
              const ref = new URL(location, lb).searchParams.get("sent");
              if (ref) acknowledged.set(String(context.key), ref);
            }
          },
        },
      ],
    } as never);
    setTimeout(() => {
      killedAt = Date.now();
      b.child.kill("SIGKILL");
    }, 3_000);
    const loadResult = (await load) as { requests: { average: number }; latency: { p99: number }; non2xx: number };
    const rows = await sql.query(
      "select idempotency_key as key, reference from contact_message where idempotency_key = any($1)",
      [[...acknowledged.keys()]],
    );
    const byKey = new Map<string, string[]>();
    for (const r of rows.rows) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r.reference]);
    const lost = [...acknowledged].filter(([k, ref]) => !(byKey.get(k) ?? []).includes(ref)).length;
    const duplicated = [...byKey.values()].filter((refs) => refs.length > 1).length;
    record(
      "contact under load with one instance killed: nothing acknowledged lost or duplicated",
      acknowledged.size > 100 && lost === 0 && duplicated === 0 && afterKill > 0,
      `${acknowledged.size} acknowledged (statuses ${JSON.stringify(statuses)}), ${lost} lost, ${duplicated} duplicated; ` +
        `${afterKill} answers after the kill at 3 s; ${loadResult.requests.average.toFixed(0)} req/s, p99 ${loadResult.latency.p99} ms`,
    );
    // B comes back
    b = startApp({ ...shared, PORT: String(portB) }, "instance-b-restarted");
    await waitFor(`${b.url}/readyz`, 60_000);

    // PostgreSQL stops for a few seconds
    stopCluster(pgDir);
    const downStarted = Date.now();
    const page = await fetch(`${lb}/category/Drums`, { signal: AbortSignal.timeout(10_000) });
    const pageText = await page.text();
    const pageMs = Date.now() - downStarted;
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
    const recoveredIn = await waitFor(`${lb}/category/Drums`, 30_000);
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
