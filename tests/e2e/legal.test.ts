/**
 * The pages a brand must have by law, and its company profile: reached from every page's footer in
 * each language, written to each country's conventions with the company's details filled in from
 * the site configuration, and changed by an editor in the admin, live on the site at once.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { eventually, expectNoAxeViolations, hydrated } from "./browser";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress } from "./support/http";

// an editor changes the German imprint here: a server of this file's own
const site = backoffice();
const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });

const footerLinks = {
  en: [
    ["Imprint", "/legal/imprint", "Imprint"],
    ["Privacy policy", "/legal/privacy", "Privacy policy"],
    ["Terms of use", "/legal/terms", "Terms of use"],
    ["Company profile", "/aboutus/profile", "Company profile"],
    ["Warranty and repair", "/support/warranty", "Warranty and repair"],
  ],
  de: [
    ["Impressum", "/de/legal/imprint", "Impressum"],
    ["Datenschutz", "/de/legal/privacy", "Datenschutzerklärung"],
    ["Nutzungsbedingungen", "/de/legal/terms", "Nutzungsbedingungen"],
    ["Unternehmensprofil", "/de/aboutus/profile", "Unternehmensprofil"],
    ["Garantie und Reparatur", "/de/support/warranty", "Garantie und Reparatur"],
  ],
  ja: [
    ["運営者情報", "/ja/legal/imprint", "運営者情報"],
    ["プライバシーポリシー", "/ja/legal/privacy", "プライバシーポリシー"],
    ["ご利用規約", "/ja/legal/terms", "ご利用規約"],
    ["会社概要", "/ja/aboutus/profile", "会社概要"],
    ["保証・修理", "/ja/support/warranty", "保証・修理"],
  ],
} as const;
const legalNav = { en: "Legal", de: "Rechtliches", ja: "法的情報" } as const;
const home = { en: "/", de: "/de", ja: "/ja" } as const;

// the rendered text: an address's lines are <br>s, which only innerText reads as line breaks
// biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
const mainText = (page: Page) => page.locator("main").innerText();

describe.each(Object.keys(footerLinks) as (keyof typeof footerLinks)[])("the legal pages in %s", (locale) => {
  it("are linked from the footer, each with its heading, no fact left unfilled, and no axe violations", async () => {
    const page = await newPage();
    await page.goto(home[locale]);
    await hydrated(page);
    const nav = page.locator("footer").getByRole("navigation", { name: legalNav[locale] });
    for (const [label, path, title] of footerLinks[locale]) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await eventually(() => new URL(page.url()).pathname, path);
      await eventually(
        async () => (await page.getByRole("heading", { level: 1 }).textContent())?.replace(/\u200b/g, ""),
        title,
      );
      const text = await mainText(page);
      expect(text, path).not.toMatch(/\{[a-z]+\.[a-zA-Z]+\}/);
      expect(await page.title()).toContain(title);
      await expectNoAxeViolations(page);
    }
  });
});

describe("what each country expects", () => {
  it("the German imprint names the provider, its representatives, register, VAT id and editor", async () => {
    const page = await newPage();
    expect((await page.goto("/de/legal/imprint"))?.status()).toBe(200);
    const text = await mainText(page);
    for (const line of [
      "Angaben gemäß § 5 DDG",
      // a postcode and its city, a register and its number, kept together (no-break spaces)
      "Noteva GmbH\nAm Sandtorkai 54\n20457\u00a0Hamburg",
      "Geschäftsführung: Ilse Marquardt, Tomás Ferreira",
      "Handelsregister: Amtsgericht Hamburg, HRB\u00a0187204",
      "WEEE-Reg.-Nr. DE\u00a073920418 (Stiftung Elektro-Altgeräte Register)",
      "DE318442907",
      "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
    ])
      expect(text).toContain(line);
    expect(await page.getByRole("link", { name: "info@noteva.example" }).getAttribute("href")).toBe(
      "mailto:info@noteva.example",
    );
  });

  it("会社概要 is a table with its rows named, under 企業情報 in the breadcrumbs", async () => {
    const page = await newPage();
    expect((await page.goto("/ja/aboutus/profile"))?.status()).toBe(200);
    const table = page.locator("main table").first();
    const headers = await table.getByRole("rowheader").allTextContents();
    expect(headers).toEqual(expect.arrayContaining(["商号", "設立", "代表者", "所在地", "事業内容"]));
    expect(await table.textContent()).toContain("〒153-0042 東京都目黒区青葉台3-6-28");
    const crumbs = await page.getByRole("navigation", { name: "パンくずリスト" }).getByRole("link").allInnerTexts();
    expect(crumbs.map((c) => c.replace(/\s/g, ""))).toEqual(["ホーム", "企業情報", "会社概要"]);
  });

  it("保証・修理 is reached from the support hub, under サポート, with the warranty periods and the Tokyo line's hours", async () => {
    const page = await newPage();
    await page.goto("/ja/support");
    await hydrated(page);
    await page
      .getByRole("link", { name: /保証・修理/ })
      .first()
      .click();
    await eventually(() => new URL(page.url()).pathname, "/ja/support/warranty");
    // the address changes before the new page is drawn: read the crumbs once it is
    const crumbs = page.getByRole("navigation", { name: "パンくずリスト" }).getByRole("link");
    await eventually(
      async () => (await crumbs.allInnerTexts()).map((c) => c.replace(/\s/g, "")),
      ["ホーム", "サポート", "保証・修理"],
    );
    const text = await mainText(page);
    for (const line of [
      "お買い上げ日から2年間",
      "お買い上げ日から1年間",
      "保証期間内でも有料修理となる場合",
      "NV24012345",
    ])
      expect(text).toContain(line);
    // no brackets nested in the sentence's own
    expect(text).toContain("03-6452-1180、受付時間：10:00～17:00、土・日・祝日・年末年始を除く）");
    expect(text).not.toMatch(/（[^）]*（/u);
  });

  it("the German warranty page keeps the seller's Gewährleistung apart from the maker's Garantie, and names the line's hours", async () => {
    const page = await newPage();
    expect((await page.goto("/de/support/warranty"))?.status()).toBe(200);
    const text = await mainText(page);
    expect(text).toContain("Gesetzliche Gewährleistung");
    expect(text).toContain("bleiben davon unberührt");
    expect(text).toContain("+49 40 30094410: Mo–Fr 9–17\u00a0Uhr, außer an Feiertagen in Hamburg");
    expect(text).toContain("Garantiegeber");
  });

  it("the privacy policy says what the browser keeps, by its names, and for how long messages are kept", async () => {
    const page = await newPage();
    await page.goto("/legal/privacy");
    const text = await mainText(page);
    expect(text).toContain("musical-language: the language you chose");
    expect(text).toContain("delete it 24 months after your enquiry is closed");
    expect(text).toContain("privacy@noteva.example");
  });

  it("the sitemap lists every legal page in every language", async () => {
    const index = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    const all = (
      await Promise.all(parts.map(async (u) => (await fetch(new URL(new URL(u).pathname, site.url))).text()))
    ).join("");
    for (const path of [
      "/legal/imprint",
      "/de/legal/privacy",
      "/ja/legal/terms",
      "/ja/aboutus/profile",
      "/support/warranty",
      "/de/support/warranty",
      "/ja/support/warranty",
    ])
      expect(all).toContain(`${path}</loc>`);
  });
});

describe("editing a legal page", () => {
  it("an editor changes the German imprint; the site shows it at once, with the facts filled in", async () => {
    const page = await newPage();
    await signedIn(page, "/admin");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Legal pages" }).click();
    await page
      .getByRole("row", { name: /Imprint German/ })
      .getByRole("link", { name: "Imprint" })
      .click();
    await eventually(() => new URL(page.url()).pathname, "/admin/legal/imprint-de");
    await hydrated(page);
    const body = page.getByLabel("Text", { exact: true });
    await body.fill(`${await body.inputValue()}\n\n## Bildnachweise\n\nFotos: {company.name}, Hamburg.`);
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByText("Fotos: Noteva GmbH, Hamburg.").waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved. It is live on the site.").waitFor();

    const live = await newPage();
    await live.goto("/de/legal/imprint");
    expect(await live.getByRole("heading", { name: "Bildnachweise" }).isVisible()).toBe(true);
    expect(await mainText(live)).toContain("Fotos: Noteva GmbH, Hamburg.");
  });

  it("refuses a fact the site does not know, naming it, and keeps what the editor typed", async () => {
    const page = await newPage();
    await signedIn(page, "/admin/legal/terms-en");
    const body = page.getByLabel("Text", { exact: true });
    const typed = `${await body.inputValue()}\n\nQuestions: {company.ceo}`;
    await body.fill(typed);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("{company.ceo} is not a fact the site knows.", { exact: false }).waitFor();
    expect(await body.inputValue()).toBe(typed);
    // the server holds the same rule for a post that skips the browser's check: a 400, nothing saved
    const posted = await page.request.post("/admin/legal/terms-en", {
      form: { intent: "save", version: "1", title: "Terms of use", summary: "Terms.", body: typed },
      headers: { Origin: site.url },
    });
    expect(posted.status()).toBe(400);
    expect(await posted.text()).toContain("is not a fact the site knows");
    expect(await (await fetch(`${site.url}/legal/terms`)).text()).not.toContain("company.ceo");
  });
});
