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

describe("MIDI codes and stepping stones in the admin", () => {
  it("a model's MIDI member code: one another model of its line has is refused with the reason; a free one is saved", async () => {
    const page = await editorAt("/admin/products/MK61");
    const code = page.getByLabel("MIDI member code");
    expect(await code.inputValue()).toBe("61");
    await code.fill("16384");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Give the code as a whole number from 0 to 16383.").waitFor();
    await code.fill("49");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page
      .getByText("MK49 has member code 49 in this product line already: each model of a line needs its own.")
      .waitFor();
    await code.fill("62");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved. The site shows the change now.").waitFor();
    expect(await page.getByLabel("MIDI member code").inputValue()).toBe("62");
  });

  it("a product line's MIDI family code: another line's is refused with the reason; a free one is saved", async () => {
    const page = await editorAt("/admin/categories/Drums");
    const code = page.getByLabel("MIDI family code");
    expect(await code.inputValue()).toBe("3");
    await code.fill("1");
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByText("The product line Digital Pianos has family code 1 already: each line needs its own.")
      .waitFor();
    await code.fill("4");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved. Menus and the product line's page show the change now.").waitFor();
    expect(await page.getByLabel("MIDI family code").inputValue()).toBe("4");
  });
});
