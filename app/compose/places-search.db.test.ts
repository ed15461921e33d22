import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { dealers } from "~/.server/db/schema/dealers";
import { staffUsers } from "~/.server/db/schema/staff";
import { seed } from "~/.server/db/seed";
import { rebuildSearchIndex } from "~/.server/search/index.server";
import { search } from "~/.server/search/search.server";
import { dealerForEditing, saveDealer } from "~/features/dealers/editing.server";
import { findAStore } from "~/features/dealers/find-a-store.server";
import type { DealerInput } from "~/features/dealers/schema";
import type { Locale } from "~/lib/i18n/locales";
import type { SearchResults } from "~/lib/search/results";
import { databaseTargets, openTestDatabase } from "../../tests/setup/database";
import { saveTranslations, translationEditor } from "./translations.server";

const titles = (results: SearchResults, kind: string) =>
  results.groups.find((g) => g.kind === kind)?.hits.map((h) => h.title.map((p) => p.text).join("")) ?? [];
const urls = (results: SearchResults, kind: string) =>
  results.groups.find((g) => g.kind === kind)?.hits.map((h) => h.url) ?? [];
const refIds = (results: SearchResults, kind: string) =>
  results.groups.find((g) => g.kind === kind)?.hits.map((h) => h.refId) ?? [];

