/**
 * A new release deployed and rolled back under load (README, "Deploying a new release"): two
 * instances of the previous release (the commit before the newest migration) on a fresh database
 * behind nginx, a browser tab opened on it, and visitors and an editor working through nginx while
 * `rollOut()` (scripts/lib/deploy.ts, what `npm run deploy` runs) replaces the instances one at a
 * time with the new release, and then goes back. While one instance runs the new release (which
 * migrated the database) the other still runs the previous one on the migrated schema: the
 * migrations are additive (expand, then contract in a later release).
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { contactForm, lostAndDuplicated, STORED_BY_KEY } from "../contact-load.ts";
import { rollOut } from "../deploy.ts";
import { freePort, waitFor } from "../net.ts";
import { reloadCommand, startDeployNginx, upstreamsFile } from "../nginx-conf.ts";
import { RELEASES, type Release } from "../releases.ts";
import { failures, startLoad, type Tally } from "./deploy-load.ts";
import { type Instance, startApp } from "./instances.ts";
import { openTab } from "./old-tab.ts";
import { commitBeforeNewestMigration, newRelease, previousRelease } from "./previous-release.ts";
import { record, reportDir } from "./report.ts";

export type DeploySetup = {
  root: string;
  nginx: string;
  /** The scale test's temporary directory and its PostgreSQL cluster (a database of its own is made). */
  work: string;
  pgPort: number;
  /** The instances' settings but the database and ports. */
  env: Record<string, string>;
  admin: { email: string; password: string };
};

const migrations = (r: Release) => readdirSync(path.join(r.dir, "drizzle")).filter((f) => f.endsWith(".sql")).length;

/** Points a link at a release, atomically (nginx's static root follows it per request). */
function repoint(link: string, release: Release) {
  symlinkSync(release.dir, `${link}.next`);
  renameSync(`${link}.next`, link);
}

