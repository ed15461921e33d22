/**
 * What native readers of the German and Japanese pages flagged (issue 30): the error screen, the
 * social cards, the download lists' details and the product's gender, each in the page's language.
 */
import { describe, expect, inject, it } from "vitest";
import { browserPerFile, eventually, hydrated } from "./browser";

const base = inject("baseURL");
const { page: newPage } = browserPerFile();

async function open(path: string) {
  const page = await newPage();
  await page.goto(path);
  await hydrated(page);
  return page;
}

const html = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
const metaContent = (page: string, key: string) =>
  [...page.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, "g"))].map((m) => m[1]);

const SCREENS = [
  {
    prefix: "",
    heading: "Unexpected Application Error!",
    retry: "Try again",
    home: "/",
    chunk: "Loading chunk gone-Zx9 failed",
  },
  {
    prefix: "/de",
    heading: "Unerwarteter Anwendungsfehler!",
    retry: "Erneut versuchen",
    home: "/de",
    chunk: "Teil gone-Zx9 der Seite konnte nicht geladen werden.",
  },
  {
    prefix: "/ja",
    heading: "予期しないアプリケーションエラーが発生しました",
    retry: "再読み込み",
    home: "/ja",
    chunk: "ページの一部（gone-Zx9）を読み込めませんでした。",
  },
] as const;

describe.each(SCREENS)("the error screen at '$prefix/'", ({ prefix, heading, retry, home, chunk }) => {
  it("a routing failure shows the screen in the page's language, its home link that language's home", async () => {
    const page = await open(prefix || "/");
    await page.route("**/category/Keyboards.data*", (route) =>
      route.fulfill({ status: 500, body: "Server exploded", headers: { "Content-Type": "text/plain" } }),
    );
    await page.locator(`a[href="${prefix}/category/Keyboards"]:visible`).first().click();
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), heading);
    expect((await page.getByTestId("error-message").textContent())?.length).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: retry }).isVisible()).toBe(true);
    expect(await page.locator("main a", { hasText: /./ }).last().getAttribute("href")).toBe(home);
    expect(await page.locator("html").getAttribute("lang")).toBe(prefix ? prefix.slice(1) : "en");
  });

  it("a script chunk that does not load is named in the page's language", async () => {
    const page = await open(prefix || "/");
    await page.evaluate(() =>
      sessionStorage.setItem(
        "musical-chunk-reload",
        (window as never as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version,
      ),
    );
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.type = "module";
      script.src = "/assets/gone-Zx9.js";
      document.head.append(script);
    });
    await eventually(() => page.getByTestId("error-message").textContent(), chunk);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
  });
});

describe("social cards over HTTP", () => {
  it("are in the page's language with its Open Graph locale and the other two as alternates", async () => {
    const en = await html("/");
    expect(metaContent(en, "og:title")).toEqual(["Noteva | Digital pianos, keyboards and rhythm machines"]);
    expect(metaContent(en, "og:locale")).toEqual(["en_GB"]);
    expect(metaContent(en, "og:locale:alternate")).toEqual(["de_DE", "ja_JP"]);
    const de = await html("/de");
    expect(metaContent(de, "og:title")).toEqual(["Noteva | Digitalpianos, Keyboards und Drumcomputer"]);
    expect(metaContent(de, "twitter:title")).toEqual(metaContent(de, "og:title"));
    expect(metaContent(de, "twitter:description")).toEqual(metaContent(de, "og:description"));
    expect(metaContent(de, "og:locale")).toEqual(["de_DE"]);
    expect(metaContent(de, "og:locale:alternate")).toEqual(["en_GB", "ja_JP"]);
    const ja = await html("/ja/support");
    expect(metaContent(ja, "og:title")[0]).toMatch(/^.+ \| Noteva$/);
    expect(metaContent(ja, "og:locale")).toEqual(["ja_JP"]);
    expect(metaContent(ja, "og:locale:alternate")).toEqual(["en_GB", "de_DE"]);
  });
});

describe("the download lists over HTTP", () => {
  it("keep English as it was", async () => {
    const en = await html("/support");
    expect(en).toContain(">2026-03-01</time>");
    expect(en).toMatch(/>rev [A-Z]</);
    expect(await html("/support/videos")).toMatch(/EN, DE, JA captions · \d+:\d\d/);
  });

  it("write dates, sizes, revisions and captions the German way", async () => {
    const de = await html("/de/support");
    expect(de).toContain('<time dateTime="2026-03-01">1. März 2026</time>');
    expect(de).toMatch(/>Revision [A-Z]</);
    expect(de).not.toMatch(/\b\d+\.\d MB\b/);
    const videos = await html("/de/support/videos");
    expect(videos).toMatch(/Untertitel: Deutsch, Englisch, Japanisch · \d+:\d\d Min\./);
    expect(videos).not.toContain("overview video");
  });

  it("write dates, revisions and captions the Japanese way", async () => {
    const ja = await html("/ja/support");
    expect(ja).toContain('<time dateTime="2026-03-01">2026年3月1日</time>');
    expect(ja).toMatch(/>改訂[A-Z]版</);
    expect(await html("/ja/support/videos")).toMatch(/字幕：日本語、英語、ドイツ語・\d+分\d+秒/);
  });
});

