import { describe, expect, it } from "vitest";
import { isTrackingParam, normalizeQuery, pageParams } from "./page-url";

describe("normalizeQuery", () => {
  it("drops campaign and click identifiers, whatever their case", () => {
    expect(normalizeQuery("?utm_source=newsletter&utm_medium=email&gclid=abc1", { page: "/" })).toBe("");
    expect(normalizeQuery("?GCLID=1&fbclid=2&msclkid=3&_ga=4&mc_cid=5&igshid=6", { page: null })).toBe("");
    expect(normalizeQuery("?q=piano&utm_campaign=spring&ttclid=9", { page: "/search" })).toBe("?q=piano");
  });

  it("sorts what is left, so parameter order never makes a second page", () => {
    expect(normalizeQuery("?page=2&t=u", { page: "/news" })).toBe(normalizeQuery("?t=u&page=2", { page: "/news" }));
    expect(normalizeQuery("?t=u&page=2", { page: "/news" })).toBe("?page=2&t=u");
  });

  it("keeps a repeated parameter's values in their order (compare's products)", () => {
    expect(normalizeQuery("?p=MK61&diff=1&p=AKX10S", { page: "/compare" })).toBe("?diff=1&p=MK61&p=AKX10S");
  });

  it("drops what the page does not read: a search word on the home page, a cache buster anywhere", () => {
    expect(normalizeQuery("?cachebuster=123&q=mk&x=1", { page: "/search" })).toBe("?q=mk");
    expect(normalizeQuery("?q=mk&page=2", { page: "/" })).toBe("");
    expect(normalizeQuery("?t=u", { page: "/product/SPC121" })).toBe("");
    expect(normalizeQuery("?t=u&x=1", { page: "/news/" })).toBe("?t=u");
  });

  it("keeps everything but tracking for what is not a public page (admin, sign-in, data requests)", () => {
    expect(normalizeQuery("?saved=1&category=Drums&utm_source=x", { page: null })).toBe("?category=Drums&saved=1");
  });

  it("leaves an empty or bare query empty", () => {
    expect(normalizeQuery("", { page: "/" })).toBe("");
    expect(normalizeQuery("?", { page: null })).toBe("");
  });
});

describe("pageParams", () => {
  it("names what each page reads and nothing for the rest, including inherited names", () => {
    expect(pageParams("/dealer/distributor")).toEqual(["country", "line", "near", "page", "q", "type"]);
    expect(pageParams("/")).toEqual([]);
    expect(pageParams("/constructor")).toEqual([]);
    expect(pageParams("toString")).toEqual([]);
  });

  it("names what a page of a kind reads (every product line's page) and nothing for the kind's deeper pages", () => {
    expect(pageParams("/category/Drums")).toEqual(["group", "page", "range"]);
    expect(pageParams("/category/Drums/")).toEqual(["group", "page", "range"]);
    expect(pageParams("/category/Drums/x")).toEqual([]);
    expect(pageParams("/product/SPC121")).toEqual([]);
    expect(normalizeQuery("?utm_source=x&page=2&range=discontinued", { page: "/category/Drums" })).toBe(
      "?page=2&range=discontinued",
    );
  });
});

describe("isTrackingParam", () => {
  it("knows whole families by prefix but not page parameters", () => {
    expect(isTrackingParam("utm_content")).toBe(true);
    expect(isTrackingParam("pk_campaign")).toBe(true);
    expect(isTrackingParam("hsa_grp")).toBe(true);
    expect(isTrackingParam("page")).toBe(false);
    expect(isTrackingParam("q")).toBe(false);
  });
});
