import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type RunningServer = {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
  /** kill -9: no shutdown at all, as a crash or the OOM killer ends it (its DATA_DIR is kept). */
  kill: () => Promise<void>;
};

/**
 * Starts the production server (`node server/main.ts`) on a free port with its own DATA_DIR. Its
 * public origin is 127.0.0.1 unless `host` says otherwise (WebAuthn takes a host name such as
 * localhost, never an IP address). A first start builds the data set's search index before it
 * listens: half a minute or more at CONTENT_SCALE=100 on an idle machine, more beside other suites,
 * so such a test gives `startWithinMs` more than the default.
 */
export async function startServer(
  env: Record<string, string> = {},
  { host = "127.0.0.1", startWithinMs = 90_000 }: { host?: string; startWithinMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "noteva-e2e-"));
  let output = "";
  const url = `http://${host}:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    // the public origin is the address the tests use (absolute URLs come from it, never from Host)
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_ENV: "test", SITE_URL: url, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // kept in reports/ too, so a server that fails in CI can be read afterwards
  mkdirSync("reports", { recursive: true });
  const log = path.join("reports", `server-${port}.log`);
  const keep = (d: Buffer) => {
    output += d;
    appendFileSync(log, d);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.on("exit", (code, signal) => appendFileSync(log, `\n[server exited: code ${code}, signal ${signal}]\n`));
  const deadline = Date.now() + startWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in ${startWithinMs / 1000} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    output: () => output,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the server says it is ready (/readyz 200: migrated, seeded, its start-up checks done). */
export async function waitForReady(url: string, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/readyz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} was not ready within ${withinMs / 1000} s`);
}
