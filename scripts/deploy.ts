/**
 * `npm run deploy`: the release of the last `npm run build` (scripts/lib/releases.ts) goes
 * live, one instance at a time behind nginx (scripts/lib/deploy.ts), with no visitor noticing.
 *   npm run deploy                    the release of the last build
 *   npm run deploy -- --release ID    that release
 *   npm run deploy -- --rollback      back to the release before (releases/previous)
 * On a host set up as deploy/ describes (systemd units noteva@PORT running releases/current,
 * nginx including an upstream file). Settings, from the environment:
 *   DEPLOY_PORTS         the instances' ports, comma-separated (3001)
 *   DEPLOY_UPSTREAMS     the upstream file deploy/nginx.conf includes (/etc/nginx/noteva-upstreams.conf)
 *   DEPLOY_NGINX_RELOAD  how nginx reloads (systemctl reload nginx)
 *   DEPLOY_RESTART       how an instance restarts; {port} is replaced (systemctl restart noteva@{port})
 */
import { execSync } from "node:child_process";
import { rollOut } from "./lib/deploy.ts";
import { listReleases, point, pointed, type Release, releaseOfBuild } from "./lib/releases.ts";

const args = process.argv.slice(2);
const fail = (line: string): never => {
  console.error(line);
  process.exit(2);
};

const releases = listReleases();
const current = pointed("current");
let target: Release | null | undefined;
if (args.includes("--rollback")) {
  target = pointed("previous");
  if (!target) fail("No previous release to roll back to (releases/previous is not set).");
} else if (args.includes("--release")) {
  const id = args[args.indexOf("--release") + 1];
  target = releases.find((r) => r.id === id);
  if (!target) fail(`No release ${id}: the releases are ${releases.map((r) => r.id).join(", ") || "none"}.`);
} else {
  // the release of this checkout's build (a scale test may have made a release of an older commit since)
  target = releaseOfBuild() ?? releases.at(-1);
  if (!target) fail("No release yet: run npm run build first.");
}
const release = target as Release;
if (current?.id === release.id && !args.includes("--again")) {
  fail(`Release ${release.id} is already deployed (add --again to restart the instances on it anyway).`);
}

const ports = (process.env.DEPLOY_PORTS ?? "3001").split(",").map((p) => Number(p.trim()));
if (ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) {
  fail(`DEPLOY_PORTS must be ports, comma-separated, such as 3001,3002 (got "${process.env.DEPLOY_PORTS}")`);
}
const upstreamsFile = process.env.DEPLOY_UPSTREAMS ?? "/etc/nginx/noteva-upstreams.conf";
const reload = process.env.DEPLOY_NGINX_RELOAD ?? "systemctl reload nginx";
const restart = process.env.DEPLOY_RESTART ?? "systemctl restart noteva@{port}";

console.log(`Deploying ${release.id}${release.commit ? ` (commit ${release.commit})` : ""} to ${ports.join(", ")}…`);
if (current && current.id !== release.id) point("previous", current);
point("current", release);
try {
  const done = await rollOut({
    ports,
    upstreamsFile,
    reloadNginx: () => execSync(reload, { stdio: "inherit" }),
    restart: async (port) => void execSync(restart.replaceAll("{port}", String(port)), { stdio: "inherit" }),
  });
  const slowest = Math.max(...done.map((d) => d.outMs));
  console.log(
    `Deployed ${release.id}: ${done.length} instances, each out of service at most ${(slowest / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`Deploy of ${release.id} stopped: ${(error as Error).message}`);
  console.error(
    "The instances not yet replaced still run the release before. To go back: npm run deploy -- --rollback",
  );
  process.exit(1);
}
