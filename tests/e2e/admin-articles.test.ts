import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress } from "./support/http";

// Editors write articles: a server and database of this file's own, so no other file sees them.
const site = backoffice();
const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });

async function write(page: Page, article: { title: string; summary: string; text: string }) {
  await page.getByLabel("Title").fill(article.title);
  await page.getByLabel("Summary").fill(article.summary);
  await page.getByLabel("Text").fill(article.text);
}

const plain = (html: string) => html.replace(/<[^>]+>/g, "");

describe("article addresses", () => {
  it("makes the address from the title when left blank; the article is live and found at once", async () => {
    const page = await newPage();
    await signedIn(page, "/admin/articles/new");
    await page.getByText("Leave blank to make it from the title.").waitFor();
    await write(page, {
      title: "Kākāpō keyboards arrive in Lisbon",
      summary: "A parrot-green keyboard for the Lisbon studio.",
      text: "The kākāpō edition is here.",
    });
    await page.getByLabel("State").selectOption("published");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("It is live on the site.").waitFor();
    const slug = "kakapo-keyboards-arrive-in-lisbon";
    expect(new URL(page.url()).pathname).toBe(`/admin/articles/${slug}`);

    const live = await fetch(`${site.url}/news/${slug}`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain("Kākāpō keyboards arrive in Lisbon");
    expect(
      plain(await (await fetch(`${site.url}/search?q=${encodeURIComponent("kākāpō keyboards")}`)).text()),
    ).toContain("Kākāpō keyboards arrive in Lisbon");
  });

  it("refuses a typed address another article uses, naming it, and keeps what the editor typed", async () => {
    const page = await newPage();
    await signedIn(page, "/admin/articles/new");
    await page.getByLabel("Address").fill("akx10s-launch");
    await write(page, { title: "A second launch", summary: "Twice.", text: "Again." });
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByText("“Noteva AKX10S: our flagship arranger is here” already uses this address; choose another.")
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/articles/new");
    expect(await page.getByLabel("Address").inputValue()).toBe("akx10s-launch");
    expect(await page.getByLabel("Title").inputValue()).toBe("A second launch");
    expect(await page.getByLabel("Text").inputValue()).toBe("Again.");
    // the schema's own rule still speaks first for an address it cannot take
    await page.getByLabel("Address").fill("Not An Address");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Use lower-case letters, digits and single hyphens only.").waitFor();
  });
});
