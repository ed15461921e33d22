/**
 * The restore drill: the built server on the embedded database takes contact messages and an
 * editor's saves in a loop; `npm run backup` runs in the middle of them; the backup is restored
 * into a fresh data directory and a second instance started on it. Every change acknowledged
 * before the backup began is there, and nothing is half-written: every table holds the header's
 * row count (the restore checked each against its checksum), and the product an editor saved
 * has exactly one audit entry per save it holds, the last saying what the product says.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/.server/db/rows";
import { startServer } from "./server";
import { headerOf, runCli, withDatabase } from "./support/backup";
import { formValues } from "./support/forms";
import { nextAddress, sleep } from "./support/http";
import { ADMIN } from "./support/staff-server";

const work = mkdtempSync(path.join(tmpdir(), "noteva-backup-drill-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Acknowledged = { what: string; at: number };

async function waitUntil(done: () => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`the load did not get that far in ${ms} ms`);
    await sleep(50);
  }
}

/** Sends contact messages one after another until `until()`; records each acknowledged reference. */
async function contactLoop(base: string, token: string, acked: Acknowledged[], until: () => boolean, worker: number) {
  for (let i = 0; !until(); i++) {
    const body = new URLSearchParams({
      name: "Drill Sender",
      email: `drill${worker}@example.com`,
      country: "DK",
      topic: "product",
      product: "SPC121",
      serial: "",
      message: `Restore drill message ${worker}-${i}: does the backup keep me?`,
      consent: "on",
      website: "",
      key: randomUUID(),
      token,
    });
    const answer = await fetch(`${base}/contactus`, {
      method: "POST",
      redirect: "manual",
      headers: { "X-Forwarded-For": nextAddress() },
      body,
    });
    await answer.arrayBuffer();
    expect(answer.status).toBe(303);
    const reference = /sent=(NV-[0-9A-Z-]+)/.exec(answer.headers.get("location") ?? "")?.[1];
    if (reference) acked.push({ what: reference, at: Date.now() });
  }
}

/** The editor saves MK61 again and again, each time with a new sp4; records each acknowledged save. */
async function editorLoop(base: string, cookie: string, acked: Acknowledged[], until: () => boolean) {
  for (let i = 1; !until(); i++) {
    const page = await (await fetch(`${base}/admin/products/MK61`, { headers: { cookie } })).text();
    const fields = formValues(page, "product-MK61").map((p) => (p.name === "sp4" ? { ...p, value: `drill-${i}` } : p));
    if (!fields.some((p) => p.name === "sp4")) fields.push({ name: "sp4", value: `drill-${i}` });
    const body = new URLSearchParams(fields.map((p) => [p.name, String(p.value)]));
    const answer = await fetch(`${base}/admin/products/MK61`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie },
      body,
    });
    await answer.arrayBuffer();
    expect(answer.status).toBe(302);
    acked.push({ what: `drill-${i}`, at: Date.now() });
  }
}

describe("restore drill", () => {
  it("a backup taken under writes restores every change acknowledged before it began", {
    timeout: 300_000,
  }, async () => {
    const original = path.join(work, "original");
    const restored = path.join(work, "restored");
    const credentials = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const server = await startServer({ DATA_DIR: original, ...credentials });
    const file = path.join(work, "drill.backup");
    const contacts: Acknowledged[] = [];
    const saves: Acknowledged[] = [];
    let backupBegan = 0;
    try {
      const login = await fetch(`${server.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "X-Forwarded-For": nextAddress() },
        body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
      });
      expect(login.status).toBe(302);
      const cookie = /noteva_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
      const contactPage = await (await fetch(`${server.url}/contactus`)).text();
      const token = /name="token" value="([^"]+)"/.exec(contactPage)?.[1] ?? "";
      await sleep(3_100); // the form's minimum fill time

      let stop = false;
      const until = () => stop;
      const load = Promise.all([
        contactLoop(server.url, token, contacts, until, 1),
        contactLoop(server.url, token, contacts, until, 2),
        editorLoop(server.url, cookie, saves, until),
      ]);
      load.catch(() => {
        stop = true;
      });
      try {
        // the backup begins once writes of both kinds are flowing, and they go on during and after it
        await waitUntil(() => contacts.length >= 4 && saves.length >= 2);
        backupBegan = Date.now();
        const backup = await runCli("backup", [file], { DATA_DIR: original });
        expect(backup.stderr).toBe("");
        expect(backup.stdout).toMatch(/taken by the server running on/);
        const ended = Date.now();
        await waitUntil(() => contacts.some((c) => c.at > ended) && saves.some((s) => s.at > ended));
      } finally {
        stop = true;
      }
      await load;
    } finally {
      await server.stop();
    }
    // acknowledged by the time the backup command started (the same millisecond counts)
    const ackedBefore = (list: Acknowledged[]) => list.filter((a) => a.at <= backupBegan).map((a) => a.what);
    expect(ackedBefore(contacts).length).toBeGreaterThan(3);
    expect(ackedBefore(saves).length).toBeGreaterThan(1);

    const restore = await runCli("restore", [file, "--site-key-file", path.join(original, "site-key")], {
      DATA_DIR: restored,
    });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    await withDatabase({ dataDir: restored }, async (database) => {
      for (const table of headerOf(file).tables) {
        const [row] = await rowsOf<{ n: number }>(database.db, `select count(*)::int as n from "${table.name}"`);
        expect(row?.n, table.name).toBe(table.rows);
      }
      const references = new Set(
        (await rowsOf<{ reference: string }>(database.db, "select reference from contact_message")).map(
          (r) => r.reference,
        ),
      );
      for (const reference of ackedBefore(contacts)) expect(references.has(reference), reference).toBe(true);
      const [product] = await rowsOf<{ sp4: string }>(database.db, "select sp4 from product where id = 'MK61'");
      const saved = Number(product?.sp4.replace("drill-", ""));
      expect(saved).toBeGreaterThanOrEqual(ackedBefore(saves).length);
      // each save wrote the product and its audit entry in one transaction: both are in, or neither
      const audits = await rowsOf<{ after: { sp4?: string } }>(
        database.db,
        "select after from audit_log where entity = 'product' and entity_id = 'MK61' order by id",
      );
      expect(audits).toHaveLength(saved);
      expect(audits.at(-1)?.after.sp4).toBe(product?.sp4);
    });

    // a second instance serves what was restored
    const second = await startServer({ DATA_DIR: restored, ...credentials });
    try {
      expect((await fetch(`${second.url}/product/MK61`)).status).toBe(200);
      const login = await fetch(`${second.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "X-Forwarded-For": nextAddress() },
        body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
      });
      const cookie = /noteva_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
      const csv = await (await fetch(`${second.url}/admin/inbox/export.csv`, { headers: { cookie } })).text();
      for (const reference of ackedBefore(contacts)) expect(csv).toContain(reference);
    } finally {
      await second.stop();
    }
  });
});
