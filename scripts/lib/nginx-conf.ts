/**
 * The production nginx configuration (deploy/nginx.conf) run by the scripts: installs Debian's
 * nginx and its modules when missing, fills in the template's placeholders and starts a
 * private nginx whose pid, cache, logs and temporary files stay in `prefix`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";

const MODULES = ["ngx_http_js_module.so", "ngx_http_brotli_static_module.so"].map((m) => `/usr/lib/nginx/modules/${m}`);
const PACKAGES = ["nginx-light", "libnginx-mod-http-js", "libnginx-mod-http-brotli-static"];

/**
 * nginx with njs (the page cache's key) and brotli_static (the build's brotli copies), from apt
 * when any is missing; the binary's path.
 */
export function ensureNginx(): string {
  const found = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" }).stdout.trim();
  if (found && MODULES.every((m) => existsSync(m))) return found.split("\n")[0] as string;
  if (process.getuid?.() !== 0)
    throw new Error(`nginx or a module of it is missing: apt-get install -y ${PACKAGES.join(" ")}`);
  console.log("nginx or a module of it is missing: installing Debian's packages with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", ...PACKAGES], { stdio: "inherit", env });
  if (install.status !== 0) throw new Error(`Could not install nginx: apt-get install -y ${PACKAGES.join(" ")}`);
  return "/usr/sbin/nginx";
}

export type DeployNginx = {
  prefix: string;
  listen: string;
  upstreams: number[];
  staticDir: string;
  /** The hashed assets (every release's pool); the build's own by default. */
  assetsDir?: string;
  /** One worker on this CPU (the bench) instead of one per core. */
  cpu?: number;
};

/** deploy/nginx.conf with its placeholders filled in. */
export function renderNginxConf({ prefix, listen, staticDir, assetsDir, cpu }: DeployNginx): string {
  const root = process.cwd();
  let conf = readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8")
    .replaceAll("{{USER}}", userInfo().username)
    .replaceAll("{{PREFIX}}", prefix)
    .replaceAll("{{LISTEN}}", listen)
    .replaceAll("{{STATIC}}", staticDir)
    .replaceAll("{{ASSETS}}", assetsDir ?? path.join(staticDir, "assets"))
    .replaceAll("{{DEPLOY}}", path.join(root, "deploy"))
    .replaceAll("{{UPSTREAMS}}", upstreamsFile(prefix));
  if (cpu !== undefined) {
    const workers = "worker_processes auto;";
    if (!conf.includes(workers)) throw new Error(`deploy/nginx.conf has no "${workers}" line to pin`);
    conf = conf.replace(workers, `worker_processes 1;\nworker_cpu_affinity 1${"0".repeat(cpu)};`);
  }
  return conf;
}

/** The file nginx's upstream block includes (rewritten by a deploy: scripts/lib/deploy.ts). */
export const upstreamsFile = (prefix: string) => path.join(prefix, "upstreams.conf");

/** The upstream lines: each instance's port, those in `down` marked so (nginx sends them nothing). */
export function upstreamLines(ports: readonly number[], down: readonly number[] = []): string {
  return `${ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s${down.includes(p) ? " down" : ""};`).join("\n")}\n`;
}

/** Starts nginx with deploy/nginx.conf (checked with -t first); returns how to stop it. */
export function startDeployNginx(nginx: string, options: DeployNginx): () => void {
  const { prefix } = options;
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "cache"])
    mkdirSync(path.join(prefix, d), { recursive: true });
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(upstreamsFile(prefix), upstreamLines(options.upstreams));
  writeFileSync(file, renderNginxConf(options));
  execFileSync(nginx, ["-t", "-q", "-c", file, "-p", prefix]);
  execFileSync(nginx, ["-c", file, "-p", prefix]);
  return () => void spawnSync(nginx, ["-c", file, "-p", prefix, "-s", "stop"]);
}

/** The command that makes a private nginx started above reload its configuration. */
export const reloadCommand = (nginx: string, prefix: string) => [
  nginx,
  "-c",
  path.join(prefix, "nginx.conf"),
  "-p",
  prefix,
  "-s",
  "reload",
];

/** The log of pages nginx asked the instances to render for its cache (the fill server's). */
export function fillLog(prefix: string): { msec: number; upstream: string; status: string; uri: string }[] {
  const file = path.join(prefix, "fill.log");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [msec, upstream, status] = line.split(" ");
      return {
        msec: Number(msec),
        upstream: upstream ?? "",
        status: status ?? "",
        uri: /"(.*)"$/.exec(line)?.[1] ?? "",
      };
    });
}
