import { describe, expect, inject, it } from "vitest";
import { browserPerFile, eventually, expectNoAxeViolations, hydrated } from "./browser";

const base = inject("baseURL");
const { page: newPage } = browserPerFile();

/** One page of every public type, as its English address. */
const PAGE_TYPES = [
  "/",
  "/category/DigitalPianos",
  "/product/SPC121",
  "/product/detail/SPC121",
  "/compare?p=SPC121&p=CP203",
  "/news",
  "/news?t=u",
  "/news/akx10s-launch",
  "/news/update/cp203-manual-rev-b",
  "/support",
  "/support/manuals",
  "/support/manuals/SPC121",
  "/support/software",
  "/support/firmware/SPC121",
  "/support/videos",
  "/aboutus/companyoverview",
  "/aboutus/team",
  "/aboutus/technology",
  "/aboutus/notevapark",
  "/contactus",
  "/dealer/distributor",
  "/search?q=mk",
];

const LANGUAGES = [
  { locale: "en", prefix: "", menu: "PRODUCTS", home: "HOME" },
  { locale: "de", prefix: "/de", menu: "PRODUKTE", home: "STARTSEITE" },
  { locale: "ja", prefix: "/ja", menu: "製品", home: "ホーム" },
] as const;

const at = (prefix: string, path: string) => (prefix && path === "/" ? prefix : `${prefix}${path}`);

async function read(path: string) {
  const response = await fetch(`${base}${path}`);
  const html = await response.text();
  const attr = (re: RegExp) => re.exec(html)?.[1] ?? null;
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
  );
  return {
    status: response.status,
    html,
    lang: attr(/<html lang="([^"]+)"/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    alternates,
  };
}

describe("every public page in English, German and Japanese", () => {
  it.each(PAGE_TYPES)("%s: 200 with its language, its own canonical and reciprocal alternates", async (path) => {
    const seen: Record<string, string>[] = [];
    for (const { locale, prefix, menu } of LANGUAGES) {
      const page = await read(at(prefix, path));
      expect(page.status, `${locale} ${path}`).toBe(200);
      expect(page.lang).toBe(locale);
      expect(page.html).toContain(`>${menu}<`);
      expect(Object.keys(page.alternates).sort()).toEqual(["de", "en", "ja", "x-default"]);
      // each language names itself as canonical, and its alternate is itself
      expect(page.canonical).toBe(page.alternates[locale]);
      expect(new URL(page.canonical ?? "").pathname).toBe(new URL(`${base}${at(prefix, path)}`).pathname);
      expect(page.alternates["x-default"]).toBe(page.alternates.en);
      seen.push(page.alternates);
    }
    // reciprocal: the three pages name the same set
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });

  it("keeps the English pages in the spec's words, with no prefixed links", async () => {
    const { html } = await read("/");
    expect(html).toContain(">FIND A STORE<");
    expect(html).toContain(">ABOUT US<");
    expect(html).not.toMatch(/href="\/(de|ja)\/(?!")/);
  });

  it("shows translated content and writes each language's dates", async () => {
    const german = (await read("/de/product/SPC121")).html;
    expect(german).toContain("Graduierte Hammermechanik");
    const japanese = (await read("/ja/news/akx10s-launch")).html;
    // the heading's words, whatever phrase marks (<wbr>, decision 023) it carries
    const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(japanese)?.[1]?.replace(/<[^>]+>/g, "");
    expect(heading).toContain("AKX10S");
    expect(japanese).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
    expect((await read("/de/news")).html).toMatch(/\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/);
    expect((await read("/ja/support")).html).toContain("CP203取扱説明書");
    expect((await read("/de/support")).html).toContain("CP203-Bedienungsanleitung");
    // the download centre's product-line filter names the lines in the page's language
    const lineFilter = async (path: string) => {
      const select = /<select id="f-line".*?<\/select>/.exec((await read(path)).html)?.[0] ?? "";
      return [...select.matchAll(/<option value="[^"]+">([^<]+)</g)].map((m) => m[1]);
    };
    expect(await lineFilter("/de/support")).toEqual(["Digitalpianos", "Keyboards", "Drumcomputer"]);
    expect(await lineFilter("/ja/support")).toEqual(["電子ピアノ", "キーボード", "リズムマシン"]);
    // a firmware note without a translation would be marked; the seed's are translated line for line
    const firmware = (await read("/ja/support/firmware/SPC121")).html;
    expect(firmware).toContain("ファームウェア");
    expect(firmware).not.toMatch(/<ul lang="en"/);
  });

  it("keeps sign-in, the admin and the resources English only, and unknown prefixes are 404s", async () => {
    for (const path of ["/de/admin", "/ja/login", "/de/sitemap.xml", "/fr/news", "/fr", "/jp/news"]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
    const missing = await read("/de/product/NOPE");
    expect(missing.status).toBe(404);
    expect(missing.lang).toBe("de");
    expect(missing.html).toContain("Diese Seite konnten wir nicht finden");
  });

  it("has one RSS feed per language and a sitemap that lists every language with its alternates", async () => {
    const feed = await (await fetch(`${base}/ja/news/feed.xml`)).text();
    expect(feed).toContain("<language>ja</language>");
    expect(feed).toMatch(/<link>[^<]*\/ja\/news\/[^<]+<\/link>/);
    const english = await (await fetch(`${base}/news/feed.xml`)).text();
    expect(english).toContain("<language>en</language>");
    const products = await (await fetch(`${base}/sitemap/products.xml`)).text();
    for (const path of ["/product/SPC121", "/de/product/SPC121", "/ja/product/SPC121"]) {
      expect(products).toContain(`<loc>${base}${path}</loc>`);
    }
    expect(products).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${base}/ja/product/SPC121"/>`);
    expect(products).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base}/product/SPC121"/>`);
  });

  it("answers the contact form's mistakes in the page's language", async () => {
    const response = await fetch(`${base}/de/contactus`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.201" },
      body: new URLSearchParams({ name: "", email: "x@", message: "kurz", key: crypto.randomUUID(), token: "1.x" }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).not.toContain("Enter your name.");
    // the guard against characters no one types answers in the page's language too
    const japanese = await fetch(`${base}/ja/contactus`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.202" },
      body: new URLSearchParams({ name: "Ana\u0000", email: "x@", key: crypto.randomUUID(), token: "1.x" }),
    });
    expect(japanese.status).toBe(400);
    expect(await japanese.text()).toContain("この欄に読み取れない文字が含まれています。");
  });
});

