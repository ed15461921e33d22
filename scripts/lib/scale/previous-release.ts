/**
 * The two releases the deploy check rolls between: the newest this checkout built, and a real
 * older one, the commit before the newest migration (so the new release brings a migration the
 * previous one does not know). The older one is built from a git worktree of that commit with its
 * own build script (which makes no release), then made a release by this checkout's code.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { listReleases, makeRelease, type Release } from "../releases.ts";

const git = (args: string[], cwd?: string) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** The parent of the newest commit that changed drizzle/: its full and its short (release.json) hash. */
export function commitBeforeNewestMigration(root: string) {
  const migration = git(["log", "-1", "--format=%H", "--", "drizzle"], root);
  const full = git(["rev-parse", `${migration}^`], root);
  return { migration, full, short: git(["rev-parse", "--short=12", full], root) };
}

/**
 * The release of this checkout's build: the newest release not made from `previousShort`
 * (the previous release, made later by an earlier run, is newer by its time).
 */
export function newRelease(root: string, previousShort: string): Release {
  const pick = () =>
    listReleases()
      .filter((r) => r.commit !== previousShort)
      .at(-1);
  let release = pick();
  if (!release) {
    console.log("No release yet: running the build first…");
    execFileSync(process.execPath, ["scripts/build.ts"], { cwd: root, stdio: "inherit" });
    release = pick();
  }
  if (!release) throw new Error("the build made no release in releases/");
  return release;
}

/**
 * The release of `commit`: one made by an earlier run is used again; else the commit is checked
 * out beside this one, built there (with this checkout's node_modules, a superset, and its
 * pictures and documents, so only changed ones are drawn again) and made a release.
 */
export function previousRelease(root: string, commit: { full: string; short: string }) {
  const made = listReleases().find((r) => r.commit === commit.short);
  if (made) return { release: made, builtMs: 0 };
  const started = Date.now();
  const tree = mkdtempSync(path.join(tmpdir(), "noteva-previous-"));
  git(["worktree", "add", "--detach", tree, commit.full], root);
  const here = process.cwd();
  try {
    symlinkSync(path.join(root, "node_modules"), path.join(tree, "node_modules"));
    for (const dir of ["public/media", "public/docs"]) {
      if (existsSync(path.join(root, dir))) cpSync(path.join(root, dir), path.join(tree, dir), { recursive: true });
    }
    console.log(`Building the previous release (commit ${commit.short}) in ${tree}…`);
    const bin = path.join(root, "node_modules", ".bin");
    execFileSync(path.join(bin, "node"), ["scripts/build.ts"], {
      cwd: tree,
      stdio: "inherit",
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    });
    // makeRelease works on the working directory's build; RELEASES is this checkout's (absolute)
    process.chdir(tree);
    const release = makeRelease();
    return { release, builtMs: Date.now() - started };
  } finally {
    process.chdir(here);
    git(["worktree", "remove", "--force", tree], root);
  }
}
