/**
 * Japanese headings, banners, cards, menus and buttons break only between phrases (decision 023),
 * and a size never leaves its unit, on a phone and on a desktop; English pages are untouched.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserPerFile, expectNoAxeViolations, hydrated } from "./browser";

const base = inject("baseURL");
const { page: newPage } = browserPerFile();

const PAGES = [
  "/ja",
  "/ja/category/DigitalPianos",
  "/ja/category/Keyboards",
  "/ja/product/SPC121",
  "/ja/product/AKX10S",
  "/ja/support/manuals",
  "/ja/news/akx10s-artist-series",
  "/ja/aboutus/companyoverview",
  "/ja/aboutus/technology",
  "/ja/contactus",
  "/ja/legal/privacy",
  // a native reader's report: AKX10Sアーティス／トシリーズ：, MIDIインプリメン／テーション：, サポート情／報
  "/ja/support/check/midi",
  "/ja/category/Keyboards?range=discontinued",
  // specification labels in a table's row headers (レコーディング, スタイルコントロール stay whole)
  "/ja/compare?p=MK61&p=MR101S&p=MK37&p=AKX10S",
  "/ja/product/detail/MR101S",
  "/ja/product/detail/AKX10S",
];
const WIDTHS = [390, 1280];

/**
 * Where each phrase of each segmented string lies, and every line break that falls inside one. A
 * phrase is a word or a word with its particle (a long compound is already cut between its words
 * on the server), so no phrase may break, not even one wider than its line: that one is reported
 * too (it broke mid-word, アーティス／トシリーズ), and the fix is a seam in the dictionary or a
 * smaller heading, never an exception here.
 */
function brokenPhrases(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    let phrases = 0;
    /** The lines a phrase's boxes lie on: a box starts a new line below the last one's bottom. */
    const lineCount = (rects: DOMRect[]) => {
      let lines = 0;
      let bottom = Number.NEGATIVE_INFINITY;
      for (const r of rects.filter((r) => r.width > 0).sort((a, b) => a.top - b.top)) {
        // boxes of one line overlap (a Latin and a Japanese face sit a few pixels apart)
        if (r.top >= bottom - 1) {
          lines++;
          bottom = r.bottom;
        } else bottom = Math.max(bottom, r.bottom);
      }
      return lines;
    };
    for (const holder of document.querySelectorAll<HTMLElement>(".phrases")) {
      // hidden (a closed menu) or made for screen readers only (1 px wide): nothing to read there
      if (holder.getClientRects().length === 0 || holder.closest(".sr-only")) continue;
      let block: HTMLElement | null = holder;
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
      const lineWidth = block ? block.clientWidth : Number.POSITIVE_INFINITY;
      for (const node of holder.childNodes) {
        // a phrase is a text node, or a span around one that holds a hyphen (USB-MIDIに)
        if (!(node.nodeType === Node.TEXT_NODE || node.nodeName === "SPAN") || !node.textContent?.trim()) continue;
        phrases++;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()];
        const width = Math.round(rects.reduce((sum, r) => sum + r.width, 0));
        const where = `${holder.closest("h1,h2,h3,p,a,button,li")?.tagName}: 「${node.textContent}」`;
        if (lineCount(rects) > 1) broken.push(`${where} breaks inside (${width} px, line ${lineWidth} px)`);
        else if (width > lineWidth + 1) broken.push(`${where} overflows its line (${width} px, line ${lineWidth} px)`);
      }
    }
    return { broken, phrases };
  });
}

/** Every visible heading in Japanese, and whether its words are kept to their phrases. */
function unsegmentedHeadings(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main h1, main h2, main h3, [role=group][aria-roledescription] p")]
      .filter((h) => h.getClientRects().length > 0 && !h.closest(".sr-only"))
      .filter((h) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(h.textContent ?? ""))
      .filter((h) => !h.querySelector(".phrases"))
      .map((h) => `${h.tagName}: ${h.textContent}`),
  );
}

/** A unit (KB, MB, kg) that starts a line: the character before it lies on an earlier line. */
function unitsStartingLines(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const m of text.matchAll(/(?<=\d[\s\u00a0]?)(KB|MB|GB|kg)/g)) {
        const at = m.index ?? 0;
        const before = document.createRange();
        before.setStart(node, at - 1);
        before.setEnd(node, at);
        const unit = document.createRange();
        unit.setStart(node, at);
        unit.setEnd(node, at + 1);
        const [a] = before.getClientRects();
        const [b] = unit.getClientRects();
        if (a && b && b.width > 0 && Math.round(b.top) > Math.round(a.top)) found.push(text.trim());
      }
    }
    return found;
  });
}

