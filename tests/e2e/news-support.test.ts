import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { browserPerFile, eventually, expectNoAxeViolations, hydrated } from "./browser";

const { page: newPage, baseURL } = browserPerFile();
const get = (path: string) => fetch(`${baseURL}${path}`);

describe("news and updates", () => {
  it("filters the downloads by a line's word in any language: Drumcomputer finds the MR101S's files on /de", async () => {
    const page = await (await get("/de/support?q=Drumcomputer")).text();
    expect(page).toContain("MR101S");
    const ja = await (await get(`/ja/support?q=${encodeURIComponent("リズムマシーン")}`)).text();
    expect(ja).toContain("MR101S");
  });

  it("gives each page of a paged list its own title, in every language", async () => {
    const title = async (path: string) => /<title>([^<]*)<\/title>/.exec(await (await get(path)).text())?.[1];
    for (const [prefix, second] of [
      ["", "News, page 2 | Noteva"],
      ["/de", "News, Seite 2 | Noteva"],
      ["/ja", "（2ページ目） | Noteva"],
    ] as const) {
      const first = await title(`${prefix}/news`);
      const next = await title(`${prefix}/news?page=2`);
      expect(next, prefix).not.toBe(first);
      expect(next, prefix).toContain(second);
    }
    expect(await title("/de/news?t=u&page=2")).toMatch(/, Seite 2 \| Noteva$/);
  });

  it("lists news newest first with pagination that works without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/news");
    const dates = await page
      .locator("main article time")
      .evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime") ?? ""));
    expect(dates.length).toBe(6);
    expect([...dates].sort().reverse()).toEqual(dates);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL("**/news?page=2");
    const second = await page
      .locator("main article time")
      .evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime") ?? ""));
    expect(second.length).toBe(6);
    expect(second[0] && dates.at(-1) && second[0] <= (dates.at(-1) ?? "")).toBe(true);
  });

  it("the footer's Update link lists update articles, and every article link opens", async () => {
    const page = await newPage();
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Update" }).click();
    await page.waitForURL("**/news?t=u");
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), "Updates");
    const hrefs: string[] = [];
    for (const path of ["/news", "/news?page=2", "/news?t=u", "/news?t=u&page=2"]) {
      const html = await (await get(path)).text();
      for (const m of html.matchAll(/href="(\/news\/(?:update\/)?[a-z0-9-]+)"/g)) if (m[1]) hrefs.push(m[1]);
    }
    const unique = [...new Set(hrefs)];
    expect(unique.filter((h) => h.startsWith("/news/update/")).length).toBeGreaterThanOrEqual(8);
    expect(unique.filter((h) => !h.startsWith("/news/update/")).length).toBeGreaterThanOrEqual(12);
    for (const href of unique) {
      const response = await get(href);
      expect(response.status, href).toBe(200);
      const html = await response.text();
      // every link inside an article resolves
      for (const m of html.matchAll(/href="(\/(?:product|support|dealer|aboutus|news)[^"#]*)"/g)) {
        const target = m[1] ?? "";
        expect((await get(target.replace(/&amp;/g, "&"))).status, `${href} → ${target}`).toBe(200);
      }
    }
  });

  it("an article has its body, breadcrumbs and previous/next links", async () => {
    const page = await newPage();
    await page.goto("/news/akx10s-launch");
    await hydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Noteva AKX10S: our flagship arranger is here",
    );
    expect(await page.getByRole("heading", { name: "Sounds for every set" }).isVisible()).toBe(true);
    const crumbs = await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").allTextContents();
    expect(crumbs.map((c) => c.trim()).slice(0, 2)).toEqual(["HOME", "NEWS"]);
    const next = page.getByRole("navigation", { name: "More articles" }).locator("a[rel=next]");
    await next.click();
    await page.waitForURL("**/news/mr101s-launch");
    await eventually(
      () => page.getByRole("heading", { level: 1 }).textContent(),
      "MR101S rhythm machine: grooves you play with your hands",
    );
  });

  it.each(["/news?page=-1", "/news?page=abc", "/news?page=99", "/news/nope", "/news/update/akx10s-launch"])(
    "%s is a 404",
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it("the SUPERBOOTH25 article's address names it; the old one answers 301 in every language, and search, sitemap and feed follow", async () => {
    for (const prefix of ["", "/de", "/ja"]) {
      const old = await fetch(`${baseURL}${prefix}/news/musikmesse-2025`, { redirect: "manual" });
      expect(old.status, prefix).toBe(301);
      expect(new URL(old.headers.get("location") ?? "", baseURL).pathname).toBe(`${prefix}/news/superbooth-2025`);
      const page = await get(`${prefix}/news/superbooth-2025`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("SUPERBOOTH25");
    }
    const sitemap = await (await get("/sitemap/news.xml")).text();
    expect(sitemap).toContain("/news/superbooth-2025");
    expect(sitemap).not.toContain("musikmesse");
    expect(await (await get("/news/feed.xml")).text()).not.toContain("musikmesse");
    const found = await (await get("/search?q=SUPERBOOTH25")).text();
    expect(found).toContain("/news/superbooth-2025");
    expect(found).not.toContain("/news/musikmesse-2025");
  });

  it("a firmware article that needs a stepping stone says first what to install (MK61 2.0.0 after 1.2.0), in every language", async () => {
    for (const [prefix, first] of [
      ["", "update to 1.2.0 first."],
      ["/de", "Aktualisieren Sie zuerst auf 1.2.0."],
      ["/ja", "先にVer.1.2.0にアップデートしてください。"],
    ] as const) {
      const html = await (await get(`${prefix}/news/update/mk61-firmware-2-0-0`)).text();
      const main = html.slice(html.indexOf("<main"));
      const said = main.indexOf(first);
      expect(said, prefix).toBeGreaterThan(0);
      // before the list of changes, and the list holds no note on what comes first
      const list = main.indexOf("<ul", said);
      expect(list).toBeGreaterThan(said);
      expect(main.slice(list, main.indexOf("</ul>", list))).not.toContain("1.2.0");
    }
  });

  it("t=zzz falls back to the news list", async () => {
    expect((await get("/news?t=zzz")).status).toBe(200);
  });

  it("RSS feeds are valid XML with absolute URLs and are advertised on the list", async () => {
    const page = await newPage();
    for (const [path, count] of [
      ["/news/feed.xml", 12],
      // every firmware release after a model's first (23) and the CP203 manual's revision
      ["/news/updates.xml", 24],
    ] as const) {
      const response = await get(path);
      expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      const xml = await response.text();
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        return {
          error: doc.querySelector("parsererror") !== null,
          items: [...doc.querySelectorAll("item > link")].map((l) => l.textContent ?? ""),
        };
      }, xml);
      expect(parsed.error).toBe(false);
      expect(parsed.items.length).toBe(count);
      for (const link of parsed.items) expect(link.startsWith(`${baseURL}/news/`)).toBe(true);
    }
    await page.goto("/news");
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').count()).toBe(2);
  });

  it("the home page shows the latest news and updates", async () => {
    const page = await newPage();
    await page.goto("/");
    const items = page.getByRole("region", { name: "Latest news and updates" }).getByRole("listitem");
    expect(await items.count()).toBe(3);
  });
});

