import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserPerFile, eventually, expectNoAxeViolations, hydrated } from "./browser";

const { page: newPage, baseURL } = browserPerFile();
const PRODUCTS = ["SPC121", "SP201Plus", "CP203", "AKX10S", "MK200", "MK61", "MK37", "MK49", "MR101S"];
const CATEGORIES = ["DigitalPianos", "Keyboards", "Drums"];

/** Scrolls through the page like a reader, then checks every image that should be showing has loaded. */
async function allImagesLoad(page: Awaited<ReturnType<typeof newPage>>) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState("networkidle");
  // a reader who skims past a lazy picture comes back to it: bring any still-waiting one into view
  for (const img of await page.locator("main img[loading=lazy]").all()) {
    if (!(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)))
      await img.scrollIntoViewIfNeeded();
  }
  await eventually(
    () =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => img.closest("[hidden]") === null) // the closed products panel loads on opening
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.currentSrc || img.src),
      ),
    [],
    10_000,
  );
}

describe("every catalogue page", () => {
  it.each(CATEGORIES)("/category/%s lists its sub-groups and products, every image loads", async (id) => {
    const page = await newPage();
    const response = await page.goto(`/category/${id}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect((await page.getByRole("heading", { level: 2 }).count()) >= 1).toBe(true);
    await allImagesLoad(page);
    const links = await page
      .locator("main a[href^='/product/']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links.length).toBeGreaterThan(0);
  });

  it.each([
    ["/product/MK200", "Support for your MK200"],
    ["/de/product/MK200", "Support für Ihr MK200"],
    ["/ja/product/MK200", "MK200をお使いの方へ"],
  ])("%s, a model no longer made, offers its owners its downloads, never a store", async (path, heading) => {
    const page = await newPage();
    expect((await page.goto(path))?.status()).toBe(200);
    expect(await page.getByRole("heading", { name: heading, level: 2 }).isVisible()).toBe(true);
    expect(await page.locator("main a[href*='/dealer/distributor']").count()).toBe(0);
  });

  it.each(PRODUCTS)("/product/%s and its detail page show everything and every image loads", async (id) => {
    const page = await newPage();
    expect((await page.goto(`/product/${id}`))?.status()).toBe(200);
    await hydrated(page);
    await allImagesLoad(page);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
    expect(title).toBeTruthy();
    expect((await page.goto(`/product/detail/${id}`))?.status()).toBe(200);
    await hydrated(page);
    await allImagesLoad(page);
    expect(await page.getByRole("heading", { name: "Specifications", level: 2 }).isVisible()).toBe(true);
    // the params table shows a dash for empty values and lists for list values
    const rows = await page
      .getByRole("table", { name: /specifications/ })
      .getByRole("row")
      .count();
    expect(rows).toBeGreaterThanOrEqual(6);
    // JSON-LD Product and a canonical URL
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(ld["@type"]).toBe("Product");
    expect(ld.brand.name).toBe("Noteva");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseURL}/product/detail/${id}`);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/^http.*\.webp$/);
  });

  it("every document downloads as the PDF whose size the page shows", async () => {
    const page = await newPage();
    for (const id of PRODUCTS) {
      await page.goto(`/product/detail/${id}`);
      const docs = await page.locator('a[type="application/pdf"]').evaluateAll((as) =>
        as.map((a) => ({
          href: a.getAttribute("href") ?? "",
          text: a.textContent ?? "",
          hreflang: a.getAttribute("hreflang"),
          label: a.querySelector("span:not(.sr-only)")?.textContent,
        })),
      );
      expect(docs.length, id).toBeGreaterThanOrEqual(2);
      // every owner's manual and quick start in English, German and Japanese, each link naming its
      // language in the page's words, its hreflang the document's
      const named = { en: "English", de: "German", ja: "Japanese" };
      for (const kind of ["owners-manual", "quick-start"])
        for (const language of ["en", "de", "ja"] as const) {
          const href = `/docs/noteva-${id.toLowerCase()}-${kind}-${language}-revB.pdf`;
          const doc = docs.find((d) => d.href === href);
          expect(doc, href).toBeDefined();
          expect([doc?.hreflang, doc?.label], href).toEqual([language, named[language]]);
        }
      for (const doc of docs) {
        const response = await fetch(`${baseURL}${doc.href}`);
        expect(response.status, doc.href).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
        const shown = /PDF · ([\d.]+) (KB|MB)/.exec(doc.text);
        expect(shown, doc.text).not.toBeNull();
        const shownBytes = Number(shown?.[1]) * (shown?.[2] === "MB" ? 1024 * 1024 : 1024);
        expect(Math.abs(shownBytes - bytes.length) / bytes.length).toBeLessThan(0.05);
      }
    }
  });

  it("the German and Japanese product pages offer their own language's PDF first, each kind once, each language named in the page's", async () => {
    const page = await newPage();
    const expected = {
      de: {
        manual: "Bedienungsanleitung",
        links: [
          ["de", "Deutsch"],
          ["en", "Englisch"],
          ["ja", "Japanisch"],
        ],
      },
      ja: {
        manual: "取扱説明書",
        links: [
          ["ja", "日本語"],
          ["en", "英語"],
          ["de", "ドイツ語"],
        ],
      },
    };
    for (const [locale, { manual, links }] of Object.entries(expected)) {
      await page.goto(`/${locale}/product/detail/CP203`);
      // owner's manual, data list, quick start: each kind once
      expect(await page.locator("main h3").count()).toBe(3);
      const group = page.locator("main li", { has: page.getByRole("heading", { name: manual }) });
      expect(
        await group
          .locator('a[type="application/pdf"]')
          .evaluateAll((as) =>
            as.map((a) => [a.getAttribute("hreflang"), a.querySelector("span:not(.sr-only)")?.textContent]),
          ),
      ).toEqual(links);
      const first = await group.locator('a[type="application/pdf"]').first().getAttribute("href");
      expect(first).toBe(`/docs/noteva-cp203-owners-manual-${locale}-revB.pdf`);
      const response = await fetch(`${baseURL}${first}`);
      expect(response.headers.get("content-type")).toBe("application/pdf");
    }
  });

  it("the SP-C121 video plays, with captions and a cover", async () => {
    const page = await newPage();
    await page.goto("/product/SPC121");
    await hydrated(page);
    const video = page.locator("video");
    expect(await video.getAttribute("poster")).toMatch(/^\/media\/cover\/video-spc121-\d+\.webp$/);
    // captions in the three languages, the page's own on by default, each track there
    const tracks = await page
      .locator("video track[kind=captions]")
      .evaluateAll((ts) =>
        ts.map((t) => [t.getAttribute("srclang"), t.getAttribute("label"), t.hasAttribute("default")]),
      );
    expect(tracks).toEqual([
      ["en", "English", true],
      ["de", "German", false],
      ["ja", "Japanese", false],
    ]);
    for (const lang of ["en", "de", "ja"]) {
      const vtt = await fetch(`${baseURL}/video/noteva-spc121-overview.${lang}.vtt`);
      expect(vtt.status).toBe(200);
      expect(await vtt.text()).toMatch(/^WEBVTT\n/);
    }
    const state = await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
      await new Promise((r) => setTimeout(r, 800));
      return { time: v.currentTime, width: v.videoWidth, height: v.videoHeight };
    });
    expect(state.width).toBe(1280);
    expect(state.height).toBe(720);
    expect(state.time).toBeGreaterThan(0.2);
  });

  it("a product with the simple view (unCompile) shows it on /product/{id}", async () => {
    const page = await newPage();
    await page.goto("/product/MK37");
    expect(await page.getByRole("heading", { name: "Key facts" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Highlights" }).count()).toBe(0);
  });
});

describe("the instruments' pictures at a phone's and a desktop's width", () => {
  /**
   * Each stage banner and line cover in `main`, as it is laid out: its box, its picture's own
   * proportions, how it fits its box, the proportions its width and height attributes reserve, and
   * whether a parent cuts it off.
   */
  const pictures = (page: Page) =>
    page.locator("main img").evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => /\/media\/(banner|cover)\//.test(img.currentSrc || img.src))
        .map((img) => {
          const box = img.getBoundingClientRect();
          let clipped = false;
          for (let parent = img.parentElement; parent; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            if (style.overflowX === "visible" && style.overflowY === "visible") continue;
            // a scrolling strip (the home page's carousel) shows each slide whole when it is scrolled to
            if (style.overflowX === "auto" || style.overflowX === "scroll") break;
            const clip = parent.getBoundingClientRect();
            if (
              box.top < clip.top - 1 ||
              box.bottom > clip.bottom + 1 ||
              box.left < clip.left - 1 ||
              box.right > clip.right + 1
            )
              clipped = true;
          }
          return {
            src: (img.currentSrc || img.src).replace(/^.*\/media\//, ""),
            rendered: box.width / box.height,
            natural: img.naturalWidth / img.naturalHeight,
            reserved: Number(img.getAttribute("width")) / Number(img.getAttribute("height")),
            fit: getComputedStyle(img).objectFit,
            wider: box.width > document.documentElement.clientWidth + 1,
            clipped,
          };
        }),
    );

  it.each([390, 1280])(
    "show every product's banner and every line's cover whole at %i px: its own proportions, nothing cut off, its space reserved",
    async (width) => {
      const page = await newPage({ viewport: { width, height: 900 } });
      const paths = ["/", ...CATEGORIES.map((id) => `/category/${id}`), ...PRODUCTS.map((id) => `/product/${id}`)];
      let seen = 0;
      for (const path of paths) {
        expect((await page.goto(path))?.status()).toBe(200);
        await allImagesLoad(page);
        for (const picture of await pictures(page)) {
          seen++;
          const at = `${path} ${picture.src} at ${width} px`;
          // the box has the picture's proportions (or the picture is fitted into it whole)
          if (!["contain", "scale-down"].includes(picture.fit))
            expect(Math.abs(picture.rendered / picture.natural - 1), at).toBeLessThan(0.01);
          expect(picture.wider, at).toBe(false);
          expect(picture.clipped, at).toBe(false);
          // the width and height attributes reserve its space before it loads: no layout shift
          expect(Math.abs(picture.reserved / picture.natural - 1), at).toBeLessThan(0.01);
        }
      }
      // every product with banners, three home banners and three covers
      expect(seen).toBeGreaterThanOrEqual(3 + 3 + 7);
    },
    120_000,
  );
});

describe("compare", () => {
  it("picks products with the form, shares the choice by URL and highlights differences", async () => {
    const page = await newPage();
    await page.goto("/compare");
    await hydrated(page);
    for (const name of ["SP-C121", "CP203", "SP201Plus"])
      await page.getByRole("checkbox", { name, exact: true }).check();
    await page.getByRole("button", { name: "Compare" }).click();
    await page.waitForURL(/\/compare\?p=/);
    expect(new URL(page.url()).searchParams.getAll("p").sort()).toEqual(["CP203", "SP201Plus", "SPC121"]);
    await eventually(
      async () => (await page.getByRole("columnheader").allTextContents()).map((h) => h.trim()),
      ["SP-C121", "CP203", "SP201Plus"],
    );
    expect(await page.locator('tr[data-differs="true"]').count()).toBeGreaterThan(5);
    expect(await page.locator('tr[data-differs="false"]').count()).toBeGreaterThan(0);
    await page.getByRole("checkbox", { name: "Show only the differences" }).check();
    await page.getByRole("button", { name: "Compare" }).click();
    await page.waitForURL(/diff=1/);
    await eventually(() => page.locator('tr[data-differs="false"]').count(), 0);
    // the same URL in a new visit shows the same comparison
    const again = await newPage();
    await again.goto(page.url().replace(baseURL, ""));
    expect((await again.getByRole("columnheader").allTextContents()).map((h) => h.trim())).toEqual([
      "SP-C121",
      "CP203",
      "SP201Plus",
    ]);
  });

  it("says what is wrong with too few, too many or unknown products", async () => {
    const page = await newPage();
    await page.goto("/compare?p=SPC121&p=NOPE");
    expect(await page.getByRole("alert").textContent()).toContain("“NOPE”");
    expect(await page.getByText("Pick at least one more instrument to compare.").isVisible()).toBe(true);
    await page.goto("/compare?p=SPC121,CP203,AKX10S,MK61,MR101S");
    expect(await page.getByRole("alert").textContent()).toContain("up to 4");
    expect((await page.getByRole("columnheader").allTextContents()).length).toBe(4);
  });

  it("keeps the row labels in view on a phone while the products scroll sideways", async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await page.goto("/compare?p=SPC121&p=CP203&p=SP201Plus");
    // after hydration, which scrolls a new page to the top
    await hydrated(page);
    const label = page.getByRole("rowheader").first();
    const frame = page.locator("div:has(> table)");
    await label.scrollIntoViewIfNeeded();
    const before = await label.boundingBox();
    const scrolled = await frame.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(100);
    const after = await label.boundingBox();
    expect(after?.x).toBe(before?.x);
    // the label is drawn over the values scrolled beneath it, not through them
    const { x = 0, y = 0, width = 0, height = 0 } = after ?? {};
    const onTop = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px ?? 0, py ?? 0)?.closest("th")?.scope,
      [x + width / 2, y + height / 2],
    );
    expect(onTop).toBe("row");
    // the last product's values are reachable
    expect(await page.getByRole("columnheader", { name: "SP201Plus" }).isVisible()).toBe(true);
  });

  it("works without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/compare");
    await page.getByRole("checkbox", { name: "MK61", exact: true }).check();
    await page.getByRole("checkbox", { name: "MK49", exact: true }).check();
    await page.getByRole("button", { name: "Compare" }).click();
    await page.waitForURL(/p=MK61/);
    expect((await page.getByRole("columnheader").allTextContents()).map((h) => h.trim())).toEqual(["MK61", "MK49"]);
  });
});

