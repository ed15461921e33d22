/**
 * The pictures and PDFs a fresh clone's first build left out (`scripts/build.ts --defer-media`),
 * made in the background by the server it started (server/main.ts), at a lower priority than the
 * server: drawn into public/ as the full build draws them (progress on the terminal), then copied
 * into build/client, where the server serves them; the marker goes last. Interrupted, it starts
 * again at the next start, keeping what was made (the generators skip unchanged files).
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

/** The build to complete: the running release's (server/main.ts passes it), else the checkout's. */
const clientDir = process.argv[2] ?? "build/client";
const started = Date.now();
const run = (script: string) => execFileSync(process.execPath, [script], { stdio: "inherit" });
run("media/generate.ts");
run("media/documents.ts");
/**
 * Copies a tree file by file, each target removed first: a release's files are hard links shared
 * with the checkout's build (scripts/lib/releases.ts), so a file is replaced, never written into.
 */
function copyTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else {
      rmSync(target, { force: true });
      copyFileSync(source, target);
    }
  }
}
for (const dir of ["media", "docs"]) copyTree(`public/${dir}`, `${clientDir}/${dir}`);
rmSync(`${clientDir}/.media-pending`, { force: true });
console.log(`Pictures and documents ready in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
