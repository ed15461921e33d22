import { describe, expect, it } from "vitest";
import {
  BREADCRUMB_HIDE_SCROLL,
  breadcrumbHidden,
  crumbHref,
  pageTrail,
  presentCrumbs,
  upperCasedTitle,
} from "./breadcrumbs";

describe("crumbHref navigates by type", () => {
  it("category goes to /category/{id}", () => {
    expect(crumbHref({ title: "Keyboards", type: "category", id: "Keyboards" })).toBe("/category/Keyboards");
  });
  it("product goes to /product/{id}", () => {
    expect(crumbHref({ title: "SP-C121", type: "product", id: "SPC121" })).toBe("/product/SPC121");
  });
  it("detail goes to /product/detail/{id}", () => {
    expect(crumbHref({ title: "Specs", type: "detail", id: "MR101S" })).toBe("/product/detail/MR101S");
  });
  it("a type starting with a slash is used as the path", () => {
    expect(crumbHref({ title: "Updates", type: "/news?t=u" })).toBe("/news?t=u");
  });
  it("anything else goes home", () => {
    expect(crumbHref({ title: "Home", type: "home" })).toBe("/");
    expect(crumbHref({ title: "x", type: "weird" })).toBe("/");
    expect(crumbHref({ title: "x", type: "category" })).toBe("/");
  });
  it("does not treat a protocol-relative URL as a path", () => {
    expect(crumbHref({ title: "x", type: "//evil.example" })).toBe("/");
  });
  it("encodes ids", () => {
    expect(crumbHref({ title: "x", type: "product", id: "a/b" })).toBe("/product/a%2Fb");
  });
});

describe("presentCrumbs", () => {
  it("upper-cases titles and marks only the last crumb active", () => {
    const shown = presentCrumbs(
      pageTrail("Brand Story", "/aboutus/companyoverview", [{ title: "About us", type: "/x" }]),
    );
    expect(shown.map((c) => c.label)).toEqual(["HOME", "ABOUT US", "BRAND STORY"]);
    expect(shown.map((c) => c.active)).toEqual([false, false, true]);
    expect(shown.map((c) => c.href)).toEqual(["/", "/x", "/aboutus/companyoverview"]);
  });
  it("keeps model codes as they are written, and the brand where no other Latin word is upper-cased", () => {
    const trail = [
      { title: "Home", type: "home" },
      { title: "Digital Pianos", type: "category", id: "DigitalPianos" },
      { title: "SP201Plus", type: "product", id: "SP201Plus" },
    ];
    expect(presentCrumbs(trail, "ja").map((c) => c.label)).toEqual(["HOME", "DIGITAL PIANOS", "SP201Plus"]);
    expect(presentCrumbs([{ title: "Notevaパーク", type: "/park" }], "ja")[0]?.label).toBe("Notevaパーク");
    // a Japanese title has no case: its Latin words stay as written, not „VER.“ or „NOTEVA“
    const japanese = [
      "AKX10Sファームウェア（Ver.1.1.0）",
      "Noteva AKX10S、フラッグシップ・アレンジャーキーボードが登場",
    ];
    expect(japanese.map((title) => upperCasedTitle(title, "ja"))).toEqual(japanese);
    // a Latin title is upper-cased whole, the brand with it: never „Noteva PARK“
    expect(presentCrumbs([{ title: "Über Noteva", type: "/x" }], "de")[0]?.label).toBe("ÜBER NOTEVA");
    expect(presentCrumbs([{ title: "Noteva Park", type: "/park" }], "de")[0]?.label).toBe("NOTEVA PARK");
    expect(presentCrumbs([{ title: "Noteva", type: "/x" }], "en")[0]?.label).toBe("Noteva");
    expect(presentCrumbs([{ title: "MK61", type: "product", id: "MK61" }])[0]?.label).toBe("MK61");
  });
  it("returns nothing for no crumbs", () => {
    expect(presentCrumbs([])).toEqual([]);
  });
});

describe("breadcrumbHidden", () => {
  it("hides at 200 px of scroll or more", () => {
    expect(BREADCRUMB_HIDE_SCROLL).toBe(200);
    expect(breadcrumbHidden(0)).toBe(false);
    expect(breadcrumbHidden(199)).toBe(false);
    expect(breadcrumbHidden(199.5)).toBe(false);
    expect(breadcrumbHidden(200)).toBe(true);
    expect(breadcrumbHidden(5000)).toBe(true);
  });
});
