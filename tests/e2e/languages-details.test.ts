/**
 * What native readers of the German and Japanese pages flagged (issue 30): the error screen, the
 * social cards, the download lists' details and the product's gender, each in the page's language.
 */
import { describe, expect, inject, it } from "vitest";
import { documentsFor } from "~/.server/db/seed/documents";
import { firmwareSeeds } from "~/.server/db/seed/firmware";
import { productSeeds } from "~/.server/db/seed/products";
import { formatsFor } from "~/lib/format";
import { firmwareFunctions } from "~/lib/support/firmware-facts";
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

/** Each `<time>` of a page: the day it stands for (ISO) and how the page writes it. */
const daysOf = (page: string) =>
  [...page.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})">([^<]+)<\/time>/g)].map(([, iso = "", shown = ""]) => ({
    iso,
    shown,
  }));

describe("the download lists over HTTP", () => {
  it("keep English as it was: the day as ISO", async () => {
    const en = await html("/support");
    const days = daysOf(en);
    expect(days.length).toBeGreaterThan(0);
    for (const { iso, shown } of days) expect(shown).toBe(iso);
    // a revision in brackets after its document's title
    expect(en).toMatch(/> \(rev [A-Z]\)</);
    expect(await html("/support/videos")).toMatch(/EN, DE, JA captions · \d+:\d\d/);
  });

  it("write dates, sizes, revisions and captions the German way", async () => {
    const de = await html("/de/support");
    const days = daysOf(de);
    expect(days.length).toBeGreaterThan(0);
    for (const { iso, shown } of days) expect(shown).toBe(formatsFor("de").date(iso));
    expect(days.map((d) => d.shown)).toContainEqual(expect.stringMatching(/^\d{1,2}\. [A-ZÄÖÜ][a-zä]+ \d{4}$/));
    expect(de).toMatch(/> \(Revision [A-Z]\)</);
    expect(de).not.toMatch(/\b\d+\.\d MB\b/);
    const videos = await html("/de/support/videos");
    expect(videos).toMatch(/Untertitel: Deutsch, Englisch, Japanisch · Dauer: \d+:\d\d/);
    expect(videos).not.toContain("overview video");
  });

  it("write dates, revisions and captions the Japanese way", async () => {
    const ja = await html("/ja/support");
    const days = daysOf(ja);
    expect(days.length).toBeGreaterThan(0);
    for (const { iso, shown } of days) expect(shown).toBe(formatsFor("ja").date(iso));
    expect(days.map((d) => d.shown)).toContainEqual(expect.stringMatching(/^\d{4}年\d{1,2}月\d{1,2}日$/));
    expect(ja).toMatch(/>（改訂[A-Z]版）</);
    expect(await html("/ja/support/videos")).toMatch(/字幕：日本語、英語、ドイツ語・再生時間：\d+:\d\d/);
  });

  it("name the languages of a firmware archive's notes and steps, the page's own first", async () => {
    for (const [prefix, languages, none] of [
      ["", "English, German, Japanese", "No language"],
      ["/de", "Deutsch, Englisch, Japanisch", "Ohne Sprache"],
      ["/ja", "日本語、英語、ドイツ語", "言語共通"],
    ] as const) {
      // what the page shows (the words for a video's cell travel in its data, unused here)
      const list = (await html(`${prefix}/support?type=firmware`)).replace(/<script[\s\S]*?<\/script>/g, "");
      expect(list, prefix).toContain(`>${languages}</td>`);
      expect(list, prefix).not.toContain(none);
    }
  });
});

/**
 * A manual's date follows its newest content (issue 40): every model's documents are dated no earlier
 * than the newest release whose functions they describe (the MK61's chord dictionary of firmware
 * 2.0.0), and the download list, the HTML manual and the PDF give the same day and revision.
 */
