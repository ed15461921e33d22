import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../server/node-flags";

it("the systemd unit starts the server with the same Node flags as npm start and the bench", () => {
  const unit = readFileSync(path.join(import.meta.dirname, "noteva@.service"), "utf8");
  const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1];
  expect(execStart).toBe(`/srv/noteva/node_modules/.bin/node ${SERVER_NODE_FLAGS.join(" ")} server/main.ts`);
});