describe("Japanese pages break lines only between phrases", () => {
  for (const path of PAGES) {
    it(`${path}: no heading, banner, card, menu or button breaks inside a phrase, no unit starts a line (390 and 1280 px)`, async () => {
      const page = await newPage({ reducedMotion: "reduce" });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        const { broken, phrases } = await brokenPhrases(page);
        expect(phrases).toBeGreaterThan(10);
        expect(broken, `${path} at ${width} px`).toEqual([]);
        // a badge (compare's 違いあり) is one word: it never wraps (違いあ／り)
        const badges = await page.evaluate(() =>
          [...document.querySelectorAll("[data-badge]")].map((b) => `${b.textContent}:${b.getClientRects().length}`),
        );
        expect(
          badges.filter((b) => !b.endsWith(":1")),
          `${path} at ${width} px`,
        ).toEqual([]);
        expect(await unsegmentedHeadings(page), `${path} at ${width} px`).toEqual([]);
        expect(await unitsStartingLines(page), `${path} at ${width} px`).toEqual([]);
        // the marks stay in the markup: none in what a visitor reads, copies or finds, nor in the title
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (the data script holds marks)
        const shown = await page.evaluate(() => document.body.innerText + document.title);
        expect(shown).not.toContain("\u200b");
      }
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }

  it("the walk sees a word broken in two, even one wider than its line (アーティス／トシリーズ)", async () => {
    const page = await newPage({ viewport: { width: 390, height: 900 } });
    await page.goto("/ja");
    await hydrated(page);
    await page.evaluate(() => {
      const heading = document.createElement("h1");
      heading.style.fontSize = "40px";
      heading.innerHTML = '<span class="phrases">AKX10Sアーティストシリーズ：<wbr>現役バンドが</span>';
      document.querySelector("main")?.prepend(heading);
    });
    const { broken } = await brokenPhrases(page);
    expect(broken.join("\n")).toContain("H1: 「AKX10Sアーティストシリーズ：」 breaks inside");
    await page.context().close();
  });

  it("a narrow heading wraps between phrases, and the report's words stay whole", async () => {
    const page = await newPage({ viewport: { width: 390, height: 900 } });
    await page.goto("/ja/no-such-page");
    await hydrated(page);
    const heading = page.locator("main h1");
    expect(await heading.innerHTML()).toContain("<wbr>");
    expect(await heading.textContent()).toBe("お探しのページが見つかりません");
    // 「お探しください。」 stays one phrase inside the paragraph under it
    expect(await page.locator("main h1 + p .phrases").innerHTML()).toContain("お探しください。");
    await page.context().close();
  });
});

describe("the breadcrumb trail on a phone (390 px)", () => {
  // a native reader's report: „STARTSEITE / DIGITALPIANOS / SP201Plus / TECHNISC…“ cut off at the edge
  for (const path of [
    "/de/product/detail/SP201Plus",
    "/de/support/check/midi",
    "/ja/product/detail/SP201Plus",
    "/ja/support/check/midi",
  ]) {
    it(`${path}: wraps, every crumb whole on screen, none cut off`, async () => {
      const page = await newPage({ viewport: { width: 390, height: 900 } });
      await page.goto(path);
      await hydrated(page);
      const trail = await page.evaluate(() => {
        const nav = document.querySelector<HTMLElement>("nav[data-breadcrumbs]");
        const list = nav?.querySelector<HTMLElement>("ol");
        if (!nav || !list) return null;
        const width = document.documentElement.clientWidth;
        return {
          crumbs: list.querySelectorAll("li").length,
          // nothing scrolls sideways or is clipped below
          sideways: list.scrollWidth - list.clientWidth,
          clipped: nav.scrollHeight - nav.clientHeight,
          outside: [...list.querySelectorAll("a")]
            .filter((a) => [...a.getClientRects()].some((r) => r.left < 0 || r.right > width + 0.5))
            .map((a) => a.textContent),
        };
      });
      expect(trail).not.toBeNull();
      expect(trail?.crumbs).toBeGreaterThanOrEqual(3);
      expect(trail?.sideways).toBeLessThanOrEqual(0);
      expect(trail?.clipped).toBeLessThanOrEqual(0);
      expect(trail?.outside).toEqual([]);
      await page.context().close();
    });
  }
});

describe("English and German pages", () => {
  it("carry no phrase marks, no <wbr> and no phrase spans; German sizes keep a no-break space", async () => {
    for (const path of [
      "/",
      "/category/DigitalPianos",
      "/product/SPC121",
      "/support/manuals",
      "/de",
      "/de/product/SPC121",
    ]) {
      const html = await (await fetch(`${base}${path}`)).text();
      expect(html, path).not.toContain("\u200b");
      expect(html, path).not.toContain("<wbr");
      expect(html, path).not.toContain('class="phrases"');
    }
    const manuals = await (await fetch(`${base}/de/support/manuals`)).text();
    expect(manuals).toMatch(/\d\u00a0KB/);
    expect(manuals).not.toMatch(/\d KB/);
    const english = await (await fetch(`${base}/support/manuals`)).text();
    expect(english).toMatch(/\d KB/);
  });
});
