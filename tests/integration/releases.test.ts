import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Releases on disk (scripts/lib/releases.ts): which are kept, what `current` and `previous` name,
 * and which assets the pool keeps for tabs opened on a release removed since.
 */
const dir = mkdtempSync(path.join(tmpdir(), "noteva-releases-"));
process.env.RELEASES_DIR = dir;
const { listReleases, point, pointed, pruneReleases, releaseOfBuild } = await import("../../scripts/lib/releases");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DAY = 86_400_000;
/** A release made `daysAgo`, with one asset of its own; its asset linked into the pool as the build does. */
function fakeRelease(n: number, daysAgo: number) {
  const id = `2026110${n}-120000-0000000${n}`;
  const assets = path.join(dir, id, "build", "client", "assets");
  mkdirSync(assets, { recursive: true });
  const createdAt = new Date(Date.now() - daysAgo * DAY).toISOString();
  writeFileSync(path.join(dir, id, "release.json"), JSON.stringify({ id, createdAt, commit: null }));
  writeFileSync(path.join(assets, `entry-${n}.js`), `release ${n}`);
  mkdirSync(path.join(dir, "assets"), { recursive: true });
  const pooled = path.join(dir, "assets", `entry-${n}.js`);
  writeFileSync(pooled, `release ${n}`);
  const when = new Date(Date.now() - daysAgo * DAY);
  utimesSync(pooled, when, when);
  return id;
}

describe("releases", () => {
  it("keeps the newest five and current and previous; the pool keeps their assets and a month of others", () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => fakeRelease(n, n === 1 ? 40 : n === 2 ? 10 : 9 - n));
    mkdirSync(path.join(dir, ".staging-1"), { recursive: true }); // an interrupted build: not a release
    const [first, second, third] = ids as [string, string, string];
    const byId = (id: string) => listReleases().find((r) => r.id === id);
    point("current", byId(first) as NonNullable<ReturnType<typeof byId>>);
    point("previous", byId(first) as NonNullable<ReturnType<typeof byId>>);
    point("current", byId(second) as NonNullable<ReturnType<typeof byId>>);
    expect(readlinkSync(path.join(dir, "current"))).toBe(second);
    expect(listReleases().map((r) => r.id)).toEqual(ids);

    expect(pruneReleases()).toEqual([third]);
    expect(listReleases().map((r) => r.id)).toEqual(ids.filter((id) => id !== third));
    expect([pointed("current")?.id, pointed("previous")?.id]).toEqual([second, first]);
    // the removed release's asset is younger than 30 days: kept for its open tabs
    expect(existsSync(path.join(dir, "assets", "entry-3.js"))).toBe(true);
    // release 1 is kept (previous) and so is its asset, though 40 days old
    expect(existsSync(path.join(dir, "assets", "entry-1.js"))).toBe(true);
    // an asset of no kept release and older than 30 days goes
    writeFileSync(path.join(dir, "assets", "entry-old.js"), "gone");
    const old = new Date(Date.now() - 31 * DAY);
    utimesSync(path.join(dir, "assets", "entry-old.js"), old, old);
    pruneReleases();
    expect(existsSync(path.join(dir, "assets", "entry-old.js"))).toBe(false);
  });

  it("finds the release of a checkout's build, though a release of another build was made after it", () => {
    const build = path.join(dir, "..", `${path.basename(dir)}-build`);
    mkdirSync(path.join(build, "client", "assets"), { recursive: true });
    mkdirSync(path.join(build, "server"), { recursive: true });
    writeFileSync(path.join(build, "client", "assets", "manifest-abc123.js"), "manifest");
    writeFileSync(path.join(build, "server", "index.js"), "the server of this build");
    expect(releaseOfBuild(build)).toBeNull();
    const hash = createHash("sha256").update("the server of this build").update("manifest-abc123.js").digest("hex");
    const own = `20261120-120000-${hash.slice(0, 8)}`;
    const later = "20261121-120000-ffffffff";
    for (const [id, ago] of [
      [own, 1000],
      [later, 0],
    ] as const) {
      const createdAt = new Date(Date.now() - ago).toISOString();
      mkdirSync(path.join(dir, id), { recursive: true });
      writeFileSync(path.join(dir, id, "release.json"), JSON.stringify({ id, createdAt, commit: null }));
    }
    expect(listReleases().at(-1)?.id).toBe(later);
    expect(releaseOfBuild(build)?.id).toBe(own);
    rmSync(build, { recursive: true, force: true });
  });
});
