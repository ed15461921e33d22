import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, hydrated } from "./browser";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress } from "./support/http";

// A product's history lists its versions from the audit log, and one step restores an earlier
// one: the public page and search show it again at once, and the restore is logged.
const site = backoffice();

/** A public page's text as a visitor reads it (tags and React's markers removed). */
const visible = async (path: string) =>
  (await (await fetch(`${site.url}${path}`)).text()).replaceAll("<!-- -->", "").replace(/<[^>]+>/g, " ");
const searchLinks = async (words: string) =>
  (await (await fetch(`${site.url}/search?q=${encodeURIComponent(words)}`)).text()).match(/href="\/product\/[^"]+"/g);

describe("history and restore", () => {
  it("restores a product's earlier description from its history: page, search and audit log follow", async () => {
    const page = await site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/products/SPC121");
    const description = page.getByLabel("Description");
    const original = await description.inputValue();
    const changed = "A numbat's favourite piano: it fits under any window.";
    await description.fill(changed);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved. The site shows the change now.").waitFor();
    expect(await visible("/product/SPC121")).toContain(changed);
    expect(await searchLinks("numbat")).toContain('href="/product/SPC121"');

    await page.getByRole("link", { name: "History" }).click();
    await page.getByRole("heading", { level: 1, name: /^History of / }).waitFor();
    await hydrated(page);
    const versions = page.getByRole("list", { name: "Versions of this product, newest first" }).getByRole("listitem");
    const newest = versions.first();
    await expect(newest.getByRole("heading").textContent()).resolves.toMatch(/^Saved by .+current version$/);
    const row = newest.getByRole("row", { name: /^Description/ });
    await expect(row.getByRole("cell").allTextContents()).resolves.toEqual([original, changed]);
    await expectNoAxeViolations(page);

    const earlier = versions.filter({ hasText: "As it was before its first logged change" });
    await earlier.getByRole("button", { name: "Restore this version" }).click();
    await page.getByText("Restored. The site shows this version now").waitFor();

    expect(await visible("/product/SPC121")).not.toContain(changed);
    expect(await visible("/product/SPC121")).toContain(original.slice(0, 60));
    expect(await searchLinks("numbat")).not.toContain('href="/product/SPC121"');
    // the restore is itself a version, and the state it brought back is the current one
    await expect(versions.first().getByRole("heading").textContent()).resolves.toMatch(
      /^Restored an earlier version by .+current version$/,
    );
    await page.goto("/admin/audit?entity=product");
    await page.getByText("restore product SPC121").waitFor();
    await page.close();
  });
});
