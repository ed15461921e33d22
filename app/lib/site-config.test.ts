import { describe, expect, it } from "vitest";
import * as href from "./href";
import { fill } from "./i18n/frame";
import { de } from "./i18n/messages/de";
import { en } from "./i18n/messages/en";
import { ja } from "./i18n/messages/ja";
import { aboutMenu, footerColumns, supportMenu } from "./navigation";
import { siteConfig, storageKey, supportEmail } from "./site-config";

describe("site configuration", () => {
  it("derives the park route from the short name", () => {
    expect(siteConfig.shortName).toBe("noteva");
    expect(href.aboutPark()).toBe("/aboutus/notevapark");
  });
  it("uses the local support e-mail only in the local environment", () => {
    expect(supportEmail("local")).toBe("support-local@noteva.example");
    expect(supportEmail("test")).toBe("support@noteva.example");
    expect(supportEmail("production")).toBe("support@noteva.example");
  });
  it("keeps the spec's constants", () => {
    expect(href.apiBaseInfo()).toBe("/api/base-info");
    expect(href.document("x.pdf")).toBe("/docs/x.pdf");
    expect(storageKey("userinfo")).toBe("musical-userinfo");
    expect(siteConfig.defaultEnvironment).toBe("test");
  });
  it("has the four social links", () => {
    expect(siteConfig.social.map((s) => s.kind)).toEqual(["video", "social", "photo", "audio"]);
  });
  it.each([
    ["en", en],
    ["de", de],
    ["ja", ja],
  ] as const)("names each social link's platform as configured, in %s (never „im Fotonetzwerk“)", (_l, m) => {
    const labels = siteConfig.social.map((s) => fill(m.social, { site: siteConfig.name, platform: s.platform }));
    siteConfig.social.forEach((s, i) => {
      expect(s.platform).toBeTruthy();
      expect(labels[i]).toContain(s.platform);
      expect(labels[i]).toContain(siteConfig.name);
    });
    expect(new Set(labels).size).toBe(siteConfig.social.length);
  });
});

describe("menus and footer as the spec lists them", () => {
  it("SUPPORT has DOWNLOAD and CONTACT US", () => {
    expect(supportMenu(en)).toEqual([
      { label: "DOWNLOAD", to: "/support" },
      { label: "CONTACT US", to: "/contactus" },
    ]);
  });
  it("ABOUT US has BRAND STORY, TEAM, TECHNOLOGY and the park page", () => {
    expect(aboutMenu(en).map((l) => [l.label, l.to])).toEqual([
      ["BRAND STORY", "/aboutus/companyoverview"],
      ["TEAM", "/aboutus/team"],
      ["TECHNOLOGY", "/aboutus/technology"],
      ["NOTEVA PARK", "/aboutus/notevapark"],
    ]);
  });
  it("the footer has its five columns with their items", () => {
    const columns = footerColumns([{ id: "DigitalPianos", name: "Digital Pianos" }], en);
    expect(columns.map((c) => c.title)).toEqual(["PRODUCTS", "Find A Store", "NEWS", "SUPPORT", "ABOUT US"]);
    expect(columns[1]?.items).toEqual([{ label: "Dealer stores", to: "/dealer/distributor" }]);
    expect(columns[2]?.items).toEqual([{ label: "Update", to: "/news?t=u" }]);
    expect(columns[3]?.items.map((i) => i.label)).toEqual(["Download", "Contact Us"]);
    expect(columns[4]?.items.map((i) => i.label)).toEqual(["Brand Story", "Team", "Technology", "Noteva Park"]);
  });
  it("in Japanese, the park is Notevaパーク in the menu as in the footer: no capitals forced on it", () => {
    expect(aboutMenu(ja).at(-1)?.label).toBe("Notevaパーク");
    expect(footerColumns([], ja)[4]?.items.at(-1)?.label).toBe("Notevaパーク");
  });
  it("in German, the same menus with the same addresses", () => {
    expect(supportMenu(de).map((l) => l.to)).toEqual(supportMenu(en).map((l) => l.to));
    expect(aboutMenu(de).map((l) => l.label)).toEqual(["MARKENGESCHICHTE", "TEAM", "TECHNOLOGIE", "NOTEVA PARK"]);
    expect(footerColumns([], de).map((c) => c.title)).toEqual([
      "PRODUKTE",
      "Händlersuche",
      "NEWS",
      "SUPPORT",
      "ÜBER UNS",
    ]);
  });
});

describe("the consent question's two buttons", () => {
  it("are a matching pair in Japanese: the same verb form, neither naming more than the other", () => {
    expect([ja.consent.accept, ja.consent.decline]).toEqual(["許可する", "拒否する"]);
    const [accept, decline] = [ja.consent.accept, ja.consent.decline];
    expect(accept.length).toBe(decline.length);
    expect(accept.slice(-2)).toBe(decline.slice(-2));
  });
});
