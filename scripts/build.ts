/**
 * The production build: generated media first (it lands in public/), then the React Router build,
 * then brotli and gzip copies of its hashed assets (scripts/lib/precompress.ts), and nginx's view
 * of the routes (deploy/generated/, scripts/lib/nginx-routes.ts).
 *
 * `--defer-media` (a fresh clone's first `npm start`): the pictures and the PDFs, a minute and a
 * half on two cores, are left out and a marker says so; the server draws them in the background
 * once it answers (scripts/prepare-media.ts), and meanwhile draws a picture on request and answers
 * a document with "being prepared".
 */
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { MEDIA_PENDING } from "./lib/media-pending.ts";
import { writeNginxRouteFiles } from "./lib/nginx-routes.ts";
import { precompress } from "./lib/precompress.ts";

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
