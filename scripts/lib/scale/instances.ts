/**
 * The app's instances for the scale test: each a production server (server/main.ts) whose output
 * is kept in reports/scale/{name}.log when it exits; every one started is killed at the end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { reportDir } from "./report.ts";

export type Instance = { port: number; url: string; child: ChildProcess; log: string };

const children: ChildProcess[] = [];

/**
 * `from`: a release's directory (scripts/lib/releases.ts), run with its own Node; `cwd` where it
 * runs (a release from before releases existed reads its build from the working directory).
 */
export function startApp(
  env: Record<string, string>,
  name: string,
  { from, cwd }: { from?: string; cwd?: string } = {},
): Instance {
  const port = Number(env.PORT);
  const log = path.join(reportDir, `${name}.log`);
  const node = from ? path.join(from, "node_modules", ".bin", "node") : process.execPath;
  const child = spawn(node, [from ? path.join(from, "server", "main.ts") : "server/main.ts"], {
    cwd,
    // plain http:// on loopback: a trial of production, said so explicitly
    env: { ...process.env, SITE_ENV: "production", ALLOW_INSECURE_SITE_URL: "1", TRUST_PROXY: "loopback", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const out: string[] = [];
  child.stdout?.on("data", (d) => out.push(String(d)));
  child.stderr?.on("data", (d) => out.push(String(d)));
  child.on("exit", () => writeFileSync(log, out.join("")));
  children.push(child);
  return { port, url: `http://127.0.0.1:${port}`, child, log };
}

/** Kills (-9) every instance still running. */
export function killInstances() {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
}
