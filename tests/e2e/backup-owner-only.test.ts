/**
 * The embedded database is the site user's alone (ASVS 8.3): after the built server starts on a
 * DATA_DIR and a BACKUP_DIR an older release left world-readable, takes a backup (asked, and
 * scheduled) and the backup is restored, no file under DATA_DIR, BACKUP_DIR or the restored
 * DATA_DIR, nor the backup file, can be read or written by another local user (tried as
 * `nobody`), and every entry there is 0600 or 0700, the write-ahead log included. And a backup
 * the server writes into a directory others may write to (/tmp) sends nothing through a file or
 * link `nobody` planted at the temporary names it once used (`FILE.payload-PID`, `FILE.partial-PID`).
 * Acting as another user needs root, which CI has; elsewhere the test says why it does not apply.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { controlRequest } from "../../scripts/lib/backup-cli";
import { startServer, waitForReady } from "./server";
import { headerOf, modeOf, runCli } from "./support/backup";
import { sleep } from "./support/http";

const root = process.getuid?.() === 0;
const work = mkdtempSync(path.join(tmpdir(), "noteva-owner-only-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every path under `dir` (itself included) that is not a symbolic link, with its mode. */
function entries(dir: string): { file: string; mode: number }[] {
  const found = [{ file: dir, mode: lstatSync(dir).mode & 0o777 }];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) found.push(...entries(file));
    else found.push({ file, mode: lstatSync(file).mode & 0o777 });
  }
  return found;
}

/** Runs a command as user `nobody`. */
const asNobody = (...command: string[]) =>
  execFileSync("setpriv", ["--reuid=nobody", "--regid=nogroup", "--clear-groups", ...command], { stdio: "ignore" });

/** What user `nobody` can read or write under these directories (`find` as nobody): nothing, we expect. */
function reachableByNobody(dirs: string[]): string[] {
  let out = "";
  try {
    out = execFileSync(
      "setpriv",
      [
        "--reuid=nobody",
        "--regid=nogroup",
        "--clear-groups",
        "find",
        ...dirs,
        "(",
        "-readable",
        "-o",
        "-writable",
        ")",
        "-print",
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
  } catch (error) {
    out = String((error as { stdout?: string }).stdout ?? ""); // find exits 1 on directories it may not enter
  }
  return out.split("\n").filter(Boolean);
}

/** Entries other users have any permission on (group or other bits). */
const loose = (dir: string) =>
  entries(dir)
    .filter((e) => (e.mode & 0o077) !== 0)
    .map((e) => `${e.file} ${e.mode.toString(8)}`);

describe.skipIf(!root)("DATA_DIR and backups are owner-only (as root: it reads as user nobody)", () => {
  it("after a start on an older release's 0755 DATA_DIR, a backup and a restore", { timeout: 240_000 }, async () => {
    chmodSync(work, 0o755); // others may enter the parent: only the modes below it keep them out
    const site = path.join(work, "site");
    const scheduled = path.join(work, "scheduled");
    const operators = path.join(work, "operators"); // the operator's own directory: its mode is theirs
    const restored = path.join(work, "restored");
    for (const dir of [site, scheduled, operators, restored]) {
      mkdirSync(dir);
      chmodSync(dir, 0o755);
    }
    // an older release's leftovers: world-readable secrets in world-readable directories
    writeFileSync(path.join(site, "session-secret"), randomBytes(32).toString("hex"));
    writeFileSync(path.join(scheduled, "notes.txt"), "kept by an older release\n");
    chmodSync(path.join(site, "session-secret"), 0o644);
    chmodSync(path.join(scheduled, "notes.txt"), 0o644);
    const file = path.join(operators, "site.backup");

    const server = await startServer({ DATA_DIR: site, BACKUP_DIR: scheduled });
    try {
      await waitForReady(server.url);
      const said = (name: string, dir: string) =>
        new RegExp(
          `^${name} ${dir} was readable by other users: made owner-only \\(\\d+ (entry|files and directories)\\)$`,
          "m",
        );
      expect(server.output()).toMatch(said("DATA_DIR", site));
      expect(server.output()).toMatch(said("BACKUP_DIR", scheduled));
      const backup = await runCli("backup", [file], { DATA_DIR: site });
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      const deadline = Date.now() + 30_000; // the first scheduled backup, 10 s after the start
      while (!/^backup: .*noteva-/m.test(server.output()) && Date.now() < deadline) await sleep(250);
      expect(server.output()).toMatch(/^backup: .*noteva-/m);
      // while the server runs and writes (its write-ahead log included)
      expect(loose(site)).toEqual([]);
      expect(loose(scheduled)).toEqual([]);
      expect(reachableByNobody([site, scheduled, file])).toEqual([]);
    } finally {
      await server.stop();
    }
    expect(entries(site).some((e) => e.file.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);

    const restore = await runCli("restore", [file, "--site-key-file", path.join(site, "site-key")], {
      DATA_DIR: restored,
    });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    for (const dir of [site, scheduled, restored]) expect(loose(dir), dir).toEqual([]);
    expect(modeOf(file)).toBe(0o600);
    expect(reachableByNobody([site, scheduled, restored, file])).toEqual([]);
    // a second start has nothing left to tighten, and says nothing
    const again = await startServer({ DATA_DIR: restored });
    try {
      await waitForReady(again.url);
      expect(again.output()).not.toMatch(/readable by other users/);
      expect(loose(restored)).toEqual([]);
    } finally {
      await again.stop();
    }
  });

  it("a backup into a shared directory never writes through what another user planted there", {
    timeout: 120_000,
  }, async () => {
    chmodSync(work, 0o755);
    const shared = path.join(work, "shared");
    mkdirSync(shared);
    chmodSync(shared, 0o1777); // like /tmp: everyone may create files, only in their own name
    const server = await startServer({ DATA_DIR: path.join(work, "planted-site") });
    try {
      await waitForReady(server.url);
      const status = await controlRequest(path.join(server.dataDir, "control.sock"), "status", {});
      const pid = (status.result as { pid: number }).pid;
      const file = path.join(shared, "site.backup");
      const planted = `${file}.payload-${pid}`;
      const decoy = path.join(shared, "decoy");
      asNobody("touch", planted, decoy);
      asNobody("chmod", "666", planted, decoy);
      asNobody("ln", "-s", decoy, `${file}.partial-${pid}`);

      const backup = await runCli("backup", [file], { DATA_DIR: server.dataDir });
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(existsSync(planted), "the planted file is left alone").toBe(true);
      expect(statSync(planted).size, "the planted file received nothing").toBe(0);
      expect(readFileSync(decoy, "utf8"), "nothing went through the planted link").toBe("");
      expect(modeOf(file)).toBe(0o600);
      expect(headerOf(file).tables.length).toBeGreaterThan(10);
      expect(reachableByNobody([file])).toEqual([]);
      // nothing of the writer's own is left in the shared directory
      expect(readdirSync(shared).sort()).toEqual(
        ["decoy", "site.backup", `site.backup.partial-${pid}`, `site.backup.payload-${pid}`].sort(),
      );
    } finally {
      await server.stop();
    }
  });
});
