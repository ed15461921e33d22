import { describe, expect, it } from "vitest";
import type { FrameMessages } from "./i18n/frame";
import type { Locale } from "./i18n/locales";
import { DESCRIPTION_MAX, metaDescription, seo } from "./meta";

const taglines: Record<Locale, string> = {
  en: "Digital pianos, keyboards and rhythm machines",
  de: "Digitalpianos, Keyboards und Drumcomputer",
  ja: "電子ピアノ、キーボード、リズムマシン",
};

function tagsOf(locale: Locale, title: string, description: string, search = "") {
  const frame = { tagline: taglines[locale] } as FrameMessages;
  const args = {
    location: { pathname: locale === "en" ? "/support" : `/${locale}/support`, search },
    matches: [{ id: "root", loaderData: { origin: "https://noteva.example", locale, frame } }],
  };
  const tags = seo(args, title, { description });
  const of = (key: "property" | "name", value: string) =>
    tags.filter((t) => t[key] === value).map((t) => t.content as string);
  const links = (rel: string) => tags.filter((t) => t.rel === rel).map((t) => t.href as string);
  return { of, links, title: tags.find((t) => "title" in t)?.title };
}

describe("a paged list's titles", () => {
  it("name the page after the first, in every language, in the title and the cards", () => {
    expect(tagsOf("de", "News", "Neuigkeiten.", "?page=2").title).toBe("News, Seite 2 | Noteva");
    expect(tagsOf("en", "News", "News.", "?page=3").title).toBe("News, page 3 | Noteva");
    expect(tagsOf("ja", "ニュース", "ニュース。", "?page=2").title).toBe("ニュース（2ページ目） | Noteva");
    expect(tagsOf("de", "News", "Neuigkeiten.", "?page=2").of("property", "og:title")).toEqual([
      "News, Seite 2 | Noteva",
    ]);
    // the first page, and a page number that is none, keep the list's own title
    for (const search of ["", "?page=1", "?page=x"])
      expect(tagsOf("de", "News", "N.", search).title).toBe("News | Noteva");
  });

  it("are each their own canonical page, in every language's address, never the first page's", () => {
    const second = tagsOf("de", "News", "N.", "?page=2&utm_source=x");
    expect(second.links("canonical")).toEqual(["https://noteva.example/de/support?page=2"]);
    expect(second.links("alternate")).toContain("https://noteva.example/ja/support?page=2");
    expect(second.of("property", "og:url")).toEqual(["https://noteva.example/de/support?page=2"]);
    for (const search of ["", "?page=1", "?page=x"])
      expect(tagsOf("en", "News", "N.", search).links("canonical")).toEqual(["https://noteva.example/support"]);
  });
});

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

describe("a long text as a page's description", () => {
  it("keeps the first whole sentences that fit, in every language", () => {
    const de =
      "Das SP-C121 ist ein Portable-Piano für alle, die täglich üben und ab und zu auftreten. Seine graduierte Hammermechanik und ein in vier Dynamikstufen gesampelter Konzertflügel lassen leise Passagen singen – und mit 11,8 kg nehmen Sie es leicht mit.";
    expect(metaDescription(de, "de")).toBe(
      "Das SP-C121 ist ein Portable-Piano für alle, die täglich üben und ab und zu auftreten.",
    );
    const ja =
      "SP-C121は、毎日の練習とときどきのステージのためのポータブルピアノです。グレードハンマーアクションと4段階のダイナミクスでサンプリングしたコンサートグランドが、弱音まで美しく歌わせます。11.8kgの軽さで、レッスンやライブにも気軽に持ち出せます。";
    expect(metaDescription(ja, "ja")).toMatch(/^SP-C121は、.*。$/);
    expect(metaDescription(ja, "ja").length).toBeLessThanOrEqual(DESCRIPTION_MAX.ja);
    // never split inside a number: 1.133 Klänge, 11.8 kg
    expect(metaDescription("The AKX10S has 1.133 sounds and weighs 11.8 kg. ".repeat(5), "en")).toMatch(/kg\.$/);
  });

  it("gives a long first sentence's statement before its colon, a whole sentence", () => {
    const cp203 =
      "Das CP203 ist das Kompaktpiano von Noteva: ein Möbelgehäuse mit nur 35\u00a0cm Tiefe, ein Schiebe-Tastendeckel und drei Pedale (das Dämpferpedal mit Halbpedal-Funktion). Seine Lautsprecher strahlen zu Ihnen und in den Raum ab.";
    expect(metaDescription(cp203, "de")).toBe(
      "Das CP203 ist das Kompaktpiano von Noteva. Seine Lautsprecher strahlen zu Ihnen und in den Raum ab.",
    );
  });

  it("leaves a short text as it is, and cuts one long sentence at a word, with an ellipsis", () => {
    expect(metaDescription("Short and sweet.", "en")).toBe("Short and sweet.");
    const long = `${"word ".repeat(60)}end.`;
    const cut = metaDescription(long, "en");
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX.en);
    expect(cut).toMatch(/word…$/);
  });
});