describe("compare's choice of models", () => {
  const offered = async (page: Page) =>
    (await page
      .locator('main input[type="checkbox"][name="p"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))) as string[];

  for (const javaScriptEnabled of [true, false])
    it(`offers every model once two are chosen, so a keyboard joins two others (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const page = await newPage({ javaScriptEnabled });
      await page.goto("/compare?p=SP201Plus&p=MR101S");
      if (javaScriptEnabled) await hydrated(page);
      expect((await offered(page)).sort()).toEqual([...PRODUCTS].sort());
      // the one no longer made is offered too, and says so
      expect(await page.getByRole("checkbox", { name: "MK200 discontinued", exact: true }).count()).toBe(1);
      await page.getByRole("checkbox", { name: "MK61", exact: true }).check();
      await page.getByRole("button", { name: "Compare" }).click();
      await page.waitForURL(/p=MK61/);
      await eventually(
        async () => (await page.getByRole("columnheader").allTextContents()).map((h) => h.trim()),
        ["SP201Plus", "MK61", "MR101S"],
      );
      expect((await offered(page)).sort()).toEqual([...PRODUCTS].sort());
    });
});

describe("home", () => {
  it("shows the banners, the product lines and featured products; banner buttons move the carousel", async () => {
    const page = await newPage();
    await page.goto("/");
    await hydrated(page);
    const carousel = page.getByRole("region", { name: "Featured instruments" });
    expect(await carousel.getByRole("group").count()).toBe(3);
    await page.getByRole("button", { name: "Next banner" }).click();
    await eventually(() => page.getByRole("button", { name: /Show banner 2/ }).getAttribute("aria-current"), "true");
    expect(await page.getByRole("heading", { name: "Our instruments" }).isVisible()).toBe(true);
    await allImagesLoad(page);
  });
});

describe("SEO files", () => {
  it("sitemap.xml is an index of one sitemap per kind of page, together listing every public page; robots.txt points to it", async () => {
    const index = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(index).toContain("<sitemapindex");
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(files.map((f) => f.replace(baseURL, ""))).toEqual([
      "/sitemap/pages.xml",
      "/sitemap/products.xml",
      "/sitemap/news.xml",
      "/sitemap/updates.xml",
      "/sitemap/manuals.xml",
      "/sitemap/firmware.xml",
    ]);
    const urls: string[] = [];
    for (const file of files) {
      const res = await fetch(file);
      expect([file, res.status, res.headers.get("content-type")]).toEqual([
        file,
        200,
        "application/xml; charset=utf-8",
      ]);
      urls.push(
        ...[...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&")),
      );
    }
    for (const id of PRODUCTS) {
      expect(urls).toContain(`${baseURL}/product/${id}`);
      expect(urls).toContain(`${baseURL}/product/detail/${id}`);
      expect(urls).toContain(`${baseURL}/support/manuals/${id}`);
    }
    for (const path of ["/news/akx10s-launch", "/support/firmware/SPC121", "/support/videos", "/category/Drums"])
      expect(urls).toContain(`${baseURL}${path}`);
    expect(urls.some((u) => u.startsWith(`${baseURL}/news/update/`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    // every address in them is a page that answers
    for (const url of urls) expect([url, (await fetch(url, { redirect: "manual" })).status]).toEqual([url, 200]);
    expect((await fetch(`${baseURL}/sitemap/nothing.xml`)).status).toBe(404);
    expect((await fetch(`${baseURL}/sitemap/news-2.xml`)).status).toBe(404);
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

describe("accessibility of the catalogue pages", () => {
  it.each([
    "/product/AKX10S",
    "/product/MK37",
    "/product/detail/SPC121",
    "/compare?p=SPC121&p=MK61",
    "/category/Drums",
  ])("%s has no axe violations", async (path) => {
    const page = await newPage();
    await page.goto(path);
    await hydrated(page);
    await expectNoAxeViolations(page);
  });
});
