/**
 * "Someone else is editing": two (or three) staff members in their own browsers open the same
 * record. Each is told who else has it open, nobody is locked out, and someone who left is no
 * longer named.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { eventually, expectNoAxeViolations, hydrated } from "./browser";
import { backoffice, signedIn, signIn } from "./support/backoffice";
import { nextAddress } from "./support/http";
import { ADMIN } from "./support/staff-server";

const site = backoffice();
const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });

const ANNA = { name: "Anna Keller", email: "anna.keller@noteva.example", password: "anna-password-42" };
const BEN = { name: "Ben Ott", email: "ben.ott@noteva.example", password: "ben-password-4242" };
/** The admin's account is named after its e-mail address. */
const ADMIN_NAME = "admin";

/** The admin invites an editor, who sets a password through the invitation link. */
async function invite(user: typeof ANNA) {
  const admin = await newPage();
  await signedIn(admin, "/admin/users");
  await admin.getByLabel("Name").fill(user.name);
  await admin.getByLabel("E-mail address").fill(user.email);
  await admin.getByLabel("Role", { exact: true }).selectOption("editor");
  await admin.getByRole("button", { name: "Create invitation" }).click();
  const link = (await admin.locator("p.font-mono").textContent()) ?? "";
  const editor = await newPage();
  await editor.goto(new URL(link).pathname);
  await hydrated(editor);
  await editor.getByLabel("Password", { exact: true }).fill(user.password);
  await editor.getByLabel("Password again").fill(user.password);
  await editor.getByRole("button", { name: "Create my account" }).click();
  await editor.waitForURL("**/admin");
  await Promise.all([admin.context().close(), editor.context().close()]);
}

/** A staff member's own browser, signed in, on the editor at `path`. */
async function openAs(user: { email: string; password: string }, path: string, page?: Page) {
  const browser = page ?? (await newPage());
  await signIn(browser, user.email, user.password, path);
  await browser.getByRole("navigation", { name: "Admin" }).waitFor();
  await eventually(() => new URL(browser.url()).pathname, path);
  await hydrated(browser);
  return browser;
}

/** What the editor's "also editing" notice says, or "" when nobody else has the record open. */
const notice = async (page: Page) => {
  const status = page.getByRole("status").filter({ hasText: "also editing" });
  const paragraphs = (await status.count()) ? await status.locator("p").allTextContents() : [];
  return paragraphs.join(" ").replace(/\s+/g, " ").trim();
};

/** Reloads until the notice names (or no longer names) `name`: a goodbye is sent as the page goes. */
async function reloadUntil(page: Page, name: string, named: boolean) {
  await eventually(
    async () => {
      await page.reload();
      await hydrated(page);
      return (await notice(page)).includes(name);
    },
    named,
    10_000,
  );
}

beforeAll(async () => {
  await invite(ANNA);
  await invite(BEN);
}, 120_000);