describe("each model's manual, dated by its newest content, over HTTP", () => {
  /** The newest release whose functions the model's documents describe, or none. */
  const newest = (id: string) =>
    firmwareSeeds
      .filter(
        ([model, version]) => model === id && firmwareFunctions.some((f) => f.model === id && f.version === version),
      )
      .map(([, version, day]) => ({ version, day }))
      .sort((a, b) => (a.day < b.day ? -1 : 1))
      .at(-1);

  it.each(productSeeds.map((p) => [p.id] as const))(
    "the %s's: its list, its HTML manual and its PDF on or after its newest described release, on one day",
    async (id) => {
      const release = newest(id);
      for (const [prefix, locale] of [
        ["", "en"],
        ["/de", "de"],
        ["/ja", "ja"],
      ] as const) {
        const list = daysOf(await html(`${prefix}/support?product=${id}&type=owners-manual`));
        expect(list.length, `${id} ${locale}`).toBe(1);
        const [{ iso = "" } = {}] = list;
        if (release) expect(iso >= release.day, `${id} ${locale}: ${iso} before ${release.version}`).toBe(true);
        const manual = await html(`${prefix}/support/manuals/${id}`);
        expect(daysOf(manual), `${id} ${locale}`).toEqual([{ iso, shown: formatsFor(locale).date(iso) }]);
        expect(manual).toMatch({ en: /revision B of/, de: /Revision B vom/, ja: /改訂B版、/ }[locale]);
        // the PDF the manual offers: its cover's day is its creation date
        const [pdf] = documentsFor(productSeeds.find((p) => p.id === id) ?? { id, params: [] }, locale).filter(
          (d) => d.kind === "owners-manual",
        );
        expect(pdf?.date).toBe(iso);
        const file = Buffer.from(await (await fetch(`${base}${pdf?.href}`)).arrayBuffer()).toString("latin1");
        expect(file).toContain(`(D:${iso.replace(/-/g, "")}090000Z)`);
      }
    },
  );
});

describe("the product's German gender over HTTP", () => {
  it("agrees in the firmware steps: den MR101S … seinen Anschluss; das SP-C121", async () => {
    const mr = await html("/de/support/firmware/MR101S");
    // the connector's printed name is kept on one line (a nowrap span around it)
    expect(mr).toMatch(
      /Schalten Sie den MR101S aus und verbinden Sie seinen Anschluss (<span class="whitespace-nowrap">)?USB TO HOST/,
    );
    expect(mr).not.toContain("das MR101S");
    expect(mr).not.toContain("die MR101S");
    expect(await html("/de/support/firmware/SPC121")).toContain("Schalten Sie das SP-C121 aus");
  });

  it("agrees on the product pages", async () => {
    expect(await html("/de/product/MR101S")).toContain("Ausstattung des MR101S");
    expect(await html("/de/product/MK200")).toContain("Nicht mehr im Handel – das kann Ihr MK200.");
    expect(await html("/de/product/detail/SPC121")).toContain("dass das SP-C121 diese Funktion nicht hat");
  });
});