describe("download centre", () => {
  it("filters by line, product, type and text, in the URL, without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/support");
    // the list pages by 20: page 1 and, by a plain link, the rest; a document's languages are one entry
    // the count names the 20 the page shows, of all of them
    expect(await page.getByText(/^1–20 of \d+ downloads, page 1 of 3/).count()).toBe(1);
    const first = await page.locator("tbody").count();
    expect(first).toBe(20);
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    // 20 more on page 2, and the rest (some 18 manuals, 31 firmware releases, videos) on page 3
    expect(first + (await page.locator("tbody").count())).toBe(40);
    await page.getByLabel("Type").selectOption("firmware");
    await page.getByRole("button", { name: "Show downloads" }).click();
    await page.waitForURL(/type=firmware/);
    // every model with a MIDI port has three to five releases: 31, by 20 a page
    expect(await page.getByText(/^1–20 of 31 matching downloads \(\d+ in all\), page 1 of 2/).count()).toBe(1);
    expect(await page.locator("tbody tr").count()).toBe(20);
    await page.getByLabel("Product", { exact: true }).selectOption("AKX10S");
    await page.getByLabel("Text").fill("1.3");
    await page.getByRole("button", { name: "Show downloads" }).click();
    await page.waitForURL(/product=AKX10S/);
    expect(await page.locator("tbody tr th").allTextContents()).toEqual([
      expect.stringContaining("AKX10S firmware 1.3.0"),
    ]);
  });

  it("every filter combination the form offers answers, and no match offers to clear the filters", async () => {
    const html = await (await get("/support")).text();
    const options = (name: string) =>
      [
        ...(html.match(new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`))?.[0] ?? "").matchAll(
          /value="([^"]*)"/g,
        ),
      ].map((m) => m[1] ?? "");
    const lines = options("line");
    const types = options("type");
    expect(lines.length).toBe(4);
    expect(types.length).toBe(6);
    for (const line of lines) {
      for (const type of types) {
        const response = await get(`/support?line=${line}&type=${type}`);
        expect(response.status).toBe(200);
      }
    }
    const page = await newPage();
    await page.goto("/support?line=Drums&type=data-list&q=nothing-like-this");
    expect(await page.getByText("No downloads match these filters.").isVisible()).toBe(true);
    // a click while the page hydrates races the router's own navigation: click once it is ready
    await hydrated(page);
    await page.getByRole("link", { name: "Clear the filters" }).click();
    await page.waitForURL(/\/support$/);
  });

  it("unknown filter values are ignored with a message, never an error", async () => {
    const page = await newPage();
    const response = await page.goto("/support?type=zzz&product=NOPE&line=%3Cscript%3E");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("alert").textContent()).toContain("We ignored the unknown");
  });

  it("every download answers 200 with the type and size shown", async () => {
    const links: RegExpMatchArray[] = [];
    const pages: string[] = [];
    // every page of the list, following its Next link
    for (let path: string | undefined = "/support"; path; ) {
      const html: string = (await (await get(path)).text()).replaceAll("<!-- -->", "");
      pages.push(html);
      links.push(...html.matchAll(/<a href="([^"]+)"[^>]*>(PDF|ZIP|MP4) · ([\d.]+) (KB|MB)/g));
      path = /<a rel="next"[^>]*href="([^"]+)"|<a href="([^"]+)"[^>]*rel="next"/
        .exec(html)
        ?.slice(1)
        .find(Boolean)
        ?.replace(/&amp;/g, "&");
    }
    expect(links.length).toBeGreaterThanOrEqual(38);
    // every owner's manual and quick start in English, German and Japanese, each link naming its language
    const all = pages.join("");
    for (const kind of ["owners-manual", "quick-start"])
      for (const language of ["en", "de", "ja"]) {
        const files = links.map((l) => l[1] ?? "").filter((h) => h.endsWith(`-${kind}-${language}-revB.pdf`));
        expect(files, `${kind} ${language}`).toHaveLength(9);
        for (const href of files) expect(all).toContain(`<a href="${href}" hrefLang="${language}"`);
      }
    const types = { PDF: "application/pdf", ZIP: "application/zip", MP4: "video/mp4" };
    for (const [, href = "", format = "", size = "", unit = ""] of links) {
      const response = await get(href);
      expect(response.status, href).toBe(200);
      expect(response.headers.get("content-type"), href).toBe(types[format as keyof typeof types]);
      const bytes = Buffer.from(await response.arrayBuffer()).length;
      const shown = Number(size) * (unit === "MB" ? 1024 * 1024 : 1024);
      expect(Math.abs(shown - bytes) / bytes, href).toBeLessThan(0.05);
      expect(href).toMatch(
        /^\/(docs|downloads\/firmware|video)\/noteva-[a-z0-9-]+(-(en|de|ja)-rev[A-Z])?(-v[\d.]+)?(-overview)?\.(pdf|zip|mp4)$/,
      );
    }
  });
});

describe("firmware, manuals and videos", () => {
  it("a firmware page shows versions, the checksum of the real file, steps and what to do when it fails", async () => {
    const page = await newPage();
    await page.goto("/product/detail/AKX10S");
    // a click while the page hydrates can be lost under load: click once React has taken over
    await hydrated(page);
    await page.getByRole("link", { name: /Firmware 1.3.0 and update steps/ }).click();
    await page.waitForURL("**/support/firmware/AKX10S");
    await eventually(() => page.getByRole("heading", { name: "Version 1.3.0" }).isVisible(), true);
    const shown = (await page.locator("dd.font-mono").first().textContent())?.trim();
    const file = Buffer.from(await (await get("/downloads/firmware/noteva-akx10s-firmware-v1.3.0.zip")).arrayBuffer());
    expect(shown).toBe(createHash("sha256").update(file).digest("hex"));
    expect(await page.getByRole("heading", { name: "How to update" }).isVisible()).toBe(true);
    expect(await page.getByText("The instrument does not see the USB drive", { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText("The update was interrupted").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Version history" }).isVisible()).toBe(true);
  });

  it.each([
    ["", "Requires firmware 1.2.0 or later: update to 1.2.0 first."],
    ["/de", "Setzt die Firmware 1.2.0 oder neuer voraus: Aktualisieren Sie zuerst auf 1.2.0."],
    ["/ja", "ファームウェアVer.1.2.0以降が必要です。先にVer.1.2.0にアップデートしてください。"],
  ])("%s/support/firmware/MK61 says 2.0.0 needs 1.2.0 first, and offers 1.2.0", async (prefix, stone) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${prefix}/support/firmware/MK61`);
    const latest = page.locator("section[aria-labelledby=latest]");
    expect(await latest.getByRole("heading", { level: 2 }).textContent()).toContain("2.0.0");
    expect(await latest.getByText(stone, { exact: true }).isVisible()).toBe(true);
    expect(await page.locator("a[href='/downloads/firmware/noteva-mk61-firmware-v1.2.0.zip']").count()).toBe(1);
    // only the release that needs it says so
    expect(await page.getByText(stone, { exact: true }).count()).toBe(1);
  });

  it("the software list links every product's firmware page", async () => {
    const page = await newPage();
    await page.goto("/support/software");
    const links = await page
      .locator("main a[href^='/support/firmware/']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    // every model with a MIDI port has firmware
    expect(links.length).toBe(8);
    for (const href of links) expect((await get(href)).status).toBe(200);
  });

  it("an owner's manual reads as HTML with a table of contents and deep links, the PDF beside it", async () => {
    const page = await newPage();
    await page.goto("/support/manuals");
    await page.getByRole("link", { name: /Read online\s*:\s*SP-C121/ }).click();
    await page.waitForURL("**/support/manuals/SPC121");
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), "Noteva SP-C121");
    const toc = page.getByRole("navigation", { name: "Contents" });
    // the factory reset after the troubleshooting, the specifications after it
    expect(await toc.getByRole("link", { name: "8. Restoring the factory settings" }).getAttribute("href")).toBe(
      "#factory-reset",
    );
    await toc.getByRole("link", { name: "9. Specifications" }).click();
    await page.waitForURL("**#specifications");
    expect(await page.locator("#specifications").isVisible()).toBe(true);
    expect(await page.getByRole("cell", { name: "5–320 BPM" }).isVisible()).toBe(true);
    const pdf = await toc.getByRole("link", { name: /Download PDF/ }).getAttribute("href");
    expect(pdf).toBe("/docs/noteva-spc121-owners-manual-en-revB.pdf");
    expect((await get(pdf ?? "")).status).toBe(200);
    // the German and Japanese PDFs beside it, named in the page's language, marked with their own
    const german = toc.getByRole("link", { name: /German/ });
    expect(await german.getAttribute("href")).toBe("/docs/noteva-spc121-owners-manual-de-revB.pdf");
    expect(await german.getAttribute("hreflang")).toBe("de");
    expect(await toc.getByRole("link", { name: /Japanese/ }).getAttribute("hreflang")).toBe("ja");
  });

  it("the manuals list and the German HTML manual offer the PDF in every language, the page's first", async () => {
    const page = await newPage();
    await page.goto("/support/manuals");
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "SP-C121 owner's manual" }) });
    expect(
      await card.locator('a[type="application/pdf"]').evaluateAll((as) => as.map((a) => a.getAttribute("hreflang"))),
    ).toEqual(["en", "de", "ja"]);
    await page.goto("/de/support/manuals/SPC121");
    const toc = page.getByRole("navigation", { name: "Inhalt" });
    expect(await toc.getByRole("link", { name: /PDF herunterladen/ }).getAttribute("href")).toBe(
      "/docs/noteva-spc121-owners-manual-de-revB.pdf",
    );
    const pdf = await get("/docs/noteva-spc121-owners-manual-de-revB.pdf");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(await toc.getByRole("link", { name: /Englisch/ }).getAttribute("href")).toBe(
      "/docs/noteva-spc121-owners-manual-en-revB.pdf",
    );
  });

  it("each HTML manual describes what its model's data names, in every language: the MR101S's pattern chains, version check and USB-MIDI, the resets' user memory, no firmware on the MK37", async () => {
    const text = async (path: string) => {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      return (await response.text()).replace(/&#x27;|&#39;/g, "'");
    };
    const mr = {
      "/support/manuals/MR101S": [
        "Press PATTERN twice",
        "Hold SHIFT and press START/STOP: the display shows the installed firmware version.",
        "USB TO HOST (USB-MIDI, USB storage for pattern chains from firmware 1.2.0)",
        "your pattern chains",
      ],
      "/de/support/manuals/MR101S": [
        "Drücken Sie zweimal PATTERN",
        "Halten Sie SHIFT gedrückt und drücken Sie START/STOP",
        "USB TO HOST (USB-MIDI, USB-Massenspeicher für Pattern-Ketten ab Firmware 1.2.0)",
        "Ihre Pattern-Ketten",
      ],
      "/ja/support/manuals/MR101S": [
        "PATTERNボタンを2回押します",
        "SHIFTボタンを押したままSTART/STOPボタンを押すと",
        "USB TO HOST（USB-MIDI、Ver.1.2.0以降はパターンチェーンを読み出すUSBストレージ）",
      ],
      "/support/manuals/AKX10S": ["your Song book entries", "your own samples in the expansion memory"],
      "/support/manuals/SP201Plus": ["Hold FUNCTION and press the key G6 to switch its speed"],
    };
    for (const [path, phrases] of Object.entries(mr)) {
      const html = await text(path);
      for (const phrase of phrases) expect(html, `${path}: ${phrase}`).toContain(phrase);
    }
    // the product's specification says the same
    expect(await text("/product/detail/MR101S")).toContain(
      "USB TO HOST (USB-MIDI, USB storage for pattern chains from firmware 1.2.0)",
    );
    expect(await text("/ja/product/detail/MR101S")).toContain(
      "USB TO HOST（USB-MIDI、Ver.1.2.0以降はパターンチェーンを読み出すUSBストレージ）",
    );
    // the MK37 has no USB and no firmware: its factory reset keeps none
    expect(await text("/support/manuals/MK37")).not.toContain("firmware stays");
    expect(await text("/de/support/manuals/MK37")).not.toContain("Firmware bleibt");
    expect(await text("/ja/support/manuals/MK37")).not.toContain("ファームウェアはそのまま");
    expect(await text("/support/manuals/MK61")).toContain("The installed firmware stays as it is.");
  });

  it("the video instruction page plays the video", async () => {
    const page = await newPage();
    await page.goto("/support/videos");
    expect(await page.locator("video source").getAttribute("src")).toBe("/video/noteva-spc121-overview.mp4");
  });
});

describe("accessibility of news and support", () => {
  it.each([
    "/news",
    "/news?t=u",
    "/news/akx10s-launch",
    "/news/update/akx10s-firmware-1-3-0",
    "/support",
    "/support?q=zzz-nothing",
    "/support/firmware/MR101S",
    "/support/manuals/CP203",
    "/support/software",
    "/support/videos",
    "/support/manuals",
  ])("%s has no axe violations", async (path) => {
    const page = await newPage();
    await page.goto(path);
    await hydrated(page);
    await expectNoAxeViolations(page);
  });
});
