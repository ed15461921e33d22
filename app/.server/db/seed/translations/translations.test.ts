import { describe, expect, it } from "vitest";
import { paramHasWords, specificationOf } from "~/lib/params";
import { accessoryNamesIn } from "~/lib/support/manual-content";
import { articleSeeds } from "../articles";
import { categorySeeds, subGroupSeeds } from "../catalogue";
import { firmwareSeeds } from "../firmware";
import { productSeeds } from "../products";
import { catalogue as de } from "./de/catalogue";
import { news as deNews } from "./de/news";
import { translationRows } from "./index";
import { catalogue as ja } from "./ja/catalogue";
import { news as jaNews } from "./ja/news";

describe.each([
  ["de", de, deNews],
  ["ja", ja, jaNews],
] as const)("the seed content in %s", (_locale, catalogue, news) => {
  it("translates every product line, group, specification label and product", () => {
    expect(Object.keys(catalogue.categories).sort()).toEqual(categorySeeds.map((c) => c.id).sort());
    expect(Object.keys(catalogue.groups).sort()).toEqual(subGroupSeeds.map((g) => g.id).sort());
    // the rows as the page shows them: a rhythm machine's connectors and power, and the box's contents, from its kit
    const shown = (p: (typeof productSeeds)[number]) => specificationOf(p.params, p.kit, accessoryNamesIn("en"));
    const labels = new Set(productSeeds.flatMap((p) => shown(p).map((x) => x.label)));
    expect(Object.keys(catalogue.paramLabels).sort()).toEqual([...labels].sort());
    for (const product of productSeeds) {
      const own = catalogue.products[product.id];
      expect(own, product.id).toBeDefined();
      expect(own?.sticky.length, product.id).toBe(product.stickyList.length);
      expect(Boolean(own?.sp4), product.id).toBe(Boolean(product.sp4));
      for (const [label, value] of Object.entries(own?.params ?? {})) {
        const english = shown(product).find((p) => p.label === label);
        expect(english, `${product.id} ${label}`).toBeDefined();
        // numbers and units are written by the one formatter (lib/spec-values.ts), never copied per language
        expect(paramHasWords(english?.value ?? null), `${product.id} ${label}: a value without words`).toBe(true);
        if (Array.isArray(english?.value)) expect((value as string[]).length).toBe(english.value.length);
      }
    }
  });

  it("translates every article block for block, pictures and link targets unchanged", () => {
    for (const article of articleSeeds) {
      const own = news.articles[article.id];
      expect(own, article.id).toBeDefined();
      expect(own?.body.map((b) => b.type)).toEqual(article.body.map((b) => b.type));
      const links = (blocks: typeof article.body) =>
        blocks.flatMap((b) => ("text" in b ? [...b.text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]) : []));
      expect(links(own?.body ?? [])).toEqual(links(article.body));
    }
  });

  it("translates every firmware release's notes line for line, model codes untouched", () => {
    for (const [product, version, , changes] of firmwareSeeds) {
      expect(news.firmware[`${product}@${version}`]?.length, `${product}@${version}`).toBe(changes.length);
    }
    // and no notes for a release the seed does not have (a typo in a key would never show)
    expect(Object.keys(news.firmware).sort()).toEqual(firmwareSeeds.map(([p, v]) => `${p}@${v}`).sort());
    for (const product of productSeeds) {
      const text = JSON.stringify(catalogue.products[product.id]);
      if (JSON.stringify(product).includes(product.title)) expect(text).not.toMatch(/SP-C\s121|SPC 121/);
    }
  });
});

it("makes one row per language, item and field", () => {
  const rows = translationRows();
  const keys = rows.map((r) => `${r.entity}|${r.entityId}|${r.locale}|${r.field}`);
  expect(new Set(keys).size).toBe(keys.length);
  expect(rows.filter((r) => r.entity === "product" && r.locale === "ja").length).toBeGreaterThan(
    productSeeds.length * 5,
  );
});
