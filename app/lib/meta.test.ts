import { describe, expect, it } from "vitest";
import type { FrameMessages } from "./i18n/frame";
import type { Locale } from "./i18n/locales";
import { seo } from "./meta";

const taglines: Record<Locale, string> = {
  en: "Digital pianos, keyboards and rhythm machines",
  de: "Digitalpianos, Keyboards und Drumcomputer",
  ja: "電子ピアノ、キーボード、リズムマシン",
};

function tagsOf(locale: Locale, title: string, description: string) {
  const frame = { tagline: taglines[locale] } as FrameMessages;
  const args = {
    location: { pathname: locale === "en" ? "/support" : `/${locale}/support`, search: "" },
    matches: [{ id: "root", loaderData: { origin: "https://noteva.example", locale, frame } }],
  };
  const tags = seo(args, title, { description });
  const of = (key: "property" | "name", value: string) =>
    tags.filter((t) => t[key] === value).map((t) => t.content as string);
  return { of, title: tags.find((t) => "title" in t)?.title };
}

describe("social cards", () => {
  it("give the home page's title with the page's own tagline, and the description, in every tag", () => {
    const de = tagsOf("de", "Noteva", "Instrumente von Noteva.");
    expect(de.title).toBe("Noteva | Digitalpianos, Keyboards und Drumcomputer");
    expect(de.of("property", "og:title")).toEqual([de.title]);
    expect(de.of("name", "twitter:title")).toEqual([de.title]);
    expect(de.of("property", "og:description")).toEqual(["Instrumente von Noteva."]);
    expect(de.of("name", "twitter:description")).toEqual(["Instrumente von Noteva."]);
    const ja = tagsOf("ja", "Noteva", "説明");
    expect(ja.of("property", "og:title")).toEqual(["Noteva | 電子ピアノ、キーボード、リズムマシン"]);
  });

  it("name the page's locale and the other two as alternates", () => {
    expect(tagsOf("en", "Support", "d").of("property", "og:locale")).toEqual(["en_GB"]);
    expect(tagsOf("en", "Support", "d").of("property", "og:locale:alternate")).toEqual(["de_DE", "ja_JP"]);
    expect(tagsOf("de", "Support", "d").of("property", "og:locale")).toEqual(["de_DE"]);
    expect(tagsOf("de", "Support", "d").of("property", "og:locale:alternate")).toEqual(["en_GB", "ja_JP"]);
    expect(tagsOf("ja", "Support", "d").of("property", "og:locale")).toEqual(["ja_JP"]);
    expect(tagsOf("ja", "Support", "d").of("property", "og:locale:alternate")).toEqual(["en_GB", "de_DE"]);
  });

  it("keep an English page's title as it was", () => {
    const en = tagsOf("en", "Support", "d");
    expect(en.of("property", "og:title")).toEqual(["Support | Noteva"]);
  });
});

describe("the share picture of a page about one thing", () => {
  it("is that thing's picture on every page type with an id (product, manual, firmware, news, category), never the default", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const dir = new URL("../routes/site/", import.meta.url);
    const about = readdirSync(dir)
      .filter((f) => f.endsWith(".tsx"))
      .map((f) => [f, readFileSync(new URL(f, dir), "utf8")] as const)
      .filter(([, source]) => /params\.id\b/.test(source));
    expect(about.map(([f]) => f)).toEqual(expect.arrayContaining(["support-manual.tsx", "support-firmware.tsx"]));
    for (const [file, source] of about) {
      // its own `seo` call names the picture, or a composer that does (productSeo, articleMeta)
      const at = source.indexOf("seo(args");
      const own = at < 0 ? undefined : source.slice(at, source.indexOf("\n};", at));
      const shares = own ? /\bimage:/.test(own) : /productSeo|articleMeta/.test(source);
      expect(shares, `${file}: a page about one model shares that model's picture (seo's image)`).toBe(true);
    }
  });
});
