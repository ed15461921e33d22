import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CONTROL_SOCKET, startControl } from "./control";

const dir = mkdtempSync(path.join(tmpdir(), "noteva-control-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Sends lines on one connection and collects as many answer lines. */
function exchange(lines: string[]): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(path.join(dir, CONTROL_SOCKET));
    let buffer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(lines.map((l) => `${l}\n`).join("")));
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      const answers = buffer.split("\n").filter(Boolean);
      if (answers.length === lines.length) {
        socket.end();
        resolve(answers.map((a) => JSON.parse(a)));
      }
    });
    socket.on("error", reject);
  });
}

describe("the control socket", () => {
  it("replaces a stale socket, is 0600, answers registered commands in order, and is gone when closed", async () => {
    writeFileSync(path.join(dir, CONTROL_SOCKET), ""); // left behind by a process that died
    const context = { greeting: "hello" };
    const stop = await startControl(
      dir,
      {
        echo: { describe: "says its argument back", run: async (args, c) => `${c.greeting} ${String(args.name)}` },
        fail: {
          describe: "always fails",
          run: async () => {
            throw Object.assign(new Error("no such staff member\nsecond line"), { name: "Refused" });
          },
        },
      },
      context,
    );
    const file = path.join(dir, CONTROL_SOCKET);
    expect(statSync(file).isSocket()).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const answers = await exchange([
      JSON.stringify({ id: 1, command: "echo", args: { name: "Mara" } }),
      JSON.stringify({ id: 2, command: "fail" }),
      JSON.stringify({ id: 3, command: "nope" }),
      "not json",
      JSON.stringify({ id: 5, command: "commands" }),
    ]);
    expect(answers[0]).toEqual({ id: 1, ok: true, result: "hello Mara" });
    expect(answers[1]).toEqual({ id: 2, ok: false, kind: "Refused", error: "no such staff member" });
    expect(answers[2]).toMatchObject({ id: 3, ok: false, error: 'unknown command "nope" (try "commands")' });
    expect(answers[3]).toMatchObject({ id: null, ok: false });
    expect(answers[4]).toEqual({ id: 5, ok: true, result: { echo: "says its argument back", fail: "always fails" } });

    // a second instance on the same DATA_DIR (PostgreSQL) leaves the live socket alone
    const second = await startControl(dir, {}, context);
    expect((await exchange([JSON.stringify({ id: 6, command: "echo", args: { name: "B" } })]))[0]).toMatchObject({
      ok: true,
    });
    await second();
    await stop();
    expect(existsSync(file)).toBe(false);
  });
});
