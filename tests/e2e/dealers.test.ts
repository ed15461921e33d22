import { describe, expect, inject, it } from "vitest";
import { browserPerFile, eventually, expectNoAxeViolations, hydrated } from "./browser";

const { page: newPage } = browserPerFile();
const rows = "main ol > li";

describe("find a store", () => {
  it("lists at least 40 stores in at least 8 countries, 20 a page, each with verification date and report link", async () => {
    const page = await newPage();
    await page.goto("/dealer/distributor");
    await hydrated(page);
    const summary = (await page.getByText(/^\d+ stores in \d+ countries; 1–20 shown/).textContent()) ?? "";
    expect(Number(/^(\d+)/.exec(summary)?.[1])).toBeGreaterThanOrEqual(40);
    const count = await page.locator(rows).count();
    expect(count).toBe(20);
    const countries = await page.locator("#store-country option").count();
    expect(countries - 1).toBeGreaterThanOrEqual(8);
    expect(await page.locator(`${rows} >> text=Details verified on`).count()).toBe(count);
    expect(await page.locator(`${rows} a:has-text("Report a change")`).count()).toBe(count);
    await expectNoAxeViolations(page);
  });

  it("filters by country, type, product line and text in the URL, without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/dealer/distributor");
    await page.getByLabel("Country").selectOption("DE");
    await page.getByRole("button", { name: "Show stores" }).click();
    expect(new URL(page.url()).searchParams.get("country")).toBe("DE");
    const german = await page.locator(`${rows} address`).allTextContents();
    expect(german.length).toBeGreaterThan(1);
    for (const address of german) expect(address).toContain("Germany");

    await page.goto("/dealer/distributor?type=distributor");
    const distributors = await page.locator(`${rows} p.uppercase`).allTextContents();
    expect(distributors.length).toBeGreaterThanOrEqual(8);
    expect(new Set(distributors)).toEqual(new Set(["Distributor"]));

    await page.goto("/dealer/distributor?line=Drums");
    for (const lines of await page.locator(`${rows} ul[aria-label="Product lines"]`).allTextContents()) {
      expect(lines).toContain("Rhythm Machines");
    }

    await page.goto("/dealer/distributor?q=DUSSELDORF");
    expect(await page.locator(`${rows} address`).allTextContents()).toEqual([expect.stringContaining("Düsseldorf")]);

    await page.goto("/dealer/distributor?q=nowhere-at-all");
    await page.getByText("No store matches these filters.").waitFor();
  });

  it("applies a changed list at once with JavaScript", async () => {
    const page = await newPage();
    await page.goto("/dealer/distributor");
    await hydrated(page);
    await page.getByLabel("Country").selectOption("JP");
    await eventually(() => new URL(page.url()).searchParams.get("country"), "JP");
    await eventually(async () => {
      const all = await page.locator(`${rows} address`).allTextContents();
      return all.length > 0 && all.every((a) => a.includes("Japan"));
    }, true);
  });

  it("draws the map offline, one marker per listed store, linked both ways and usable by keyboard", async () => {
    const page = await newPage();
    const offsite: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).origin !== new URL(inject("baseURL")).origin && !r.url().startsWith("data:"))
        offsite.push(r.url());
    });
    await page.goto("/dealer/distributor?country=GB");
    await hydrated(page);
    const ids = await page.locator(rows).evaluateAll((els) => els.map((e) => e.id));
    const markers = await page.locator("figure svg a").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(markers.sort()).toEqual(ids.map((id) => `#${id}`).sort());
    for (const id of ids) {
      const marker = id.replace(/^store-/, "marker-");
      expect(await page.locator(`#${id} a[href="#${marker}"]`).count()).toBe(1);
      expect(await page.locator(`#${marker}`).count()).toBe(1);
    }
    // the world behind the markers is a same-site image that loads
    const map = await page.request.get("/media/map/world.svg");
    expect(map.status()).toBe(200);
    expect(map.headers()["content-type"]).toContain("image/svg+xml");
    // the map follows the filters: zoomed in on Great Britain
    const viewBox = (await page.locator("figure svg").getAttribute("viewBox"))?.split(" ").map(Number) ?? [];
    expect(viewBox[2]).toBeLessThan(300);

    // keyboard: focus a marker, the row lights up; Enter goes to the row
    const first = page.locator("figure svg a").first();
    await first.focus();
    const target = ((await first.getAttribute("href")) ?? "").slice(1);
    await eventually(() => page.locator(`#${target}`).evaluate((e) => e.className.includes("bg-mist")), true);
    await page.keyboard.press("Enter");
    await eventually(() => page.evaluate(() => location.hash), `#${target}`);
    // hovering a row marks its marker
    const second = page.locator(rows).nth(1);
    await second.hover();
    const secondMarker = ((await second.getAttribute("id")) ?? "").replace("store-", "marker-");
    await eventually(() => page.locator(`#${secondMarker} :is(circle,rect)`).getAttribute("fill"), "#14161a");
    expect(offsite).toEqual([]);
  });

  it("sorts by distance from the visitor when they allow their location", async () => {
    const page = await newPage({ geolocation: { latitude: 48.14, longitude: 11.58 }, permissions: ["geolocation"] });
    await page.goto("/dealer/distributor");
    await hydrated(page);
    await page.getByRole("button", { name: "Sort by distance from me" }).click();
    await eventually(() => new URL(page.url()).searchParams.get("near"), "48.14,11.58");
    await page.getByText("Sorted by distance from your approximate position.").waitFor();
    const first = page.locator(rows).first();
    expect(await first.locator("address").textContent()).toContain("München");
    // nearest first across the pages: the sort is kept on every page's link
    const km: number[] = [];
    for (let n = 1; n <= 3; n++) {
      if (n > 1) {
        await page.getByRole("link", { name: "Next" }).click();
        await eventually(() => new URL(page.url()).searchParams.get("page"), String(n));
        // the list of that page (it starts at its first store's number)
        await page.locator(`main ol[start="${(n - 1) * 20 + 1}"]`).waitFor();
        expect(new URL(page.url()).searchParams.get("near")).toBe("48.14,11.58");
      }
      const distances = await page.locator(`${rows} h2 + p`).allTextContents();
      km.push(
        ...distances.map((d) =>
          d.endsWith(" m") ? Number.parseFloat(d) / 1000 : Number.parseFloat(d.replace(/,/g, "")),
        ),
      );
    }
    expect(km.length).toBeGreaterThan(40);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it("explains when the visitor refuses their location", async () => {
    const page = await newPage();
    await page.context().clearPermissions();
    await page.goto("/dealer/distributor");
    await hydrated(page);
    await page.getByRole("button", { name: "Sort by distance from me" }).click();
    await page.getByRole("alert").filter({ hasText: "You did not allow this site to use your location" }).waitFor();
    expect(new URL(page.url()).searchParams.get("near")).toBeNull();
  });
});
