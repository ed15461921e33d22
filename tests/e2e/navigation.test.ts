import { describe, expect, it } from "vitest";
import { siteConfig } from "~/lib/site-config";
import { browserPerFile, eventually, hydrated } from "./browser";

const { page: newPage } = browserPerFile();

async function home() {
  const page = await newPage();
  await page.goto("/");
  await hydrated(page);
  return page;
}

describe("top menu", () => {
  it("FIND A STORE and NEWS go to their pages", async () => {
    const page = await home();
    const main = page.getByRole("navigation", { name: "Main" }).first();
    await main.getByRole("link", { name: "FIND A STORE" }).click();
    await page.waitForURL("**/dealer/distributor");
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), "Find A Store");
    await main.getByRole("link", { name: "NEWS" }).click();
    await page.waitForURL("**/news");
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), "News");
  });

  it.each([
    ["SUPPORT", "DOWNLOAD", "/support", "Downloads"],
    ["SUPPORT", "CONTACT US", "/contactus", "Contact Us"],
    ["ABOUT US", "BRAND STORY", "/aboutus/companyoverview", "Brand Story"],
    ["ABOUT US", "TEAM", "/aboutus/team", "Team"],
    ["ABOUT US", "TECHNOLOGY", "/aboutus/technology", "Technology"],
    ["ABOUT US", "NOTEVA PARK", "/aboutus/notevapark", "Noteva Park"],
  ])("%s opens on hover and %s goes to %s", async (menu, item, path, heading) => {
    const page = await home();
    const button = page.getByRole("button", { name: menu });
    await button.hover();
    await eventually(() => button.getAttribute("aria-expanded"), "true");
    await page.getByRole("link", { name: item, exact: true }).click();
    await page.waitForURL(`**${path}`);
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), heading);
    // navigating closes the dropdown
    await eventually(() => button.getAttribute("aria-expanded"), "false");
  });

  it("dropdowns work from the keyboard: Enter opens, Escape closes and returns focus", async () => {
    const page = await home();
    const support = page.getByRole("button", { name: "SUPPORT" });
    await support.focus();
    await page.keyboard.press("Enter");
    await eventually(() => support.getAttribute("aria-expanded"), "true");
    await page.keyboard.press("Tab");
    await eventually(() => page.evaluate(() => document.activeElement?.textContent), "DOWNLOAD");
    await page.keyboard.press("Escape");
    await eventually(() => support.getAttribute("aria-expanded"), "false");
    await eventually(() => page.evaluate(() => document.activeElement?.textContent?.trim()), "SUPPORT");
  });

  it("a dropdown opens by tap (touch) too", async () => {
    const page = await newPage({ hasTouch: true, viewport: { width: 1280, height: 800 } });
    await page.goto("/");
    await hydrated(page);
    const about = page.getByRole("button", { name: "ABOUT US" });
    await about.tap();
    await eventually(() => about.getAttribute("aria-expanded"), "true");
    await page.getByRole("link", { name: "TEAM", exact: true }).tap();
    await page.waitForURL("**/aboutus/team");
  });
});