describe.each(databaseTargets)("places, the company's and the legal pages in search on $name", (target) => {
  let database: Database;
  /** The published stores of a city as their address writes it. */
  const storesIn = async (city: string) =>
    (await database.db.select().from(dealers).where(eq(dealers.city, city)))
      .filter((d) => d.status === "published")
      .map((d) => d.id)
      .sort();
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    await rebuildSearchIndex(database.db);
  });

  it.each<[Locale, string, string, string]>([
    ["de", "Impressum", "/legal/imprint", "Impressum"],
    ["de", "Anbieterkennzeichnung", "/legal/imprint", "Impressum"],
    ["en", "legal notice", "/legal/imprint", "Imprint"],
    ["en", "imprint", "/legal/imprint", "Imprint"],
    ["ja", "運営者情報", "/legal/imprint", "運営者情報"],
    ["de", "Datenschutz", "/legal/privacy", "Datenschutzerklärung"],
    ["de", "DSGVO", "/legal/privacy", "Datenschutzerklärung"],
    ["de", "Cookies", "/legal/privacy", "Datenschutzerklärung"],
    ["en", "privacy", "/legal/privacy", "Privacy policy"],
    ["en", "personal data", "/legal/privacy", "Privacy policy"],
    ["ja", "プライバシー", "/legal/privacy", "プライバシーポリシー"],
    ["ja", "個人情報", "/legal/privacy", "プライバシーポリシー"],
    ["de", "Nutzungsbedingungen", "/legal/terms", "Nutzungsbedingungen"],
    ["en", "terms of use", "/legal/terms", "Terms of use"],
    ["ja", "利用規約", "/legal/terms", "ご利用規約"],
    ["de", "Unternehmensprofil", "/aboutus/profile", "Unternehmensprofil"],
    ["en", "company profile", "/aboutus/profile", "Company profile"],
    ["ja", "会社概要", "/aboutus/profile", "会社概要"],
  ])("on /%s, “%s” finds %s first", async (locale, q, url, title) => {
    const results = await search(database.db, q, { locale });
    const company = results.groups.find((g) => g.kind === "company");
    expect(company?.hits[0]?.url).toBe(url);
    expect(titles(results, "company")[0]).toBe(title);
  });

  it("keeps the warranty and disposal pages in the Service group, in every language", async () => {
    for (const [locale, q] of [
      ["en", "warranty"],
      ["de", "Entsorgung"],
      ["ja", "保証"],
    ] as const) {
      const results = await search(database.db, q, { locale });
      expect(urls(results, "page")[0], `${locale} ${q}`).toMatch(/^\/(support\/warranty|legal\/disposal)$/);
      // a company page that names the word too is listed after the service pages, in its own group
      expect(urls(results, "company"), `${locale} ${q}`).not.toContain(urls(results, "page")[0]);
      const kinds = results.groups.map((g) => g.kind);
      if (kinds.includes("company")) expect(kinds.indexOf("page")).toBeLessThan(kinds.indexOf("company"));
    }
  });

  it("finds the imprint, the company profile and the Hamburg stores for „Hamburg“ on /de", async () => {
    const results = await search(database.db, "Hamburg", { locale: "de" });
    expect(urls(results, "company")).toEqual(expect.arrayContaining(["/legal/imprint", "/aboutus/profile"]));
    const hamburg = await storesIn("Hamburg");
    expect(hamburg.length).toBeGreaterThan(0);
    expect(refIds(results, "store").sort()).toEqual(hamburg.slice(0, 5));
    expect(results.groups.find((g) => g.kind === "store")?.total).toBe(hamburg.length);
  });

  it("finds the Vienna stores for „Wien“ on /de and for Vienna on /", async () => {
    const wien = await storesIn("Wien");
    expect(wien.length).toBeGreaterThan(0);
    for (const [locale, q] of [
      ["de", "Wien"],
      ["en", "Vienna"],
      ["ja", "ウィーン"],
    ] as const) {
      const results = await search(database.db, q, { locale });
      expect(refIds(results, "store").sort(), `${locale} ${q}`).toEqual(wien);
    }
  });

  it("finds the Tokyo stores and the Japanese company profile for 東京 on /ja, the stores for Tokyo on /", async () => {
    const tokyo = await storesIn("Tokyo");
    expect(tokyo.length).toBeGreaterThan(0);
    const ja = await search(database.db, "東京", { locale: "ja" });
    expect(refIds(ja, "store").sort()).toEqual(tokyo);
    expect(urls(ja, "company")).toContain("/aboutus/profile");
    expect(titles(ja, "company")).toContain("会社概要");
    // a Tokyo store's title is its Japanese name on /ja
    expect(titles(ja, "store").every((t) => /[\p{Script=Han}\p{Script=Katakana}]/u.test(t))).toBe(true);
    const en = await search(database.db, "Tokyo", { locale: "en" });
    expect(refIds(en, "store").sort()).toEqual(tokyo);
  });

  it("links each store to Find a Store filtered to it, opened at its entry, in every language", async () => {
    for (const [locale, q] of [
      ["de", "Hamburg"],
      ["de", "Wien"],
      ["en", "Tokyo"],
      ["ja", "東京"],
      ["ja", "ウィーン"],
    ] as const) {
      const results = await search(database.db, q, { locale });
      const hits = results.groups.find((g) => g.kind === "store")?.hits ?? [];
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) {
        const url = new URL(hit.url, "https://noteva.example");
        expect(url.pathname).toBe("/dealer/distributor");
        expect(url.hash).toBe(`#store-${hit.refId}`);
        const found = await findAStore(database.db, url.searchParams, [], locale);
        expect(
          found?.stores.map((s) => s.id),
          `${locale} ${hit.url}`,
        ).toContain(hit.refId);
      }
    }
  });

  it("still leads a product query with products and documents, a store never, a legal page that names it last", async () => {
    for (const [locale, q] of [
      ["en", "MK61"],
      ["de", "MK61"],
      ["de", "Notenständer"],
      ["ja", "MK61"],
      ["ja", "譜面台"],
      ["en", "firmware"],
    ] as const) {
      const results = await search(database.db, q, { locale });
      expect(["product", "document"], `${locale} ${q}: ${results.groups.map((g) => g.kind)}`).toContain(
        results.groups[0]?.kind,
      );
      expect(urls(results, "store"), `${locale} ${q}`).toEqual([]);
      // the terms and the privacy policy name firmware in their text: found, last
      const kinds = results.groups.map((g) => g.kind);
      if (kinds.includes("company")) expect(kinds.at(-1)).toBe("company");
    }
    // „Ständer“ finds the warranty page (stands among the accessories) as before, no store nor legal page
    const stands = await search(database.db, "Ständer", { locale: "de" });
    expect(stands.groups.map((g) => g.kind)).not.toContain("store");
    expect(stands.groups.map((g) => g.kind)).not.toContain("company");
  });
});

