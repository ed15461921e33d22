// Keeps package-lock.json consistent for `npm ci` on this machine's registry, which does not serve
// some platform-specific optional packages (macOS, Windows, Android builds of biome and tailwind's
// oxide): `npm install` leaves them out of the lock, and `npm ci` then rejects the lock. This adds
// an entry for each missing optional dependency, with the os/cpu/libc its name states, so npm
// skips it on other platforms and installs it by name and version where it applies.
// Plain JavaScript on purpose: it must run on any Node (it runs right after installs).
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const tail = name.split("/").pop();
  const os = ["android", "darwin", "linux", "win32", "freebsd", "openbsd", "sunos", "aix"].find((o) =>
    tail.includes(o),
  );
  const cpu = ["arm64", "x64", "ia32", "wasm32", "arm", "ppc64", "s390x", "riscv64", "loong64"].find((c) =>
    new RegExp(`(^|-)${c}(-|$)`).test(tail),
  );
  const libc = tail.includes("musl") ? "musl" : os === "linux" && /gnu/.test(tail) ? "glibc" : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform package: leave npm's decision alone
    packages[`node_modules/${dep}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}
if (added) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`lock-platforms: ${added} platform entries added`);
