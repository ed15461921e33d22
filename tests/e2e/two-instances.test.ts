import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./server";

/**
 * Two app instances on one PostgreSQL, as behind a load balancer: what an editor publishes on one
 * is what visitors get from the other at once, and a session from one is valid on the other.
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

  beforeAll(async () => {
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
});
