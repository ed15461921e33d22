/**
 * No English on /de and /ja: one page of every public type in German and Japanese, read as a
 * browser has it (text, screen-reader names, tooltips, placeholders, track labels, the title and
 * the description, the Open Graph and Twitter cards, every JSON-LD value), with no English word
 * of the detector's list (./support/english.ts) outside its allow-list. The JSON-LD names the
 * page's own language address and its language; the news feeds are in their language too. On /ja,
 * no half-width comma, colon, bracket or middle dot stands beside Japanese, nor an en dash between
 * numbers, in any element's whole text: what code composes from parts is read as the reader reads it.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserPerFile } from "./browser";
import { englishIn } from "./support/english";
import { halfWidthInJapanese } from "./support/japanese-typography";

const base = inject("baseURL");
const { page: newPage } = browserPerFile();

/** One page of every public type (English address), and the status it answers with. */
const PAGES: readonly [path: string, status: number][] = [
  ["/", 200],
  ["/category/DigitalPianos", 200],
  ["/product/SPC121", 200],
  ["/product/detail/SPC121", 200],
  ["/compare?p=SPC121&p=CP203", 200],
  ["/news", 200],
  ["/news/akx10s-launch", 200],
  ["/news/update/cp203-manual-rev-b", 200],
  ["/support", 200],
  ["/support/manuals", 200],
  ["/support/manuals/SPC121", 200],
  ["/support/software", 200],
  ["/support/firmware/SPC121", 200],
  ["/support/videos", 200],
  ["/support/check", 200],
  ["/support/check/midi", 200],
  ["/aboutus/companyoverview", 200],
  ["/aboutus/team", 200],
  ["/aboutus/technology", 200],
  ["/aboutus/notevapark", 200],
  ["/aboutus/profile", 200],
  ["/legal/imprint", 200],
  ["/legal/privacy", 200],
  ["/legal/terms", 200],
  ["/contactus", 200],
  ["/dealer/distributor", 200],
  ["/search?q=piano", 200],
  ["/search?q=SP-C121", 200],
  ["/no-such-page", 404],
];

const LOCALES = ["de", "ja"] as const;

type Read = { where: string; text: string };

