/**
 * The production build: generated media first (it lands in public/), then the React Router build,
 * then brotli and gzip copies of its hashed assets (scripts/lib/precompress.ts), and nginx's view
 * of the routes (deploy/generated/, scripts/lib/nginx-routes.ts).
 */
import { execFileSync } from "node:child_process";
import { writeNginxRouteFiles } from "./lib/nginx-routes.ts";
import { precompress } from "./lib/precompress.ts";

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "inherit" });

run("node", ["media/generate.ts"]);
run("node", ["media/documents.ts"]);
run("node", ["media/firmware.ts"]);
run("node", ["media/map.ts"]);
run("node_modules/.bin/react-router", ["build"]);

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
