/**
 * The back office in a real browser, part 1: who gets in (pages and forms without a session,
 * sign-in, throttling, sign-out), inviting staff, articles from draft to published or scheduled,
 * the inbox, and every admin page without axe violations.
 */
import { describe, expect, it } from "vitest";
import { eventually, expectNoAxeViolations, hydrated } from "./browser";
import { backoffice, signedIn, signIn } from "./support/backoffice";
import { nextAddress } from "./support/http";
import { ADMIN } from "./support/staff-server";

const site = backoffice();
const { newPage } = site;

const adminPaths = [
  "/admin",
  "/admin/inbox",
  "/admin/inbox/1",
  "/admin/inbox/export.csv",
  "/admin/mail",
  "/admin/mail/settings",
  "/admin/mail/1",
  "/admin/mail/1/html",
  "/admin/mail/1/message.eml",
  "/admin/articles",
  "/admin/articles/new",
  "/admin/articles/akx10s-launch",
  "/admin/users",
  "/admin/audit",
  "/admin/account",
  "/admin/anything-else",
];

describe("without a session", () => {
  it.each(adminPaths)("%s redirects to sign-in and back", async (path) => {
    const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
  });

  it("admin mutations are refused too, and the base info answers 401", async () => {
    const post = await fetch(`${site.url}/admin/articles/new`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ title: "x" }),
    });
    expect([302, 401, 403]).toContain(post.status);
    expect(post.headers.get("location") ?? "").toContain("/login");
    expect((await fetch(`${site.url}/api/base-info`)).status).toBe(401);
  });

  it("a form posted from another site is refused with 403", async () => {
    const response = await fetch(`${site.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(response.status).toBe(403);
  });
});

describe("sign-in", () => {
  it("refuses a wrong password with a message, keeping the e-mail", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signIn(page, ADMIN.email, "not-the-password");
    await page.getByText("The e-mail address or the password is not right.").waitFor();
    expect(await page.getByLabel("E-mail").inputValue()).toBe(ADMIN.email);
    expect(await page.getByLabel("Password").inputValue()).toBe("");
  });

  it("throttles failed attempts per account with 429 and a clear message", async () => {
    const email = `nobody-${Date.now()}@noteva.example`;
    const attempt = (address: string) =>
      fetch(`${site.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
        body: new URLSearchParams({ email, password: "wrong-password" }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt(nextAddress())).status).toBe(400);
    // a sixth try, even from another address, waits
    const blocked = await attempt(nextAddress());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain("Too many failed sign-in attempts.");
  });

  it("returns to the page asked for, with an HttpOnly SameSite session cookie and user info without secrets", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/audit");
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === "noteva_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    await eventually(
      () => page.evaluate(() => localStorage.getItem("musical-userinfo")),
      JSON.stringify({ name: "admin", role: "admin" }),
    );
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(storage).not.toContain(session?.value ?? "no cookie");
    // the public header shows who is signed in, with a link to the admin
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: /admin is signed in/ }).waitFor();

    // sign out: the cookie and user info go, the admin asks for sign-in again
    await page.goto("/admin");
    await hydrated(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL("**/login?signedOut=1");
    expect((await page.context().cookies()).find((c) => c.name === "noteva_session")).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem("musical-userinfo"))).toBeNull();
    await page.goto("/admin");
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("clears user info when the server says the session has ended", async () => {
    const page = await newPage();
    await page.goto("/");
    await page.evaluate(() =>
      localStorage.setItem("musical-userinfo", JSON.stringify({ name: "Old", role: "editor" })),
    );
    await page.goto("/news");
    await hydrated(page);
    await eventually(() => page.evaluate(() => localStorage.getItem("musical-userinfo")), null);
  });
});

