/**
 * The pictures and PDFs a fresh clone's first build left out (`scripts/build.ts --defer-media`),
 * made in the background by the server it started (server/main.ts), at a lower priority than the
 * server: drawn into public/ as the full build draws them (progress on the terminal), then copied
 * into build/client, where the server serves them; the marker goes last. Interrupted, it starts
 * again at the next start, keeping what was made (the generators skip unchanged files).
 */
import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { MEDIA_PENDING } from "./lib/media-pending.ts";

const started = Date.now();
const run = (script: string) => execFileSync(process.execPath, [script], { stdio: "inherit" });
run("media/generate.ts");
run("media/documents.ts");
for (const dir of ["media", "docs"]) cpSync(`public/${dir}`, `build/client/${dir}`, { recursive: true });
rmSync(MEDIA_PENDING, { force: true });
console.log(`Pictures and documents ready in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
