/** Small helpers for the scripts that start servers: a free port, and waiting for an answer. */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { userInfo } from "node:os";
import path from "node:path";
import { ensureNginx } from "./nginx-conf.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers `status`; returns the milliseconds it took. */
export async function waitFor(url: string, timeoutMs: number, status = 200): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === status) return Date.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
}

/**
 * Starts a private nginx (one worker, on CPU `cpu` when given) in `work` with the given
 * `http { … }` body, and returns how to stop it. Its pid, log and temporary files stay in `work`.
 * nginx is installed first when it is missing (as root, with apt).
 */
export function startNginx(work: string, http: string, { cpu }: { cpu?: number } = {}): () => void {
  const nginx = ensureNginx();
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(work, d), { recursive: true });
  const conf = path.join(work, "nginx.conf");
  writeFileSync(
    conf,
    `user ${userInfo().username};
worker_processes 1;${cpu === undefined ? "" : `\nworker_cpu_affinity 1${"0".repeat(cpu)};`}
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
${http}
}
`,
  );
  execFileSync(nginx, ["-c", conf, "-p", work]);
  return () => void spawnSync(nginx, ["-c", conf, "-p", work, "-s", "stop"]);
}