describe("the admin", () => {
  it("invites an editor, who cannot manage staff", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/users");
    const email = `editor-${Date.now()}@noteva.example`;
    await page.getByLabel("Name").fill("Eda Editor");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Role").selectOption("editor");
    await page.getByRole("button", { name: "Create invitation" }).click();
    const link = (await page.locator("p.font-mono").textContent()) ?? "";
    expect(link).toMatch(/\/login\/invite\/[\w-]{40,}$/);

    const editor = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await editor.goto(new URL(link).pathname);
    await hydrated(editor);
    await editor.getByLabel("Password", { exact: true }).fill("short");
    await editor.getByLabel("Password again").fill("different");
    await editor.getByRole("button", { name: "Create my account" }).click();
    await editor.getByText("Choose a password of at least 12 characters.").waitFor();
    await editor.getByLabel("Password", { exact: true }).fill("editor-password-42");
    await editor.getByLabel("Password again").fill("editor-password-42");
    await editor.getByRole("button", { name: "Create my account" }).click();
    await editor.waitForURL("**/admin");
    await hydrated(editor);
    expect(await editor.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Staff" }).count()).toBe(
      0,
    );
    const forbidden = await editor.goto("/admin/users");
    expect(forbidden?.status()).toBe(403);
    // where mail goes is an admin's to set
    expect((await editor.goto("/admin/mail/settings"))?.status()).toBe(403);
    await editor.getByRole("heading", { name: "Not allowed" }).waitFor();
    // the invitation works once
    const again = await editor.goto(new URL(link).pathname);
    expect(again?.status()).toBe(404);
  });

  it("refuses what the staff and account forms cannot do, saying why, and changes nothing", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/users");
    await hydrated(page);
    await page.getByLabel("Name").fill("Ada Again");
    await page.getByLabel("E-mail address").fill(ADMIN.email);
    await page.getByRole("button", { name: "Create invitation" }).click();
    await page.getByText("Someone with this e-mail address already has an account.").waitFor();
    expect(await page.getByLabel("E-mail address").inputValue()).toBe(ADMIN.email);

    const post = (path: string, form: Record<string, string>) =>
      page.request.post(`${site.url}${path}`, { form, headers: { Origin: site.url }, maxRedirects: 0 });
    const me = await post("/admin/users", { intent: "role", id: "1", role: "editor" });
    expect(me.status()).toBe(400);
    expect(await me.text()).toContain("You cannot change your own role or account here.");
    const gone = await post("/admin/users", { intent: "disable", id: "999999" });
    expect(gone.status()).toBe(404);
    expect(await gone.text()).toContain("That account no longer exists.");

    await page.goto("/admin/account");
    await hydrated(page);
    await page.getByLabel("Current password").fill("not-my-password-at-all");
    await page.getByLabel("New password", { exact: true }).fill("a-new-password-42");
    await page.getByLabel("New password again").fill("a-new-password-42");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("This is not your current password.").waitFor();
    // still signed in, with the old password
    expect((await page.goto("/admin/users"))?.status()).toBe(200);
  });

  it("keeps a draft off the site until it is published, and logs both in the audit log", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/articles/new");
    const id = `e2e-news-${Date.now()}`;
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Enter a title.").waitFor();
    await page.getByLabel("Address").fill(id);
    await page.getByLabel("Title").fill("Noteva opens a studio in Lisbon");
    await page.getByLabel("Summary").fill("A new listening room for pianists in Lisbon.");
    await page.getByLabel("Text").fill("## Opening\n\nThe studio opens in <b>spring</b>.\n\n- Pianos\n- Keyboards");
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("heading", { name: "Preview (not saved)" }).waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("It is a draft: only staff see it.").waitFor();
    expect((await fetch(`${site.url}/news/${id}`)).status).toBe(404);
    expect(await (await fetch(`${site.url}/news`)).text()).not.toContain("Noteva opens a studio in Lisbon");

    await page.getByLabel("State").selectOption("published");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("It is live on the site.").waitFor();
    const live = await fetch(`${site.url}/news/${id}`);
    expect(live.status).toBe(200);
    const html = await live.text();
    expect(html).toContain("Noteva opens a studio in Lisbon");
    expect(html).toContain("&lt;b&gt;spring&lt;/b&gt;");
    const found = (await (await fetch(`${site.url}/search?q=lisbon`)).text()).replace(/<[^>]+>/g, "");
    expect(found).toContain("Noteva opens a studio in Lisbon");

    await page.goto(`/admin/audit?entity=article`);
    await page.getByText(`publish article ${id}`).waitFor();
    await page.getByText(`create article ${id}`).waitFor();
  });

  it("schedules an article: published with a later time stays off the site", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/articles/new");
    const id = `e2e-later-${Date.now()}`;
    await page.getByLabel("Address").fill(id);
    await page.getByLabel("Title").fill("Coming next year");
    await page.getByLabel("Summary").fill("Scheduled.");
    await page.getByLabel("Text").fill("Later.");
    await page.getByLabel("State").selectOption("published");
    await page.getByLabel("Publication time (UTC)").fill("2030-01-01T09:00");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("It goes live at its publication time.").waitFor();
    expect((await fetch(`${site.url}/news/${id}`)).status).toBe(404);
  });

  it("shows a message sent through the contact page in the inbox, and exports it", async () => {
    const form = await (await fetch(`${site.url}/contactus`)).text();
    const token = /name="token" value="([^"]+)"/.exec(form)?.[1] ?? "";
    await new Promise((r) => setTimeout(r, 3100));
    const name = `Inbox Tester ${Date.now()}`;
    const sent = await fetch(`${site.url}/contactus`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextAddress() },
      body: new URLSearchParams({
        name,
        email: "tester@example.com",
        country: "PT",
        topic: "support",
        message: '=HYPERLINK("x") my keyboard needs help with the update',
        consent: "on",
        key: crypto.randomUUID(),
        token,
      }),
    });
    expect(sent.status).toBe(303);
    const reference = (sent.headers.get("location") ?? "").split("=")[1] ?? "";

    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/inbox");
    await page.getByRole("link", { name }).click();
    await page.getByRole("heading", { name: `Message ${reference}` }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel("Status").selectOption("answered");
    await page.getByLabel("Reply note").fill("Sent the update guide.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").waitFor();
    expect(await page.getByLabel("Status").inputValue()).toBe("answered");

    const csv = await page.request.get("/admin/inbox/export.csv");
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    expect(text).toContain(reference);
    expect(text).toContain(`"'=HYPERLINK(""x"") my keyboard`);
  });

  it.each([
    "/admin",
    "/admin/inbox",
    "/admin/articles",
    "/admin/articles/new",
    "/admin/products",
    "/admin/products/SPC121",
    "/admin/products/new",
    "/admin/dealers",
    "/admin/dealers/new",
    "/admin/documents",
    "/admin/categories",
    "/admin/categories/Keyboards",
    "/admin/groups/PORTABLEKEYBOARDS",
    "/admin/users",
    "/admin/audit",
    "/admin/account",
    "/admin/mail",
    "/admin/mail/settings",
  ])("%s has no axe violations", async (path) => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, path);
    await expectNoAxeViolations(page);
  });

  it("the sign-in page has no axe violations", async () => {
    const page = await newPage();
    await page.goto("/login");
    await hydrated(page);
    await expectNoAxeViolations(page);
  });
});
