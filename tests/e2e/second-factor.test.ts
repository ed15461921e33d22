/**
 * Staff accounts with a second factor, in a real browser: an authenticator app added by its key
 * and used to sign in, a passkey (Chromium's virtual authenticator) added and used, the policy
 * that sends an account without a factor to add one, sessions listed and one ended, and a recovery
 * code that works once. The server's origin is localhost: WebAuthn takes no IP address.
 */

import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { eventually, expectNoAxeViolations, hydrated } from "./browser";
import { backoffice } from "./support/backoffice";
import { nextAddress } from "./support/http";
import { withPasskeyDevice } from "./support/passkey";
import { addApp as addAppOnPage, inviteStaff, passwordStep as signInStep, totp } from "./support/staff-accounts";
import { ADMIN } from "./support/staff-server";

const site = backoffice({ host: "localhost" });
const PASSWORD = "second-factor-password-1";

const newStaff = async (role: "admin" | "editor" = "editor") => (await inviteStaff(site.url, PASSWORD, role)).email;

const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });

const passwordStep = (page: Page, email: string) => signInStep(page, email, PASSWORD);

/** Adds an authenticator app; the account's first, so it shows ten recovery codes. */
async function addApp(page: Page) {
  const added = await addAppOnPage(page);
  expect(added.codes).toHaveLength(10);
  return added;
}