describe("products panel", () => {
  const productsIn = async (page: Awaited<ReturnType<typeof home>>, group: string) =>
    page
      .getByRole("list", { name: `${group} products` })
      .getByRole("link")
      .allTextContents();

  it("opens on hover with Digital Pianos first; hovering a group shows its products", async () => {
    const page = await home();
    await page.getByRole("button", { name: "PRODUCTS" }).hover();
    expect((await productsIn(page, "Digital Pianos")).map((t) => t.trim())).toEqual(["SP-C121", "CP203", "SP201Plus"]);
    const lines = page.getByRole("list", { name: "Product lines" });
    await lines.getByRole("link", { name: "Keyboards" }).hover();
    expect((await productsIn(page, "Keyboards")).map((t) => t.trim())).toEqual(["AKX10S", "MK61", "MK37", "MK49"]);
    await lines.getByRole("link", { name: "Rhythm Machines" }).hover();
    expect((await productsIn(page, "Rhythm Machines")).map((t) => t.trim())).toEqual(["MR101S"]);
    // each product shows a picture that loaded
    const loaded = await page
      .getByRole("list", { name: "Rhythm Machines products" })
      .locator("img")
      .evaluateAll((imgs) =>
        imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      );
    expect(loaded).toBe(true);
  });

  it("clicking a group goes to /category/{key}; clicking a product goes to /product/detail/{id}", async () => {
    const page = await home();
    await page.getByRole("button", { name: "PRODUCTS" }).hover();
    await page.getByRole("list", { name: "Product lines" }).getByRole("link", { name: "Rhythm Machines" }).click();
    await page.waitForURL("**/category/Drums");
    await page.getByRole("button", { name: "PRODUCTS" }).hover();
    await page.getByRole("list", { name: "Product lines" }).getByRole("link", { name: "Keyboards" }).hover();
    await page.getByRole("list", { name: "Keyboards products" }).getByRole("link", { name: "MK49" }).click();
    await page.waitForURL("**/product/detail/MK49");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("MK49");
  });

  it("works from the keyboard: focusing a group shows its products", async () => {
    const page = await home();
    await page.getByRole("button", { name: "PRODUCTS" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab"); // Digital Pianos
    await page.keyboard.press("Tab"); // Keyboards
    await eventually(() => page.evaluate(() => document.activeElement?.textContent), "Keyboards");
    expect((await productsIn(page, "Keyboards")).map((t) => t.trim())).toContain("AKX10S");
    await page.keyboard.press("Escape");
    await eventually(() => page.getByRole("button", { name: "PRODUCTS" }).getAttribute("aria-expanded"), "false");
  });
});

describe("mobile menu", () => {
  it("opens from the menu button and reaches every section", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Menu" }).tap();
    const menu = page.getByRole("navigation", { name: "Main" }).last();
    await menu.getByRole("button", { name: "SUPPORT" }).tap();
    await menu.getByRole("link", { name: "CONTACT US" }).tap();
    await page.waitForURL("**/contactus");
    await eventually(() => page.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded"), "false");
    await page.getByRole("button", { name: "Menu" }).tap();
    await menu.getByRole("button", { name: "PRODUCTS" }).tap();
    await menu.getByRole("link", { name: "SP-C121" }).tap();
    await page.waitForURL("**/product/detail/SPC121");
  });

  it("Escape closes it", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await eventually(() => page.getByRole("button", { name: "Close menu" }).isVisible(), true);
    await page.keyboard.press("Escape");
    await eventually(() => page.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded"), "false");
  });
});

describe("phone and tablet widths", () => {
  // every page type a visitor reaches from the menus; a page wider than the phone scrolls sideways
  const pages = [
    "/",
    "/category/Keyboards",
    "/product/SPC121",
    "/product/detail/AKX10S",
    "/compare?p=SPC121&p=CP203",
    "/news",
    "/news/akx10s-launch",
    "/support",
    "/support/manuals/SPC121",
    "/support/firmware/AKX10S",
    "/dealer/distributor",
    "/dealer/distributor?near=48.14,11.58",
    "/contactus",
    "/search?q=piano",
    "/support/manuals",
    "/support/software",
    "/support/videos",
    "/aboutus/companyoverview",
    "/aboutus/team",
    "/aboutus/technology",
    "/de/dealer/distributor",
    "/ja/support",
  ];

  it.each([360, 768])("no page is wider than the screen at %i px", async (width) => {
    const page = await newPage({ viewport: { width, height: 800 }, hasTouch: true, isMobile: width < 768 });
    const wider: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await hydrated(page);
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      if (scroll > client) wider.push(`${path}: ${scroll} px in ${client}`);
    }
    expect(wider).toEqual([]);
  });
});

describe("footer", () => {
  it("has the spec's columns, working links and four social links", async () => {
    const page = await home();
    const footer = page.getByRole("contentinfo");
    const headings = (await footer.getByRole("heading").allTextContents()).map((t) => t.trim());
    expect(headings).toEqual(["PRODUCTS", "Find A Store", "NEWS", "SUPPORT", "ABOUT US"]);
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    expect(await social.count()).toBe(4);
    for (const link of await social.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    // each link names its platform, as the site configuration writes it, never a kind ("the video channel")
    expect(await social.evaluateAll((as) => as.map((a) => a.getAttribute("aria-label")))).toEqual(
      siteConfig.social.map((s) => `Noteva on ${s.platform} (opens in a new tab)`),
    );
    await footer.getByRole("link", { name: "Update" }).click();
    await page.waitForURL("**/news?t=u");
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), "Updates");
    const hrefs = await footer.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const href of new Set(hrefs)) {
      const response = await page.request.get(href ?? "/");
      expect(response.status(), href ?? "").toBe(200);
    }
  });
});

describe("search box", () => {
  it("Enter searches for the text", async () => {
    const page = await home();
    // a searchbox until focused, then a combobox with suggestions: the label finds it either way
    const box = page.getByRole("search").first().getByLabel("Search products, manuals and news");
    await box.fill("spc121");
    await box.press("Enter");
    await page.waitForURL("**/search?q=spc121");
    await eventually(() => page.getByRole("link", { name: "SP-C121" }).first().isVisible(), true);
  });

  it("the search icon searches too, and works without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/");
    await page.getByRole("search").first().getByRole("searchbox").fill("MK 61");
    await page.getByRole("search").first().getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/search?q=MK+61");
    await eventually(() => page.getByRole("link", { name: "MK61" }).first().isVisible(), true);
  });
});

describe("arriving from a campaign link", () => {
  it("keeps the campaign in the address bar for analytics, runs every script under the CSP, and navigates on", async () => {
    const page = await newPage();
    const complaints: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") complaints.push(message.text());
    });
    page.on("pageerror", (error) => complaints.push(String(error)));
    await page.goto("/product/SPC121?utm_source=newsletter&utm_campaign=spring&gclid=abc123");
    await hydrated(page);
    expect(new URL(page.url()).searchParams.get("gclid")).toBe("abc123");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/product\/SPC121$/);
    // client-side navigation discovers routes it has not loaded yet (React Router's manifest)
    await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "NEWS" }).click();
    await page.waitForURL("**/news");
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), "News");
    expect(complaints).toEqual([]);
  });
});
