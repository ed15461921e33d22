/**
 * Releases: each build becomes a self-contained directory, `releases/<id>/`, that a running
 * instance never sees change: the build (hard links to the one just made), the server's own code,
 * the migrations, package.json and node_modules (hard links too: `npm ci` replaces files, it never
 * writes into them, so a release keeps the dependencies it was built with). The id is the build's
 * time and a hash of its server bundle and client manifest. Every release's hashed assets are also
 * kept in one pool, `releases/assets/`, where nginx and the instances find those of the releases
 * before (a tab opened before a deploy loads its chunks from there). `releases/current` and
 * `releases/previous` name what is deployed and what a rollback returns to.
 *
 * Kept: the last KEEP_RELEASES, and current and previous; the pool keeps their assets and any
 * younger than KEEP_DAYS.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

export const RELEASES = path.resolve(process.env.RELEASES_DIR ?? "releases");
const POOL = path.join(RELEASES, "assets");
const KEEP_RELEASES = 5;
const KEEP_DAYS = 30;
/** A release's name: when it was built (UTC) and a hash of what was built. */
const RELEASE_ID = /^\d{8}-\d{6}-[0-9a-f]{8}$/;

export type Release = { id: string; createdAt: string; commit: string | null; dir: string };

/** Copies `from` to `to` as hard links where the file system allows, else as copies. */
function linkTree(from: string, to: string) {
  try {
    execFileSync("cp", ["-al", from, to], { stdio: "pipe" });
  } catch {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
  }
}

/** A hash of what was built: the server bundle and the client's route manifest. */
function buildHash(buildDir: string): string {
  const manifest = readdirSync(path.join(buildDir, "client", "assets")).find((f) => /^manifest-.*\.js$/.test(f)) ?? "";
  return createHash("sha256")
    .update(readFileSync(path.join(buildDir, "server", "index.js")))
    .update(manifest)
    .digest("hex")
    .slice(0, 8);
}

function buildId(buildDir: string): string {
  const time = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${time}-${buildHash(buildDir)}`;
}

/**
 * The newest release made from the build in `buildDir` (its hash ends the release's name), if
 * any. Not simply the newest release: the scale test makes one of an older commit after the build.
 */
export function releaseOfBuild(buildDir = "build"): Release | null {
  if (!existsSync(path.join(buildDir, "server", "index.js"))) return null;
  const hash = buildHash(buildDir);
  return listReleases().findLast((r) => r.id.endsWith(`-${hash}`)) ?? null;
}

function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return null;
  }
}

/** Makes `releases/<id>/` from the build in `build/` and the checkout's server code; returns it. */
export function makeRelease(): Release {
  const started = Date.now();
  const id = buildId("build");
  const dir = path.join(RELEASES, id);
  const staging = path.join(RELEASES, `.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  linkTree("build", path.join(staging, "build"));
  for (const part of ["server", "drizzle"]) cpSync(part, path.join(staging, part), { recursive: true });
  cpSync("package.json", path.join(staging, "package.json"));
  // a checkout whose node_modules is a link to another's (a worktree) gets the files, not the link
  linkTree(realpathSync("node_modules"), path.join(staging, "node_modules"));
  const release: Release = { id, createdAt: new Date().toISOString(), commit: gitCommit(), dir };
  writeFileSync(path.join(staging, "release.json"), `${JSON.stringify({ ...release, dir: undefined }, null, 2)}\n`);
  // whole or not at all: a release appears under its name only once it is complete
  renameSync(staging, dir);
  addToPool(dir);
  console.log(`release ${id}: ${path.relative(process.cwd(), dir)} in ${Date.now() - started} ms`);
  return release;
}

/** The release's hashed assets, linked into the pool (names never collide: they carry their hash). */
function addToPool(dir: string) {
  mkdirSync(POOL, { recursive: true });
  const assets = path.join(dir, "build", "client", "assets");
  for (const file of readdirSync(assets)) {
    const target = path.join(POOL, file);
    if (existsSync(target)) continue;
    try {
      linkSync(path.join(assets, file), target);
    } catch {
      cpSync(path.join(assets, file), target);
    }
  }
}

/** Every complete release, oldest first. */
export function listReleases(): Release[] {
  if (!existsSync(RELEASES)) return [];
  return readdirSync(RELEASES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && RELEASE_ID.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => existsSync(path.join(RELEASES, name, "release.json")))
    .map((name) => {
      const meta = JSON.parse(readFileSync(path.join(RELEASES, name, "release.json"), "utf8")) as Release;
      return { ...meta, id: name, dir: path.join(RELEASES, name) };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The release a name (`current`, `previous`) points at, if any. */
export function pointed(name: "current" | "previous"): Release | null {
  const link = path.join(RELEASES, name);
  if (!existsSync(link)) return null;
  const id = path.basename(readlinkSync(link));
  return listReleases().find((r) => r.id === id) ?? null;
}

/** Points `name` at a release, atomically (a new link renamed over the old). */
export function point(name: "current" | "previous", release: Release) {
  const link = path.join(RELEASES, name);
  const temp = `${link}.${process.pid}`;
  rmSync(temp, { force: true });
  symlinkSync(release.id, temp);
  renameSync(temp, link);
}

/**
 * Removes the releases no longer kept: all but the newest KEEP_RELEASES, current and previous.
 * The pool keeps the assets of the releases kept and every asset younger than KEEP_DAYS, so a tab
 * opened on a release removed since still finds its chunks for a month.
 */
export function pruneReleases(now = Date.now()): string[] {
  const all = listReleases();
  const kept = new Set([
    ...all.slice(-KEEP_RELEASES).map((r) => r.id),
    ...[pointed("current"), pointed("previous")].flatMap((r) => (r ? [r.id] : [])),
  ]);
  const removed = all.filter((r) => !kept.has(r.id));
  for (const r of removed) rmSync(r.dir, { recursive: true, force: true });
  if (existsSync(POOL)) {
    const wanted = new Set(
      all.filter((r) => kept.has(r.id)).flatMap((r) => readdirSync(path.join(r.dir, "build", "client", "assets"))),
    );
    for (const file of readdirSync(POOL)) {
      const young = now - statSync(path.join(POOL, file)).mtimeMs < KEEP_DAYS * 86_400_000;
      if (!wanted.has(file) && !young) rmSync(path.join(POOL, file), { force: true });
    }
  }
  return removed.map((r) => r.id);
}