describe("a product open in two editors' browsers", () => {
  it("names each to the other, locks no one out, and forgets whoever leaves", async () => {
    const path = "/admin/products/MK61";
    const a = await newPage();
    // A's heartbeat is due every half minute: A's clock is moved on instead of waiting
    await a.clock.install();
    await openAs(ADMIN, path, a);
    expect(await notice(a)).toBe("");

    const b = await openAs(ANNA, path);
    expect(await notice(b)).toContain(`${ADMIN_NAME} (${ADMIN.email}, seen just now) is also editing this product.`);
    expect(await notice(b)).toContain("Nothing is locked: you can still save.");
    expect(await notice(b)).toContain("If they save first, your save shows you their version beside yours");

    // A types, then the heartbeat brings B's name without reloading anything A has loaded
    const typed = "The MK61 for first lessons: 61 keys, touch response, a lesson mode.";
    await a.getByLabel("Description").fill(typed);
    const reloads: string[] = [];
    a.on("request", (r) => {
      if (r.url().includes(".data") && !r.url().includes("/admin/presence")) reloads.push(r.url());
    });
    const beat = a.waitForResponse((r) => r.url().includes("/admin/presence") && r.request().method() === "POST");
    await a.clock.fastForward(31_000);
    expect((await beat).status()).toBe(200);
    await eventually(
      () => notice(a),
      `${ANNA.name} (${ANNA.email}, seen just now) is also editing this product. Nothing is locked: you can still save. If they save first, your save shows you their version beside yours to merge, and nothing you typed is lost.`,
    );
    expect(await a.getByLabel("Description").inputValue()).toBe(typed);
    expect(reloads).toEqual([]);

    // no lock: A saves, and B (on the version A saved) saves too
    await a.getByRole("button", { name: "Save", exact: true }).click();
    await a.getByText("The site shows the change now.").waitFor();
    await b.reload();
    await hydrated(b);
    expect(await b.getByLabel("Description").inputValue()).toBe(typed);
    await b.getByLabel("Other spellings").fill("MK-61, MK 61");
    await b.getByRole("button", { name: "Save", exact: true }).click();
    await b.getByText("The site shows the change now.").waitFor();
    expect(await notice(b)).toContain(`${ADMIN_NAME} (${ADMIN.email}`);

    // A goes elsewhere in the admin: B no longer sees A
    await a.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
    await a.getByRole("heading", { name: "Products" }).waitFor();
    await reloadUntil(b, ADMIN.email, false);
    expect(await notice(b)).toBe("");
    await Promise.all([a.context().close(), b.context().close()]);
  });
});

describe("an article open in three editors' browsers", () => {
  it("lists everyone else, passes axe, and forgets a closed page", async () => {
    const path = "/admin/articles/akx10s-launch";
    const admin = await openAs(ADMIN, path);
    const anna = await openAs(ANNA, path);
    const ben = await openAs(BEN, path);
    const both = new RegExp(
      `^(${ANNA.name} \\(${ANNA.email}, seen just now\\) and ${ADMIN_NAME} \\(${ADMIN.email}, seen just now\\)|${ADMIN_NAME} \\(${ADMIN.email}, seen just now\\) and ${ANNA.name} \\(${ANNA.email}, seen just now\\)) are also editing this article\\. Nothing is locked: you can still save\\. If one of them saves first`,
    );
    expect(await notice(ben)).toMatch(both);
    await expectNoAxeViolations(ben);

    // the first one in sees the others on reloading
    await reloadUntil(admin, BEN.email, true);
    expect(await notice(admin)).toContain(ANNA.email);

    // Anna closes her page: the others stop naming her
    await anna.close({ runBeforeUnload: true });
    await reloadUntil(ben, ANNA.email, false);
    expect(await notice(ben)).toContain(`${ADMIN_NAME} (${ADMIN.email}, seen just now) is also editing this article.`);
    await Promise.all([admin.context().close(), anna.context().close(), ben.context().close()]);
  });
});

describe("a heartbeat after the session ended", () => {
  it("leaves the editor on its page with everything typed", async () => {
    const path = "/admin/dealers/jp-tokyo-seiran";
    const page = await newPage();
    await page.clock.install();
    await openAs(ADMIN, path, page);
    await page.getByLabel("Name").fill("Seiran Gakki (typed, not saved)");
    await page.context().clearCookies();
    const beat = page.waitForResponse((r) => r.url().includes("/admin/presence"));
    await page.clock.fastForward(31_000);
    await beat;
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByLabel("Name").inputValue()).toBe("Seiran Gakki (typed, not saved)");
    await page.context().close();
  });
});

describe("the heartbeat route", () => {
  it("is refused from another site, and without a session sends the browser to sign in", async () => {
    const body = new URLSearchParams({ entity: "product", id: "MK61" });
    const crossSite = await fetch(`${site.url}/admin/presence`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: "https://evil.example" },
      body,
    });
    expect(crossSite.status).toBe(403);
    const anonymous = await fetch(`${site.url}/admin/presence`, { method: "POST", redirect: "manual", body });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/login");
  });
});
