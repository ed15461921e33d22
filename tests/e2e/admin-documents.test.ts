import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { firmwareArchive, firmwareImage, midiCodesOf } from "../../media/firmware";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress } from "./support/http";

// Uploads change content: this file gets a server and database of its own.
const site = backoffice();
const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });

const text = async (path: string) => (await (await fetch(`${site.url}${path}`)).text()).replaceAll("<!-- -->", "");
/** A public page's text as a visitor reads it (tags and React's markers removed). */
const visible = async (path: string) => (await text(path)).replace(/<[^>]+>/g, " ");

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
    // the upload joins the seed's data lists (English, German, Japanese) as another English file
    const links = item.getByRole("link", { name: "data list", exact: true });
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const href = hrefs.find((h) => h?.startsWith("/files/")) ?? null;
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

describe("firmware uploaded in the admin", () => {
  it("is refused unless it is the signed image of the chosen model; the signed minimum then shows on the firmware page", async () => {
    const page = await newPage();
    await signedIn(page, "/admin/documents");
    await page.getByLabel("Product").selectOption("MR101S");
    await page.getByLabel("What it is").selectOption("firmware");
    await page.getByLabel("Version", { exact: true }).fill("1.3.0");
    await page.getByLabel("What changed").fill("Faster start");
    const file = page.getByLabel("File", { exact: true });
    const upload = async (name: string, zip: Uint8Array) => {
      await file.setInputFiles({ name, mimeType: "application/zip", buffer: Buffer.from(zip) });
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Upload" }).click(),
      ]);
      return response.status();
    };

    // another model's image, signed as it should be: a 400 with the reason on the file field
    const mk61 = zipSync({ "NOTEVA_MK61_V130.BIN": firmwareImage("MK61", "1.3.0") });
    expect(await upload("MK61 firmware.zip", mk61)).toBe(400);
    const { family, member } = midiCodesOf("MR101S");
    const reason = page.locator("#upload-file-error");
    await reason.waitFor();
    expect(await reason.textContent()).toBe(
      `NOTEVA_MK61_V130.BIN is firmware for MK61 (MIDI family 2, member 61), not for MR101S (family ${family}, member ${member}): choose the right product or image.`,
    );
    expect(await file.getAttribute("aria-invalid")).toBe("true");
    // what was typed is kept for the next try
    expect(await page.getByLabel("Version", { exact: true }).inputValue()).toBe("1.3.0");

    // the archive as the firmware team ships it, signed with a stepping stone: 1.1.0 installed first
    const release = firmwareArchive("MR101S", "1.3.0", "2026-12-01", ["Faster start"], "1.1.0");
    // saved: a redirect, which a React Router data request answers with 202
    expect(await upload("MR101S firmware 1.3.0.zip", release)).toBe(202);
    await page.getByText("Uploaded MR101S-firmware-1-3-0.zip.").waitFor();
    const item = page.locator("#product-MR101S");
    await item.getByText("needs 1.1.0 or later installed (from its signed image)").waitFor();
    expect(await visible("/support/firmware/MR101S")).toContain(
      "Requires firmware 1.1.0 or later: update to 1.1.0 first.",
    );
    expect(await visible("/de/support/firmware/MR101S")).toContain(
      "Setzt die Firmware 1.1.0 oder neuer voraus: Aktualisieren Sie zuerst auf 1.1.0.",
    );

    // a page opened before the minimum was signed still posts the old edit form: told why, nothing changed
    const stale = await page.evaluate(async () => {
      const body = new FormData();
      body.set("intent", "minimum");
      body.set("id", "1");
      body.set("minimumVersion", "1.0.0");
      const response = await fetch("/admin/documents", { method: "POST", body });
      return { status: response.status, text: await response.text() };
    });
    expect(stale.status).toBe(400);
    expect(stale.text).toContain("which instruments check, so it cannot be changed here.");
    expect(await visible("/support/firmware/MR101S")).toContain("Requires firmware 1.1.0 or later");
  });
});