describe("the product's German gender over HTTP", () => {
  it("agrees in the firmware steps: den MR101S … seinen Anschluss; das SP-C121", async () => {
    const mr = await html("/de/support/firmware/MR101S");
    expect(mr).toContain("Schalten Sie den MR101S aus und verbinden Sie seinen Anschluss USB TO HOST");
    expect(mr).not.toContain("das MR101S");
    expect(mr).not.toContain("die MR101S");
    expect(await html("/de/support/firmware/SPC121")).toContain("Schalten Sie das SP-C121 aus");
  });

  it("agrees on the product pages", async () => {
    expect(await html("/de/product/MR101S")).toContain("Was Ihnen der MR101S Tag für Tag bietet.");
    expect(await html("/de/product/detail/SPC121")).toContain("dass das SP-C121 diese Funktion nicht hat");
  });
});

describe("product-line names over HTTP", () => {
  const visible = (page: string) => page.replace(/<script[\s\S]*?<\/script>/g, "");
  it.each([
    ["de", ["Digitalpianos", "Drumcomputer"], /Digital Pianos|Rhythm Machines/],
    ["ja", ["電子ピアノ", "リズムマシン"], /Digital Pianos|Rhythm Machines|>Keyboards</],
  ] as const)(
    "are in %s on every page that names them: menus, breadcrumbs, filters, footer",
    async (locale, names, english) => {
      for (const path of [
        "",
        "/support",
        "/support/manuals",
        "/category/Drums",
        "/product/MR101S",
        "/search?q=mr",
        "/news",
      ]) {
        const page = visible(await html(`/${locale}${path}`));
        expect(page, `/${locale}${path}`).not.toMatch(english);
        for (const name of names) expect(page, `/${locale}${path}`).toContain(name);
      }
    },
  );
});

describe("specification values over HTTP", () => {
  const NB = "\u00a0";
  /** What a reader and a search engine read: the page's content and its JSON-LD (not the hydration data). */
  const shown = async (path: string) => {
    const page = await html(path);
    const jsonLd = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]);
    return [page.slice(page.indexOf("<main"), page.indexOf("</main>")), ...jsonLd].join("\n");
  };
  const pages = (prefix: string) => [
    `${prefix}/product/detail/SPC121`,
    `${prefix}/compare?p=SPC121&p=SP201Plus`,
    `${prefix}/support/manuals/SPC121`,
  ];

  it("are written the German way on every page that shows them", async () => {
    for (const path of pages("/de")) {
      const page = await shown(path);
      expect(page, path).toContain(`11,8${NB}kg`);
      expect(page, path).toContain(`15${NB}W${NB}×${NB}2`);
      expect(page, path).not.toMatch(/\b11\.8 ?kg/);
    }
    expect(await html("/de/product/detail/SPC121")).toContain(`1315${NB}×${NB}285${NB}×${NB}130${NB}mm (B`);
  });

  it("are written the Japanese way on every page that shows them", async () => {
    for (const path of pages("/ja")) {
      const page = await shown(path);
      expect(page, path).toContain("11.8kg");
      expect(page, path).toContain("15W×2");
      expect(page, path).toContain("5～320");
      expect(page, path).not.toMatch(/\d+ (?:kg|W|cm|mm)\b|\d–\d/);
    }
    expect(await html("/ja/product/detail/SPC121")).toContain("幅1315×奥行き285×高さ130mm");
  });

  it("stay as the data holds them in English", async () => {
    const page = await html("/product/detail/SPC121");
    expect(page).toContain("11.8 kg");
    expect(page).toContain("1315 × 285 × 130 mm");
  });
});

describe("each model's own manual over HTTP", () => {
  /** The page's own content, without the header's and footer's menus (which name every model). */
  const main = async (path: string) => {
    const page = await html(path);
    return page.slice(page.indexOf("<main"), page.indexOf("</main>"));
  };

  it("names only the MR101S's parts, with the language's signal words", async () => {
    const ja = await main("/ja/support/manuals/MR101S");
    expect(ja).toContain(">警告<");
    expect(ja).toContain(">注意<");
    expect(ja).toContain("パッドを叩きます");
    expect(ja).not.toMatch(/譜面立て|鍵盤|FUNCTION/);
    const de = await main("/de/support/manuals/MR101S");
    expect(de).toContain(">WARNUNG<");
    expect(de).toContain(">VORSICHT<");
    expect(de).not.toMatch(/Notenpult|Tastatur|FUNCTION/);
    const en = await main("/support/manuals/MR101S");
    expect(en).toContain("Turn the TEMPO dial to set the tempo");
    expect(en).not.toMatch(/music rest|lowest and the highest key/i);
  });

  it("gives the MK61's firmware page the MK61's own steps, and the MR101S's its own", async () => {
    const mk = await main("/de/support/firmware/MK61");
    expect(mk).toContain("Halten Sie die tiefste und die höchste Taste gedrückt");
    expect(mk).not.toMatch(/Pads 1 und 16|SHIFT/);
    const mr = await main("/ja/support/firmware/MR101S");
    expect(mr).toContain("パッド1と16");
    expect(mr).not.toMatch(/最低音と最高音の鍵盤/);
  });
});
