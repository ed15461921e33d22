/**
 * Loaded into a server process with `--import`: writes the URL of every module the process loads,
 * one a line, to the file MODULE_LOG names (http.test.ts checks the production server's graph).
 */
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

const log = process.env.MODULE_LOG;
if (log) {
  registerHooks({
    load(url, context, nextLoad) {
      appendFileSync(log, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
