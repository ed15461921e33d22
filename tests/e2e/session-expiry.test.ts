import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated } from "./browser";
import { backoffice, signedIn, signIn } from "./support/backoffice";
import { nextAddress } from "./support/http";
import { ADMIN } from "./support/staff-server";

/**
 * Drafts are never lost to a session end: an editor whose session ended while the page was open
 * presses Save, signs in again and is back in the form with what they typed; nobody else is.
 */
const site = backoffice();
const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
const ARTICLE = "/admin/articles/school-programme";

const keptMessage = "What you typed is kept on this browser: sign in and you return to the form with it";
const restoredMessage = "Not saved yet: this is what you typed before your session ended.";

/** Ends every session of the admin from another browser, as the server does when one times out. */
async function endSessionsElsewhere() {
  const other = await newPage();
  await signedIn(other, "/admin/account");
  await other.getByRole("button", { name: "Sign out everywhere" }).click();
  await other.getByText("You are signed out.").waitFor();
  await other.context().close();
}

/** Signs out in a second tab of the same browser, as an editor who forgot the open editor would. */
async function signOutInAnotherTab(page: Page) {
  const tab = await page.context().newPage();
  await tab.goto("/admin");
  await hydrated(tab);
  await tab.getByRole("button", { name: "Sign out" }).click();
  await tab.getByText("You are signed out.").waitFor();
  await tab.close();
}

/** A second staff member, invited by the admin. */
async function invitedEditor() {
  const admin = await newPage();
  await signedIn(admin, "/admin/users");
  const email = `eda-${Date.now()}@noteva.example`;
  await admin.getByLabel("Name").fill("Eda Editor");
  await admin.getByLabel("E-mail address").fill(email);
  await admin.getByLabel("Role").selectOption("editor");
  await admin.getByRole("button", { name: "Create invitation" }).click();
  const link = (await admin.locator("p.font-mono").textContent()) ?? "";
  await admin.context().close();
  const editor = await newPage();
  await editor.goto(new URL(link).pathname);
  await hydrated(editor);
  const password = "eda-editor-password-42";
  await editor.getByLabel("Password", { exact: true }).fill(password);
  await editor.getByLabel("Password again").fill(password);
  await editor.getByRole("button", { name: "Create my account" }).click();
  await editor.waitForURL("**/admin");
  await editor.context().close();
  return { email, password };
}

describe("a session that ends while an editor types", () => {
  it("keeps the article's new title and text over signing in again, and saves them", async () => {
    const page = await newPage();
    await signedIn(page, ARTICLE);
    await page.getByLabel("Title").fill("Keyboards for 150 school music rooms");
    await page.getByLabel("Text").fill("The programme grows.\n\nThirty more schools join this autumn.");
    // the browser still sends its session cookie; the server no longer takes it, as after a timeout
    await endSessionsElsewhere();
    await page.getByRole("button", { name: "Save" }).click();

    await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    await page.getByText("Your session ended before your changes were saved.").waitFor();
    await page.getByText(keptMessage).waitFor();
    // the kept text is in the server's database, never in the address
    expect(page.url()).not.toContain("150");
    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    await page.getByText(restoredMessage).waitFor();
    expect(new URL(page.url()).pathname).toBe(ARTICLE);
    await hydrated(page);
    expect(await page.getByLabel("Title").inputValue()).toBe("Keyboards for 150 school music rooms");
    expect(await page.getByLabel("Text").inputValue()).toBe(
      "The programme grows.\n\nThirty more schools join this autumn.",
    );
    // nothing else the form held is lost either: its one product is still ticked
    expect(await page.getByRole("checkbox", { name: /MK61/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("It is live on the site.").waitFor();

    const live = await (await fetch(`${site.url}/news/school-programme`)).text();
    expect(live).toContain("Keyboards for 150 school music rooms");
    expect(live).toContain("Thirty more schools join this autumn.");
    // handed back once: opening the editor again shows the saved article, with no notice
    await page.goto(ARTICLE);
    await page.getByLabel("Title").waitFor();
    expect(await page.getByText(restoredMessage).count()).toBe(0);
  });

  it("gives another staff member signing in on that browser nothing of it", async () => {
    const eda = await invitedEditor();
    const page = await newPage();
    await signedIn(page, ARTICLE);
    await page.getByLabel("Summary").fill("Secret summary the admin typed.");
    await signOutInAnotherTab(page);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText(keptMessage).waitFor();

    await page.getByLabel("E-mail").fill(eda.email);
    await page.getByLabel("Password").fill(eda.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Summary").waitFor();
    expect(new URL(page.url()).pathname).toBe(ARTICLE);
    expect(await page.getByText(restoredMessage).count()).toBe(0);
    expect(await page.getByLabel("Summary").inputValue()).not.toContain("Secret");
    expect(await page.content()).not.toContain("Secret summary");

    // the admin, back on this browser, still gets it
    await signOutInAnotherTab(page);
    await signIn(page, ADMIN.email, ADMIN.password, ARTICLE);
    await page.getByText(restoredMessage).waitFor();
    expect(await page.getByLabel("Summary").inputValue()).toBe("Secret summary the admin typed.");
  });

  it("keeps a product's description the same way", async () => {
    const page = await newPage();
    await signedIn(page, "/admin/products/CP203");
    await page.getByLabel("Description").fill("A compact digital piano, typed before the session ended.");
    await signOutInAnotherTab(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(keptMessage).waitFor();
    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText(restoredMessage).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/products/CP203");
    expect(await page.getByLabel("Description").inputValue()).toBe(
      "A compact digital piano, typed before the session ended.",
    );
  });

  it("keeps nothing from a form another site sends", async () => {
    const forged = await fetch(`${site.url}${ARTICLE}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      },
      body: new URLSearchParams({ title: "Forged" }),
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get("set-cookie")).toBeNull();
  });
});