describe("product-line names over HTTP", () => {
  const visible = (page: string) => page.replace(/<script[\s\S]*?<\/script>/g, "");
  it("are said once on a line whose one group is the line itself: no second heading, its model named in its description", async () => {
    for (const [prefix, line, models, end] of [
      ["", "Rhythm Machines", "Models", "for the MR101S."],
      ["/de", "Drumcomputer", "Modelle", "zum Modell MR101S."],
      ["/ja", "リズムマシン", "モデル一覧", "MR101Sの仕様、取扱説明書、ダウンロード資料をご覧いただけます。"],
    ] as const) {
      const page = await html(`${prefix}/category/Drums`);
      const headings = [...page.matchAll(/<h[12][^>]*>([\s\S]*?)<\/h[12]>/g)].map((m) =>
        (m[1] ?? "").replace(/<[^>]+>/g, "").replace(/\u200b/g, ""),
      );
      expect(
        headings.filter((h) => h.startsWith(line.slice(0, 6))),
        prefix,
      ).toEqual([line]);
      expect(headings, prefix).toContain(models);
      expect(metaContent(page, "description")[0], prefix).toMatch(new RegExp(`${end.replace(/[.()]/g, "\\$&")}$`));
    }
  });

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
    expect(await html("/de/product/detail/SPC121")).toContain(`1.315${NB}×${NB}285${NB}×${NB}130${NB}mm (B`);
  });

  it("write no count of one and no unit that repeats its row's name (the MK37: 5 cm, Rhythmen 50)", async () => {
    for (const prefix of ["", "/de", "/ja"]) {
      const page = await shown(`${prefix}/product/detail/MK37`);
      expect(page, prefix).not.toMatch(/×[ \u00a0]?1\b/);
      expect(page, prefix).not.toMatch(/>50[ \u00a0]?(?:rhythms|Rhythmen|リズム)</);
    }
  });

  it("are written the Japanese way on every page that shows them", async () => {
    for (const path of pages("/ja")) {
      const page = await shown(path);
      expect(page, path).toContain("11.8kg");
      expect(page, path).toContain("15W×2");
      expect(page, path).toContain("5～320BPM");
      expect(page, path).not.toMatch(/\d+ (?:kg|W|cm|mm)\b|\d–\d/);
    }
    expect(await html("/ja/product/detail/SPC121")).toContain("幅1,315×奥行き285×高さ130mm");
  });

  it("stay as the data holds them in English, thousands grouped", async () => {
    const page = await html("/product/detail/SPC121");
    expect(page).toContain("11.8 kg");
    expect(page).toContain("1,315 × 285 × 130 mm");
  });
});

