/** The embedded database (PGlite): one instance killed (-9) while it writes, then restarted on the same data. */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { contactBody, contactForm } from "../contact-load.ts";
import { freePort, waitFor } from "../net.ts";
import { startApp } from "./instances.ts";
import { record } from "./report.ts";

/** Runs the check with its DATA_DIR in `work`. */
export async function checkEmbeddedKill(work: string) {
  const dataDir = path.join(work, "pglite");
  const portP = await freePort();
  let p = startApp({ PORT: String(portP), DATA_DIR: dataDir, SITE_ENV: "test" }, "pglite");
  await waitFor(`${p.url}/readyz`, 120_000);
  const pToken = await contactForm(p.url);
  await sleep(3_100);
  const pAcked = new Map<string, string>();
  let m = 0;
  const writer = async () => {
    while (true) {
      const k = randomUUID();
      const i = ++m;
      try {
        const res = await fetch(`${p.url}/contactus`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "X-Forwarded-For": `10.200.${(i >> 8) & 255}.${i & 255}`,
          },
          body: contactBody(pToken, k, i),
        });
        const ref = new URL(res.headers.get("location") ?? "/", p.url).searchParams.get("sent");
        if (res.status === 303 && ref) pAcked.set(k, ref);
      } catch {
        return;
      }
    }
  };
  const writers = Array.from({ length: 4 }, writer);
  await sleep(4_000);
  p.child.kill("SIGKILL");
  await Promise.all(writers);
  await sleep(500);
  p = startApp({ PORT: String(portP), DATA_DIR: dataDir, SITE_ENV: "test" }, "pglite-restarted");
  const restartMs = await waitFor(`${p.url}/readyz`, 120_000);
  let found = 0;
  for (const ref of pAcked.values()) {
    const res = await fetch(`${p.url}/contactus?sent=${ref}`);
    if ((await res.text()).includes(ref)) found++;
  }
  record(
    "embedded database killed with -9 while writing: acknowledged messages intact after restart",
    pAcked.size > 10 && found === pAcked.size,
    `${pAcked.size} acknowledged before the kill, ${found} read back after a restart that took ${restartMs} ms`,
  );
  p.child.kill("SIGTERM");
}
