import { describe, expect, it } from "vitest";
import { ConfigError } from "~/.server/env";
import { phoneProblem } from "~/features/dealers/phone.server";
import { ADDRESS_PATTERN } from "~/features/news/address";
import { countryCodes } from "~/lib/countries";
import { modelCode } from "~/lib/model-code";
import { parseHoursText } from "~/lib/opening-hours";
import { articleSeeds } from "../articles";
import { dealerSeeds } from "../dealers";
import { productSeeds } from "../products";
import { ARTICLES_PER_STEP, scaledArticles } from "./articles";
import { scaledDocuments, scaledProducts } from "./catalogue";
import { scaledDealers } from "./dealers";
import { refuseScaleOnContent } from "./index";
import { countries } from "./places";

describe("the CONTENT_SCALE fixture at 100", () => {
  const range = scaledProducts(99);

  it("continues every seed model's series: 891 more models, unique codes, two in three or so discontinued", () => {
    expect(range).toHaveLength(99 * productSeeds.length);
    const codes = [...productSeeds, ...range].map((p) => modelCode(p.id));
    expect(new Set(codes).size).toBe(codes.length);
    const retired = range.filter((p) => p.discontinuedOn !== null).length;
    expect(retired / range.length).toBeGreaterThan(0.5);
    expect(retired / range.length).toBeLessThan(0.8);
    for (const p of range) {
      expect(p.id).toMatch(/^[A-Za-z0-9]+$/);
      if (p.discontinuedOn) expect(p.discontinuedOn > p.launchedOn).toBe(true);
      // discontinued models are kept out of the products panel
      expect(p.menuPosition === null).toBe(p.discontinuedOn !== null);
      expect(scaledDocuments(p).length).toBeGreaterThanOrEqual(2);
      // a series' models take its German gender: der MR110S like der MR101S
      expect(p.gender).toBe(p.categoryId === "Drums" ? "m" : "n");
    }
  });

  it("is the same fixture every time", () => {
    expect(scaledProducts(99)).toEqual(range);
    expect(scaledDealers(300, new Set())).toEqual(scaledDealers(300, new Set()));
  });

  it("spreads 99 times the seed's stores (7,326 more) over 60+ countries with plausible addresses near real cities", () => {
    const stores = scaledDealers(dealerSeeds.length * 99, new Set(dealerSeeds.map((d) => d.id)));
    expect(stores).toHaveLength(7326);
    const ids = [...dealerSeeds.map((d) => d.id), ...stores.map((s) => s.id)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(stores.map((s) => s.country)).size).toBeGreaterThanOrEqual(60);
    expect(stores.filter((s) => s.type === "distributor").length).toBeGreaterThanOrEqual(60);
    for (const s of stores) {
      expect(s.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(countryCodes).toContain(s.country);
      const city = countries.find((c) => c.code === s.country)?.cities.find(([name]) => name === s.city);
      expect(city, `${s.city}, ${s.country}`).toBeDefined();
      expect(Math.abs(s.lat - (city?.[1] ?? 0))).toBeLessThan(0.06);
      expect(Math.abs(s.lng - (city?.[2] ?? 0))).toBeLessThan(0.07);
      expect(s.lines.length).toBeGreaterThan(0);
      expect(s.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
    }
  });

  it("gives the stores valid phone numbers, readable hours, and the Japanese ones their Japanese name and address", () => {
    const stores = scaledDealers(dealerSeeds.length * 99, new Set(dealerSeeds.map((d) => d.id)));
    for (const s of stores) {
      expect(phoneProblem(s.phone, s.country), `${s.id}: ${s.phone}`).toBeNull();
      expect(parseHoursText(s.hours), s.hours).not.toBeNull();
    }
    const japanese = stores.filter((s) => s.country === "JP");
    expect(japanese.length).toBeGreaterThan(50);
    for (const s of japanese) {
      expect(s.native?.name).toMatch(/\p{Script=Han}|\p{Script=Katakana}/u);
      expect(s.native?.street).toMatch(/^\p{Script=Han}+\d+-\d+-\d+$/u);
      expect(s.native?.region).toMatch(/[都道府県]$/);
    }
  });

  it("writes 1,980 more articles over ten years at valid, unique addresses", () => {
    const archive = scaledArticles(ARTICLES_PER_STEP * 99, range, new Set(articleSeeds.map((a) => a.id)));
    expect(archive).toHaveLength(1980);
    expect(new Set(archive.map((a) => a.id)).size).toBe(archive.length);
    expect(archive.every((a) => ADDRESS_PATTERN.test(a.id))).toBe(true);
    expect(archive[0]?.date).toBe("2016-11-24");
    expect(archive.at(-1)?.date.slice(0, 7)).toBe("2026-11");
    expect(archive.filter((a) => a.kind === "update").length).toBeGreaterThan(700);
    const models = new Set(range.map((p) => p.id));
    expect(archive.every((a) => a.productIds.every((id) => models.has(id)))).toBe(true);
  });
});

describe("refuseScaleOnContent", () => {
  it("lets the fixture into an empty database, or one it seeded at the same scale", () => {
    expect(() => refuseScaleOnContent(new Map(), 100)).not.toThrow();
    expect(() => refuseScaleOnContent(new Map([["content-scale", 100]]), 100)).not.toThrow();
  });

  it("refuses a database that holds content, naming what to do", () => {
    expect(() => refuseScaleOnContent(new Map([["catalogue", 1]]), 100)).toThrow(ConfigError);
    expect(() => refuseScaleOnContent(new Map([["catalogue", 1]]), 100)).toThrow(/only seeds an empty database/);
    expect(() => refuseScaleOnContent(new Map([["content-scale", 10]]), 100)).toThrow(/seeded at scale 10/);
  });
});
