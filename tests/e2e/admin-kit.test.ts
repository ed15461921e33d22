/**
 * A product's kit in the admin, in a real browser: an editor changes the controls printed on the
 * panel and what comes in the box, a control typed twice is refused with its message (in the
 * browser, and by the server without JavaScript, in the editor's language), the saved kit is kept,
 * its history names the change, and the product's owner's manual lists the new accessory at once.
 * The file rewrites a product, so it gets a server and database of its own.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, hydrated } from "./browser";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress } from "./support/http";
import { ADMIN } from "./support/staff-server";

const site = backoffice();

/** A public page's text as a visitor reads it (tags and React's markers removed). */
const visible = async (path: string) =>
  (await (await fetch(`${site.url}${path}`)).text()).replaceAll("<!-- -->", "").replace(/<[^>]+>/g, " ");

describe("a product's kit in the admin", () => {
  it("changes the panel controls and the box's contents: kept, in the history and in the owner's manual", async () => {
    const manual = "/support/manuals/CP203";
    const before = await visible(manual);
    expect(before).toContain("Music rest");
    expect(before).not.toContain("Carrying case");
    expect(before).not.toContain("TRANSPOSE");

    const page = await site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/products/CP203");
    const controls = page.getByLabel("Controls on the panel");
    const printed = await controls.inputValue();
    expect(printed.split("\n")).toContain("MASTER VOLUME");
    const box = page.getByRole("group", { name: "In the box, besides the instrument and its manuals" });
    await expect(box.getByRole("checkbox", { name: "Power adaptor" }).isChecked()).resolves.toBe(true);
    await expect(box.getByRole("checkbox", { name: "Carrying case" }).isChecked()).resolves.toBe(false);
    await expectNoAxeViolations(page);

    // a control typed twice, in other capitals: refused with its message, nothing saved
    await box.getByRole("checkbox", { name: "Carrying case" }).check();
    await controls.fill(`${printed}\nTRANSPOSE\nmaster volume`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page
      .getByText("“master volume” is on two lines (capitals and small letters count as the same): keep one.")
      .waitFor();
    expect(await visible(manual)).not.toContain("TRANSPOSE");

    await controls.fill(`${printed}\n  TRANSPOSE  `);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved. The site shows the change now.").waitFor();

    await page.reload();
    await hydrated(page);
    expect(await page.getByLabel("Controls on the panel").inputValue()).toBe(`${printed}\nTRANSPOSE`);
    await expect(box.getByRole("checkbox", { name: "Carrying case" }).isChecked()).resolves.toBe(true);
    await expect(box.getByRole("checkbox", { name: "Music rest" }).isChecked()).resolves.toBe(true);

    // the owner's manual is written from the kit: the box list and the panel name the new ones
    const after = await visible(manual);
    expect(after).toContain("Carrying case");
    expect(after).toContain("TRANSPOSE");

    // the history names the change in words, part by part
    await page.getByRole("link", { name: "History" }).click();
    await page.getByRole("heading", { level: 1, name: /^History of / }).waitFor();
    const newest = page
      .getByRole("list", { name: "Versions of this product, newest first" })
      .getByRole("listitem")
      .first();
    const inTheBox = await newest
      .getByRole("row", { name: /^In the box/ })
      .getByRole("cell")
      .allTextContents();
    // every box holds the warranty card
    expect(inTheBox).toEqual([
      "Power adaptor\nMusic rest\nWarranty card",
      "Power adaptor\nMusic rest\nCarrying case\nWarranty card",
    ]);
    const panel = await newest
      .getByRole("row", { name: /^Controls on the panel/ })
      .getByRole("cell")
      .allTextContents();
    expect(panel).toEqual([printed, `${printed}\nTRANSPOSE`]);
    await page.goto("/admin/audit?entity=product");
    await page.getByText("update product CP203").waitFor();
    await page.close();
  });

  it("without JavaScript, the server refuses a bad kit with a 400 and each field's message in the editor's language", async () => {
    const page = await site.newPage({
      locale: "de-DE",
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": nextAddress() },
    });
    // the sign-in form in German, sent without JavaScript
    await page.goto("/admin/products/MR101S");
    await page.getByLabel("E-Mail-Adresse").fill(ADMIN.email);
    await page.getByLabel("Passwort").fill(ADMIN.password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.getByLabel("Anschlüsse").waitFor();
    const connectors = page.getByLabel("Anschlüsse");
    expect((await connectors.inputValue()).split("\n")).toContain("MIDI IN (notes, clock)");
    await page.getByLabel("Bedienelemente auf dem Bedienfeld").fill("POWER\nTEMPO\nPower");
    await connectors.fill("Phones\nMIDI IN\u200b");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Speichern", exact: true }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await page
      .getByText(
        "„Power“ steht in zwei Zeilen (Groß- und Kleinschreibung zählen gleich). Bitte behalten Sie nur eine davon.",
      )
      .waitFor();
    await page
      .getByText(
        "Zeile 2 enthält ein Zeichen, das auf keinem Bedienfeld steht (ein Steuerzeichen oder ein unsichtbares Zeichen). Bitte geben Sie die Zeile neu ein.",
      )
      .waitFor();
    // what was typed is kept, and nothing was saved
    expect(await page.getByLabel("Bedienelemente auf dem Bedienfeld").inputValue()).toBe("POWER\nTEMPO\nPower");
    expect(await visible("/support/manuals/MR101S")).toContain("MIDI OUT");
    await page.close();
  });
});
