import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress } from "./support/http";

// Catalogue changes in the admin reach the public pages and search at once. The file renames a
// product line and rewrites a product, so it gets a server and database of its own.
const site = backoffice();
const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });

/** A page signed in to the admin page asked for, on screen and interactive. */
async function editorAt(path: string): Promise<Page> {
  const page = await newPage();
  await signedIn(page, path);
  return page;
}

/** A public page's text as a visitor reads it (tags and React's markers removed). */
const visible = async (path: string) =>
  (await (await fetch(`${site.url}${path}`)).text()).replaceAll("<!-- -->", "").replace(/<[^>]+>/g, " ");
const html = async (path: string) => (await fetch(`${site.url}${path}`)).text();

describe("catalogue changes in the admin", () => {
  it("renames a product line: its page and search show the new name at once", async () => {
    expect(await html("/search?q=numbat")).not.toContain('href="/product/MK200"');
    const page = await editorAt("/admin/categories/Keyboards");
    await page.getByLabel("Name").fill("Numbat Keyboards");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved. Menus and the product line's page show the change now.").waitFor();

    expect(await visible("/category/Keyboards")).toContain("Numbat Keyboards");
    const found = await html("/search?q=numbat");
    for (const id of ["AKX10S", "MK200", "MK61", "MK37", "MK49"]) expect(found).toContain(`href="/product/${id}"`);
    expect(found).not.toContain('href="/product/SPC121"');

    await page.goto("/admin/audit?entity=category");
    await page.getByText("update category Keyboards").waitFor();
  });

  it("edits a product's description: its page and search show it at once", async () => {
    const text = "A quokka among digital pianos: light to carry, warm to play.";
    expect(await html("/search?q=quokka")).not.toContain('href="/product/SPC121"');
    const page = await editorAt("/admin/products/SPC121");
    await page.getByLabel("Description").fill(text);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved. The site shows the change now.").waitFor();

    expect(await visible("/product/SPC121")).toContain(text);
    const found = await html("/search?q=quokka");
    expect(found).toContain('href="/product/SPC121"');
    expect(found.replace(/<[^>]+>/g, "")).toContain("light to carry");

    await page.goto("/admin/audit?entity=product");
    await page.getByText("update product SPC121").waitFor();
  });
});
