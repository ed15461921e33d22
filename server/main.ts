/**
 * The process entry, run by Node 24 directly (type stripping): `node server/main.ts [--dev]`.
 * It owns what is not React Router's: compression, headers, static files, start-up and shutdown.
 * Everything it takes from the app, the server's own middleware included, comes from the server
 * bundle's entry (server/app.ts), typed by that module: the process loads each module once, so
 * each piece of module state (the content version, the database gate) exists once. Development
 * loads the same entry through Vite.
 */

import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";

/** The server bundle's exports (a type only: erased when Node strips the types). */
type Entry = typeof import("./app.ts");

// Everything this process writes (DATA_DIR: the embedded database and its write-ahead log, the
// secrets; backups) is its user's alone, whatever mode a library asks for (app/.server/owner-only.server.ts).
process.umask(0o077);

const dev = process.argv.includes("--dev");
// React and React Router pick their builds when first imported: the served site is always the
// production build, whatever the environment says; only `--dev` runs development builds.
process.env.NODE_ENV = dev ? "development" : "production";
/**
 * The release this file belongs to: the directory holding `server/` and `build/`. Run from a
 * release (`releases/<id>/server/main.ts`, scripts/lib/releases.ts) it is that release, whatever
 * `releases/current` points at later, and its build, migrations and dependencies are its own; run
 * from the checkout it is the checkout. The working directory stays where DATA_DIR is meant.
 */
const releaseRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(releaseRoot, "build", "client");
process.env.NOTEVA_RELEASE_ROOT = releaseRoot;
process.env.MIGRATIONS_DIR ??= path.join(releaseRoot, "drizzle");
/** Earlier releases' hashed assets (releases/assets), for tabs opened before a deploy. */
const assetPool = existsSync(path.join(releaseRoot, "release.json")) ? path.join(releaseRoot, "..", "assets") : null;