describe("compare in the reader's language", () => {
  /** The compare table's row headers and each model's value under one of them. */
  const table = async (path: string) => {
    const page = await html(path);
    const body = page.slice(page.indexOf("<tbody"), page.indexOf("</tbody>"));
    const rows = [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((m) => m[1] ?? "");
    // markup and line breaks out, no-break spaces kept
    const text = (s: string) =>
      s
        .replace(/<[^>]+>/g, "")
        .replace(/[ \t\r\n]+/g, " ")
        .trim();
    return rows.map((row) => {
      const [, head = ""] = /<th[^>]*>(.*?)<\/th>/s.exec(row) ?? [];
      const label = text(head.replace(/<span data-badge[^>]*>.*?<\/span>/gs, ""));
      return { label, values: [...row.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((m) => text(m[1] ?? "")) };
    });
  };
  const answered = {
    de: { display: "Display", keyboard: "Tastatur", tempo: "Tempo", none: "— nicht vorhanden" },
    ja: { display: "ディスプレイ", keyboard: "鍵盤", tempo: "テンポ", none: "—" },
  } as const;

  for (const locale of ["de", "ja"] as const)
    it(`/${locale}: one row per specification item, each named in the language, a rhythm machine's answered from its data`, async () => {
      for (const ids of [
        ["SPC121", "CP203"],
        ["MK61", "MK37", "MR101S", "AKX10S"],
      ]) {
        const path = `/${locale}/compare?${ids.map((id) => `p=${id}`).join("&")}`;
        const rows = await table(path);
        const labels = rows.map((r) => r.label);
        expect(labels.length, path).toBeGreaterThan(10);
        // no row twice (a "Tempo" row and a "tempo" one), no internal English key as a label
        expect(new Set(labels.map((l) => l.toLowerCase())).size, path).toBe(labels.length);
        expect(
          labels.filter((l) => /^(?:tempo|display|keyboard|amplifier|speaker|pedal|registration memory)$/.test(l)),
          path,
        ).toEqual([]);
      }
      const rows = await table(`/${locale}/compare?p=MK61&p=MK37&p=MR101S&p=AKX10S`);
      const mr101s = (label: string) => rows.find((r) => r.label === label)?.values[2];
      const words = answered[locale];
      expect(mr101s(words.display)).toMatch(locale === "de" ? /OLED/ : /有機EL/);
      expect(mr101s(words.tempo)).toBe(locale === "de" ? "5–320\u00a0BPM" : "5～320BPM");
      expect(mr101s(words.keyboard)).toContain(words.none.slice(0, 1));
    });
});

describe("compare's rows as each model's own table shows them", () => {
  /** The compare table's row headers and each model's value under one of them. */
  const table = async (path: string) => {
    const page = await html(path);
    const body = page.slice(page.indexOf("<tbody"), page.indexOf("</tbody>"));
    const text = (s: string) =>
      s
        .replace(/<[^>]+>/g, "")
        .replace(/[ \t\r\n]+/g, " ")
        .trim();
    return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((m) => {
      const row = m[1] ?? "";
      const [, head = ""] = /<th[^>]*>(.*?)<\/th>/s.exec(row) ?? [];
      return {
        label: text(head.replace(/<span data-badge[^>]*>.*?<\/span>/gs, "")),
        values: [...row.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((v) => text(v[1] ?? "")),
      };
    });
  };
  const WORDS = {
    "": {
      rhythm: "rhythm",
      style: "style",
      styles: "style/rhythm",
      controls: "style control/rhythm control",
      recorders: "recorder/record",
      patterns: "",
      drumKit: "drum kit",
      kits: "46 drum kits",
      pads: "drum pad",
      memory: "registration memory",
      notStated: "not stated",
    },
    "/de": {
      rhythm: "Rhythmen",
      style: "Styles",
      styles: "Styles/Rhythmen",
      controls: "Style-/Rhythmus-Steuerung",
      recorders: "Recorder/Aufnahme",
      patterns: "/Patterns",
      drumKit: "Drum-Kits",
      kits: "46 Drum-Kits",
      pads: "Pads",
      memory: "Registrierungsspeicher",
      notStated: "keine Angabe",
    },
    "/ja": {
      rhythm: "リズム",
      style: "伴奏スタイル",
      styles: "伴奏スタイル／リズム",
      controls: "スタイル／リズムコントロール",
      recorders: "レコーダー／レコーディング",
      patterns: "",
      drumKit: "ドラムキット",
      kits: "ドラムキット46種類",
      pads: "ドラムパッド",
      memory: "レジストレーションメモリー",
      notStated: "記載なし",
    },
  } as const;

  for (const [prefix, words] of Object.entries(WORDS))
    it(`${prefix || "/"}: one function one row, named by what each model calls it, one row a label, whatever the order`, async () => {
      for (const ids of [
        ["MK37", "MK49", "MK61", "MK200"],
        ["MK49", "MK37"],
        ["MK37", "MR101S"],
        ["MR101S", "MK37", "AKX10S"],
      ]) {
        const path = `${prefix}/compare?${ids.map((id) => `p=${id}`).join("&")}`;
        const rows = await table(path);
        const labels = rows.map((r) => r.label.toLowerCase());
        expect(labels.length - new Set(labels).size, `${path}: ${labels.join(" | ")}`).toBe(0);
        const styled = ids.some((id) => id !== "MK37" && id !== "MR101S");
        // the MR101S's rhythms are its patterns („Rhythmen/Patterns“, „Styles/Rhythmen/Patterns“)
        const patterns = ids.includes("MR101S") ? words.patterns : "";
        const styles = `${styled ? words.styles : words.rhythm}${patterns}`;
        const value = (label: string, id: string) => rows.find((r) => r.label === label)?.values[ids.indexOf(id)];
        expect(value(styles, "MK37"), `${path}: ${labels.join(" | ")}`).toMatch(/50/);
        if (ids.includes("MR101S")) expect(value(styles, "MR101S"), path).toMatch(/100/);
        // no model's styles or rhythms „not stated“ beside another's, no row of rhythms or styles alone beside it
        for (const id of ids) expect(value(styles, id), `${path} ${id}`).not.toBe(words.notStated);
        if (styled) {
          expect(labels, path).not.toContain(words.rhythm.toLowerCase());
          expect(labels, path).not.toContain(words.style.toLowerCase());
          for (const id of ids.filter((id) => id !== "MK37" && id !== "MR101S"))
            expect(value(styles, id), `${path} ${id}`).toMatch(/\d/);
        }
        if (!ids.includes("MR101S")) expect(value(words.controls, "MK37"), path).toMatch(/Start|スタート/);
      }
      const recorders = await table(`${prefix}/compare?p=MK61&p=MR101S`);
      const recorder = recorders.find((r) => r.label === words.recorders);
      expect(
        recorder?.values.map((v) => v === words.notStated),
        recorders.map((r) => r.label).join(" | "),
      ).toEqual([false, false]);
    });

  it.each([
    ["/de", "MR101S", "SPC121"],
    ["/de", "AKX10S", "MR101S"],
    ["/ja", "MK61", "MR101S"],
    ["", "MK37", "MK49"],
  ])("%s: „only differences“ shows exactly the rows marked differing (%s, %s)", async (prefix, a, b) => {
    for (const flag of ["diff=1"]) {
      const page = await html(`${prefix}/compare?p=${a}&p=${b}&${flag}`);
      const body = page.slice(page.indexOf("<tbody"), page.indexOf("</tbody>"));
      const rows = [...body.matchAll(/<tr\b[^>]*>/g)].map((m) => m[0]);
      expect(rows.length, `${prefix} ${a} ${b} ${flag}`).toBeGreaterThan(3);
      for (const row of rows) expect(row, `${prefix} ${a} ${b} ${flag}`).toContain('data-differs="true"');
      expect(rows.length).toBe((page.match(/data-badge="differs"/g) ?? []).length);
      // a row „not stated“ beside „does not have it“ is a difference: it is shown, and marked
      const shown = (await table(`${prefix}/compare?p=${a}&p=${b}&${flag}`)).map((r) => r.label);
      const notStated = WORDS[prefix as keyof typeof WORDS].notStated;
      for (const r of await table(`${prefix}/compare?p=${a}&p=${b}`))
        if (r.values.includes(notStated) && r.values.some((v) => v.startsWith("—"))) expect(shown).toContain(r.label);
    }
  });

  for (const [prefix, words] of Object.entries(WORDS))
    it(`${prefix || "/"}: a keyboard's drum kits from its sound row, and no row every model lacks`, async () => {
      const kits = await table(`${prefix}/compare?p=AKX10S&p=MR101S`);
      const drumKits = kits.find((r) => r.label === words.drumKit);
      expect(drumKits?.values[0]).toBe(words.kits);
      expect(drumKits?.values[1]).toMatch(/48/);
      const keyboards = (await table(`${prefix}/compare?p=MK49&p=MK61&p=AKX10S`)).map((r) => r.label);
      expect(keyboards).not.toContain(words.pads);
      expect(keyboards).not.toContain(words.memory);
      expect(keyboards).toContain(words.style);
    });

  it.each(["", "/de", "/ja"])("%s: the choice offers every model once some are chosen", async (prefix) => {
    const page = await html(`${prefix}/compare?p=SP201Plus&p=MR101S`);
    const main = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
    const offered = [...main.matchAll(/<input\b[^>]*\bname="p"[^>]*>/g)].map((m) => /value="([^"]+)"/.exec(m[0])?.[1]);
    expect(offered.sort()).toEqual(productSeeds.map((p) => p.id).sort());
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

describe("product pages' descriptions over HTTP", () => {
  it("keep to what a search result shows, in whole sentences, on every product page in every language", async () => {
    const sitemap = await html("/sitemap/products.xml");
    const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/product\/[^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(paths.length).toBeGreaterThan(10);
    const limit = { "": 155, "/de": 155, "/ja": 110 } as const;
    for (const path of paths)
      for (const prefix of ["", "/de", "/ja"] as const) {
        const page = await html(`${prefix}${path}`);
        for (const key of ["description", "og:description"]) {
          const [description] = metaContent(page, key);
          expect(description?.length, `${prefix}${path} ${key}: ${description}`).toBeLessThanOrEqual(limit[prefix]);
          expect(description?.length, `${prefix}${path} ${key}`).toBeGreaterThan(20);
          expect(description, `${prefix}${path} ${key}`).toMatch(/[.。…]$/);
        }
      }
  });
});
