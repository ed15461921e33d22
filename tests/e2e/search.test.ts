import { describe, expect, inject, it } from "vitest";
import { browserPerFile, eventually, expectNoAxeViolations, hydrated } from "./browser";

const base = inject("baseURL");
const { page: newPage } = browserPerFile();
const html = async (q: string) => {
  const response = await fetch(`${base}/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  // React separates neighbouring text with empty comments; a visitor reads the text without them
  return (await response.text()).replaceAll("<!-- -->", "");
};

describe("search over HTTP", () => {
  it.each([
    ["sp c121", "SP-C121"],
    ["SPC-121", "SP-C121"],
    ["spc121", "SP-C121"],
    ["akx10", "AKX10S"],
  ])("%j offers the model %s at the top with a direct link", async (q, title) => {
    const page = await html(q);
    expect(page).toContain(`Model ${title}`);
    expect(page).toContain(`Go to the ${title}`);
    const [, firstProduct] = /id="group-product"[\s\S]*?<a[^>]*>([\s\S]*?)<\/a>/.exec(page) ?? [];
    expect(firstProduct?.replace(/<[^>]+>/g, "")).toBe(title);
  });

  it.each([
    ["keybord", "keyboard"],
    ["polyphny", "polyphony"],
  ])("tolerates the typo %j", async (q, word) => {
    const page = await html(q);
    expect(page.replace(/<[^>]+>/g, "")).toContain(`Including results for “${word}” (you typed “${q}”)`);
    expect(page).toMatch(/\d+ results? for/);
  });

  it.each([
    ["Digitalpinao", "Digitalpiano"],
    ["Kopfhoerer", "Kopfhörer"],
    ["Bedinungsanleitung", "Bedienungsanleitung"],
  ])("echoes the German typo %j as typed, its correction %j as the content writes it", async (q, word) => {
    const response = await fetch(`${base}/de/search?q=${encodeURIComponent(q)}`);
    const page = (await response.text()).replaceAll("<!-- -->", "").replace(/<[^>]+>/g, "");
    expect(page).toContain(`Einschließlich der Ergebnisse für „${word}“ (Ihre Eingabe: „${q}“)`);
  });

  it("finds on /ja what customers type as the pages write it, and offers a line's page for the line's name", async () => {
    const ja = async (q: string) =>
      (await (await fetch(`${base}/ja/search?q=${encodeURIComponent(q)}`)).text())
        .replaceAll("<!-- -->", "")
        .replace(/<[^>]+>/g, " ");
    const count = (page: string) => Number(/(\d+)\s*件/.exec(page)?.[1] ?? 0);
    for (const [typed, written] of [
      ["ヘッドフォン", "ヘッドホン"],
      ["ブルートゥース", "Bluetooth"],
      ["ミディ", "MIDI"],
      ["リズムマシーン", "リズムマシン"],
    ] as const)
      expect(count(await ja(typed)), typed).toBe(count(await ja(written)));
    expect(await ja("リズムマシーン")).toContain("MR101S");
    // every model's firmware page says which serial numbers it fits
    expect(count(await ja("シリアル番号"))).toBeGreaterThan(5);
    const pianos = await (await fetch(`${base}/ja/search?q=${encodeURIComponent("電子ピアノ")}`)).text();
    expect(pianos).toMatch(/href="\/ja\/category\/DigitalPianos"/);
    const drums = await (await fetch(`${base}/de/search?q=Drumcomputer`)).text();
    expect(drums).toMatch(/href="\/de\/category\/Drums"/);
  });

  it("lists the whole MK family for “mk”", async () => {
    const page = await html("mk");
    expect(page).toContain("The MK family: 4 models.");
    for (const model of ["MK200", "MK61", "MK37", "MK49"]) expect(page).toContain(model);
  });

  it("helps with an empty or whitespace query", async () => {
    for (const q of ["", "   "]) expect(await html(q)).toContain("What are you looking for?");
  });

  it("cuts a very long query instead of failing", async () => {
    expect(await html("piano ".repeat(1000))).toContain("only its beginning was used");
  });

  it.each(["'; drop table product; --", "%FF%FE", "<script>alert(1)</script>", "a & b | !c :* (", "\u0000"])(
    "answers the hostile query %j with a page, never an error",
    async (q) => {
      const page = await html(q);
      expect(page).not.toContain("<script>alert(1)</script>");
    },
  );

  it("suggests as you type, products first, and times itself", async () => {
    const response = await fetch(`${base}/search/suggest?q=spc`);
    expect(response.status).toBe(200);
    expect(response.headers.get("server-timing")).toMatch(/^search;dur=\d+(\.\d+)?$/);
    const body = (await response.json()) as { items: { url: string; group: string }[] };
    expect(body.items[0]).toMatchObject({ url: "/product/SPC121", group: "Products" });
    expect(body.items.length).toBeLessThanOrEqual(8);
  });
});

describe("search in the browser", () => {
  it("suggests matches in the header box, navigable by keyboard", async () => {
    const page = await newPage();
    await page.goto("/");
    await hydrated(page);
    const box = page.getByRole("banner").getByRole("searchbox").or(page.getByRole("banner").getByRole("combobox"));
    await box.first().click();
    await page.keyboard.type("akx", { delay: 30 });
    const combobox = page.getByRole("banner").getByRole("combobox");
    await eventually(() => combobox.getAttribute("aria-expanded"), "true");
    const options = page.getByRole("option");
    expect(await options.first().textContent()).toContain("AKX10S");
    await page.keyboard.press("ArrowDown");
    expect(await combobox.getAttribute("aria-activedescendant")).toBe(await options.first().getAttribute("id"));
    await page.keyboard.press("Escape");
    await eventually(() => combobox.getAttribute("aria-expanded"), "false");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await eventually(() => new URL(page.url()).pathname, "/product/AKX10S");
  });

  it("searches from the header with a plain form when JavaScript is off", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/");
    await page.getByRole("banner").getByRole("searchbox").fill("polyphony");
    await page.getByRole("banner").getByRole("searchbox").press("Enter");
    await eventually(() => new URL(page.url()).searchParams.get("q"), "polyphony");
    await page.getByRole("heading", { name: /results? for “polyphony”/ }).waitFor();
  });

  it("shows grouped, highlighted results with no axe violations", async () => {
    const page = await newPage();
    await page.goto("/search?q=firmware");
    await hydrated(page);
    expect(await page.locator("main mark").count()).toBeGreaterThan(0);
    expect(await page.getByRole("navigation", { name: "Result types" }).getByRole("link").count()).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /^Updates/ }).click();
    await eventually(() => new URL(page.url()).searchParams.get("type"), "update");
  });
});
