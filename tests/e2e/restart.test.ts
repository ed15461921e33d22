import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { contactBody, contactForm, lostAndDuplicated, STORED_BY_KEY } from "../../scripts/lib/contact-load";
import { freePort } from "./server";

/**
 * A deploy on the embedded database is a restart of its one instance. With its listening socket
 * held by systemd (deploy/noteva@.socket; here a stand-in, support/socket-holder.py), visitors who
 * arrive while it restarts wait in the socket's queue instead of being refused: this measures what
 * they see (every answer, how long the longest waited), and that no contact message sent meanwhile
 * is lost or stored twice.
 */
const work = mkdtempSync(path.join(tmpdir(), "noteva-restart-"));
const dataDir = path.join(work, "data");
let holder: ChildProcess | undefined;
afterAll(() => {
  holder?.stdin?.end("stop\n");
  holder?.kill();
  rmSync(work, { recursive: true, force: true });
});

const pages = ["/", "/category/DigitalPianos", "/product/SPC121", "/news", "/support", "/search?q=piano"];

describe("a restart of the one instance (the embedded database)", () => {
  it("refuses no visitor and loses or doubles no message", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = "";
    holder = spawn(
      "python3",
      ["tests/e2e/support/socket-holder.py", String(port), process.execPath, "server/main.ts"],
      {
        env: { ...process.env, DATA_DIR: dataDir, SITE_ENV: "test", SITE_URL: base, LOG_LEVEL: "warn" },
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    holder.stdout?.on("data", (d) => {
      output += d;
    });
    holder.stderr?.on("data", (d) => {
      output += d;
    });
    const said = (line: string) =>
      new Promise<void>((resolve) => {
        const check = () => (output.includes(line) ? resolve() : setTimeout(check, 50));
        check();
      });
    holder.stdin?.write("start\n");
    for (;;) {
      const ready = await fetch(`${base}/readyz`).catch(() => null);
      if (ready?.status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const token = await contactForm(base);
    await new Promise((r) => setTimeout(r, 3_100)); // a form sent sooner is taken for a robot's

    const answers: Record<string, number> = {};
    const acknowledged = new Map<string, string>();
    let errors = 0;
    let longestMs = 0;
    let running = true;
    let n = 0;
    const timed = async (go: () => Promise<Response>) => {
      const started = Date.now();
      try {
        const response = await go();
        await response.arrayBuffer();
        answers[response.status] = (answers[response.status] ?? 0) + 1;
        longestMs = Math.max(longestMs, Date.now() - started);
        return response;
      } catch {
        errors++;
        return null;
      }
    };
    const browse = async () => {
      while (running) await timed(() => fetch(base + (pages[n++ % pages.length] as string)));
    };
    const write = async () => {
      while (running) {
        const key = randomUUID();
        const i = ++n;
        const response = await timed(() =>
          fetch(`${base}/contactus`, {
            method: "POST",
            redirect: "manual",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              "X-Forwarded-For": `10.9.${(i >> 8) & 255}.${i & 255}`,
            },
            body: contactBody(token, key, i),
          }),
        );
        const reference = new URL(response?.headers.get("location") ?? "/", base).searchParams.get("sent");
        if (response?.status === 303 && reference) acknowledged.set(key, reference);
      }
    };
    const load = [browse(), browse(), write(), write()];
    await new Promise((r) => setTimeout(r, 2_000));
    const restarted = Date.now();
    holder.stdin?.write("restart\n");
    await said("restart done");
    for (;;) {
      const ready = await fetch(`${base}/readyz`).catch(() => null);
      if (ready?.status === 200) break;
    }
    const restartMs = Date.now() - restarted;
    await new Promise((r) => setTimeout(r, 2_000));
    running = false;
    await Promise.all(load);
    holder.stdin?.write("stop\n");
    await said("stop done");

    // every acknowledged message is stored, once, under the reference it was answered with
    const database = await PGlite.create({ dataDir: path.join(dataDir, "pgdata") });
    const { rows } = await database.query<{ key: string; reference: string }>(STORED_BY_KEY, [
      [...acknowledged.keys()],
    ]);
    await database.close();
    const { lost, duplicated } = lostAndDuplicated(acknowledged, rows);
    console.log(
      `restart: ready again ${restartMs} ms after the stop began; answers ${JSON.stringify(answers)}, ` +
        `${errors} refused or cut, longest wait ${longestMs} ms; ${acknowledged.size} messages acknowledged`,
    );
    expect(errors).toBe(0);
    expect(Object.keys(answers).every((status) => ["200", "303"].includes(status))).toBe(true);
    expect(acknowledged.size).toBeGreaterThan(10);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
  }, 120_000);
});
