/**
 * The back office in a real browser, part 2: the catalogue as editors change it. Products' texts,
 * specifications and pictures, new products, stores, manuals and software uploads, and product
 * groups; every change shows on the public site at once and is in the audit log.
 */
import { describe, expect, it } from "vitest";
import { eventually, hydrated } from "./browser";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress } from "./support/http";

const site = backoffice();
const { newPage } = site;

describe("the admin", () => {
  it("edits a product's text and specifications, hides it as a draft and publishes it again", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/products/MK49");
    await page.getByLabel("Description").fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Enter the description.").waitFor();
    await page.getByLabel("Description").fill("The MK49 in a new finish: 49 full-size keys for first lessons.");
    await page.getByLabel("Other spellings").fill("MK-49, MK 49, Lesson49");
    await page.getByLabel("Specification 1 value").fill("49 full-size keys\nTouch response");
    await page.getByLabel("State").selectOption("draft");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("It is a draft: hidden from visitors.").waitFor();
    expect((await fetch(`${site.url}/product/MK49`)).status).toBe(404);

    await page.getByLabel("State").selectOption("published");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The site shows the change now.").waitFor();
    const html = await (await fetch(`${site.url}/product/MK49`)).text();
    expect(html).toContain("The MK49 in a new finish");
    const search = await (await fetch(`${site.url}/search?q=lesson49`)).text();
    expect(search.replaceAll("<!-- -->", "")).toContain("Model MK49");
    await page.goto("/admin/audit?entity=product");
    await page.getByText("unpublish product MK49").waitFor();
    await page.getByText("publish product MK49", { exact: true }).waitFor();
  });

  it("redraws a product's pictures from changed specifications, and edits its banners and highlights", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    const mainPicture = async () =>
      /<img src="(\/media\/product\/mk61-angle[^"]*\.webp)"/.exec(
        await (await fetch(`${site.url}/product/MK61`)).text(),
      )?.[1];
    const before = await mainPicture();
    expect(before).toBe("/media/product/mk61-angle-640.webp");
    const oldBytes = Buffer.from(await (await fetch(`${site.url}${before}`)).arrayBuffer());

    await signedIn(page, "/admin/products/MK61");
    const colour = page.getByLabel(/^Specification \d+ name$/);
    const labels = await colour.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const row = labels.indexOf("available colour") + 1;
    expect(row).toBeGreaterThan(0);
    await page.getByLabel(`Specification ${row} value`).fill("White");
    await page.getByLabel("Banner 2").selectOption("");
    await page.getByLabel("Highlight 1 title").fill("");
    await page.getByRole("button", { name: "Save and redraw pictures" }).click();
    await page
      .getByText("Describe this highlight.")
      .waitFor({ state: "detached" })
      .catch(() => undefined);
    await page.getByText("Give this highlight a title.").waitFor();
    await page.getByLabel("Highlight 1 title").fill("Lessons built in");
    await page.getByRole("button", { name: "Save and redraw pictures" }).click();
    await page.getByText("Saved, and the pictures were redrawn from the specifications.").waitFor();

    const after = await mainPicture();
    expect(after).toMatch(/^\/media\/product\/mk61-angle~[0-9a-f]{10}-640\.webp$/);
    const picture = await fetch(`${site.url}${after}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    expect(picture.headers.get("cache-control")).toContain("immutable");
    const newBytes = Buffer.from(await picture.arrayBuffer());
    expect(newBytes.subarray(8, 12).toString()).toBe("WEBP");
    expect(newBytes.equals(oldBytes)).toBe(false);
    const avif = await fetch(`${site.url}${after?.replace("-640.webp", "-1200.avif")}`);
    expect([avif.status, avif.headers.get("content-type")]).toEqual([200, "image/avif"]);
    expect((await fetch(`${site.url}${after?.replace("-640.webp", "-641.webp")}`)).status).toBe(404);

    // every picture on the public page loads, one banner is left, and the highlight is renamed
    const visitor = await newPage();
    await visitor.goto("/product/MK61");
    await hydrated(visitor);
    const html = await visitor.content();
    expect(html.match(/\/media\/banner\/mk61-[^"\s]*-1920\.webp/g)?.length ?? 0).toBeGreaterThan(0);
    expect(html).not.toMatch(/banner\/mk61-2/);
    expect(html).toContain("Lessons built in");
    const sources = await visitor
      .locator("img")
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc || (i as HTMLImageElement).src));
    for (const src of sources) expect((await fetch(src)).status, src).toBe(200);
    await page.goto("/admin/audit?entity=product");
    await page.getByText("redraw product MK61").waitFor();
  });

  it("creates a new product whose pictures are drawn from its specifications, a draft until published", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/products/new");
    await page.getByLabel("Name (the model)").fill("SP-C121");
    await page.getByLabel("Product line").selectOption("DigitalPianos");
    await page.getByLabel("Description").fill("A compact digital piano for small rooms.");
    await page.getByLabel("Selling point 1", { exact: true }).fill("88 weighted keys");
    await page.getByLabel("Selling point 2", { exact: true }).fill("Two 20 W speakers");
    await page.getByRole("button", { name: "Create and draw pictures" }).click();
    await page.getByText("Enter the third selling point.").waitFor();
    await page.getByLabel("Selling point 3", { exact: true }).fill("Bluetooth audio and MIDI");
    await page.getByRole("button", { name: "Create and draw pictures" }).click();
    await page.getByText("A product with the model code SPC121 exists already.").waitFor();

    await page.getByLabel("Name (the model)").fill("SP-C150");
    const spec = async (label: string, value: string) => {
      const names = await page
        .getByLabel(/^Specification \d+ name$/)
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      await page.getByLabel(`Specification ${names.indexOf(label) + 1} value`).fill(value);
    };
    await spec("keyboard", "88 keys, graded hammer action");
    await spec("dimensions", "1320 × 260 × 140 mm");
    await spec("available colour", "Rosewood");
    await spec("speaker", "12 cm × 2");
    await page.getByLabel("Highlight 1 title").fill("Quiet practice");
    await page.getByLabel("Highlight 1 text").fill("Two headphone jacks for teacher and student.");
    await page.getByRole("button", { name: "Create and draw pictures" }).click();
    await page.getByText("It is a draft: hidden from visitors.").waitFor();
    await eventually(() => new URL(page.url()).pathname, "/admin/products/SPC150");
    expect((await fetch(`${site.url}/product/SPC150`)).status).toBe(404);

    await page.getByLabel("Show in the header's products menu").check();
    await page.getByLabel("State").selectOption("published");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The site shows the change now.").waitFor();
    const visitor = await newPage();
    await visitor.goto("/product/SPC150");
    await hydrated(visitor);
    await visitor.getByRole("heading", { name: "SP-C150", level: 1 }).waitFor();
    await visitor.getByText("Quiet practice").first().waitFor();
    const sources = await visitor
      .locator("img")
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc || (i as HTMLImageElement).src));
    expect(sources.some((s) => /\/media\/product\/spc150-front~[0-9a-f]{10}-/.test(s))).toBe(true);
    for (const src of sources) expect((await fetch(src)).status, src).toBe(200);
    const home = await (await fetch(`${site.url}/`)).text();
    expect(home).toContain("/product/detail/SPC150");
    const search = await (await fetch(`${site.url}/search?q=spc150`)).text();
    expect(search.replaceAll("<!-- -->", "")).toContain("SP-C150");
  });

  it("adds a store with coordinates that Find a Store shows at once, with field messages for bad input", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/dealers/new");
    const id = `pt-lisboa-e2e-${Date.now()}`;
    await page.getByLabel("Id", { exact: true }).fill(id);
    await page.getByLabel("Name").fill("Casa dos Teclados");
    await page.getByLabel("Street and number").fill("Rua Garrett 50");
    await page.getByLabel("Postcode").fill("1200-204");
    await page.getByLabel("City").fill("Lisboa");
    await page.getByLabel("Country").selectOption("PT");
    await page.getByLabel("Phone").fill("21 555 0100");
    await page.getByLabel("E-mail").fill("loja@casa-teclados.example");
    await page.getByLabel("Website", { exact: true }).fill("https://casa-teclados.example");
    await page.getByLabel("Latitude").fill("95");
    await page.getByLabel("Longitude").fill("-9.1420");
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
      await page.getByLabel(`${day}: opens`, { exact: true }).fill("10:00");
      await page.getByLabel(`${day}: closes`, { exact: true }).fill("19:00");
    }
    await page.getByLabel("Saturday: closes", { exact: true }).fill("09:00");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Write the number in international form, such as +49 40 5550 1234.").waitFor();
    await page.getByText("Saturday: it closes (09:00) before it opens (10:00).").waitFor();
    await page.getByText("Latitude is a number from -90 to 90, such as 53.5511.").waitFor();
    await page.getByText("Choose at least one product line.").waitFor();
    expect(await page.getByLabel("Name").inputValue()).toBe("Casa dos Teclados");
    await page.getByLabel("Saturday: closes", { exact: true }).fill("19:00");
    // the browser's check passes; libphonenumber's on the server refuses a number too short for Portugal
    await page.getByLabel("Phone").fill("+351 21 555");
    await page.getByLabel("Latitude").fill("38.7107");
    await page.getByLabel("Digital Pianos").check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText(/^This is not a valid phone number/).waitFor();
    await page.getByLabel("Phone").fill("+351 21 555 0100");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved. Find a Store shows the change now.").waitFor();
    const list = await (await fetch(`${site.url}/dealer/distributor?q=teclados`)).text();
    expect(list).toContain("Casa dos Teclados");
    expect(list).toContain(`href="#store-${id}"`);
    expect(list).toContain("Mon–Sat 10:00–19:00, Sun closed");
    await page.goto("/admin/audit?entity=dealer");
    await page.getByText(`create dealer ${id}`).waitFor();
  });

  it("uploads a manual that the product page offers at once, and refuses the wrong type", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/documents");
    await page.getByLabel("Product").selectOption("CP203");
    await page.getByLabel("What it is").selectOption("quick-start");
    await page
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") });
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByText("This file is not a PDF: manuals must be PDF files.").waitFor();

    const pdf = Buffer.from(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    );
    await page.getByLabel("Product").selectOption("CP203");
    await page.getByLabel("What it is").selectOption("quick-start");
    await page
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: "CP203 Quick Start (FR).pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByText("Uploaded CP203-Quick-Start-FR.pdf.").waitFor();
    const product = await (await fetch(`${site.url}/product/CP203`)).text();
    const href = /href="(\/files\/[0-9a-f]{64}\/CP203-Quick-Start-FR\.pdf)"/.exec(product)?.[1];
    expect(href).toBeTruthy();
    const file = await fetch(`${site.url}${href}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    await page.goto("/admin/audit?entity=document");
    await page.getByText(`upload document ${href}`).waitFor();
  });

  it("reorders, replaces and removes a product's documents, seed files included", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    const downloads = async () =>
      [
        ...(await (await fetch(`${site.url}/product/SP201Plus`)).text()).matchAll(
          /href="(\/(?:docs|files)\/[^"]+\.pdf)"/g,
        ),
      ].map((m) => m[1]);
    const first = await downloads();
    expect(first.length).toBeGreaterThanOrEqual(2);
    await signedIn(page, "/admin/documents");
    const item = page.locator("#product-SP201Plus");
    await item
      .getByRole("button", { name: /^Move down/ })
      .first()
      .click();
    await page.getByText("Moved.").waitFor();
    // the owner's manual moves below the data list, each with its German and Japanese files
    const moved = await downloads();
    const manuals = first.filter((h) => h?.includes("-owners-manual-"));
    const lists = first.filter((h) => h?.includes("-data-list-"));
    expect(manuals).toHaveLength(3);
    expect(lists).toHaveLength(3);
    expect(moved.slice(0, 6)).toEqual([...lists, ...manuals]);

    await item
      .getByRole("link", { name: /^Replace/ })
      .first()
      .click();
    await page.getByRole("heading", { name: /^Replace the/ }).waitFor();
    const pdf = Buffer.from(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n% revised\n",
    );
    await page
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: "SP201Plus data list rev2.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Replace", exact: true }).click();
    await page.getByText("Replaced with SP201Plus-data-list-rev2.pdf.").waitFor();
    const replaced = await downloads();
    expect(replaced.length).toBe(moved.length);
    expect(replaced[0]).toMatch(/^\/files\/[0-9a-f]{64}\/SP201Plus-data-list-rev2\.pdf$/);
    // the replacement keeps its kind and place: a data list, beside its German and Japanese files
    expect(replaced.slice(1)).toEqual(moved.slice(1));

    await item
      .getByRole("button", { name: /^Remove/ })
      .last()
      .click();
    await page.getByText("Removed from the site.").waitFor();
    expect(await downloads()).toEqual(replaced.slice(0, -1));
    await page.goto("/admin/audit?entity=document");
    await page.getByText(`replace document ${replaced[0]}`).waitFor();
  });

  it("uploads an app for /support/software, checked by its bytes", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/documents");
    await page.getByLabel("What it is").selectOption("software");
    await page.getByLabel("File", { exact: true }).setInputFiles({
      name: "setup.exe",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("#!/bin/sh\necho hi\n"),
    });
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByText("Name the software, like Noteva Connect.").waitFor();
    await page.getByText("Choose the platform.").waitFor();
    await page.getByLabel("Software name").fill("Noteva Connect");
    await page.getByLabel("Platform").selectOption("windows");
    await page.getByLabel("Version", { exact: true }).fill("2.1.0");
    await page.getByRole("button", { name: "Upload" }).click();
    await page
      .getByText("This file is not a ZIP archive, Windows installer (EXE, MSI) or macOS package (PKG).")
      .waitFor();

    // an EXE: "MZ", then a minimal DOS header
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(126, 0), Buffer.from("PE\0\0")]);
    await page.getByLabel("Software name").fill("Noteva Connect");
    await page.getByLabel("What it is").selectOption("software");
    await page.getByLabel("Platform").selectOption("windows");
    await page.getByLabel("Version", { exact: true }).fill("2.1.0");
    await page
      .getByLabel("What changed")
      .fill("Backs up and restores registrations.\nWorks with every USB instrument.");
    await page
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: "Noteva Connect Setup 2.1.0.exe", mimeType: "application/octet-stream", buffer: exe });
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByText("Uploaded Noteva-Connect-Setup-2-1-0.exe.").waitFor();

    const html = (await (await fetch(`${site.url}/support/software`)).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Apps and drivers");
    // the page is named for what it lists now: software too
    expect(html).toContain('<h1 class="text-4xl font-bold tracking-tight">Software and firmware</h1>');
    expect(html).toContain("Noteva Connect 2.1.0");
    expect(html).toContain("for every Noteva instrument");
    const href = /href="(\/files\/[0-9a-f]{64}\/Noteva-Connect-Setup-2-1-0\.exe)"/.exec(html)?.[1];
    const file = await fetch(`${site.url}${href}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("attachment");
    expect(Buffer.from(await file.arrayBuffer()).equals(exe)).toBe(true);
  });

  it("refuses an upload over the server's limit before reading it", async () => {
    const response = await fetch(`${site.url}/admin/documents`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: Buffer.alloc(27 * 1024 * 1024, 0x61),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Request body too large");
  });

  it("renames a product group, which the product line's page shows at once (then restores it)", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/groups/RHYTHMMACHINE");
    const original = await page.getByLabel("Name", { exact: true }).inputValue();
    await page.getByLabel("Name", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Enter the group's name.").waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Grooveboxes");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved. The Rhythm Machines page shows the change now.").waitFor();
    expect(await (await fetch(`${site.url}/category/Drums`)).text()).toContain("Grooveboxes");
    await page.getByLabel("Name", { exact: true }).fill(original);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").first().waitFor();
    await eventually(async () => (await (await fetch(`${site.url}/category/Drums`)).text()).includes(original), true);
    const audited = async () =>
      (await (await page.request.get("/admin/audit?entity=sub_group")).text()).replaceAll("<!-- -->", "");
    await eventually(async () => (await audited()).split("update sub_group RHYTHMMACHINE").length - 1, 2);
  });
});