/** "200 .data ×4, 200 document ×1" */
const summary = (answers: string[]) => {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const [status, pathname = ""] = a.split(" ");
    const kind = `${status} ${pathname.endsWith(".data") ? ".data" : pathname.startsWith("/__manifest") ? "manifest" : "document"}`;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k} ×${n}`).join(", ");
};

export async function checkDeployUnderLoad({ root, nginx, work, pgPort, env, admin }: DeploySetup) {
  // 1. the two releases
  const commit = commitBeforeNewestMigration(root);
  const next = newRelease(root, commit.short);
  const { release: prev, builtMs } = previousRelease(root, commit);
  record(
    "two releases: the newest build and the commit before the newest migration",
    prev.id !== next.id && migrations(next) > migrations(prev),
    `new ${next.id} (commit ${next.commit}, ${migrations(next)} migrations); previous ${prev.id} ` +
      `(commit ${prev.commit}, parent of ${commit.migration.slice(0, 12)}, ${migrations(prev)} migrations; ` +
      `${builtMs ? `built from a worktree in ${(builtMs / 1000).toFixed(0)} s` : "made by an earlier run"})`,
  );

  // 2. its own database, two instances of the previous release, nginx
  const admin0 = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
  await admin0.connect();
  await admin0.query("drop database if exists noteva_deploy");
  await admin0.query("create database noteva_deploy");
  await admin0.end();
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/noteva_deploy`;
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  sql.on("error", () => undefined);
  const [portA, portB, portN] = [await freePort(), await freePort(), await freePort()];
  const lb = `http://127.0.0.1:${portN}`;
  const shared = { ...env, DATABASE_URL: databaseUrl, SITE_URL: lb };
  const instances = new Map<number, Instance>();
  // a release from before releases existed reads its build from the working directory
  const start = (release: Release, port: number, name: string) => {
    const instance = startApp({ ...shared, PORT: String(port) }, name, { from: release.dir, cwd: release.dir });
    instances.set(port, instance);
    return instance;
  };
  const prefix = path.join(work, "nginx-deploy");
  const staticLink = path.join(work, "static-release");
  symlinkSync(prev.dir, staticLink);
  let stopNginx = () => undefined as unknown;
  let tab: Awaited<ReturnType<typeof openTab>> | undefined;
  let load: ReturnType<typeof startLoad> | undefined;
  try {
    const a = start(prev, portA, "deploy-a-previous");
    const b = start(prev, portB, "deploy-b-previous");
    await Promise.all([waitFor(`${a.url}/readyz`, 120_000), waitFor(`${b.url}/readyz`, 120_000)]);
    stopNginx = startDeployNginx(nginx, {
      prefix,
      listen: `127.0.0.1:${portN}`,
      upstreams: [portA, portB],
      staticDir: path.join(staticLink, "build", "client"),
      assetsDir: path.join(RELEASES, "assets"),
    });
    await waitFor(`${lb}/`, 10_000);

    const allowWithoutSecondFactor = async () => {
      const [known] = (await sql.query("select to_regclass('staff_setting') is not null as known")).rows;
      if (!known?.known) return;
      await sql.query(
        `insert into staff_setting (name, value) values ('require-second-factor', 'false')
         on conflict (name) do update set value = 'false'`,
      );
    };
    // what the load browses, the editor's article and session, the contact form's token
    const q = async (text: string) => (await sql.query(text)).rows.map((r) => String(r.id));
    const products = await q("select id from product order by id limit 3");
    const articles = await q(
      "select id from article where status = 'published' and kind = 'news' order by published_at desc limit 2",
    );
    const pages = [
      "/",
      "/news",
      `/news/${articles[1]}`,
      "/support",
      "/support/manuals",
      "/support/videos",
      "/aboutus/companyoverview",
      "/category/Drums",
      "/category/DigitalPianos",
      ...products.map((p) => `/product/${p}`),
      "/dealer/distributor",
      "/search?q=piano",
      "search",
    ];
    const notFound = [];
    for (const p of pages.filter((p) => p !== "search"))
      if ((await fetch(`${lb}${p}`)).status !== 200) notFound.push(p);
    if (notFound.length) throw new Error(`pages to browse that do not answer 200: ${notFound.join(", ")}`);
    // production requires a second factor, which this editor has not got: the previous release
    // may know that policy already (a release before second factors has no such table)
    await allowWithoutSecondFactor();
    const login = await fetch(`${lb}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "192.0.2.44" },
      body: new URLSearchParams({ email: admin.email, password: admin.password, redirectTo: "/admin" }),
    });
    const cookie = (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    if (login.status < 300 || login.status >= 400 || !cookie)
      throw new Error(`the editor's sign-in through nginx answered ${login.status}`);
    const token = await contactForm(lb);
    tab = await openTab(lb);
    await sleep(3_100); // the form token is accepted 3 s after it was made

    // 3. the load, then the deploy
    load = startLoad({ lb, pages, token, editor: { cookie, article: articles[0] as string } });
    const { reloaded } = load;
    await sleep(3_000);
    const reloadNginx = () => {
      reloaded();
      execFileSync(reloadCommand(nginx, prefix)[0] as string, reloadCommand(nginx, prefix).slice(1));
    };
    let onMigrated = { statuses: [] as number[], entry: "" };
    const restartOn = (release: Release, label: string) => async (port: number) => {
      const old = instances.get(port) as Instance;
      const exited = new Promise((resolve) =>
        old.child.exitCode !== null ? resolve(0) : old.child.once("exit", resolve),
      );
      old.child.kill("SIGTERM");
      await Promise.race([
        exited,
        sleep(30_000).then(() => Promise.reject(new Error(`${port} did not stop within 30 s`))),
      ]);
      const fresh = start(release, port, `deploy-${port === portA ? "a" : "b"}-${label}`);
      await waitFor(`${fresh.url}/readyz`, 120_000);
      if (release !== next || port !== portA) return;
      // the new release migrated: the staff policy it brings is set before it takes visitors
      // (production requires a second factor, which this editor has not got)
      await allowWithoutSecondFactor();
      // expand/contract: the previous release (B) answers on the schema the new one migrated
      const direct = await Promise.all(
        ["/", "/news", `/product/${products[0]}`, "/search?q=stage+piano", "/contactus"].map(async (p) => {
          const res = await fetch(`http://127.0.0.1:${portB}${p}`);
          const html = await res.text();
          onMigrated.entry ||= /\/assets\/entry\.client-[^"]+\.js/.exec(html)?.[0] ?? "";
          return res.status;
        }),
      );
      onMigrated = { ...onMigrated, statuses: direct };
    };
    load.phase("deploy");
    repoint(staticLink, next);
    const deployed = await rollOut({
      ports: [portA, portB],
      upstreamsFile: upstreamsFile(prefix),
      reloadNginx,
      restart: restartOn(next, "new"),
    });
    await sleep(1_000);

    // 4. the tab from before the deploy goes on
    load.phase("after the deploy");
    const onNew = await fetch(`${lb}/`).then((r) => r.text());
    const newEntry = /\/assets\/entry\.client-[^"]+\.js/.exec(onNew)?.[0] ?? "?";
    const walk = await tab.navigate();
    await sleep(1_000);

    // 5. back to the previous release, under the same load
    load.phase("rollback");
    repoint(staticLink, prev);
    const rolledBack = await rollOut({
      ports: [portA, portB],
      upstreamsFile: upstreamsFile(prefix),
      reloadNginx,
      restart: restartOn(prev, "rolled-back"),
    });
    await sleep(2_000);
    const { phases, acknowledged, saves, resent: resentAt, reloads } = await load.stop();
    const backOnPrevious = await fetch(`${lb}/`).then((r) => r.text());

    // the results
    const all: Tally[] = [...phases.values()].flatMap((p) => Object.values(p));
    const requests = all.reduce((s, t) => s + t.requests, 0);
    const failed = all.reduce((s, t) => s + failures(t), 0);
    const resent = all.reduce((s, t) => s + t.resent, 0);
    const statuses: Record<string, number> = {};
    for (const t of all) for (const [s, n] of Object.entries(t.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
    const byPhase = [...phases].map(
      ([name, kinds]) =>
        `${name}: ${Object.entries(kinds)
          .map(([k, t]) => `${k} ${t.requests} (${failures(t)} failed${t.resent ? `, ${t.resent} resent` : ""})`)
          .join(", ")}`,
    );
    const out = (rows: { port: number; outMs: number }[]) =>
      rows.map((r) => `${r.port === portA ? "A" : "B"} ${(r.outMs / 1000).toFixed(1)} s`).join(", ");
    // pages 200, forms and saves a redirect, a stale save 409
    const unexpected = Object.keys(statuses).filter((s) => !/^(200|30[23]|409)$/.test(s));
    const failedRequests = all.flatMap((t) => t.failed);
    record(
      "deploy and rollback under load: 0 errors seen by the load",
      failed === 0 && unexpected.length === 0 && saves.saved > 0 && saves.other.length === 0,
      `${requests} requests through nginx, statuses ${JSON.stringify(statuses)}, ${failed} 5xx/connection errors/timeouts ` +
        `(${resent} sent again after nginx closed a kept-alive connection at a reload before answering, as browsers do); ` +
        `${byPhase.join("; ")}; editor ${saves.saved} saves, ${saves.conflicts} conflicts reloaded` +
        `${saves.other.length ? `, other answers ${saves.other.join(" ")}` : ""}; out of service: deploy ${out(deployed)}, rollback ${out(rolledBack)}` +
        `${failedRequests.length ? `; failed: ${failedRequests.slice(0, 5).join("; ")}` : ""}` +
        `${resentAt.length ? `; sent again: ${resentAt.slice(0, 5).join("; ")}, nginx reloaded at ${reloads.join(", ")}` : ""}`,
    );

    const rows = await sql.query(STORED_BY_KEY, [[...acknowledged.keys()]]);
    const { lost, duplicated } = lostAndDuplicated(acknowledged, rows.rows);
    record(
      "deploy and rollback under load: no contact message lost or duplicated",
      acknowledged.size > 50 && lost === 0 && duplicated === 0,
      `${acknowledged.size} acknowledged, ${rows.rowCount} stored, ${lost} lost, ${duplicated} duplicated`,
    );

    const chunkErrors = tab.errors.filter((e) => /loading chunk|dynamically imported module|failed to fetch/i.test(e));
    const landed = walk.steps.filter((s) => s.h1 && !s.errorScreen).length;
    // its modules never read the new release's data: its first click loads a document of the new
    // build (the server sees a data request that names no build, or another: decision 030)
    const movedOn =
      newEntry === tab.firstEntry || (walk.steps[0]?.documentLoad === true && walk.lastEntry === newEntry);
    record(
      "a tab from the old release navigates 5 pages after the deploy without an error screen, on the new build from its first click",
      walk.steps.length === 5 && landed === 5 && movedOn && tab.failedAssets.length === 0 && chunkErrors.length === 0,
      `${walk.steps.map((s) => `${s.to} → "${s.h1.slice(0, 40)}"${s.documentLoad ? " (document load)" : ""}${s.errorScreen ? " ERROR SCREEN" : ""}`).join(", ")}; ` +
        `${tab.failedAssets.length} /assets/ answers ≥ 400${tab.failedAssets.length ? ` (${tab.failedAssets.slice(0, 3).join(", ")})` : ""}; ` +
        `entry script ${tab.firstEntry} → ${walk.lastEntry} (${walk.lastEntry === newEntry ? "the new release's" : `not the new release's ${newEntry}`}), ` +
        `its ${walk.answered.length} requests to the instances answered by the new release (${summary(walk.answered)}); ` +
        `page errors: ${tab.errors.length ? tab.errors.slice(0, 3).join(" | ") : "none"}`,
    );

    const previousEntry = /\/assets\/entry\.client-[^"]+\.js/.exec(backOnPrevious)?.[0] ?? "?";
    record(
      "the previous release serves on the migrated schema",
      onMigrated.statuses.length === 5 &&
        onMigrated.statuses.every((s) => s === 200) &&
        onMigrated.entry === tab.firstEntry &&
        previousEntry === tab.firstEntry,
      `with A on the new release (migration ${migrations(next)} applied), B on the previous one answered ${onMigrated.statuses.join(" ")} ` +
        `for /, /news, a product, a search, /contactus (entry ${onMigrated.entry}); after the rollback both run it, nginx serves entry ${previousEntry}`,
    );
  } finally {
    await load?.stop(); // when a step failed, the load is still running
    await tab?.close().catch(() => undefined);
    stopNginx();
    const nginxLog = path.join(prefix, "error.log");
    if (existsSync(nginxLog)) copyFileSync(nginxLog, path.join(reportDir, "nginx-deploy-error.log"));
    for (const i of instances.values()) if (i.child.exitCode === null) i.child.kill("SIGTERM");
    await sleep(500);
    await sql.end().catch(() => undefined);
    rmSync(staticLink, { force: true });
  }
}
