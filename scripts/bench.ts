/**
 * `npm run bench`: performance budgets, measured (not asserted in timed tests).
 * - JS and CSS bytes (gzipped) each page type loads on first visit;
 * - Lighthouse 13 (mobile, simulated throttling) on Debian's Chromium per page type, in English,
 *   German and Japanese, three runs each (scripts/lib/lighthouse.ts; budget: German and Japanese
 *   median TBT within 10% of English, or 25 ms);
 * - search p95 on the server;
 * - requests per second and p99 of the app (rendering, and from its page cache) and of nginx
 *   answering from its page cache (deploy/nginx.conf), against nginx serving a static copy of the
 *   same HTML; tracking-parameter URLs answered from nginx's cache; cold start; memory at rest and
 *   under load.
 * Writes reports/bench/report.md, report.json and report.html. Loopback only; stops by itself.
 * `--signals`: only the A/B of what the request log and metrics cost on renders (budget 5%).
 * `--renders`: only the app's renders of the load pages, with a made-up session cookie and as an
 * editor signed in (reports/bench/renders.md); `--scale N`: the site at today's size and N times it.
 * `--languages`: only Lighthouse on every page type in English, German and Japanese
 * (reports/bench/languages.md; `--runs N`, `--pages home,product`, `--no-japanese-font`).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { startServer } from "../tests/e2e/server.ts";
import {
  CHROMIUM,
  checkerBudgetLine,
  languagesBench,
  languagesMarkdown,
  median,
  PAGE_TYPES,
  pageTypesMissing,
  type Sample,
} from "./lib/lighthouse.ts";
import { loadBench, renderBench, signalsBench } from "./lib/load.ts";
import { htmlReport } from "./lib/report-html.ts";
import { scaleBench } from "./lib/scale-bench.ts";
import { signInBench } from "./lib/sign-in-bench.ts";

/** Pages measured under load against nginx serving the same HTML. */
const loadPages: [string, string][] = [
  ["home", "/"],
  ["category", "/category/DigitalPianos"],
  ["product", "/product/SPC121"],
  ["news list", "/news"],
  ["downloads", "/support"],
];
const BUDGET_HOME_JS_KB = 120;
const RENDER_MODES =
  "“render”: every request is rendered by the app (a made-up session cookie keeps it out of the page caches; it is never looked up); “signed-in render”: the same as an editor signed in through the sign-in form, with the session cookie the site set.";
/** Issue 6's examples, measured as the search page's loader sees them (Server-Timing). */
const searchExamples = ["keybord", "polyphny", "sp c121", "SPC-121", "spc121", "akx10", "mk", "digital piano", ""];
const BUDGET_SEARCH_P95_MS = 20;
const SEARCH_RUNS = 40;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** Server-side search time per example: p50 and p95 of `Server-Timing: search;dur=…` over SEARCH_RUNS runs. */
async function searchLatency(base: string) {
  const rows: { query: string; endpoint: string; p50: number; p95: number; max: number }[] = [];
  for (const [endpoint, path] of [
    ["results page", "/search?q="],
    ["suggestions", "/search/suggest?q="],
  ] as const) {
    for (const query of searchExamples) {
      const url = `${base}${path}${encodeURIComponent(query)}`;
      const times: number[] = [];
      for (let i = 0; i < SEARCH_RUNS + 5; i++) {
        const response = await fetch(url);
        await response.arrayBuffer();
        const dur = /search;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1];
        if (i >= 5 && dur) times.push(Number(dur)); // the first runs warm the caches
      }
      rows.push({ query, endpoint, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) });
    }
  }
  return rows;
}

if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

/** The value after a flag (`--runs 5`), if given. */
const option = (flag: string) =>
  process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined;

/** The Lighthouse part's settings from the command line; it refuses a page type list that misses one. */
function lighthouseOptions() {
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium (npm test installs it as root)`);
    process.exit(1);
  }
  const missing = pageTypesMissing();
  if (missing.length) {
    console.error(`scripts/lib/lighthouse.ts has no address for these public pages: ${missing.join(", ")}`);
    process.exit(1);
  }
  const runs = Number(option("--runs") ?? 3);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error("--runs takes a whole number, e.g. npm run bench -- --languages --runs 3");
    process.exit(1);
  }
  const names = option("--pages")?.split(",");
  const types = names ? PAGE_TYPES.filter((t) => names.includes(t.name)) : PAGE_TYPES;
  if (names && types.length !== names.length) {
    console.error(`--pages takes page type names: ${PAGE_TYPES.map((t) => t.name).join(", ")}`);
    process.exit(1);
  }
  return { runs, types, japaneseFont: !process.argv.includes("--no-japanese-font") };
}

if (process.argv.includes("--sign-in")) await signInBench().then(() => process.exit(0)); // lib/sign-in-bench.ts
if (process.argv.includes("--languages")) {
  const options = lighthouseOptions();
  mkdirSync("reports/bench", { recursive: true });
  const server = await startServer();
  try {
    const result = await languagesBench(server.url, { ...options, progressFile: "reports/bench/languages.json" });
    const markdown = `# Lighthouse by language (${new Date().toISOString()})\n\n${languagesMarkdown(result)}`;
    writeFileSync("reports/bench/languages.md", markdown);
    writeFileSync("reports/bench/languages.json", JSON.stringify(result, null, 2));
    console.log(`\n${markdown}`);
  } finally {
    await server.stop();
  }
  process.exit(0);
}

