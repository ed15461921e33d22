/**
 * The load half of `npm run bench`: the throughput and p99 latency of the app, and of nginx with
 * the production configuration (deploy/nginx.conf) answering from its page cache in front of it,
 * against nginx serving a static copy of the same HTML, measured one at a time with the same
 * settings; whether tracking-parameter URLs are answered from nginx's cache; cold start to the
 * first 200; and the app's memory at rest and under load.
 *
 * Renders are measured twice: with a made-up session cookie, which keeps a request out of every page
 * cache (the cookie is not looked up), and as an editor signed in through the sign-in form, with
 * the session cookie the site set.
 *
 * The load comes from wrk (Debian's package, installed when missing and root) on the first core
 * while the app and nginx run on the second, one core each: a load generator written in
 * JavaScript (autocannon, the fallback) sharing the cores saturates before nginx does, which makes
 * every ratio look closer to 1 than it is.
 */
import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";
import { freePort, startNginx, waitFor } from "./net.ts";
import { ensureNginx, startDeployNginx } from "./nginx-conf.ts";
import { cached, sameEntry, withVariants } from "./page-cache-probe.ts";

const CONNECTIONS = 10;
const SECONDS = 8;
const WARMUP_SECONDS = 2;
/** How many times `--renders` measures each row; it reports the median. */
const RENDER_ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export type LoadRow = {
  page: string;
  path: string;
  mode: "render" | "signed-in render" | "page cache" | "nginx page cache" | "static file" | "health check";
  appRps: number;
  appP99: number;
  nginxRps: number;
  nginxP99: number;
  ratio: number;
};

/** RSS and peak RSS of a process, in MB, from /proc. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

/** wrk when it is there (or apt can bring it), pinned to CPU 0; the servers then get CPU 1. */
function loadTool(): { tool: "wrk" | "autocannon"; pinned: boolean } {
  if (!has("wrk") && process.getuid?.() === 0 && has("apt-get")) {
    spawnSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "ignore" });
  }
  const pinned = has("taskset") && Number(execFileSync("nproc", { encoding: "utf8" }).trim()) >= 2;
  return { tool: has("wrk") ? "wrk" : "autocannon", pinned };
}
const setup = loadTool();
/** The command line for a server: on CPU 1 when the load is pinned to CPU 0. */
const onServerCore = (command: string, args: string[]): [string, string[]] =>
  setup.pinned ? ["taskset", ["-c", "1", command, ...args]] : [command, args];

/** wrk's time ("812.00us", "3.21ms", "1.02s") in milliseconds. */
function wrkMs(value: string) {
  const n = Number.parseFloat(value);
  return value.endsWith("us") ? n / 1000 : value.endsWith("ms") ? n : n * 1000;
}

/**
 * wrk runs beside the event loop, never blocking it: the memory sampler keeps sampling under load,
 * and kept-alive sockets a server closed meanwhile are seen closed before a probe picks one up.
 */
