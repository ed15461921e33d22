import { describe, expect, it } from "vitest";
import { isTrackingParam, normalizeQuery } from "./page-url";

describe("normalizeQuery", () => {
  it("drops campaign and click identifiers, whatever their case", () => {
    expect(normalizeQuery("?utm_source=newsletter&utm_medium=email&gclid=abc1", { pageOnly: true })).toBe("");
    expect(normalizeQuery("?GCLID=1&fbclid=2&msclkid=3&_ga=4&mc_cid=5&igshid=6", { pageOnly: false })).toBe("");
    expect(normalizeQuery("?q=piano&utm_campaign=spring&ttclid=9", { pageOnly: false })).toBe("?q=piano");
  });

  it("sorts what is left, so parameter order never makes a second page", () => {
    expect(normalizeQuery("?page=2&t=u", { pageOnly: true })).toBe(normalizeQuery("?t=u&page=2", { pageOnly: true }));
    expect(normalizeQuery("?t=u&page=2", { pageOnly: true })).toBe("?page=2&t=u");
  });

  it("keeps a repeated parameter's values in their order (compare's products)", () => {
    expect(normalizeQuery("?p=MK61&diff=1&p=AKX10S", { pageOnly: true })).toBe("?diff=1&p=MK61&p=AKX10S");
  });

  it("drops parameters no public page reads, only for public pages", () => {
    expect(normalizeQuery("?cachebuster=123&q=mk&x=1", { pageOnly: true })).toBe("?q=mk");
    expect(normalizeQuery("?saved=1&category=Drums&utm_source=x", { pageOnly: false })).toBe("?category=Drums&saved=1");
  });

  it("leaves an empty or bare query empty", () => {
    expect(normalizeQuery("", { pageOnly: true })).toBe("");
    expect(normalizeQuery("?", { pageOnly: false })).toBe("");
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
