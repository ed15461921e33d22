import { describe, expect, it } from "vitest";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress } from "./support/http";

// Uploads change content: this file gets a server and database of its own.
const site = backoffice();
const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });

const text = async (path: string) => (await (await fetch(`${site.url}${path}`)).text()).replaceAll("<!-- -->", "");

describe("a document uploaded in the admin", () => {
  it("is on the product's download list and in search at once", async () => {
    const page = await newPage();
    await signedIn(page, "/admin/documents");
    const pdf = Buffer.from(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n% MR101S data list, second edition\n",
    );
    await page.getByLabel("Product").selectOption("MR101S");
    await page.getByLabel("What it is").selectOption("data-list");
    await page
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: "MR101S Data List 2.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByText("Uploaded MR101S-Data-List-2.pdf.").waitFor();
    const item = page.locator("#product-MR101S");
    const href = await item.getByRole("link", { name: "data list", exact: true }).last().getAttribute("href");
    expect(href).toMatch(/^\/files\/[0-9a-f]{64}\/MR101S-Data-List-2\.pdf$/);
    await item.getByText("1 KB", { exact: true }).waitFor();

    // no waiting: the change, its search entries and the content version are one step
    const downloads = await text("/support?product=MR101S&type=data-list");
    expect(downloads).toContain(`href="${href}"`);
    expect(downloads).toMatch(/>1 KB</);
    const found = await text("/search?q=MR101S+data+list&type=document");
    expect(found).toContain(`href="${href}"`);
  });
});