async function wrk(url: string, seconds: number, headers: Record<string, string>) {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const [command, argv] = setup.pinned ? ["taskset", ["-c", "0", "wrk", ...args, url]] : ["wrk", [...args, url]];
  const { stdout: out } = await promisify(execFile)(command, argv, { encoding: "utf8" });
  if (/Non-2xx or 3xx responses/.test(out)) throw new Error(`${url}: some answers were not 2xx\n${out}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /^\s+99%\s+(\S+)/m.exec(out)?.[1];
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  if (!rps || !p99 || !requests) throw new Error(`wrk printed no result for ${url}\n${out}`);
  return { rps: Math.round(rps), p99: Math.round(wrkMs(p99) * 100) / 100, requests };
}

/** Load for SECONDS after a warm-up of WARMUP_SECONDS; `afterWarmUp` is called between the two. */
async function run(url: string, headers: Record<string, string> = {}, afterWarmUp = () => {}) {
  if (setup.tool === "wrk") {
    await wrk(url, WARMUP_SECONDS, headers);
    afterWarmUp();
    return wrk(url, SECONDS, headers);
  }
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  afterWarmUp();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, requests: result.requests.total };
}

/** The editor the bench signs in as: the first admin, made at start from ADMIN_EMAIL and ADMIN_PASSWORD. */
const EDITOR = { email: "bench-editor@noteva.example", password: "bench editor's password" };

function startApp(env: Record<string, string>, stdout: "ignore" | number = "ignore"): ChildProcess {
  const [command, args] = onServerCore(process.execPath, ["server/main.ts"]);
  return spawn(command, args, {
    env: { ...process.env, SITE_ENV: "test", ADMIN_EMAIL: EDITOR.email, ADMIN_PASSWORD: EDITOR.password, ...env },
    stdio: ["ignore", stdout, "ignore"],
  });
}

/**
 * Signs in as a browser does, with the sign-in form (POST /login, same origin), and returns the
 * session cookie the site set (`name=value`), to send as the browser would.
 */
export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ ...EDITOR, redirectTo: "/admin" }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";", 1)[0];
  if (response.status !== 302 || !cookie) throw new Error(`sign-in answered ${response.status} without a session`);
  const admin = await fetch(`${base}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
  await admin.arrayBuffer();
  if (admin.status !== 200) throw new Error(`the signed-in editor got ${admin.status} from /admin`);
  return cookie;
}

/** How many rounds the A/B of the signals' cost runs for each row; it reports the median. */
const SIGNALS_ROUNDS = 5;
const SIGNALS_SECONDS = 5;

/**
 * What the request log and the metrics cost: two instances on the same core, one with them (its log
 * written to a file, as journald would keep it) and one without (NOTEVA_SIGNALS=off, a switch for
 * this measurement only), loaded at the same time, each by its own wrk with the same settings. The
 * core's scheduler shares it between them evenly, so the ratio of the requests each answered is
 * the ratio of what a request costs them, and whatever else slows the machine slows both alike: run
 * one after the other, the same instance's figure drifted by a quarter between rounds. Renders
 * carry a made-up session cookie; the page-cache row asks as a browser does (brotli).
 */
export async function signalsBench(pages: [string, string][]) {
  const work = mkdtempSync(path.join(tmpdir(), "noteva-signals-"));
  const log = openSync(path.join(work, "request.log"), "a");
  const sides = [
    { name: "with log and metrics", env: {} as Record<string, string>, stdout: log as number | "ignore" },
    { name: "without", env: { NOTEVA_SIGNALS: "off" }, stdout: "ignore" as const },
  ];
  const apps: ChildProcess[] = [];
  try {
    const bases: string[] = [];
    // one after the other: two first starts on one core, each seeding its database, took over 3 minutes
    for (const side of sides) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      bases.push(base);
      apps.push(startApp({ PORT: String(port), DATA_DIR: path.join(work, side.name), ...side.env }, side.stdout));
      await waitFor(`${base}/`, 180_000);
    }
    const render = { Cookie: "noteva_session=bench" };
    const rows = [
      ...pages.map(([page, p]) => ({ page, path: p, kind: "render" as const, headers: render })),
      { page: "product", path: "/product/SPC121", kind: "page cache" as const, headers: { "Accept-Encoding": "br" } },
    ].map((row) => ({ ...row, requests: [[], []] as number[][], costs: [] as number[], cost: 0 }));
    for (const row of rows) {
      const urls = bases.map((base) => base + row.path) as [string, string];
      await Promise.all(urls.map((url) => run(url, row.headers)));
      for (let round = 1; round <= SIGNALS_ROUNDS; round++) {
        const [withSignals = 0, without = 0] = await Promise.all(
          urls.map((url) => measure(url, SIGNALS_SECONDS, row.headers)),
        );
        const cost = Math.round((without / withSignals - 1) * 1000) / 10;
        row.requests[0]?.push(withSignals);
        row.requests[1]?.push(without);
        row.costs.push(cost);
        console.log(JSON.stringify({ round, page: row.page, kind: row.kind, withSignals, without, cost }));
      }
      row.cost = median(row.costs);
    }
    const logBytes = statSync(path.join(work, "request.log")).size;
    return { rows, sides: sides.map((s) => s.name), rounds: SIGNALS_ROUNDS, seconds: SIGNALS_SECONDS, logBytes };
  } finally {
    for (const app of apps) app.kill("SIGTERM");
    await Promise.all(apps.map((app) => new Promise((r) => (app.exitCode === null ? app.once("exit", r) : r(null)))));
    closeSync(log);
    rmSync(work, { recursive: true, force: true });
  }
}