describe.each(databaseTargets)("a saved store in search on $name", (target) => {
  let database: Database;
  let user: { id: number; email: string };
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    await rebuildSearchIndex(database.db);
    const [row] = await database.db
      .insert(staffUsers)
      .values({ email: "editor@example.com", name: "Editor", role: "editor", passwordHash: "x" })
      .returning();
    user = { id: row?.id ?? 0, email: "editor@example.com" };
  });

  const STORE_ID = "de-hamburg-fluegelwerk";
  const store: DealerInput = {
    id: STORE_ID,
    name: "Flügelwerk Eppendorf",
    type: "dealer",
    country: "DE",
    city: "Hamburg",
    region: "",
    street: "Eppendorfer Landstraße 61",
    postcode: "20249",
    phone: "+49 40 4711 2030",
    email: "laden@fluegelwerk.example",
    website: "https://fluegelwerk.example",
    lat: 53.5884,
    lng: 9.9852,
    lines: ["DigitalPianos"],
    ...Object.fromEntries(
      ["mon", "tue", "wed", "thu", "fri", "sat"].flatMap((day) => [
        [`${day}Opens`, "10:00"],
        [`${day}Closes`, "18:30"],
      ]),
    ),
    verifiedOn: "2026-11-01",
    status: "published",
  };
  const stores = async (q: string, locale: Locale = "de") =>
    (await search(database.db, q, { locale, kind: "store" })).groups.find((g) => g.kind === "store")?.hits ?? [];
  const loaded = async (id: string) => {
    const dealer = await dealerForEditing(database.db, id);
    if (!dealer) throw new Error(`no store ${id}`);
    return { id, version: dealer.version };
  };

  it("is found at once when created, by its new name when renamed, and no more when unpublished", async () => {
    await saveDealer(database.db, user, null, store);
    expect((await stores("Hamburg")).map((h) => h.refId)).toContain(store.id);
    expect((await stores("Flügelwerk")).map((h) => h.refId)).toEqual([store.id]);
    // in every language: ハンブルク on /ja, Hamburg on /
    expect((await stores("ハンブルク", "ja")).map((h) => h.refId)).toContain(store.id);
    expect((await stores("Hamburg", "en")).map((h) => h.refId)).toContain(store.id);

    await saveDealer(database.db, user, await loaded(STORE_ID), { ...store, name: "Tastenhof Eppendorf" });
    expect((await stores("Tastenhof")).map((h) => h.refId)).toEqual([store.id]);
    expect((await stores("Flügelwerk")).map((h) => h.refId)).not.toContain(store.id);

    await saveDealer(database.db, user, await loaded(STORE_ID), {
      ...store,
      name: "Tastenhof Eppendorf",
      status: "draft",
    });
    expect((await stores("Tastenhof")).map((h) => h.refId)).not.toContain(store.id);
    expect((await stores("Hamburg")).map((h) => h.refId)).not.toContain(store.id);
  });

  it("takes a Japanese store's new Japanese name to search on /ja at once", async () => {
    const loaded = (await translationEditor(database.db, "dealer", "jp-tokyo-seiran")) ?? expect.fail("seeded store");
    const values = { ...loaded.values, ja: { ...loaded.values.ja, name: "株式会社青嵐楽器" } };
    await saveTranslations(database.db, user, loaded.item, loaded.loaded, values);
    const hits = await stores("東京", "ja");
    const seiran = hits.find((h) => h.refId === "jp-tokyo-seiran");
    expect(seiran?.title.map((p) => p.text).join("")).toBe("株式会社青嵐楽器");
    expect(new URL(seiran?.url ?? "", "https://noteva.example").searchParams.get("q")).toBe("株式会社青嵐楽器");
  });
});
