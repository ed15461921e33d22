/**
 * PostgreSQL for the scale test: a private cluster made with the machine's own binaries (initdb on
 * a free port), so stopping it never disturbs the machine's service or other test runs.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** The newest installed PostgreSQL's bin directory, or "" when there is none. */
export const pgBin = (() => {
  const base = "/usr/lib/postgresql";
  const version = existsSync(base) ? readdirSync(base).sort().at(-1) : undefined;
  return version ? path.join(base, version, "bin") : "";
})();

const asPostgres = (cmd: string, args: string[]) =>
  spawnSync("runuser", ["-u", "postgres", "--", path.join(pgBin, cmd), ...args], { encoding: "utf8" });

/** A new, empty cluster in `dir` (trust authentication, user postgres). */
export function initCluster(dir: string) {
  mkdirSync(dir);
  execFileSync("chown", ["postgres:postgres", dir]);
  const init = asPostgres("initdb", ["-D", dir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
}

export function startCluster(dir: string, port: number) {
  const run = asPostgres("pg_ctl", ["-D", dir, "-l", `${dir}/server.log`, "-w", "-o", `-p ${port} -k /tmp`, "start"]);
  if (run.status !== 0) throw new Error(`pg_ctl start failed: ${run.stderr}`);
}

export const stopCluster = (dir: string) => asPostgres("pg_ctl", ["-D", dir, "-m", "fast", "-w", "stop"]);
