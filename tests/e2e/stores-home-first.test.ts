/**
 * Find a Store as a reader at home sees it: on /ja Japan's stores first, north to south, their
 * addresses on one line as Japanese lists write them; on /de Germany's first, without a country
 * line; a search by prefecture or region in either script; the map's links in the page's
 * language; and the number of countries the company pages state is the finder's.
 */
import { describe, expect, inject, it } from "vitest";
import { formatsFor } from "~/lib/format";
import { browserPerFile, eventually, expectNoAxeViolations, hydrated } from "./browser";

const { page: newPage } = browserPerFile();
const rows = "main ol > li";
const ids = (page: import("playwright-core").Page) =>
  page.locator(rows).evaluateAll((els) => els.map((e) => e.id.replace(/^store-/, "")));

describe("find a store at home", () => {
  it("opens /ja with Japan's stores, north to south, each address on one line, hours as Japanese stores write them", async () => {
    const page = await newPage();
    await page.goto("/ja/dealer/distributor");
    await hydrated(page);
    const listed = await ids(page);
    // Japan's sixteen stores, 北海道 first and 熊本県 last, before any other country's
    expect(listed.slice(0, 16).every((id) => id.startsWith("jp-"))).toBe(true);
    expect(listed[0]).toBe("jp-sapporo-kita-no-kenban");
    expect(listed[15]).toBe("jp-kumamoto-hinokuni-kenban");
    expect(listed[16]).not.toMatch(/^jp-/);
    const fukuoka = page.locator("#store-jp-fukuoka-kenbando");
    expect(await fukuoka.locator("address > span").allTextContents()).toEqual([
      "〒810-0001 福岡県福岡市中央区天神2-6-10",
    ]);
    await page.locator("#store-jp-nagoya-sakae-piano").getByText("10:30～19:00（水曜定休）", { exact: true }).waitFor();
    const seiran = page.locator("#store-jp-tokyo-seiran");
    await seiran.getByText("販売店さま専用の窓口です", { exact: true }).waitFor();
    await seiran.getByText("9:30～17:30（土・日曜定休）", { exact: true }).waitFor();
    // 日本 is the country list's first choice
    expect(await page.locator("#store-country option").nth(1).getAttribute("value")).toBe("JP");
    await expectNoAxeViolations(page);
  });

  it("finds the Tokyo stores by 東京 and by Tokyo, through the search form", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const tokyo = ["jp-tokyo-seiran", "jp-tokyo-surugadai-oto"];
    for (const q of ["東京", "Tokyo"]) {
      await page.goto("/ja/dealer/distributor");
      await page.getByLabel("店名・地域名").fill(q);
      await page.getByRole("button", { name: "販売店を表示" }).click();
      expect(new URL(page.url()).searchParams.get("q")).toBe(q);
      expect((await ids(page)).sort(), q).toEqual(tokyo);
      for (const address of await page.locator(`${rows} address`).allTextContents())
        expect(address).toMatch(/^〒\d{3}-\d{4} 東京都/);
    }
    await page.goto(`/ja/dealer/distributor?q=${encodeURIComponent("関西")}`);
    expect((await ids(page)).sort()).toEqual([
      "jp-kobe-kenbando-sannomiya",
      "jp-kyoto-rakuchu-piano",
      "jp-osaka-midosuji-gakki",
      "jp-osaka-ongakudo",
    ]);
  });

  it("finds Kyoto's store for 京都 (no Tokyo store), and answers 千葉 with the nearest stores and their distance", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`/ja/dealer/distributor?q=${encodeURIComponent("京都")}`);
    expect(await ids(page)).toEqual(["jp-kyoto-rakuchu-piano"]);
    await page.goto(`/ja/dealer/distributor?q=${encodeURIComponent("千葉")}`);
    await page.getByText("千葉には販売店がありません。千葉から近い販売店：").waitFor();
    expect((await ids(page)).slice(0, 2).sort()).toEqual(["jp-tokyo-seiran", "jp-tokyo-surugadai-oto"]);
    expect(await page.locator(`${rows} p`, { hasText: /^\d+km$/ }).count()).toBeGreaterThan(0);
    // a reader in Vienna finds Vienna's stores, not Munich's
    await page.goto("/de/dealer/distributor?q=Wien");
    expect((await ids(page)).sort()).toEqual(["at-wien-donauton", "at-wien-tastenstube-mariahilf"]);
    await page.goto("/de/dealer/distributor?q=Genf");
    expect(await ids(page)).toEqual(["ch-geneve-touches-plainpalais"]);
    await page.goto("/de/dealer/distributor?q=Dresden");
    await page.getByText("Kein Händler in Dresden. Die nächstgelegenen, nach Entfernung von Dresden:").waitFor();
  });

  it("opens /de with Germany's stores, addresses without a country line, hours in German", async () => {
    const page = await newPage();
    await page.goto("/de/dealer/distributor");
    await hydrated(page);
    const listed = await ids(page);
    expect(listed.slice(0, 6).every((id) => id.startsWith("de-"))).toBe(true);
    expect(listed[6]).not.toMatch(/^de-/);
    for (const id of listed.slice(0, 6)) {
      const lines = await page.locator(`#store-${id} address span`).allTextContents();
      expect(lines, id).toHaveLength(2);
      expect(lines[1], id).toMatch(/^\d{5} \S/);
    }
    const hamburg = page.locator(rows).filter({ hasText: "20146 Hamburg" });
    await hamburg.getByText("Mo–Fr 10–19\u00a0Uhr, Sa 10–16\u00a0Uhr", { exact: true }).waitFor();
    // a store in another country keeps its country's name
    await page.goto("/de/dealer/distributor?country=FR");
    expect(await page.locator(`${rows} address span`).last().textContent()).toBe("Frankreich");
    await page.goto(`/de/dealer/distributor?q=Muenchen`);
    expect(await page.locator(`${rows} address`).allTextContents()).toEqual([expect.stringContaining("München")]);
    await page.goto(`/de/dealer/distributor?q=Munich`);
    expect(await page.locator(rows).count()).toBe(1);
  });

  it("keeps the map's cluster links on /de, and following one stays there", async () => {
    const page = await newPage();
    await page.goto("/de/dealer/distributor");
    await hydrated(page);
    const clusters = page.locator("figure svg a.store-cluster");
    expect(await clusters.count()).toBeGreaterThan(0);
    for (const href of await clusters.evaluateAll((els) => els.map((e) => e.getAttribute("href"))))
      expect(href).toMatch(/^\/de\/dealer\/distributor\?page=\d+$/);
    const target = (await clusters.first().getAttribute("href")) ?? "";
    await clusters.first().dispatchEvent("click");
    await eventually(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    }, target);
    await page.getByRole("heading", { level: 1, name: "Händlersuche" }).waitFor();
    // the English page keeps its own
    await page.goto("/dealer/distributor");
    expect(await page.locator("figure svg a.store-cluster").first().getAttribute("href")).toMatch(
      /^\/dealer\/distributor\?page=\d+$/,
    );
  });

  it("states the finder's number of countries on the brand story and the team page, in each language", async () => {
    const base = inject("baseURL");
    const text = async (path: string) => (await fetch(`${base}${path}`)).text();
    const finder = await text("/dealer/distributor");
    const countries = /in (\d+) countries carry our instruments/.exec(finder)?.[1];
    expect(Number(countries)).toBeGreaterThanOrEqual(8);
    expect(await text("/aboutus/team")).toContain(`dealers in ${countries} countries`);
    expect(await text("/aboutus/companyoverview")).toContain(`${countries} countries`);
    // German running text writes two to twelve as a word (formatsFor("de").inText)
    expect(await text("/de/aboutus/team")).toContain(`in ${formatsFor("de").inText(Number(countries))} Ländern`);
    expect(await text("/ja/aboutus/companyoverview")).toContain(`${countries}か国`);
  });
});
