/**
 * `npm run first-start`: what a newcomer sees, measured. A fresh clone of this checkout's last
 * commit, `npm ci` (not timed), then `npm start` as the README says, timed to its first page:
 *  - the first 200 within FIRST_PAGE_BUDGET_S, with progress printed for every long step;
 *  - while the pictures and manuals are still being made: a product's pictures load (drawn on
 *    request) and a manual answers "being prepared" (503, Retry-After), never 404;
 *  - when they are ready: the manual downloads as a PDF;
 *  - `npm run build` beside the running site: every file of the release it runs keeps answering 200.
 * Prints each result and exits 1 when one fails. Run by .ci/run; takes about three minutes.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./lib/net.ts";

const FIRST_PAGE_BUDGET_S = 60;
const READY_LIMIT_S = 400;

const results: { name: string; ok: boolean; detail: string }[] = [];
function record(name: string, ok: boolean, detail: string) {
  results.push({ name, ok, detail });
  console.log(`${ok ? "✔" : "✖"} ${name}: ${detail}`);
}

const work = mkdtempSync(path.join(tmpdir(), "noteva-first-start-"));
const clone = path.join(work, "site");
let server: ChildProcess | undefined;
try {
  console.log(`Cloning ${process.cwd()} into ${clone} and installing (npm ci, not timed)…`);
  execFileSync("git", ["clone", "--quiet", "--depth", "1", `file://${process.cwd()}`, clone], { stdio: "inherit" });
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: clone, stdio: "inherit" });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const started = Date.now();
  server = spawn("npm", ["start"], {
    cwd: clone,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(work, "data"), LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // the longest stretch without a line of output before the first page: no step may be silent
  let lastOutputAt = started;
  let longestSilenceMs = 0;
  let answering = false;
  const seen = (d: Buffer) => {
    output += d;
    process.stdout.write(d);
    if (answering) return;
    longestSilenceMs = Math.max(longestSilenceMs, Date.now() - lastOutputAt);
    lastOutputAt = Date.now();
  };
  server.stdout?.on("data", seen);
  server.stderr?.on("data", seen);

  let firstPageS = Number.NaN;
  while (Date.now() - started < 300_000) {
    const answer = await fetch(`${base}/`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
    if (answer?.status === 200) {
      await answer.arrayBuffer();
      firstPageS = (Date.now() - started) / 1000;
      answering = true;
      longestSilenceMs = Math.max(longestSilenceMs, Date.now() - lastOutputAt);
      break;
    }
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const silentSteps = longestSilenceMs / 1000;
  record(
    `first page within ${FIRST_PAGE_BUDGET_S} s of npm start (${cpus().length} cores, ${cpus()[0]?.model ?? "?"})`,
    firstPageS <= FIRST_PAGE_BUDGET_S,
    `${firstPageS.toFixed(1)} s`,
  );

  // while the pictures and documents are being made
  const product = await (await fetch(`${base}/product/SPC121`)).text();
  const picture = /<img[^>]+src="(\/media\/[^"]+)"/.exec(product)?.[1] ?? "";
  const manual = /href="(\/docs\/[^"]+owners-manual-en[^"]*\.pdf)"/.exec(product)?.[1] ?? "";
  const early = await fetch(base + picture);
  record(
    "a product's picture loads while pictures are being drawn",
    early.status === 200 && /^image\//.test(early.headers.get("content-type") ?? ""),
    `${picture} → ${early.status} ${early.headers.get("content-type")}`,
  );
  const pending = await fetch(base + manual);
  const pendingText = await pending.text();
  const preparing = pending.status === 503 && /being prepared/.test(pendingText) && pending.headers.has("retry-after");
  record(
    "a manual asked for meanwhile is 'being prepared', never 404",
    preparing || (pending.status === 200 && pending.headers.get("content-type") === "application/pdf"),
    `${manual} → ${pending.status}${preparing ? ` being prepared, Retry-After ${pending.headers.get("retry-after")}` : ""}`,
  );

  // when they are ready
  while (!output.includes("Pictures and documents ready") && Date.now() - started < READY_LIMIT_S * 1000) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
  const readyS = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 3_000)); // sizes and search brought up to date
  const pdf = await fetch(base + manual);
  const bytes = (await pdf.arrayBuffer()).byteLength;
  record(
    "the manual downloads once ready",
    pdf.status === 200 && pdf.headers.get("content-type") === "application/pdf" && bytes > 10_000,
    `${pdf.status} ${pdf.headers.get("content-type")}, ${Math.round(bytes / 1024)} KB, pictures and manuals ready ${readyS.toFixed(0)} s after npm start`,
  );
  // a build beside the running site: every file of the release it runs keeps answering
  const home = await (await fetch(`${base}/`)).text();
  const files = [...new Set(home.match(/\/assets\/[^"']+\.(?:js|css)/g) ?? []), picture, manual];
  const building = spawn("npm", ["run", "build", "--silent"], { cwd: clone, stdio: "ignore" });
  const built = new Promise<number>((resolve) => building.on("exit", (code) => resolve(code ?? 1)));
  let asked = 0;
  const failures = new Set<string>();
  let buildDone = false;
  void built.then(() => {
    buildDone = true;
  });
  while (!buildDone) {
    for (const file of files) {
      const answer = await fetch(base + file).catch(() => null);
      await answer?.arrayBuffer();
      asked++;
      if (answer?.status !== 200) failures.add(`${file} ${answer?.status ?? "no answer"}`);
    }
  }
  record(
    "npm run build beside the running site: every file of its release keeps answering",
    (await built) === 0 && failures.size === 0 && asked > files.length * 10,
    `${asked} requests for ${files.length} files while the build ran: ${failures.size ? [...failures].join(", ") : "all 200"}`,
  );
  const progressLines = output.split("\n").filter((l) => /\d+ of \d+ .* about \d+ s left/.test(l));
  record(
    "progress is printed while pictures and manuals are made",
    progressLines.length >= 3 && silentSteps <= 20,
    `${progressLines.length} progress lines; the longest silence before the first page ${silentSteps.toFixed(0)} s`,
  );
} catch (error) {
  record("first start", false, (error as Error).message);
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
    await new Promise((r) => setTimeout(r, 2_000));
  }
  rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok);
console.log(`\nFirst start: ${results.length - failed.length} of ${results.length} checks passed.`);
process.exit(failed.length ? 1 : 0);
