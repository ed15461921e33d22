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

describe("find a store in each language", () => {
  const fukuoka = "#store-jp-fukuoka-kenbando";

  it("shows a Japanese store in Japanese on /ja: its address on one line in Japan's order, a national number, Japanese hours", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/ja/dealer/distributor?country=JP");
    const row = page.locator(fukuoka);
    expect(await row.locator("h2").textContent()).toBe("鍵盤堂 天神店");
    expect(await row.locator("address > span").allTextContents()).toEqual(["〒810-0001 福岡県福岡市中央区天神2-6-10"]);
    // the postcode and the house number never break at their hyphens
    const whole = row.locator("address > span > span");
    expect(await whole.allTextContents()).toEqual(["〒810-0001", "2-6-10"]);
    for (const style of await whole.evaluateAll((els) => els.map((el) => getComputedStyle(el).whiteSpace)))
      expect(style).toBe("nowrap");
    const phone = row.locator('a[href^="tel:"]');
    expect(await phone.textContent()).toBe("092-712-4405");
    expect(await phone.getAttribute("href")).toBe("tel:+81927124405");
    await row.getByText("10:00～20:00（定休日なし）").waitFor();
    // romanized, with the number written internationally, on the English and German pages
    await page.goto("/de/dealer/distributor?country=JP");
    expect(await page.locator(`${fukuoka} h2`).textContent()).toBe("Kenban-dō Tenjin");
    expect(await page.locator(`${fukuoka} a[href^="tel:"]`).textContent()).toBe("+81 92 712 4405");
    await page.locator(fukuoka).getByText("Täglich 10–20\u00a0Uhr").waitFor();
    await page.goto("/dealer/distributor?country=JP");
    expect(await page.locator(`${fukuoka} address > span`).allTextContents()).toEqual([
      "2-6-10 Tenjin, Chūō-ku, Fukuoka, Fukuoka",
      "810-0001",
      "Japan",
    ]);
  });

  it("puts each listed store's structured opening hours in the page's JSON-LD", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/ja/dealer/distributor?country=JP");
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const graph = (JSON.parse(json ?? "{}") as { "@graph": Record<string, unknown>[] })["@graph"];
    // each store named by its place on this page, in this page's language
    const on = (id: string) => `${inject("baseURL")}/ja/dealer/distributor${id}`;
    expect(graph.find((item) => item["@id"] === on(fukuoka))).toMatchObject({
      "@type": "Store",
      inLanguage: "ja",
      telephone: "+81927124405",
      address: { postalCode: "810-0001", addressCountry: "JP" },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "10:00",
          closes: "20:00",
        },
      ],
    });
    expect(graph.find((item) => item["@id"] === on("#store-jp-nagoya-sakae-piano"))).toMatchObject({
      openingHoursSpecification: [
        { dayOfWeek: ["Monday", "Tuesday", "Thursday", "Friday", "Saturday", "Sunday"], opens: "10:30" },
        { dayOfWeek: ["Wednesday"], opens: "00:00", closes: "00:00" },
      ],
    });
  });

  it("lists 日本 first on /ja, then the countries in Japanese reading order: 韓国 (かんこく) after カナダ, スイス before スウェーデン", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/ja/dealer/distributor");
    const codes = await page
      .locator("#store-country option")
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean));
    expect(codes).toEqual(["JP", "US", "GB", "IT", "AU", "AT", "NL", "CA", "KR", "CH", "SE", "ES", "DE", "FR"]);
  });

  it("writes a German store's number nationally and its hours in German on /de, internationally on /ja", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/de/dealer/distributor?country=DE&type=dealer");
    const row = page.locator(rows).first();
    const id = await row.getAttribute("id");
    const phone = row.locator('a[href^="tel:"]');
    expect(await phone.textContent()).toMatch(/^0\d/);
    expect(await phone.getAttribute("href")).toMatch(/^tel:\+49\d+$/);
    const hours = (await row.locator("p.text-ink-soft").last().textContent()) ?? "";
    expect(hours).toMatch(/^(Mo|Di|Mi|Do|Fr|Sa|So|Täglich)\b.*\sUhr$/);
    expect(hours).not.toMatch(/Mon|Tue|Sun|Daily/);
    await page.goto("/ja/dealer/distributor?country=DE&type=dealer");
    expect(await page.locator(`#${id} a[href^="tel:"]`).textContent()).toMatch(/^\+49 /);
  });
});

describe("find a store by the places people name", () => {
  const base = inject("baseURL");
  const text = async (path: string) =>
    (await (await fetch(`${base}${path}`)).text()).replaceAll("<!-- -->", "").replace(/<[^>]+>/g, " ");
  const q = (prefix: string, query: string) => `${prefix}/dealer/distributor?q=${encodeURIComponent(query)}`;

  it("finds Innsbruck's store by Tirol, Berlin's by a typo, with the reading said, on /de", async () => {
    expect(await text(q("/de", "Tirol"))).toContain("Innsbruck");
    const berlni = await text(q("/de", "Berlni"));
    expect(berlni).toContain("Händler für „Berlin“ (Ihre Eingabe: „Berlni“).");
    expect(berlni).toMatch(/Berlin/);
  });

  it("finds stores by Tokyo's wards, by 日本 and by kana on /ja, and names a place with no store one way", async () => {
    // what the list's summary says (the page's words also travel in its data)
    const summary = async (path: string) =>
      /aria-live="polite"[^>]*>([\s\S]*?)<\/p>/.exec(
        (await (await fetch(`${base}${path}`)).text()).replaceAll("<!-- -->", ""),
      )?.[1] ?? "";
    for (const place of ["新宿", "渋谷"]) {
      expect(await summary(q("/ja", place)), place).not.toContain("条件に一致する販売店はありません");
      expect(await text(q("/ja", place)), place).toContain("東京都");
    }
    expect(await text(q("/ja", "日本"))).toContain("東京");
    expect(await text(q("/ja", "とうきょう"))).toContain("東京");
    for (const [place, named] of [
      ["青森県", "青森"],
      ["千葉", "千葉"],
      ["鹿児島", "鹿児島"],
    ] as const) {
      const page = await text(q("/ja", place));
      if (page.includes("には販売店がありません")) expect(page, place).toContain(`${named}には販売店がありません`);
      expect(page, place).not.toMatch(/[都府県市]には販売店/);
    }
  });
});
