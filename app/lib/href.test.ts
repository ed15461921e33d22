import { describe, expect, it } from "vitest";
import * as adminHref from "./admin/href";
import * as href from "./href";
import * as shared from "./href-shared";
import { addressOf, mappedRoutes } from "./route-map";

/** A route's address in the map with its parameters filled in, each encoded. */
function mapped(id: string, ...values: string[]): string {
  let next = 0;
  return addressOf(id).replace(/:\w+/g, () => encodeURIComponent(values[next++] ?? "?"));
}

type Builder = (...values: string[]) => string;
/** A builder called with its address's parameters alone (its options left out). */
const b = (builder: unknown) => builder as Builder;

/** Each builder, the route it builds the address of, and parameters to build it with. */
const builders: [name: string, builder: Builder, route: string, values: string[]][] = [
  ["home", href.home, "routes/site/home", []],
  ["category", b(href.category), "routes/site/category", ["Drums"]],
  ["product", href.product, "routes/site/product", ["SPC121"]],
  ["productDetail", href.productDetail, "routes/site/product-detail", ["SPC121"]],
  ["compare", b(href.compare), "routes/site/compare", []],
  ["news", b(href.news), "routes/site/news", []],
  ["newsArticle", href.newsArticle, "routes/site/news-article", ["mk-family-2026"]],
  ["newsUpdate", href.newsUpdate, "routes/site/news-update", ["mk61-firmware-2-0-0"]],
  ["newsFeed", href.newsFeed, "feed-news", []],
  ["updatesFeed", href.updatesFeed, "feed-updates", []],
  ["support", b(href.support), "routes/site/support", []],
  ["supportManuals", b(href.supportManuals), "routes/site/support-manuals", []],
  ["supportManual", href.supportManual, "routes/site/support-manual", ["CP203"]],
  ["supportSoftware", b(href.supportSoftware), "routes/site/support-software", []],
  ["supportFirmware", href.supportFirmware, "routes/site/support-firmware", ["CP203"]],
  ["supportCheck", href.supportCheck, "routes/site/support-check", []],
  ["supportCheckMidi", href.supportCheckMidi, "routes/site/support-check-midi", []],
  ["supportVideos", href.supportVideos, "routes/site/support-videos", []],
  ["aboutCompany", href.aboutCompany, "routes/site/about-company", []],
  ["aboutTeam", href.aboutTeam, "routes/site/about-team", []],
  ["aboutTechnology", href.aboutTechnology, "routes/site/about-technology", []],
  ["aboutPark", href.aboutPark, "routes/site/about-park", []],
  ["contact", b(href.contact), "routes/site/contact", []],
  ["firmwareNews", b(href.firmwareNews), "routes/site/firmware-news", []],
  ["firmwareNewsConfirm", href.firmwareNewsConfirm, "routes/site/firmware-news-confirm", ["t0k3n"]],
  ["firmwareNewsUnsubscribe", href.firmwareNewsUnsubscribe, "routes/site/firmware-news-unsubscribe", ["1.s1g"]],
  ["companyProfile", href.companyProfile, "routes/site/legal-profile", []],
  ["imprint", href.imprint, "routes/site/legal-imprint", []],
  ["privacy", href.privacy, "routes/site/legal-privacy", []],
  ["terms", href.terms, "routes/site/legal-terms", []],
  ["disposal", href.disposal, "routes/site/legal-disposal", []],
  ["warranty", href.warranty, "routes/site/legal-warranty", []],
  ["dealers", b(href.dealers), "routes/site/dealers", []],
  ["search", b(href.search), "routes/site/search", []],
  ["searchSuggest", href.searchSuggest, "routes/resources/search-suggest", []],
  ["file", href.file, "routes/resources/file", ["0a1b", "manual.pdf"]],
  ["media", href.media, "routes/resources/media", ["product", "spc121-front-640.webp"]],
  ["document", href.document, "routes/resources/document-pending", ["noteva-cp203-owners-manual-en-revB.pdf"]],
  ["apiBaseInfo", href.apiBaseInfo, "routes/resources/api-base-info", []],
  ["sitemap", href.sitemap, "routes/resources/sitemap", []],
  ["sitemapPart", href.sitemapPart, "routes/resources/sitemap-part", ["news.xml"]],
  ["admin login", b(adminHref.login), "routes/auth/login", []],
  ["admin loginVerify", b(adminHref.loginVerify), "routes/auth/verify", []],
  ["admin invite", adminHref.invite, "routes/auth/invite", ["t0k3n"]],
  ["admin loginForgot", b(adminHref.loginForgot), "routes/auth/forgot", []],
  ["admin loginReset", adminHref.loginReset, "routes/auth/reset", ["t0k3n"]],
  ["admin logout", adminHref.logout, "routes/auth/logout", []],
  ["admin dashboard", adminHref.dashboard, "routes/admin/dashboard", []],
  ["admin inbox", b(adminHref.inbox), "routes/admin/inbox", []],
  ["admin inboxExport", b(adminHref.inboxExport), "routes/admin/inbox-export", []],
  ["admin inboxMessage", b(adminHref.inboxMessage), "routes/admin/inbox-message", ["42"]],
  ["admin firmwareNews", b(adminHref.firmwareNews), "routes/admin/firmware-news", []],
  ["admin mail", b(adminHref.mail), "routes/admin/mail", []],
  ["admin mailSettings", b(adminHref.mailSettings), "routes/admin/mail-settings", []],
  ["admin mailMessage", b(adminHref.mailMessage), "routes/admin/mail-message", ["42"]],
  ["admin mailHtml", b(adminHref.mailHtml), "routes/admin/mail-html", ["42"]],
  ["admin mailSource", b(adminHref.mailSource), "routes/admin/mail-source", ["42"]],
  ["admin articles", b(adminHref.articles), "routes/admin/articles", []],
  ["admin newArticle", adminHref.newArticle, "admin-article-new", []],
  ["admin article", b(adminHref.article), "routes/admin/article-edit", ["school-programme"]],
  ["admin products", b(adminHref.products), "routes/admin/products", []],
  ["admin newProduct", adminHref.newProduct, "admin-product-new", []],
  ["admin product", b(adminHref.product), "routes/admin/product-edit", ["SPC121"]],
  ["admin categories", adminHref.categories, "routes/admin/categories", []],
  ["admin category", b(adminHref.category), "routes/admin/category-edit", ["Drums"]],
  ["admin newGroup", b(adminHref.newGroup), "admin-group-new", []],
  ["admin group", b(adminHref.group), "routes/admin/group-edit", ["PortablePIANOS"]],
  ["admin documents", b(adminHref.documents), "routes/admin/documents", []],
  ["admin dealers", b(adminHref.dealers), "routes/admin/dealers", []],
  ["admin newDealer", adminHref.newDealer, "admin-dealer-new", []],
  ["admin dealer", b(adminHref.dealer), "routes/admin/dealer-edit", ["jp-tokyo-seiran"]],
  ["admin legal pages", adminHref.legalPages, "routes/admin/legal-pages", []],
  ["admin legal page", b(adminHref.legalPage), "routes/admin/legal-page-edit", ["imprint-de"]],
  ["admin users", adminHref.users, "routes/admin/users", []],
  ["admin translations", adminHref.translations, "routes/admin/translations", []],
  [
    "admin translationEdit",
    () => adminHref.translationEdit({ entity: "", id: "" }),
    "routes/admin/translation-edit",
    [],
  ],
  ["admin audit", b(adminHref.audit), "routes/admin/audit", []],
  ["admin history", b(adminHref.history), "routes/admin/history", ["sub_group", "sound/voice"]],
  ["admin account", adminHref.account, "routes/admin/account", []],
  ["admin security", b(adminHref.security), "routes/admin/security", []],
  ["admin confirm", b(adminHref.confirm), "routes/admin/confirm", []],
  ["admin presence", adminHref.presence, "routes/admin/presence", []],
];

