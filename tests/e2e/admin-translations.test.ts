import { describe, expect, it } from "vitest";
import { eventually, expectNoAxeViolations, hydrated } from "./browser";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress } from "./support/http";

// Translations in the admin reach the German and Japanese pages and search at once. The file
// rewrites a product's translations, so it gets a server and database of its own.
const site = backoffice();
const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
const html = async (path: string) => (await fetch(`${site.url}${path}`)).text();

describe("translations in the admin", () => {
  it("edits a product's German and Japanese beside the English: pages, search and the report follow at once", async () => {
    const german = "Ein Wombat unter den Digitalpianos: leicht zu tragen, warm im Klang.";
    expect(await html("/de/search?q=wombat")).not.toContain('href="/de/product/SPC121"');
    const page = await newPage();
    await signedIn(page, "/admin/products/SPC121");
    await page.locator("#admin-main").getByRole("link", { name: "Translations" }).click();
    await page.getByRole("heading", { name: "Translate: SP-C121" }).waitFor();
    await expectNoAxeViolations(page);
    // the English beside each field
    expect(await page.getByRole("rowheader").first().textContent()).toContain(
      "The SP-C121 is a portable digital piano",
    );
    await page.getByLabel("Description in Deutsch").fill(german);
    // a Japanese selling point left empty falls back to the English, marked as English
    await page.getByLabel("Selling point 2 in 日本語").fill("");
    await page.getByRole("button", { name: "Save translations" }).click();
    await page.getByText("Saved. The German and Japanese pages and search show it now.").waitFor();

    expect(await html("/de/product/SPC121")).toContain(german);
    expect(await html("/de/search?q=wombat")).toContain('href="/de/product/SPC121"');
    const japanese = await html("/ja/product/SPC121");
    expect(japanese).toMatch(/<p lang="en"[^>]*>\s*A concert grand recorded at four dynamic levels/);

    await page.goto("/admin/translations");
    await page.getByRole("heading", { name: "日本語" }).waitFor();
    const lacking = page.getByRole("region", { name: "日本語" }).getByRole("link", { name: "SP-C121" });
    expect(await lacking.count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.goto("/admin/audit?entity=translation");
    await page.getByText("update translation product:SPC121").waitFor();
  });

  it("keeps what an editor typed when someone else saved meanwhile, and refuses a list of the wrong length", async () => {
    const first = await newPage();
    const second = await newPage();
    const path = `/admin/translations/edit?${new URLSearchParams({ entity: "category", id: "Drums" })}`;
    for (const page of [first, second]) {
      await signedIn(page, "/admin/translations");
      await page.goto(path);
      await hydrated(page);
    }
    await first.getByLabel("Name in Deutsch").fill("Rhythmusgeräte");
    await first.getByRole("button", { name: "Save translations" }).click();
    await first.getByText("Saved.", { exact: false }).waitFor();

    await second.getByLabel("Name in Deutsch").fill("Drumcomputer");
    await second.getByRole("button", { name: "Save translations" }).click();
    await second.getByText("Someone saved these translations while you were editing.", { exact: false }).waitFor();
    expect(await second.getByLabel("Name in Deutsch").inputValue()).toBe("Drumcomputer");
    await second.getByText("Saved meanwhile: Rhythmusgeräte").waitFor();
    await second.getByRole("button", { name: "Save translations" }).click();
    await second.getByText("Saved.", { exact: false }).waitFor();
    expect(await html("/de/category/Drums")).toContain("Drumcomputer");

    const notes = `/admin/translations/edit?${new URLSearchParams({ entity: "firmware", id: "SPC121@1.1.0" })}`;
    await second.goto(notes);
    // typed before hydration, a textarea holding text is set back to it by React: wait, as a person would
    await hydrated(second);
    await second.getByLabel("Changes (one per line) in Deutsch").fill("Nur eine Zeile");
    await second.getByRole("button", { name: "Save translations" }).click();
    await second.getByText("one line per English line (3, not 1)", { exact: false }).waitFor();
    expect(await second.getByLabel("Changes (one per line) in Deutsch").inputValue()).toBe("Nur eine Zeile");

    // highlights are shown whole, in one language: one emptied is refused, not the rest dropped unseen
    await second.goto(`/admin/translations/edit?${new URLSearchParams({ entity: "product", id: "MK61" })}`);
    await hydrated(second);
    await second.getByLabel("Highlight 1: title in Deutsch").fill("");
    await second.getByLabel("Highlight 2: text in Deutsch").fill("Ein neuer Text");
    await second.getByRole("button", { name: "Save translations" }).click();
    await second
      .getByText("Deutsch, highlights: translate all of it or leave all of it empty", { exact: false })
      .waitFor();
    // saved from the foot of a long form, the answer comes into view at its head
    await eventually(
      () =>
        second
          .getByRole("alert")
          .evaluate((box) => box.getBoundingClientRect().top >= 0 && box.getBoundingClientRect().bottom <= innerHeight),
      true,
    );
    expect(await second.getByLabel("Highlight 2: text in Deutsch").inputValue()).toBe("Ein neuer Text");
    expect(await html("/de/product/MK61")).not.toContain("Ein neuer Text");
    // an item the address does not name is not found (not the first of its kind)
    const nameless = await second.goto(
      `/admin/translations/edit?${new URLSearchParams({ entity: "product", id: "" })}`,
    );
    expect(nameless?.status()).toBe(404);
  });

  it("keeps what an editor typed before the page hydrated, in a field that held text", async () => {
    const page = await newPage();
    await signedIn(page, "/admin/translations");
    // the page's script held back until the editor has typed, as on a slow connection
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/admin/translations/edit?${new URLSearchParams({ entity: "firmware", id: "SPC121@1.1.0" })}`, {
      waitUntil: "domcontentloaded",
    });
    const notes = page.getByLabel("Changes (one per line) in Deutsch");
    expect(await notes.inputValue()).not.toBe("");
    await notes.fill("Schneller getippt");
    release();
    await hydrated(page);
    expect(await notes.inputValue()).toBe("Schneller getippt");
    // and the form sends it: one line where the English has three is refused, the words kept
    await page.getByRole("button", { name: "Save translations" }).click();
    await page.getByText("one line per English line (3, not 1)", { exact: false }).waitFor();
    expect(await notes.inputValue()).toBe("Schneller getippt");
  });

  it("marks a product line's name shown in English, for want of a translation, wherever it appears", async () => {
    const page = await newPage();
    await signedIn(page, "/admin/translations");
    await page.goto(`/admin/translations/edit?${new URLSearchParams({ entity: "category", id: "Keyboards" })}`);
    await hydrated(page);
    await page.getByLabel("Name in Deutsch").fill("");
    await page.getByRole("button", { name: "Save translations" }).click();
    await page.getByText("Saved.", { exact: false }).waitFor();
    const line = await html("/de/category/Keyboards");
    expect(line).toMatch(/<h1 lang="en"[^>]*>\s*Keyboards\s*<\/h1>/);
    // the footer, the products panel and the breadcrumbs mark it too
    expect(line).toMatch(/<a(?=[^>]*href="\/de\/category\/Keyboards")(?=[^>]*lang="en")[^>]*>Keyboards<\/a>/);
    expect(await html("/de/product/MK61")).toMatch(
      /<a(?=[^>]*href="\/de\/category\/Keyboards")(?=[^>]*lang="en")[^>]*>KEYBOARDS<\/a>/,
    );
    // the German lines stay German, unmarked
    expect(line).toMatch(/<a[^>]*href="\/de\/category\/DigitalPianos"[^>]*>Digitalpianos<\/a>/);
  });

  it("marks a translation outdated when its English changes, keeps it on the page, and clears the mark when confirmed", async () => {
    const german = "Pianos, die jede Nuance Ihres Anschlags umsetzen";
    expect(await html("/de/category/DigitalPianos")).toContain(german);
    const page = await newPage();
    await signedIn(page, "/admin");
    const count = () =>
      page.locator('a[href="/admin/translations"]').filter({ hasText: "Outdated translations (Deutsch)" });
    expect(await count().textContent()).toMatch(/^\s*0\s*Outdated/);
    await page.goto("/admin/categories/DigitalPianos");
    await hydrated(page);
    await page.getByLabel("Headline").fill("Pianos that answer every touch, loud or soft");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.", { exact: false }).waitFor();

    // the dashboard counts it, the report lists it first, the German page keeps the older translation
    await page.goto("/admin");
    expect(await count().textContent()).toMatch(/^\s*1\s*Outdated/);
    expect(await html("/de/category/DigitalPianos")).toContain(german);
    await page.goto("/admin/translations");
    const outdated = page.locator('[data-outdated-item="de:category:DigitalPianos"]');
    expect(await outdated.textContent()).toContain("Headline");
    expect(await page.locator('[data-outdated-count="de"]').textContent()).toContain("1 field");
    await expectNoAxeViolations(page);

    // the editor shows the English before and now beside the translation
    await outdated.getByRole("link", { name: "Digital Pianos" }).click();
    await page.getByRole("heading", { name: "Translate: Digital Pianos" }).waitFor();
    await hydrated(page);
    const note = page.locator('[data-outdated="de:title"]');
    expect(await note.locator("ins").textContent()).toContain("loud or soft");
    const field = page.getByRole("textbox", { name: "Headline in Deutsch", exact: true });
    expect(await field.getAttribute("aria-describedby")).toBeTruthy();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Still correct: Headline in Deutsch" }).click();
    await page.getByText("Marked as still correct: Headline in Deutsch.", { exact: false }).waitFor();
    await note.waitFor({ state: "detached" });
    // the Japanese was translated from the same English: still marked
    expect(await page.locator('[data-outdated="ja:title"]').count()).toBe(1);

    await page.goto("/admin");
    expect(await count().textContent()).toMatch(/^\s*0\s*Outdated/);
    expect(await html("/de/category/DigitalPianos")).toContain(german);
    await page.goto("/admin/audit?entity=translation");
    await page.getByText("confirm translation category:DigitalPianos").waitFor();
  });
});
