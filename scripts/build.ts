/**
 * The production build: generated media first (it lands in public/), then the React Router build,
 * then brotli and gzip copies of its hashed assets (scripts/lib/precompress.ts), and nginx's view
 * of the routes (deploy/generated/, scripts/lib/nginx-routes.ts).
 *
 * `--defer-media` (a fresh clone's first `npm start`): the pictures and the PDFs, a minute and a
 * half on two cores, are left out and a marker says so; the server draws them in the background
 * once it answers (scripts/prepare-media.ts), and meanwhile draws a picture on request and answers
 * a document with "being prepared".
 *
 * Last, the build becomes a release, `releases/<id>/` (scripts/lib/releases.ts), which `npm start`
 * and `npm run deploy` run; building again never touches a release an instance runs.
 */
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { writeNginxRouteFiles } from "./lib/nginx-routes.ts";
import { precompress } from "./lib/precompress.ts";
import { makeRelease, pruneReleases } from "./lib/releases.ts";

/** Written while the build's pictures and PDFs are still to be made (server/main.ts reads it). */
const MEDIA_PENDING = "build/client/.media-pending";

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "inherit" });
const defer = process.argv.includes("--defer-media");

if (!defer) {
  run("node", ["media/generate.ts"]);
  run("node", ["media/documents.ts"]);
}
run("node", ["media/firmware.ts"]);
run("node", ["media/map.ts"]);
run("node_modules/.bin/react-router", ["build"]);
if (defer) writeFileSync(MEDIA_PENDING, `${new Date().toISOString()}\n`);
else rmSync(MEDIA_PENDING, { force: true });

const started = Date.now();
const { files, bytes, br, gz } = await precompress("build/client/assets");
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `Precompressed ${files} assets (${kb(bytes)}): brotli ${kb(br)}, gzip ${kb(gz)}, in ${Date.now() - started} ms.`,
);

const written = writeNginxRouteFiles();
console.log(
  `nginx's route files (deploy/generated/): ${written.length ? `wrote ${written.join(", ")}` : "unchanged"}.`,
);

makeRelease();
const pruned = pruneReleases();
if (pruned.length) console.log(`releases removed (older than the last kept): ${pruned.join(", ")}`);
