/** The production build: generated media first (it lands in public/), then the React Router build. */
import { execFileSync } from "node:child_process";

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "inherit" });

run("node", ["media/generate.ts"]);
run("node", ["media/documents.ts"]);
run("node", ["media/firmware.ts"]);
run("node", ["media/map.ts"]);
run("node_modules/.bin/react-router", ["build"]);
