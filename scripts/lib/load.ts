/**
 * The load half of `npm run bench`: the app's throughput and p99 latency against nginx serving a
 * static copy of the same HTML, measured one at a time with the same autocannon settings; cold
 * start to the first 200; and the app's memory at rest and under load.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startNginx, waitFor } from "./net.ts";

const CONNECTIONS = 10;
const SECONDS = 8;
const WARMUP_SECONDS = 2;

export type LoadRow = {
  page: string;
  path: string;
  mode: "render" | "page cache" | "static file";
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

async function run(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

function startApp(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, SITE_ENV: "test", ...env },
    stdio: "ignore",
  });
}

export async function loadBench(pages: [string, string][]) {
  const work = mkdtempSync(path.join(tmpdir(), "noteva-load-"));
  const children: ChildProcess[] = [];
  let stopNginx = () => {};
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
    );
    const nginx = `http://127.0.0.1:${nginxPort}`;

    const rows: LoadRow[] = [];
    let peakUnderLoad = atRest.rssMb;
    const sample = setInterval(() => {
      peakUnderLoad = Math.max(peakUnderLoad, memoryOf(app.pid as number).rssMb);
    }, 250);
    const row = async (page: string, p: string, mode: LoadRow["mode"], copy: string, headers = {}) => {
      const a = await run(base + p, headers);
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
        await row(page, p, "page cache", copy);
      }
      await row("JS asset", asset, "static file", asset);
      await row("picture", picture, "static file", picture);
    } finally {
      clearInterval(sample);
    }
    return {
      rows,
      coldStartMs,
      warmStartMs,
      memory: { atRestMb: atRest.rssMb, peakUnderLoadMb: Math.max(peakUnderLoad, memoryOf(app.pid as number).peakMb) },
      settings: { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, nginxWorkers: 1 },
    };
  } finally {
    stopNginx();
    for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(work, { recursive: true, force: true });
  }
}