async function signOut(page: Page) {
  await page.goto("/admin/account");
  await hydrated(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/login?signedOut=1");
}

async function secondStep(page: Page, code: string) {
  await page.waitForURL("**/login/verify");
  await hydrated(page);
  await page.getByLabel(/Code from your authenticator app|Recovery code/).fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
}

describe("an authenticator app", () => {
  it("is added by its key and asked for after the password", async () => {
    const email = await newStaff();
    const page = await newPage();
    await passwordStep(page, email);
    await page.waitForURL("**/admin");
    const { secret } = await addApp(page);
    await expectNoAxeViolations(page);
    await signOut(page);

    await passwordStep(page, email);
    await page.waitForURL("**/login/verify");
    // no session before the second step: the admin still asks for sign-in
    expect((await page.context().cookies()).some((c) => c.name === "noteva_session")).toBe(false);
    const pending = (await page.context().cookies()).find((c) => c.name === "noteva_pending");
    expect(pending?.httpOnly).toBe(true);
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByLabel("Code from your authenticator app").fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("This code is not right, or it was used already.").waitFor();
    // the code of the next step: the one used to add the app is spent
    await page
      .getByLabel("Code from your authenticator app")
      .fill(totp(secret).generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL("**/admin");
    await page.getByRole("navigation", { name: "Admin" }).waitFor();
  });
});

describe("a passkey", () => {
  it("is added with the browser's authenticator and signs in", async () => {
    const email = await newStaff();
    const page = await newPage();
    await withPasskeyDevice(page);
    await passwordStep(page, email);
    await page.waitForURL("**/admin");
    await page.goto("/admin/account/security");
    await hydrated(page);
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByText("The passkey is added.").waitFor();
    await page
      .getByRole("cell", { name: /Passkey, Chrome/ })
      .first()
      .waitFor();
    await signOut(page);

    await passwordStep(page, email);
    await page.waitForURL("**/login/verify");
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await page.waitForURL("**/admin");
    await page.getByRole("navigation", { name: "Admin" }).waitFor();
  });
});

describe("the policy", () => {
  it("sends an account without a factor to add one before any admin page", async () => {
    // an admin with an app sets the policy (the file's own admin has no factor and stays so)
    const adminEmail = await newStaff("admin");
    const editorEmail = await newStaff("editor");
    const admin = await newPage();
    await passwordStep(admin, adminEmail);
    await admin.waitForURL("**/admin");
    await addApp(admin);
    await admin.goto("/admin/users");
    await hydrated(admin);
    await admin.getByLabel("Require a second factor for every staff account").check();
    await admin.getByRole("button", { name: "Save the policy" }).click();
    await admin.getByText("A second factor is now required.").waitFor();
    await expectNoAxeViolations(admin);

    try {
      const editor = await newPage();
      await passwordStep(editor, editorEmail);
      await editor.waitForURL((url) => url.pathname === "/admin/account/security" && url.search === "?required=1");
      await editor.getByText("Every staff account must have a second factor.").waitFor();
      await editor.goto("/admin/articles");
      expect(new URL(editor.url()).pathname).toBe("/admin/account/security");
      await addApp(editor);
      await editor.goto("/admin/articles");
      expect(new URL(editor.url()).pathname).toBe("/admin/articles");
    } finally {
      // back as it was for the other tests
      await admin.goto("/admin/users");
      await hydrated(admin);
      await admin.getByLabel("Require a second factor for every staff account").uncheck();
      await admin.getByRole("button", { name: "Save the policy" }).click();
      await admin.getByText("A second factor is no longer required.").waitFor();
    }
  });
});

describe("an admin", () => {
  it("resets a colleague's factors, who then signs in with the password alone", async () => {
    const email = await newStaff();
    const page = await newPage();
    await passwordStep(page, email);
    await page.waitForURL("**/admin");
    await addApp(page);
    await signOut(page);

    const admin = await newPage();
    await admin.goto("/admin/users");
    await admin.getByLabel("E-mail").fill(ADMIN.email);
    await admin.getByLabel("Password").fill(ADMIN.password);
    await admin.getByRole("button", { name: "Sign in" }).click();
    await admin.waitForURL("**/admin/users");
    await hydrated(admin);
    const name = email.split("@")[0] ?? "";
    await admin.getByRole("button", { name: `Reset the second factors of ${name}` }).click();
    // the admin signed in with the password alone (no factor): it confirms with the password first
    await admin.getByRole("link", { name: "Confirm it is you" }).click();
    await admin.getByLabel("Your password").fill(ADMIN.password);
    await admin.getByRole("button", { name: "Confirm" }).click();
    await admin.waitForURL("**/admin/users");
    await hydrated(admin);
    await admin.getByRole("button", { name: `Reset the second factors of ${name}` }).click();
    await admin.getByText(`${name}'s second factors and recovery codes are removed.`).waitFor();

    await passwordStep(page, email);
    await page.waitForURL("**/admin");
  });
});

describe("the host", () => {
  it("removes the last admin's factors with npm run staff, through the running server", async () => {
    const email = await newStaff("admin");
    const page = await newPage();
    await passwordStep(page, email);
    await page.waitForURL("**/admin");
    await addApp(page);
    await signOut(page);
    // the app is lost: an operator on the host resets it while the server holds the database
    const run = spawnSync(process.execPath, ["scripts/staff.ts", "reset-factor", email.toUpperCase()], {
      env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain(`${email}: 1 second factor and the recovery codes removed`);
    expect(run.status).toBe(0);
    await passwordStep(page, email);
    await page.waitForURL("**/admin");
    const unknown = spawnSync(process.execPath, ["scripts/staff.ts", "reset-factor", "nobody@noteva.example"], {
      env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("sessions", () => {
  it("are listed on the account page, and one ended signs that browser out", async () => {
    const email = await newStaff();
    const here = await newPage();
    const there = await site.newPage({
      extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.200" },
      userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0",
    });
    await passwordStep(there, email);
    await there.waitForURL("**/admin");
    await passwordStep(here, email);
    await here.waitForURL("**/admin");
    await here.goto("/admin/account");
    await hydrated(here);
    const rows = here.getByRole("region", { name: "Where you are signed in" }).getByRole("row");
    // a heading row, and three sessions: accepting the invitation signed in too
    await eventually(() => rows.count(), 4);
    const other = rows.filter({ hasText: "Firefox on Windows" });
    await other.getByText("203.0.113.x").waitFor();
    await expectNoAxeViolations(here);
    await other.getByRole("button", { name: /End/ }).click();
    await here.getByText("The session is ended.").waitFor();
    await eventually(() => rows.count(), 3);

    await there.goto("/admin");
    expect(new URL(there.url()).pathname).toBe("/login");
  });
});

describe("a recovery code", () => {
  it("signs in once, and never again", async () => {
    const email = await newStaff();
    const page = await newPage();
    await passwordStep(page, email);
    await page.waitForURL("**/admin");
    const { codes } = await addApp(page);
    const code = codes[0] ?? "";
    await signOut(page);

    await passwordStep(page, email);
    await secondStep(page, code);
    await page.waitForURL("**/admin");
    await signOut(page);

    await passwordStep(page, email);
    await secondStep(page, code);
    await page.getByText("This code is not right, or it was used already.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login/verify");
  });
});