if (process.argv.includes("--renders")) {
  const { rows, settings } = await renderBench(loadPages);
  const report = [
    `# Renders (${new Date().toISOString()})`,
    "",
    `${settings.tool}, ${settings.connections} connections, ${settings.seconds} s after a warm-up${settings.pinned ? "; the load on CPU 0, the app on CPU 1" : ""}; each row measured in ${settings.rounds} rounds, the median reported. ${RENDER_MODES}`,
    "",
    "| page | mode | req/s (median) | rounds | p99 ms |",
    "|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.page} (${r.path}) | ${r.mode} | ${r.rps} | ${r.runs.join(", ")} | ${r.p99} |`),
    "",
  ].join("\n");
  mkdirSync("reports/bench", { recursive: true });
  writeFileSync("reports/bench/renders.md", report);
  writeFileSync("reports/bench/renders.json", JSON.stringify({ rows, settings }, null, 2));
  console.log(report);
  process.exit(0);
}

/** The request log and metrics' cost on the render path, and its budget (issue "Ship, watch and recover"). */
const BUDGET_SIGNALS_COST_PERCENT = 5;
async function signalsReport() {
  const { rows, sides, rounds, seconds, logBytes } = await signalsBench(loadPages.slice(0, 3));
  const renders = rows.filter((r) => r.kind === "render");
  const worst = Math.max(...renders.map((r) => r.cost));
  const verdict = worst <= BUDGET_SIGNALS_COST_PERCENT ? "within" : "OVER";
  const hits = rows.find((r) => r.kind === "page cache");
  const lines = [
    `## What the request log and metrics cost (budget ${BUDGET_SIGNALS_COST_PERCENT}% of renders)`,
    "",
    `Two instances on one core, one with the request log (to a file: ${Math.round(logBytes / 1024)} KB in all) and metrics, one without, loaded at the same time with the same settings (${rounds} rounds of ${seconds} s, medians). The cost is how many more requests the instance without them answered. Renders (a made-up session cookie), worst: **${worst}%** (${verdict} budget).${hits ? ` The app's own page-cache hits, where a request's whole work is a few tens of microseconds, pay **${hits.cost}%** for their log line and metrics (nginx's cache answers without the app).` : ""}`,
    "",
    `| page | answered: ${sides.join(" / ")} (per round) | cost (per round) | cost |`,
    "|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.page}, ${r.kind} (${r.path}) | ${r.requests[0]?.map((n, i) => `${n} / ${r.requests[1]?.[i]}`).join(", ")} | ${r.costs.join(", ")} | ${r.cost}% |`,
    ),
    "",
  ];
  return {
    markdown: lines.join("\n"),
    json: { rows, sides, rounds, seconds, logBytes, worst, budget: BUDGET_SIGNALS_COST_PERCENT },
  };
}

if (process.argv.includes("--signals")) {
  const { markdown, json } = await signalsReport();
  mkdirSync("reports/bench", { recursive: true });
  writeFileSync("reports/bench/signals.md", markdown);
  writeFileSync("reports/bench/signals.json", JSON.stringify(json, null, 2));
  console.log(markdown);
  process.exit(0);
}

// `npm run bench -- --scale 100`: the site at today's size and at 100 times it, side by side
const scaleAt = process.argv.indexOf("--scale");
if (scaleAt !== -1) {
  const scale = Number(process.argv[scaleAt + 1]);
  if (!Number.isInteger(scale) || scale < 2 || scale > 200) {
    console.error("--scale takes a whole number from 2 to 200, e.g. npm run bench -- --scale 100");
    process.exit(1);
  }
  // `--postgres URL`: the same on that PostgreSQL (a database per scale is created and dropped)
  const postgresAt = process.argv.indexOf("--postgres");
  const postgres = postgresAt === -1 ? undefined : process.argv[postgresAt + 1];
  const { report, json } = await scaleBench(scale, postgres);
  const name = postgres ? "scale-postgres" : "scale";
  mkdirSync("reports/bench", { recursive: true });
  writeFileSync(`reports/bench/${name}.md`, `${report}\n`);
  writeFileSync(`reports/bench/${name}.json`, JSON.stringify(json, null, 2));
  console.log(report);
  process.exit(0);
}