describe("search in each language", () => {
  const productsFound = async (path: string) => {
    const { html } = await read(path);
    return [...html.matchAll(/href="(?:\/(?:de|ja))?\/product\/([A-Za-z0-9]+)"/g)].map((m) => m[1]);
  };

  it.each(["Klavier", "Klaviere", "Digitalpiano"])("/de/search?q=%s lists the digital pianos", async (q) => {
    expect(await productsFound(`/de/search?q=${encodeURIComponent(q)}`)).toEqual(
      expect.arrayContaining(["SPC121", "CP203"]),
    );
  });

  it("/ja/search finds digital pianos for 電子ピアノ, manuals for 取扱説明書, and SP-C121 for spc121", async () => {
    expect(await productsFound(`/ja/search?q=${encodeURIComponent("電子ピアノ")}`)).toEqual(
      expect.arrayContaining(["SPC121", "CP203"]),
    );
    const manuals = (await read(`/ja/search?q=${encodeURIComponent("取扱説明書")}`)).html;
    expect(manuals).toMatch(/\.pdf"/);
    expect(manuals).toContain("取扱説明書");
    expect((await productsFound("/ja/search?q=spc121"))[0]).toBe("SPC121");
  });

  it("/ja/search finds manuals for マニュアル, the sustain pedal for サスティン, the pianos alone for でんしぴあの, and points 保証 to support", async () => {
    const manuals = (await read(`/ja/search?q=${encodeURIComponent("マニュアル")}`)).html;
    expect(manuals).toMatch(/\.pdf"/);
    expect(manuals).toContain("取扱説明書");
    // the count the page heads its results with (the no-results words travel in the page's data too)
    expect((await read(`/ja/search?q=${encodeURIComponent("サスティン")}`)).html).toMatch(
      /「サスティン」の検索結果：[1-9]\d*件/,
    );
    const reading = await productsFound(`/ja/search?q=${encodeURIComponent("でんしぴあの")}`);
    expect(reading).toEqual(expect.arrayContaining(["SPC121", "CP203"]));
    expect(reading).toEqual(await productsFound(`/ja/search?q=${encodeURIComponent("電子ピアノ")}`));
    const warranty = (await read(`/ja/search?q=${encodeURIComponent("保証")}`)).html;
    expect(warranty).toContain('href="/ja/support/warranty"');
    expect(warranty).toContain("「保証・修理」のページ");
  });

  it("/ja/contactus lists 日本 first and chooses it; /de lists Deutschland, Österreich, Schweiz first", async () => {
    const options = (html: string) =>
      [
        ...(/<select[^>]*name="country"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "").matchAll(
          /<option([^>]*)>([^<]*)</g,
        ),
      ].map((m) => ({ name: m[2], selected: /selected/.test(m[1] ?? "") }));
    const ja = options((await read("/ja/contactus")).html);
    expect(ja[1]).toEqual({ name: "日本", selected: true });
    const de = options((await read("/de/contactus")).html);
    expect(de.slice(1, 4).map((o) => o.name)).toEqual(["Deutschland", "Österreich", "Schweiz"]);
  });
});

describe("choosing a language in the browser", () => {
  it("switches to the same page in another language and remembers the choice", async () => {
    const page = await newPage();
    await page.goto("/support/manuals");
    await hydrated(page);
    await page.getByRole("list", { name: "Language" }).first().getByRole("link", { name: "Deutsch" }).click();
    await page.waitForURL(/\/de\/support\/manuals$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await page.evaluate(() => localStorage.getItem("musical-language"))).toBe("de");
    // the router stays in the language: a menu link leads to the German page, in the page (no reload:
    // the German site's route discovery, /de/__manifest, answers like the English one)
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "NEWS" }).click();
    await page.waitForURL(/\/de\/news$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "Kontakt", exact: true }).click();
    await page.waitForURL(/\/de\/contactus$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });

  it("suggests in the page's language as a visitor types", async () => {
    const response = await fetch(`${base}/de/search/suggest?q=klavier`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { url: string; group: string }[] };
    expect(body.items.length).toBeGreaterThan(0);
    // addresses within the German site (the box's links add the prefix, as every link does)
    expect(body.items[0]?.url).toMatch(/^\/product\//);
    expect(body.items.map((i) => i.group)).toContain("Produkte");
    const page = await newPage();
    await page.goto("/ja");
    await hydrated(page);
    const banner = page.getByRole("banner");
    await banner.getByRole("searchbox").or(banner.getByRole("combobox")).first().click();
    await page.keyboard.type("ピアノ", { delay: 30 });
    await eventually(() => banner.getByRole("combobox").first().getAttribute("aria-expanded"), "true");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await eventually(() => /^\/ja\/(product|news|support)\//.test(new URL(page.url()).pathname), true);
  });

  it("fills in the contact form from a store's 'report a change' link, without JavaScript too", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/de/dealer/distributor?country=SE");
    const report = page.getByRole("link", { name: /^Änderung melden/ }).first();
    const href = (await report.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/de\/contactus\?topic=dealer&dealer=/);
    await report.click();
    await page.waitForURL((url) => url.pathname === "/de/contactus" && url.searchParams.get("topic") === "dealer");
    expect(await page.locator('[name="topic"]').inputValue()).toBe("dealer");
  });

  it("offers German to a German browser on an English page, never redirects, and forgets it once closed", async () => {
    const page = await newPage({ locale: "de-DE" });
    const response = await page.goto("/product/SPC121");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/product/SPC121");
    await hydrated(page);
    const offer = page.getByRole("complementary", { name: "Sprache" });
    await offer.getByRole("link", { name: "Auf Deutsch lesen" }).waitFor();
    expect(await offer.getByRole("link", { name: "Auf Deutsch lesen" }).getAttribute("href")).toBe(
      "/de/product/SPC121",
    );
    await offer.getByRole("button", { name: "Schließen" }).click();
    expect(await offer.count()).toBe(0);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(200);
    expect(await page.getByRole("complementary", { name: "Sprache" }).count()).toBe(0);
  });

  it("offers nothing to an English browser", async () => {
    const page = await newPage({ locale: "en-GB" });
    await page.goto("/");
    await hydrated(page);
    await page.waitForTimeout(200);
    expect(await page.getByText("Auf Deutsch lesen").count()).toBe(0);
  });

  it.each(
    LANGUAGES.filter((l) => l.locale !== "en").flatMap((l) => PAGE_TYPES.map((path) => [l.locale, at(l.prefix, path)])),
  )("%s %s has no axe violations", async (_locale, path) => {
    const page = await newPage();
    expect((await page.goto(path))?.status()).toBe(200);
    await hydrated(page);
    await expectNoAxeViolations(page);
  });
});
