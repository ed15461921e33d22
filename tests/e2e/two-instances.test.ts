import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactBody, contactForm } from "../../scripts/lib/contact-load";
import { startSmtp } from "../../scripts/lib/smtp";
import { type RunningServer, startServer } from "./server";
import { sleep } from "./support/http";

/**
 * Two app instances on one PostgreSQL, as behind a load balancer: what an editor publishes on one
 * is what visitors get from the other at once, a session from one is valid on the other, and both
 * send mail from the one outbox without sending any mail twice.
 * Runs where a PostgreSQL server is given (DATABASE_URL_TEST), as in CI.
 */
const postgres = process.env.DATABASE_URL_TEST;
const targets = postgres ? [postgres] : [];
const admin = { email: "two@noteva.example", password: "two-instances-password" };

describe.each(targets)("two instances on one PostgreSQL", (url) => {
  const name = `noteva_two_${process.pid}`;
  let a: RunningServer;
  let b: RunningServer;
  let cookie = "";
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    await client.end();
    const database = new URL(url);
    database.pathname = `/${name}`;
    const env = {
      DATABASE_URL: database.toString(),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SESSION_SECRET: "s".repeat(40),
      SITE_KEY: "k".repeat(40),
      SMTP_URL: smtp.url,
      MAIL_FROM: "Noteva <noreply@noteva.example>",
    };
    // both start together: migrations and seeding are serialised by the database, not by luck
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    const login = await fetch(`${a.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(admin),
    });
    cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^noteva_session=/);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.stop();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  const save = (server: RunningServer, path: string, fields: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ intent: "save", ...fields }),
    });

  /** The version of the record an editor's form at `path` was loaded from, as its hidden field names it. */
  const loadedVersion = async (server: RunningServer, path: string) => {
    const page = await (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();
    return /name="version" value="(\d+)"/.exec(page)?.[1] ?? "";
  };

  it("a session started on one instance is valid on the other", async () => {
    expect((await fetch(`${b.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
  });

  it("publishing on one instance shows on the other at once; unpublishing hides it", async () => {
    const article = {
      id: "two-instances-news",
      kind: "news",
      title: "Seen from both instances",
      summary: "Published on one, read on the other.",
      pic: "product/mk61-front",
      body: "Both instances read the same database.",
    };
    expect((await save(a, "/admin/articles/new", { ...article, status: "draft" })).status).toBe(302);
    expect((await fetch(`${b.url}/news/${article.id}`)).status).toBe(404);
    const path = `/admin/articles/${article.id}`;
    const published = { ...article, status: "published", version: await loadedVersion(a, path) };
    expect((await save(a, path, published)).status).toBe(302);
    const page = await fetch(`${b.url}/news/${article.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Seen from both instances");
    expect((await (await fetch(`${b.url}/search?q=instances`)).text()).replace(/<[^>]+>/g, "")).toContain(
      "Seen from both instances",
    );
    // the other instance's form names the version the first one's save made
    const draft = { ...article, status: "draft", version: await loadedVersion(b, path) };
    expect(draft.version).toBe(String(Number(published.version) + 1));
    expect((await save(b, path, draft)).status).toBe(302);
    expect((await fetch(`${a.url}/news/${article.id}`)).status).toBe(404);
  });

  it("both instances send from the one outbox, and no mail goes out twice", async () => {
    const count = 30;
    const [tokenA, tokenB] = await Promise.all([contactForm(a.url), contactForm(b.url)]);
    await sleep(3_100); // a form sent sooner is taken for a robot's
    const references = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const [server, token] = i % 2 ? [b, tokenB] : [a, tokenA];
        const response = await fetch(`${server.url}/contactus`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `10.8.0.${i + 1}` },
          body: contactBody(token, randomUUID(), i + 1),
        });
        expect(response.status).toBe(303);
        return new URL(response.headers.get("location") ?? "/", server.url).searchParams.get("sent") ?? "";
      }),
    );
    await smtp.until(count * 2, 60_000);
    await sleep(5_000); // both senders look every 2 s: a mail taken twice would have arrived by now
    const ids = smtp.received.map((m) => m.messageId);
    expect(smtp.received.length).toBe(count * 2);
    expect(new Set(ids).size).toBe(count * 2);
    for (const reference of references) {
      expect(smtp.received.filter((m) => m.text?.includes(reference))).toHaveLength(2);
    }
    // what each instance says it sent adds up to what arrived
    const sentBy = async (server: RunningServer) =>
      [...(await (await fetch(`${server.url}/metrics`)).text()).matchAll(/^noteva_mail_sent_total\{[^}]*\} (\d+)/gm)]
        .map((m) => Number(m[1]))
        .reduce((sum, n) => sum + n, 0);
    const [fromA, fromB] = await Promise.all([sentBy(a), sentBy(b)]);
    console.log(`two instances: ${fromA} mails sent by one, ${fromB} by the other, ${smtp.received.length} arrived`);
    expect(fromA + fromB).toBe(count * 2);
  });
});