/** Everything a visitor, a screen reader or a search engine reads on the page. */
function readAll(page: Page): Promise<{ reads: Read[]; jsonLd: unknown[] }> {
  return page.evaluate(() => {
    const reads: { where: string; text: string }[] = [];
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""}>`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template")) continue;
      const text = node.textContent?.trim();
      if (text) reads.push({ where: `text in ${describe(parent)}`, text });
    }
    for (const attribute of ["alt", "aria-label", "aria-description", "title", "placeholder", "label"]) {
      for (const el of document.querySelectorAll(`[${attribute}]`)) {
        reads.push({ where: `${attribute} of ${describe(el)}`, text: el.getAttribute(attribute) ?? "" });
      }
    }
    for (const el of document.querySelectorAll<HTMLInputElement>("input[type=submit], input[type=button]")) {
      reads.push({ where: `value of ${describe(el)}`, text: el.value });
    }
    reads.push({ where: "<title>", text: document.title });
    const skip = new Set(["og:url", "og:image", "og:type", "og:locale", "og:locale:alternate", "twitter:card"]);
    for (const meta of document.querySelectorAll("head meta[name], head meta[property]")) {
      const name = meta.getAttribute("name") ?? meta.getAttribute("property") ?? "";
      if (name === "description" || (/^(og|twitter):/.test(name) && !skip.has(name))) {
        reads.push({ where: `<meta ${name}>`, text: meta.getAttribute("content") ?? "" });
      }
    }
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? "null"),
    );
    return { reads, jsonLd };
  });
}

/**
 * Each element's whole text, as the parts a page composes run together (「すべての結果」 and its
 * count's 「（11件）」 in a span), and each link's and button's name with what only screen readers hear.
 */
function wholeTexts(page: Page): Promise<Read[]> {
  return page.evaluate(() => {
    const reads: { where: string; text: string }[] = [];
    const blocks = "p, li, a, button, h1, h2, h3, h4, dt, dd, td, th, caption, figcaption, label, option, summary";
    for (const el of document.body.querySelectorAll(blocks)) {
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text) reads.push({ where: `<${el.tagName.toLowerCase()}>`, text });
    }
    return reads;
  });
}

/** Keys whose values are vocabulary or addresses, not text (the addresses are checked on their own). */
const NOT_TEXT = new Set([
  "@context",
  "@type",
  "@id",
  "url",
  "image",
  "sameAs",
  "email",
  "telephone",
  "contentUrl",
  // a SearchAction's address template and its schema.org syntax
  "target",
  "query-input",
]);

/** A JSON-LD's text values with their paths. */
function jsonLdTexts(value: unknown, path = "JSON-LD"): Read[] {
  if (typeof value === "string") return [{ where: path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => jsonLdTexts(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => (NOT_TEXT.has(k) ? [] : jsonLdTexts(v, `${path}.${k}`)));
  }
  return [];
}

/** The stores' names and addresses, as their JSON-LD gives them: names, which keep their spelling. */
function storeNames(jsonLd: unknown[]): string[] {
  return jsonLd
    .flatMap(nodes)
    .filter((n) => n["@type"] === "Store" || n["@type"] === "LocalBusiness")
    .flatMap((n) => [n.name, ...Object.values((n.address ?? {}) as Record<string, unknown>)])
    .filter((v): v is string => typeof v === "string" && v.length > 2)
    .sort((a, b) => b.length - a.length);
}

/** The JSON-LD nodes that are things with a page of their own on this site (not the dealers' stores). */
function nodes(value: unknown): Record<string, unknown>[] {
  if (!value || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  return Array.isArray(node["@graph"]) ? (node["@graph"] as Record<string, unknown>[]) : [node];
}

const at = (prefix: string, path: string) => (path === "/" ? prefix : `${prefix}${path}`);

describe("no English on the German and Japanese pages", () => {
  for (const locale of LOCALES) {
    it.each(PAGES)(`/${locale}%s`, async (path, status) => {
      const page = await newPage();
      const address = at(`/${locale}`, path);
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(status);
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      const { reads, jsonLd } = await readAll(page);
      const all = [...reads, ...jsonLd.flatMap((j) => jsonLdTexts(j))];
      const names = storeNames(jsonLd);
      const english = all.flatMap(({ where, text }) => englishIn(text, locale, names).map((w) => `${where}: ${w}`));
      expect(english, address).toEqual([]);
      if (locale === "ja") {
        const composed = [...all, ...(await wholeTexts(page))].flatMap(({ where, text }) =>
          halfWidthInJapanese(text).map((found) => `${where}: ${found}`),
        );
        expect([...new Set(composed)], address).toEqual([]);
      }
      // every JSON-LD says its language and points at this language's pages
      for (const node of jsonLd.flatMap(nodes)) {
        expect(node.inLanguage, `${address} ${node["@type"]}`).toBe(locale);
        for (const key of ["url", "@id"] as const) {
          const value = node[key];
          if (typeof value !== "string" || node["@type"] === "Store" || node["@type"] === "LocalBusiness") continue;
          expect(new URL(value, base).pathname, `${address} ${node["@type"]}.${key}`).toMatch(
            new RegExp(`^/${locale}(/|$)`),
          );
        }
      }
      await page.context().close();
    });
  }

  it.each(LOCALES.flatMap((locale) => ["news/feed.xml", "news/updates.xml"].map((feed) => [locale, feed] as const)))(
    "/%s/%s is in its language and links to its pages",
    async (locale, feed) => {
      const response = await fetch(`${base}/${locale}/${feed}`);
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).toMatch(new RegExp(`<language>${locale}</language>`));
      const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1] ?? "").pathname);
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) expect(link).toMatch(new RegExp(`^/${locale}(/|$)`));
      const texts = [...xml.matchAll(/<(title|description)>([^<]*)<\/\1>/g)].map((m) => m[2] ?? "");
      const english = texts.flatMap((text) => englishIn(text.replace(/&[a-z]+;|&#\d+;/g, " "), locale));
      expect(english).toEqual([]);
    },
  );
});