/** How many requests one load of `seconds` got answered (wrk, or autocannon where wrk is missing). */
async function measure(url: string, seconds: number, headers: Record<string, string>) {
  if (setup.tool === "wrk") return (await wrk(url, seconds, headers)).requests;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return result.requests.total;
}

/**
 * `npm run bench -- --renders`: the render rows alone (the made-up session cookie and the editor
 * signed in), against the app only: no nginx, no page caches, no Lighthouse. For working on the
 * render path, where the whole bench takes too long.
 */
export async function renderBench(pages: [string, string][]) {
  const work = mkdtempSync(path.join(tmpdir(), "noteva-renders-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = startApp({ PORT: String(port), DATA_DIR: path.join(work, "data") });
  try {
    await waitFor(`${base}/`, 180_000);
    const editor = await signIn(base);
    type Row = { page: string; path: string; mode: LoadRow["mode"]; rps: number; p99: number; runs: number[] };
    const rows: Row[] = [];
    for (const [page, p] of pages)
      for (const mode of ["render", "signed-in render"] as const)
        rows.push({ page, path: p, mode, rps: 0, p99: 0, runs: [] });
    // a virtual machine's speed drifts by a quarter from one run to the next: every row is measured
    // in each of three rounds, the rounds one after another, and reported by its median round
    const p99s = new Map<Row, number[]>();
    for (let round = 1; round <= RENDER_ROUNDS; round++) {
      for (const row of rows) {
        const { rps, p99 } = await run(base + row.path, {
          Cookie: row.mode === "render" ? "noteva_session=bench" : editor,
        });
        row.runs.push(rps);
        p99s.set(row, [...(p99s.get(row) ?? []), p99]);
        console.log(JSON.stringify({ round, page: row.page, mode: row.mode, rps, p99 }));
      }
    }
    for (const row of rows) {
      row.rps = median(row.runs);
      row.p99 = median(p99s.get(row) ?? []);
    }
    return {
      rows,
      settings: {
        tool: setup.tool,
        pinned: setup.pinned,
        connections: CONNECTIONS,
        seconds: SECONDS,
        rounds: RENDER_ROUNDS,
      },
    };
  } finally {
    app.kill("SIGTERM");
    await new Promise((r) => app.once("exit", r));
    rmSync(work, { recursive: true, force: true });
  }
}

export async function loadBench(pages: [string, string][]) {
  const work = mkdtempSync(path.join(tmpdir(), "noteva-load-"));
  const children: ChildProcess[] = [];
  let stopNginx = () => {};
  let stopNginxCache = () => {};
  try {
    // cold start on an empty DATA_DIR (migrations, seed, search index), then a warm restart
    const appPort = await freePort();
    const env = { PORT: String(appPort), DATA_DIR: path.join(work, "data") };
    const base = `http://127.0.0.1:${appPort}`;
    let started = Date.now();
    let app = startApp(env);
    children.push(app);
    await waitFor(`${base}/`, 180_000);
    const coldStartMs = Date.now() - started;
    app.kill("SIGTERM");
    await new Promise((r) => app.once("exit", r));
    started = Date.now();
    app = startApp(env);
    children.push(app);
    await waitFor(`${base}/`, 60_000);
    const warmStartMs = Date.now() - started;
    for (const [, p] of pages) await (await fetch(base + p)).text();
    const editor = await signIn(base);
    const atRest = memoryOf(app.pid as number);

    // nginx, one worker (the app is one Node process), serving copies of the pages' HTML
    const site = path.join(work, "site");
    mkdirSync(site);
    const copies = new Map<string, string>();
    for (const [i, [, p]] of pages.entries()) {
      const html = await (await fetch(base + p, { headers: { Cookie: "noteva_session=bench" } })).text();
      writeFileSync(path.join(site, `page${i}.html`), html);
      copies.set(p, `/page${i}.html`);
    }
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${base}/`)).text())?.[1] as string;
    const picture = "/media/product/spc121-front-640.webp";
    // what a load balancer polls, against nginx sending the same few bytes from a file
    writeFileSync(path.join(site, "healthz.json"), await (await fetch(`${base}/healthz`)).text());
    for (const file of [asset, picture]) {
      mkdirSync(path.join(site, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(site, file), Buffer.from(await (await fetch(base + file)).arrayBuffer()));
    }
    const nginxPort = await freePort();
    stopNginx = startNginx(
      work,
      `  include /etc/nginx/mime.types;
  sendfile on;
  server { listen 127.0.0.1:${nginxPort}; root ${site}; }`,
      setup.pinned ? { cpu: 1 } : {},
    );
    const nginx = `http://127.0.0.1:${nginxPort}`;

    // the production configuration (deploy/nginx.conf) in front of the app, one worker beside it
    const cachePort = await freePort();
    stopNginxCache = startDeployNginx(ensureNginx(), {
      prefix: path.join(work, "nginx-cache"),
      listen: `127.0.0.1:${cachePort}`,
      upstreams: [appPort],
      staticDir: path.resolve("build", "client"),
      cpu: setup.pinned ? 1 : undefined,
    });
    const nginxCache = `http://127.0.0.1:${cachePort}`;
    await waitFor(`${nginxCache}/`, 10_000);
    // campaign and click identifiers on the measured pages: answered from the page's entry?
    const tracking = await sameEntry(
      nginxCache,
      withVariants(
        pages.map(([, p]) => p),
        ["utm_source=newsletter&utm_medium=email&utm_campaign=spring", "gclid=Cj0KCQiA", "fbclid=IwAR2x&_ga=2.1.3"],
      ),
    );

    const rows: LoadRow[] = [];
    let peakUnderLoad = atRest.rssMb;
    const sample = setInterval(() => {
      peakUnderLoad = Math.max(peakUnderLoad, memoryOf(app.pid as number).rssMb);
    }, 250);
    const row = async (page: string, p: string, mode: LoadRow["mode"], copy: string, headers = {}, server = base) => {
      const a = await run(server + p, headers);
      const n = await run(nginx + copy);
      const r = { page, path: p, mode, appRps: a.rps, appP99: a.p99, nginxRps: n.rps, nginxP99: n.p99 };
      rows.push({ ...r, ratio: Number((a.rps / n.rps).toFixed(2)) });
      console.log(JSON.stringify(rows.at(-1)));
    };
    try {
      for (const [page, p] of pages) {
        const copy = copies.get(p) as string;
        // a visitor with a session cookie is never served from the page cache: every request renders
        await row(page, p, "render", copy, { Cookie: "noteva_session=bench" });
        await row(page, p, "signed-in render", copy, { Cookie: editor });
        await row(page, p, "page cache", copy);
        // nginx answering from its cache (which it does only if the app lets it keep the page)
        const kept = await cached(nginxCache, p, 3);
        if (kept !== "HIT")
          console.error(`nginx does not keep ${p} (X-Cache-Status ${kept}): does the app send s-maxage?`);
        await row(page, p, "nginx page cache", copy, {}, nginxCache);
      }
      await row("JS asset", asset, "static file", asset);
      await row("picture", picture, "static file", picture);
      await row("health", "/healthz", "health check", "/healthz.json");
    } finally {
      clearInterval(sample);
    }
    return {
      rows,
      tracking: {
        fromCache: tracking.fromCache,
        total: tracking.total,
        percent: Math.round((1000 * tracking.fromCache) / tracking.total) / 10,
        cache: tracking.cache,
      },
      coldStartMs,
      warmStartMs,
      memory: { atRestMb: atRest.rssMb, peakUnderLoadMb: Math.max(peakUnderLoad, memoryOf(app.pid as number).peakMb) },
      settings: {
        tool: setup.tool,
        pinned: setup.pinned,
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        nginxWorkers: 1,
      },
    };
  } finally {
    stopNginx();
    stopNginxCache();
    for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(work, { recursive: true, force: true });
  }
}