/**
 * JS and CSS a first visit loads: the HTML's assets and, transitively, the static imports of its
 * modules; gzipped (the budget's measure) and as the server sends them to a browser (`jsSent`).
 */
async function assetBytes(base: string, path: string) {
  const html = await (await fetch(base + path)).text();
  const queue: string[] = [];
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) if (m[1]) queue.push(m[1]);
  for (const m of html.matchAll(/(?:from\s*|import\()["'](\/assets\/[^"']+\.js)["']/g)) if (m[1]) queue.push(m[1]);
  const seen = new Set<string>();
  let js = 0;
  let css = 0;
  let jsSent = 0;
  while (queue.length) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await fetch(base + url, { headers: { "Accept-Encoding": "br, gzip" } });
    const body = Buffer.from(await response.arrayBuffer());
    const gz = gzipSync(body).length;
    if (url.endsWith(".css")) {
      css += gz;
      continue;
    }
    js += gz;
    jsSent += Number(response.headers.get("content-length") ?? body.length);
    // static imports only: `import{…}from"./x.js"` and `import"./x.js"`; dynamic ones load later
    for (const m of body.toString("utf8").matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) {
      if (m[1]) queue.push(new URL(m[1], `http://x${url}`).pathname);
    }
  }
  return { js, jsSent, css, files: seen.size };
}

/** The main table's row of an English page type: medians of its runs, and its bytes. */
function englishRow(name: string, path: string, samples: Sample[], bytes: Awaited<ReturnType<typeof assetBytes>>) {
  const runs = samples.filter((s) => s.pageType === name && s.locale === "en");
  const of = (f: (s: Sample) => number) => median(runs.map(f));
  return {
    page: name,
    path,
    performance: of((s) => s.performance),
    accessibility: of((s) => s.accessibility),
    bestPractices: of((s) => s.bestPractices),
    seo: of((s) => s.seo),
    lcpMs: of((s) => s.lcpMs),
    tbtMs: of((s) => s.tbtMs),
    cls: of((s) => s.cls),
    jsKbGz: Number((bytes.js / 1024).toFixed(1)),
    jsKbSent: Number((bytes.jsSent / 1024).toFixed(1)),
    cssKbGz: Number((bytes.css / 1024).toFixed(1)),
  };
}