async function main() {
  let vite: import("vite").ViteDevServer | undefined;
  let mod: Entry;
  if (dev) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true } });
    mod = (await vite.ssrLoadModule("./server/app.ts")) as Entry;
  } else {
    mod = await import(path.join(releaseRoot, "build", "server", "index.js"));
  }
  const { bodyLimit, finalErrorHandler, sameOriginMutations, securityHeaders, wellFormedRequests } = mod;

  logging = mod;
  const runtime = await mod.boot();
  const production = runtime.env.SITE_ENV === "production";
  mod.releaseInfo.set({ release: releaseName(mod.releaseId) }, 1);
  mod.measureFrom({
    contentVersion: mod.contentVersion,
    ready: () => !closing && !mod.databaseSeemsDown(),
    dataDir: runtime.database.kind === "pglite" ? runtime.env.DATA_DIR : null,
    backupsScheduled: () => runtime.database.kind === "pglite" && Boolean(runtime.env.BACKUP_DIR),
    lastBackupAt: mod.lastBackupAt,
  });

  const app = express();
  app.disable("x-powered-by");
  // the balancer in front tells the visitor's address; nobody else may (TRUST_PROXY)
  const trust = runtime.env.TRUST_PROXY;
  app.set("trust proxy", /^\d+$/.test(trust) ? Number(trust) : trust.split(",").map((p) => p.trim()));
  app.use(securityHeaders({ production, dev }));

  // Rendered public pages, kept per content version (server/page-cache.ts); not in development.
  // Hits are answered before Express (below); the finishing step keeps what Express renders, and
  // compresses and completes every answer (server/finish.ts). Nothing before it writes a body.
  const pages = vite ? null : mod.pageCache({ version: mod.contentVersion });
  app.use(mod.finishing({ pages }));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Hashed build assets never change: cache them for a year. Scripts and styles go out as the
    // brotli or gzip copy the build made of each (scripts/lib/precompress.ts), not compressed per request.
    // Those of the releases before come from the pool, behind this release's own.
    const assets = (dir: string, last: boolean) => [
      mod.precompressed(dir),
      express.static(dir, { immutable: true, maxAge: "1y", index: false, fallthrough: !last }),
    ];
    app.use(
      mod.assetsPath,
      ...assets(path.join(clientDir, "assets"), !assetPool),
      ...(assetPool ? assets(assetPool, true) : []),
    );
    // A firmware archive's name carries its version and a release is never rebuilt under the same
    // one (a fix is a new version): cached for a year, like hashed assets.
    app.use(
      "/downloads/firmware",
      express.static(path.join(clientDir, "downloads", "firmware"), { immutable: true, maxAge: "1y", index: false }),
    );
    // Generated media and documents keep their names across builds; revalidate them daily. Every
    // file has an extension and no page has one, so a page never waits for a look at the disk.
    const files = express.static(clientDir, { maxAge: "1d", index: false, dotfiles: "ignore" });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? files(req, res, next) : next()));
  }

  // Uploads in the admin may be larger than anything else the site accepts.
  const uploadLimit = bodyLimit(26 * 1024 * 1024);
  const formLimit = bodyLimit(1024 * 1024);
  app.use((req, res, next) => (mod.uploadAddresses.includes(req.path) ? uploadLimit : formLimit)(req, res, next));
  app.use(sameOriginMutations());
  app.use(wellFormedRequests());
  if (vite) {
    const devServer = vite;
    app.use(async (req, res, next) => {
      try {
        const fresh = (await devServer.ssrLoadModule("./server/app.ts")) as Entry;
        fresh.createAppHandler(runtime)(req, res, next);
      } catch (error) {
        next(error);
      }
    });
  } else {
    // a tab of another build loads the page as a document rather than read this build's data
    app.use(mod.sameBuildData(mod.releaseId));
    app.use(mod.createAppHandler(runtime));
  }

  app.use(finalErrorHandler());

  // one address per page before anything looks at it; then a cached page is answered at once
  const health = healthAnswer(
    mod.contentSecurityPolicy({ production }),
    production,
    mod.addressOf("routes/resources/healthz"),
  );
  // a client trickling its headers is cut off 20 s in, checked every 5 s (Node checks every 30 s)
  const metrics = mod.metricsAnswer("/metrics", mod.metricsReaders(runtime.env.METRICS_ALLOW));
  mod.trustProxies(app.get("trust proxy fn"));
  // NOTEVA_SIGNALS=off: no request log and no request metrics, for the bench's A/B of their cost only
  const signals = process.env.NOTEVA_SIGNALS !== "off";
  // one close listener per request: it counts the request done and, with signals, records it
  const answeredAndRecorded = function (this: ServerResponse) {
    active--;
    mod.recordRequest(this);
  };
  const server = createServer(
    { connectionsCheckingInterval: 5_000, IncomingMessage: mod.TracedRequest },
    (req, res) => {
      if (closing) res.shouldKeepAlive = false;
      if (health(req, res)) return;
      active++;
      res.once("close", signals ? answeredAndRecorded : answered);
      if (signals) mod.traceRequest(req);
      if (metrics(req, res)) return;
      normalizeUrl(req, mod);
      if (pages?.fastHit(req, res)) return;
      if (signals) mod.answerWithId(req, res);
      app(req, res);
    },
  );
  // the control socket (backups, and what else server/control-commands.ts registers), the backup
  // schedule, and the daily sweep that deletes contact messages past the privacy policy's retention
  const stopControl = await mod.startControl(runtime.env.DATA_DIR, mod.controlCommands, runtime);
  const stopBackups = mod.startBackupSchedule(runtime);
  const stopSweep = mod.startRetentionSweep(runtime);
  // and the hourly one that deletes firmware news subscriptions not confirmed within a week
  const stopNewsSweep = mod.startFirmwareNewsSweep(runtime);
  // mail goes out from the outbox (decision 031); without SMTP_URL it stays there for /admin/mail
  const mailSender = mod.startMailSender(runtime);
  mod.measureFrom({ outbox: () => mod.outboxSnapshot(runtime) });
  const held = heldSocket();
  server.listen(held ?? runtime.env.PORT, () => {
    console.log(
      `Noteva website on ${held ? "the socket it was handed" : `http://localhost:${runtime.env.PORT}`} (${runtime.env.SITE_ENV}, ${runtime.database.kind}${dev ? ", dev" : ""})`,
    );
    if (!vite && existsSync(path.join(clientDir, ".media-pending"))) prepareMedia(mod, runtime);
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Configuration error: PORT ${runtime.env.PORT} is already in use`
        : `Server error: ${error.message}`,
    );
    process.exit(1);
  });

  // Draining (SIGTERM, SIGINT): readiness turns 503 at once and answers say Connection: close;
  // after DRAIN_SECONDS (for a balancer that polls /readyz) the listener closes and the
  // connections end (stopServing), up to DRAIN_LIMIT_MS; then the database closes and the process
  // exits. A deploy takes the instance out of nginx first (README, "Deploying a new release").
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    mod.enterPhase("draining");
    const delay = runtime.env.DRAIN_SECONDS * 1000;
    mod.log.info({ signal, inFlight: active, delayMs: delay }, "draining: unready, finishing the requests in flight");
    setTimeout(
      () =>
        stopServing(server, async () => {
          stopSweep();
          stopNewsSweep();
          await Promise.all([stopControl(), stopBackups(), mailSender.stop()]);
          await runtime.database.close();
        }),
      delay,
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  // a fault nothing caught (a rejected promise too) goes to the log, with its stack, before the process ends
  process.on("uncaughtException", (error) => {
    mod.log.fatal({ err: error }, "uncaught exception: the process ends (its supervisor starts it again)");
    mod.flushLog();
    process.exit(1);
  });
}

/**
 * A fresh clone's first start serves before its pictures and documents exist (scripts/build.ts
 * --defer-media): they are made now, in a process of lower priority than this one, with its
 * progress on this terminal. Meanwhile a picture is drawn on request and a document answers
 * "being prepared"; when they are in place, sizes, checksums and search are brought up to date.
 */
function prepareMedia(mod: Entry, runtime: Awaited<ReturnType<Entry["boot"]>>) {
  console.log("Drawing the pictures and writing the manuals in the background; the site answers meanwhile.");
  mod.setMediaBeingPrepared(true);
  const child = spawn("nice", ["-n", "10", process.execPath, "scripts/prepare-media.ts", clientDir], {
    stdio: "inherit",
  });
  child.on("exit", (code) => {
    if (code !== 0) {
      mod.log.error({ code }, "preparing pictures and documents failed: run npm run build, then start again");
      return;
    }
    mod
      .filesChanged(runtime)
      .then(() => mod.setMediaBeingPrepared(false))
      .catch((error: Error) => mod.log.error({ err: error }, "bringing sizes and search up to date failed"));
  });
  process.once("exit", () => child.kill());
}

/** How long a stopping instance lets its requests in flight finish (systemd's TimeoutStopSec is above it). */
const DRAIN_LIMIT_MS = 20_000;
let closing = false;
/** The app's log, once the build is loaded. */
let logging: Pick<Entry, "log" | "flushLog"> | undefined;

/**
 * Stops listening, then lets every connection end as its client ends it, and exits when none is
 * left, cutting what runs past the limit. The server never closes an idle keep-alive connection
 * itself (what http.Server's close() does): a client may be sending a request on it at that very
 * moment, and that request would fail. Instead every answer from now on says `Connection: close`
 * (the request handler), and an idle connection ends at the keep-alive timeout (5 s), which
 * clients keep ahead of (nginx and Node's fetch close theirs at 4 s).
 */
function stopServing(server: Server, closeDatabase: () => Promise<void>) {
  const exit = (code: number) => {
    logging?.flushLog();
    process.exit(code);
  };
  NetServer.prototype.close.call(server, () => {
    closeDatabase().finally(() => exit(0));
  });
  setTimeout(() => {
    logging?.log.warn({ inFlight: active }, `requests still running after ${DRAIN_LIMIT_MS / 1000} s: cut`);
    server.closeAllConnections();
    setTimeout(() => exit(0), 1_000).unref();
  }, DRAIN_LIMIT_MS).unref();
}

/**
 * A listening socket handed over by whoever started the process (systemd's socket activation,
 * deploy/noteva@.socket: LISTEN_FDS, the socket on fd 3). Its owner keeps it open while the
 * instance restarts, so connections wait in its queue instead of being refused: a single
 * instance (the embedded database) restarts without refusing a visitor (README, Deploying).
 */
function heldSocket(): { fd: number } | null {
  const pid = process.env.LISTEN_PID;
  if (process.env.LISTEN_FDS !== "1" || (pid && Number(pid) !== process.pid)) return null;
  return { fd: 3 };
}

/** The release's id (release.json) when run from a release, else the build's own. */
function releaseName(buildId: string): string {
  const file = path.join(releaseRoot, "release.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { id: string }).id : buildId;
}

/** Requests being answered, for the drain's log lines. */
let active = 0;
function answered() {
  active--;
}

/**
 * `/healthz` says only that the process answers, so the HTTP server says it at once: a load
 * balancer polling it costs nothing, whatever Express and React Router would add (readiness, which
 * asks the database, stays `/readyz`). The headers are the site's, as for every answer.
 */
function healthAnswer(policy: string, production: boolean, address: string) {
  const body = Buffer.from(JSON.stringify({ status: "ok" }));
  const headers = [
    "Content-Type",
    "application/json",
    "Content-Length",
    String(body.length),
    "Cache-Control",
    "no-store",
    "Content-Security-Policy",
    policy,
    "X-Content-Type-Options",
    "nosniff",
    "Cross-Origin-Resource-Policy",
    "same-origin",
    "Referrer-Policy",
    "strict-origin-when-cross-origin",
    "X-Frame-Options",
    "DENY",
    ...(production ? ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"] : []),
  ];
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== address || (req.method !== "GET" && req.method !== "HEAD")) return false;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}

/**
 * Tracking parameters never reach a page, and a public page request keeps only the parameters that
 * page reads, sorted (app/lib/page-url.ts): one page, one cache key, one canonical URL.
 */
function normalizeUrl(req: IncomingMessage, { normalizeQuery, isPageRequest }: Entry) {
  const url = req.url ?? "/";
  const at = url.indexOf("?");
  if (at === -1 || (req.method !== "GET" && req.method !== "HEAD")) return;
  const path = url.slice(0, at);
  const page = isPageRequest(req) ? path : null;
  req.url = path + normalizeQuery(url.slice(at), { page });
}

main().catch((error: unknown) => {
  const err = error as Error;
  // Configuration problems are one readable line; anything else too, without a stack trace.
  // A failed query's message is the query; the database's reason is its cause.
  const cause = err.cause instanceof Error ? ` (${err.cause.message})` : "";
  console.error(err.name === "ConfigError" ? err.message : `Start-up failed: ${err.message.split("\n")[0]}${cause}`);
  process.exit(1);
});