/** Routes nothing in the app links to: the load balancer's and the crawlers' own (the server reads their addresses from the map). */
const unlinked = ["routes/resources/healthz", "routes/resources/readyz", "routes/resources/robots"];

describe("the href builders", () => {
  it.each(builders)("%s builds its route's address as the route map declares it", (_, builder, route, values) => {
    expect(builder(...values)).toBe(mapped(route, ...values));
  });

  it("cover every route one can link to", () => {
    const linkable = mappedRoutes.filter((r) => r.address && !r.address.includes("*")).map((r) => r.id);
    const built = new Set(builders.map(([, , route]) => route));
    expect(linkable.filter((id) => !built.has(id) && !unlinked.includes(id))).toEqual([]);
    expect(unlinked.filter((id) => linkable.includes(id))).toEqual(unlinked);
  });

  it("give the shared chunk's builders the same addresses as their full versions", () => {
    const full: Record<string, unknown> = { ...href };
    for (const [name, builder] of Object.entries(shared)) {
      expect(full[name], name).toBeDefined();
      if (name === "part") continue;
      const values = name === "media" ? ["product", "a b.webp"] : ["AKX10S"];
      expect(b(builder)(...values), name).toBe(b(full[name])(...values));
    }
    expect(shared.news({ updates: true })).toBe(href.news({ updates: true }));
  });

  it("encode each parameter, slashes and all", () => {
    expect(href.product("SP 201+")).toBe("/product/SP%20201%2B");
    expect(href.category("a/b")).toBe("/category/a%2Fb");
    expect(adminHref.history("sub_group", "sound/voice")).toBe("/admin/history/sub_group/sound%2Fvoice");
    expect(href.file("ab12", "Quick start.pdf")).toBe("/files/ab12/Quick%20start.pdf");
    expect(shared.media("product", "ä.webp")).toBe("/media/product/%C3%A4.webp");
  });

  it("write each page's query in one order, whatever the order it is given in, leaving out empty values and page 1", () => {
    expect(href.category("Drums", { range: "discontinued", page: 2, group: "" })).toBe(
      "/category/Drums?page=2&range=discontinued",
    );
    expect(href.category("Drums", { range: "current", page: 3, group: "PortablePIANOS" })).toBe(
      "/category/Drums?group=PortablePIANOS&page=3&range=current",
    );
    expect(href.news({ page: 2, updates: true })).toBe("/news?t=u&page=2");
    expect(href.news({ page: 1 })).toBe("/news");
    expect(href.support({ page: 2, q: "pedal", type: "firmware", product: "MK61", line: "Keyboards" })).toBe(
      "/support?line=Keyboards&product=MK61&type=firmware&q=pedal&page=2",
    );
    expect(href.support({ line: null, product: "", q: "a b&c" })).toBe("/support?q=a+b%26c");
    expect(
      href.dealers({ near: "52.52,13.40", q: "berlin", line: "Drums", type: "dealer", country: "DE", page: 2 }),
    ).toBe("/dealer/distributor?country=DE&type=dealer&line=Drums&q=berlin&near=52.52%2C13.40&page=2");
    expect(href.contact({ dealer: "jp-tokyo-seiran", topic: "dealer" })).toBe(
      "/contactus?topic=dealer&dealer=jp-tokyo-seiran",
    );
    expect(href.search({ page: 3, type: "product", q: "sp c121" })).toBe("/search?q=sp+c121&type=product&page=3");
    expect(href.search({ q: "MK", type: null, page: 1 })).toBe("/search?q=MK");
    expect(href.compare(["MK61", "MK49"])).toBe("/compare?p=MK61&p=MK49");
    expect(href.supportManuals({ page: 2 })).toBe("/support/manuals?page=2");
  });

  it("write the admin's queries as its pages always have", () => {
    expect(adminHref.login({ draft: "kept", redirectTo: "/admin/articles/x" })).toBe(
      "/login?redirectTo=%2Fadmin%2Farticles%2Fx&draft=kept",
    );
    expect(adminHref.login({ timedOut: true })).toBe("/login?timedOut=1");
    expect(adminHref.login({ signedOut: true })).toBe("/login?signedOut=1");
    // the inbox's and the audit log's pagers name the first page too
    expect(adminHref.inbox({ page: 1, topic: null, status: "new" })).toBe("/admin/inbox?status=new&page=1");
    expect(adminHref.audit({ entity: null, page: 1 })).toBe("/admin/audit?page=1");
    expect(adminHref.articles({ kind: "news", status: "draft", page: 1 })).toBe(
      "/admin/articles?status=draft&kind=news",
    );
    expect(adminHref.product("SPC121", { saved: "redrawn" })).toBe("/admin/products/SPC121?saved=redrawn");
    expect(adminHref.group("PortablePIANOS", { saved: true })).toBe("/admin/groups/PortablePIANOS?saved=1");
    expect(adminHref.translationEdit({ id: "sound/voice", entity: "param_label", saved: true })).toBe(
      "/admin/translations/edit?entity=param_label&id=sound%2Fvoice&saved=1",
    );
    expect(adminHref.documents({ name: "a b.pdf", done: "uploaded" })).toBe(
      "/admin/documents?done=uploaded&name=a+b.pdf",
    );
    expect(adminHref.security({ required: true })).toBe("/admin/account/security?required=1");
    expect(adminHref.confirm({ back: "/admin/users" })).toBe("/admin/account/confirm?back=%2Fadmin%2Fusers");
  });

  it("put an address in a language under its prefix, English's as it is", () => {
    expect(href.localized("de", href.news())).toBe("/de/news");
    expect(href.localized("ja", href.home())).toBe("/ja");
    expect(href.localized("en", href.product("MK61"))).toBe("/product/MK61");
    expect(href.localized("de", href.news({ updates: true }))).toBe("/de/news?t=u");
    expect(href.localized("ja", href.newsFeed())).toBe("/ja/news/feed.xml");
  });

  it("tell documents and uploaded files by their addresses", () => {
    expect(href.isDocument(href.document("x.pdf"))).toBe(true);
    expect(href.isDocument(href.productDetail("x"))).toBe(false);
    expect(href.isUploadedFile(href.file("ab", "x.pdf"))).toBe(true);
    expect(href.isUploadedFile(href.document("x.pdf"))).toBe(false);
  });

  it("take exactly the parameters their addresses have (TypeScript refuses a missing one)", () => {
    // @ts-expect-error: a product's page needs its id
    expect(() => href.product()).not.toThrow();
    // @ts-expect-error: an uploaded file needs its name too
    expect(() => href.file("ab")).not.toThrow();
    // @ts-expect-error: the search page reads no such parameter
    expect(href.search({ kind: "product" })).toBe("/search");
  });
});