async function main() {
  const options = lighthouseOptions();
  mkdirSync("reports/bench", { recursive: true });
  const server = await startServer();
  const rows: Record<string, unknown>[] = [];
  let search: Awaited<ReturnType<typeof searchLatency>> = [];
  let languages: Awaited<ReturnType<typeof languagesBench>>;
  try {
    search = await searchLatency(server.url);
    languages = await languagesBench(server.url, { ...options, progressFile: "reports/bench/languages.json" });
    for (const { name, path } of options.types) {
      const row = englishRow(name, path, languages.samples, await assetBytes(server.url, path));
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  } finally {
    await server.stop();
  }
  const load = await loadBench(loadPages);
  const signals = await signalsReport();
  mkdirSync("reports/bench", { recursive: true });
  const header =
    "| page | path | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | JS KB gz | JS KB sent | CSS KB gz |";
  const lines = rows.map(
    (r) =>
      `| ${r.page} | ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKbGz} | ${r.jsKbSent} | ${r.cssKbGz} |`,
  );
  const home = (rows.find((r) => r.page === "home") ?? { jsKbGz: Number.NaN, jsKbSent: Number.NaN }) as {
    jsKbGz: number;
    jsKbSent: number;
  };
  const worst = Math.max(...search.filter((r) => r.query).map((r) => r.p95));
  const database = process.env.DATABASE_URL ? "Postgres" : "PGlite";
  const md = [
    `# Benchmarks (${new Date().toISOString()})`,
    "",
    `Lighthouse 13, mobile form factor with simulated throttling, Debian Chromium, local production build; English, the median of ${options.runs} runs (by language below).`,
    "",
    header,
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...lines,
    "",
    `Home page JavaScript: ${home.jsKbGz} KB gzipped (budget ${BUDGET_HOME_JS_KB} KB): ${home.jsKbGz <= BUDGET_HOME_JS_KB ? "within" : "OVER"} budget; ${home.jsKbSent} KB as sent (the build's brotli copies).`,
    "",
    checkerBudgetLine(rows),
    "",
    languagesMarkdown(languages),
    `## Search on the server (${database}, ${SEARCH_RUNS} runs per query after 5 warm-up runs)`,
    "",
    "| endpoint | query | p50 ms | p95 ms | max ms |",
    "|---|---|---|---|---|",
    ...search.map(
      (r) => `| ${r.endpoint} | ${r.query ? `\`${r.query}\`` : "(empty)"} | ${r.p50} | ${r.p95} | ${r.max} |`,
    ),
    "",
    `Search p95, worst example: ${worst} ms (budget ${BUDGET_SEARCH_P95_MS} ms): ${worst <= BUDGET_SEARCH_P95_MS ? "within" : "OVER"} budget.`,
    "",
    `## Throughput against nginx (${load.settings.tool}, ${load.settings.connections} connections, ${load.settings.seconds} s after ${load.settings.warmupSeconds} s warm-up; nginx with ${load.settings.nginxWorkers} worker, like the one Node process${load.settings.pinned ? "; the load on CPU 0, nginx and the app on CPU 1" : ""})`,
    "",
    `${RENDER_MODES} “page cache”: a visitor's repeat request to the app; “nginx page cache”: the same request to nginx with deploy/nginx.conf in front of the app, answered from nginx's cache; “nginx static”: nginx serving a static copy of the same HTML.`,
    "",
    "| page | mode | req/s | p99 ms | nginx static req/s | nginx static p99 ms | ratio to nginx static |",
    "|---|---|---|---|---|---|---|",
    ...load.rows.map(
      (r) =>
        `| ${r.page} (${r.path}) | ${r.mode} | ${r.appRps} | ${r.appP99} | ${r.nginxRps} | ${r.nginxP99} | ${r.ratio} |`,
    ),
    "",
    `Tracking-parameter URLs served from nginx's cache: ${load.tracking.percent}% (${load.tracking.fromCache} of ${load.tracking.total}: ${JSON.stringify(load.tracking.cache)}).`,
    "",
    `Cold start to the first 200 on an empty database (migrate, seed, index): ${load.coldStartMs} ms; restart on the same data: ${load.warmStartMs} ms.`,
    `Memory (RSS): ${load.memory.atRestMb} MB at rest, ${load.memory.peakUnderLoadMb} MB at most under load.`,
    "",
    signals.markdown,
  ].join("\n");
  writeFileSync("reports/bench/report.md", md);
  writeFileSync(
    "reports/bench/report.json",
    JSON.stringify({ pages: rows, languages, search, database, load, signals: signals.json }, null, 2),
  );
  const typed = rows as { page: string; performance: number; accessibility: number; jsKbGz: number; cssKbGz: number }[];
  writeFileSync(
    "reports/bench/report.html",
    htmlReport(
      [
        {
          title: "Lighthouse mobile: performance and accessibility",
          unit: "",
          bars: typed.map((r) => ({ label: r.page, value: r.performance, second: r.accessibility })),
          legend: ["performance", "accessibility"],
        },
        {
          title: "Lighthouse mobile: median total blocking time (ms) in German and Japanese against English",
          unit: "ms",
          bars: languages.rows.flatMap((r) => [
            { label: `${r.pageType}: de`, value: r.languages.de.tbtMs, second: r.languages.en.tbtMs },
            { label: `${r.pageType}: ja`, value: r.languages.ja.tbtMs, second: r.languages.en.tbtMs },
          ]),
          legend: ["German or Japanese", "English"],
        },
        {
          title: "JavaScript and CSS per page (KB gzipped)",
          unit: "KB",
          bars: typed.map((r) => ({ label: r.page, value: r.jsKbGz, second: r.cssKbGz })),
          legend: ["JavaScript", "CSS"],
        },
        {
          title: "Requests per second: the app and nginx's page cache against nginx with the same HTML",
          unit: "req/s",
          bars: load.rows.map((r) => ({ label: `${r.page} (${r.mode})`, value: r.appRps, second: r.nginxRps })),
          legend: ["measured", "nginx static"],
        },
        {
          title: "p99 latency under load (ms)",
          unit: "ms",
          bars: load.rows.map((r) => ({ label: `${r.page} (${r.mode})`, value: r.appP99, second: r.nginxP99 })),
          legend: ["measured", "nginx static"],
        },
        {
          title: "Search p95 on the server (ms)",
          unit: "ms",
          bars: search.map((r) => ({ label: `${r.endpoint}: ${r.query || "(empty)"}`, value: r.p95 })),
        },
        {
          title: "Memory (MB RSS) and start-up (s)",
          unit: "",
          bars: [
            { label: "memory at rest (MB)", value: load.memory.atRestMb },
            { label: "memory under load (MB)", value: load.memory.peakUnderLoadMb },
            { label: "cold start (s)", value: Number((load.coldStartMs / 1000).toFixed(1)) },
            { label: "restart (s)", value: Number((load.warmStartMs / 1000).toFixed(1)) },
          ],
        },
      ],
      `Measured ${new Date().toISOString()} on this machine: Lighthouse 13 mobile on Debian Chromium, autocannon against the production build and nginx.`,
    ),
  );
  console.log(`\n${md}`);
}

await main();
