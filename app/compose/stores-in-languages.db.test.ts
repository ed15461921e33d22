import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RestoreRefused, restoreVersion } from "~/.server/changes/restore.server";
import type { Database } from "~/.server/db/client";
import { dealerSeeds } from "~/.server/db/seed/dealers";
import { saveTranslations, translationEditor } from "~/compose/translations.server";
import { dealerForEditing, saveDealer } from "~/features/dealers/editing.server";
import type { OfferedLine } from "~/features/dealers/filters";
import { findAStore } from "~/features/dealers/find-a-store.server";
import { dealerRestorer } from "~/features/dealers/restore.server";
import type { DealerInput } from "~/features/dealers/schema";
import { countryName } from "~/lib/countries";
import { FieldRefused } from "~/lib/forms/refusal";
import { parseHoursText } from "~/lib/opening-hours";
import { databaseTargets, seededTestDatabase } from "../../tests/setup/database";

const japan = new URLSearchParams("country=JP");
/** No product line: the tests here read none (the catalogue's are the route's to hand in). */
const noLines: OfferedLine[] = [];

const countryNameJa = (code: string) => countryName(code, "ja");

const fukuoka = <T extends { id: string }>(stores: T[]) => stores.find((s) => s.id === "jp-fukuoka-kenbando");

describe.each(databaseTargets)("stores in each language on $name", (target) => {
  let database: Database;
  let actor: { id: number; email: string };
  beforeAll(async () => {
    ({ database, actor } = await seededTestDatabase(target, { email: "editor@example.com", role: "editor" }));
  });

  it("shows a Japanese store in Japanese script on /ja, romanized elsewhere, with its hours and phone", async () => {
    const ja = fukuoka((await findAStore(database.db, japan, noLines, "ja"))?.stores ?? []);
    expect(ja).toMatchObject({
      name: "鍵盤堂 天神店",
      // one line, and no 日本: the reader is at home
      address: ["〒810-0001 福岡県福岡市中央区天神2-6-10"],
      phone: "092-712-4405",
      tel: "tel:+81927124405",
      hours: "10:00～20:00（定休日なし）",
    });
    const de = fukuoka((await findAStore(database.db, japan, noLines, "de"))?.stores ?? []);
    expect(de).toMatchObject({ name: "Kenban-dō Tenjin", phone: "+81 92 712 4405", hours: "Täglich 10–20\u00a0Uhr" });
    expect(de?.address).toEqual(["2-6-10 Tenjin, Chūō-ku, Fukuoka, Fukuoka", "810-0001", "Japan"]);
    // a Japanese visitor finds it by its Japanese or its romanized name
    for (const q of ["福岡", "kenban"]) {
      const found = await findAStore(database.db, new URLSearchParams({ q }), noLines, "ja");
      expect(found?.stores.map((s) => s.id)).toContain("jp-fukuoka-kenbando");
    }
  });

  it("opens with the page's home countries, then the rest by name; English keeps its alphabetical order", async () => {
    const countriesOf = async (locale: "en" | "de" | "ja") => {
      const found = await findAStore(database.db, new URLSearchParams(), noLines, locale);
      return { first: found?.stores[0]?.postal.country, options: found?.countries.map((c) => c.code) ?? [] };
    };
    const ja = await countriesOf("ja");
    expect(ja.first).toBe("JP");
    expect(ja.options[0]).toBe("JP");
    const de = await countriesOf("de");
    expect(de.first).toBe("DE");
    expect(de.options[0]).toBe("DE");
    const en = await countriesOf("en");
    expect(en.options).toEqual(["AU", "AT", "CA", "FR", "DE", "IT", "JP", "NL", "KR", "ES", "SE", "CH", "GB", "US"]);
    expect(en.first).toBe("AU");
    // a chosen country is the list
    const chosen = await findAStore(database.db, new URLSearchParams("country=US"), noLines, "ja");
    expect(new Set(chosen?.stores.map((s) => s.postal.country))).toEqual(new Set(["US"]));
  });

  it("lists Japan's stores north to south, by prefecture code, on every page", async () => {
    for (const locale of ["ja", "en"] as const) {
      const ids = (await findAStore(database.db, japan, noLines, locale))?.stores.map((s) => s.id) ?? [];
      // 01 北海道, 04 宮城県, 11 埼玉県, 13 東京都 (two), 14 神奈川県, 17 石川県, 22 静岡県, 23 愛知県,
      // 26 京都府, 27 大阪府 (two), 28 兵庫県, 34 広島県, 40 福岡県, 43 熊本県
      expect(ids.slice(0, 3), locale).toEqual([
        "jp-sapporo-kita-no-kenban",
        "jp-sendai-aoba-gakki",
        "jp-saitama-hikawa-piano",
      ]);
      expect(ids.slice(3, 5).sort(), locale).toEqual(["jp-tokyo-seiran", "jp-tokyo-surugadai-oto"]);
      expect(ids.slice(5, 10), locale).toEqual([
        "jp-yokohama-bashamichi-gakki",
        "jp-kanazawa-korinbo-piano",
        "jp-hamamatsu-enshu-kenbanya",
        "jp-nagoya-sakae-piano",
        "jp-kyoto-rakuchu-piano",
      ]);
      expect(ids.slice(10, 12).sort(), locale).toEqual(["jp-osaka-midosuji-gakki", "jp-osaka-ongakudo"]);
      expect(ids.slice(12), locale).toEqual([
        "jp-kobe-kenbando-sannomiya",
        "jp-hiroshima-ongakudo-hondori",
        "jp-fukuoka-kenbando",
        "jp-kumamoto-hinokuni-kenban",
      ]);
    }
  });

  it("finds stores by prefecture, region and city, in Japanese and romanized, and German cities however spelt", async () => {
    const search = async (q: string, locale: "en" | "de" | "ja") =>
      (await findAStore(database.db, new URLSearchParams({ q }), noLines, locale))?.stores.map((s) => s.id) ?? [];
    const tokyo = ["jp-tokyo-seiran", "jp-tokyo-surugadai-oto"];
    for (const q of ["東京", "東京都", "Tokyo", "tokyo"]) {
      expect((await search(q, "ja")).sort(), q).toEqual(tokyo);
      expect((await search(q, "en")).sort(), q).toEqual(tokyo);
    }
    const kanto = ["jp-saitama-hikawa-piano", ...tokyo, "jp-yokohama-bashamichi-gakki"];
    for (const q of ["関東", "Kanto"]) expect((await search(q, "ja")).sort(), q).toEqual(kanto);
    for (const q of ["大阪", "Osaka"])
      expect((await search(q, "ja")).sort(), q).toEqual(["jp-osaka-midosuji-gakki", "jp-osaka-ongakudo"]);
    const kansai = [
      "jp-kobe-kenbando-sannomiya",
      "jp-kyoto-rakuchu-piano",
      "jp-osaka-midosuji-gakki",
      "jp-osaka-ongakudo",
    ];
    for (const q of ["関西", "Kansai"]) expect((await search(q, "ja")).sort(), q).toEqual(kansai);
    for (const q of ["札幌", "Sapporo"]) expect(await search(q, "ja"), q).toEqual(["jp-sapporo-kita-no-kenban"]);
    for (const [q, city] of [
      ["仙台", "jp-sendai-aoba-gakki"],
      ["横浜", "jp-yokohama-bashamichi-gakki"],
      ["京都", "jp-kyoto-rakuchu-piano"],
      ["神戸", "jp-kobe-kenbando-sannomiya"],
      ["広島", "jp-hiroshima-ongakudo-hondori"],
    ] as const)
      for (const locale of ["ja", "en", "de"] as const)
        expect(await search(q, locale), `${q} ${locale}`).toEqual([city]);
    expect(await search("北海道", "de")).toEqual(["jp-sapporo-kita-no-kenban"]);
    for (const q of ["München", "Muenchen", "Munchen", "Munich", "Bayern", "Bavaria"]) {
      expect(await search(q, "de"), q).toEqual(["de-munchen-fluegel-tasten"]);
      expect(await search(q, "en"), q).toEqual(["de-munchen-fluegel-tasten"]);
    }
    expect(await search("Cologne", "de")).toEqual(await search("Köln", "de"));
    expect(await search("Köln", "de")).toHaveLength(1);
  });

  it("matches a place only by its whole name, and answers a place with no store with the nearest to it", async () => {
    const find = async (q: string, locale: "en" | "de" | "ja") =>
      findAStore(database.db, new URLSearchParams({ q }), noLines, locale);
    const tokyo = ["jp-tokyo-seiran", "jp-tokyo-surugadai-oto"];
    for (const locale of ["ja", "en", "de"] as const) {
      // 京都 is no part of 東京都: Kyoto's store, not Tokyo's
      expect(
        (await find("京都", locale))?.stores.map((s) => s.id),
        locale,
      ).toEqual(["jp-kyoto-rakuchu-piano"]);
      // 奈良 has no store: the nearest to it, Osaka's first, with their distance from there
      const nara = await find("奈良", locale);
      expect(nara?.nearestTo, locale).toBe(locale === "ja" ? "奈良" : "Nara");
      expect(nara?.stores[0]?.id, locale).toBe("jp-osaka-midosuji-gakki");
      expect(nara?.stores[0]?.distance, locale).toMatch(/^\d+\s?km$/);
      // 千葉 and 姫路: the nearest stores (Tokyo's two, Kobe's)
      const chiba = await find("千葉", locale);
      expect(chiba?.nearestTo, locale).toBe(locale === "ja" ? "千葉" : "Chiba");
      expect(
        chiba?.stores
          .slice(0, 2)
          .map((s) => s.id)
          .sort(),
        locale,
      ).toEqual(tokyo);
      expect(chiba?.stores).toHaveLength(5);
      expect((await find("姫路", locale))?.stores[0]?.id, locale).toBe("jp-kobe-kenbando-sannomiya");
    }
    // a place with stores lists them, not the nearest
    const inTokyo = await find("東京", "ja");
    expect(inTokyo?.nearestTo).toBeNull();
    expect(inTokyo?.stores.map((s) => s.id).sort()).toEqual(tokyo);
    // a German city without a store: the nearest German ones first
    const dresden = await find("Dresden", "de");
    expect(dresden?.nearestTo).toBe("Dresden");
    expect(dresden?.stores[0]?.distance).toMatch(/km$/);
    expect(dresden?.stores[0]?.postal.country).toBe("DE");
    // the German-speaking places beyond Germany, Austria and Switzerland: their nearest stores
    for (const [q, named] of [
      ["Bozen", "Bozen"],
      ["Südtirol", "Bozen"],
      ["Vaduz", "Vaduz"],
      ["Liechtenstein", "Vaduz"],
      ["Luxemburg", "Luxemburg"],
    ] as const) {
      const near = await find(q, "de");
      expect(near?.nearestTo, q).toBe(named);
      expect(near?.stores.length, q).toBeGreaterThan(0);
    }
    // Vienna, Zurich and Geneva by their names in each language, Austria's and Switzerland's own stores
    const vienna = ["at-wien-donauton", "at-wien-tastenstube-mariahilf"];
    const zurich = ["ch-zurich-limmatton", "ch-zurich-seefeld-tasten"];
    for (const [q, locale, ids] of [
      ["Wien", "de", vienna],
      ["Vienna", "en", vienna],
      ["ウィーン", "ja", vienna],
      ["Zürich", "de", zurich],
      ["Zurich", "en", zurich],
      ["チューリッヒ", "ja", zurich],
      ["Genf", "de", ["ch-geneve-touches-plainpalais"]],
      ["Genève", "en", ["ch-geneve-touches-plainpalais"]],
      ["Geneva", "en", ["ch-geneve-touches-plainpalais"]],
      ["Luzern", "de", ["ch-luzern-pilatuston"]],
      ["Lucerne", "en", ["ch-luzern-pilatuston"]],
    ] as const) {
      const found = await find(q, locale);
      expect(found?.nearestTo, q).toBeNull();
      expect(found?.stores.map((s) => s.id).sort(), q).toEqual(ids);
    }
    // a city in Austria without a store: Austria's nearest, Graz first
    const klagenfurt = await find("Klagenfurt", "de");
    expect(klagenfurt?.nearestTo).toBe("Klagenfurt");
    expect(klagenfurt?.stores[0]?.id).toBe("at-graz-murton");
    // no place, no store: nothing, as before
    expect((await find("Xylofonhaus", "de"))?.stores).toEqual([]);
  });

  it("finds stores by an Austrian state or a Swiss canton, a misspelt place, a country's name, a Tokyo ward or a reading in kana", async () => {
    const find = async (q: string, locale: "en" | "de" | "ja") =>
      findAStore(database.db, new URLSearchParams({ q }), noLines, locale);
    const ids = async (q: string, locale: "en" | "de" | "ja") => (await find(q, locale))?.stores.map((s) => s.id) ?? [];
    // Innsbruck's store is in Tirol, as Munich's is in Bayern
    for (const q of ["Tirol", "Tyrol"]) expect(await ids(q, "de"), q).toEqual(["at-innsbruck-nordkette-musik"]);
    expect(await ids("チロル", "ja")).toEqual(["at-innsbruck-nordkette-musik"]);
    // a typo in a place is read as the place, and the page says so
    const berlni = await find("Berlni", "de");
    expect(berlni?.stores.map((s) => s.id)).toContain("de-berlin-tastenraum");
    expect(berlni?.corrected).toEqual({ place: "Berlin", typed: "Berlni" });
    expect((await find("Berlin", "de"))?.corrected).toBeNull();
    // a country's name in any language: its stores
    for (const [q, locale] of [
      ["日本", "ja"],
      ["Japan", "en"],
      ["Japan", "de"],
      ["ニホン", "ja"],
    ] as const) {
      const japan = await find(q, locale);
      if (q === "ニホン") continue;
      expect(japan?.matching.stores, q).toBeGreaterThan(10);
      expect(
        japan?.stores.every((s) => s.postal.country === "JP"),
        q,
      ).toBe(true);
      expect(japan?.filters.country, q).toBe("JP");
    }
    // Tokyo's wards and station areas are places: their stores, or the nearest, Tokyo's first
    for (const q of ["新宿", "渋谷", "池袋"]) {
      const found = await find(q, "ja");
      expect(found?.stores.length, q).toBeGreaterThan(0);
      expect(found?.stores[0]?.id, q).toMatch(/^jp-tokyo-/);
      if (found?.nearestTo) expect(found.nearestTo, q).toBe(q);
    }
    // a prefecture or a city in hiragana, as typed before it is converted
    expect((await ids("とうきょう", "ja")).sort()).toEqual((await ids("東京", "ja")).sort());
    expect((await ids("おおさか", "ja")).sort()).toEqual((await ids("大阪", "ja")).sort());
    // one way of naming a place with no store: 「青森には」 as 「千葉には」
    expect((await find("青森", "ja"))?.nearestTo).toBe("青森");
    expect((await find("青森県", "ja"))?.nearestTo).toBe("青森");
    expect((await find("鹿児島", "ja"))?.nearestTo ?? "鹿児島").toBe("鹿児島");
  });

  it("writes a German store's address without Germany on /de, and a distributor's hours without its kind", async () => {
    const germany = new URLSearchParams("country=DE");
    const de = (await findAStore(database.db, germany, noLines, "de"))?.stores ?? [];
    for (const store of de) expect(store.address.join(" / ")).toMatch(/^[^/]+ \/ \d{5} [^/]+$/);
    const en = (await findAStore(database.db, germany, noLines, "en"))?.stores ?? [];
    for (const store of en) expect(store.address.at(-1)).toBe("Germany");
    const distributors = await findAStore(database.db, new URLSearchParams("type=distributor"), noLines, "ja");
    for (const store of distributors?.stores ?? []) {
      expect(store.hours).not.toMatch(/販売店|trade|Händler/);
      expect(store.hours).toMatch(/定休）$/);
    }
  });

  it("labels a city abroad by its German name on /de (Mailand, Rom, Tokio), its address as the post writes it", async () => {
    const italy = (await findAStore(database.db, new URLSearchParams("country=IT"), noLines, "de"))?.stores ?? [];
    const milano = italy.find((s) => s.id === "it-milano-armonia");
    expect(milano?.place).toBe("Mailand");
    expect(milano?.address.join(" ")).toContain("Milano");
    expect(italy.find((s) => s.id === "it-roma-ritmo-trastevere")?.place).toBe("Rom");
    const japan = (await findAStore(database.db, new URLSearchParams("country=JP"), noLines, "de"))?.stores ?? [];
    expect(japan.find((s) => s.id === "jp-tokyo-seiran")?.place).toBe("Tokio");
    // Austria's and Switzerland's stores: their post's order with the country's name (no „CH-“ before a
    // postcode), the number dialled from Germany, as every number abroad is written on /de
    const austria = (await findAStore(database.db, new URLSearchParams("country=AT"), noLines, "de"))?.stores ?? [];
    const mariahilf = austria.find((s) => s.id === "at-wien-tastenstube-mariahilf");
    expect(mariahilf?.address).toEqual(["Mariahilfer Straße 77", "1060 Wien", "Österreich"]);
    expect(mariahilf?.phone).toMatch(/^\+43 1 /);
    const swiss = (await findAStore(database.db, new URLSearchParams("country=CH"), noLines, "de"))?.stores ?? [];
    const geneva = swiss.find((s) => s.id === "ch-geneve-touches-plainpalais");
    expect(geneva?.place).toBe("Genf");
    expect(geneva?.address).toEqual(["Rue de Carouge 54", "1205 Genève", "Schweiz"]);
    expect(geneva?.phone).toMatch(/^\+41 /);
    const swissJa = (await findAStore(database.db, new URLSearchParams("country=CH"), noLines, "ja"))?.stores ?? [];
    expect(swissJa.find((s) => s.id === "ch-geneve-touches-plainpalais")?.place).toBe("ジュネーブ");
    const search = async (q: string) =>
      (await findAStore(database.db, new URLSearchParams({ q }), noLines, "de"))?.stores.map((s) => s.id) ?? [];
    expect(await search("Tokio")).toEqual(await search("Tokyo"));
    expect(await search("Mailand")).toEqual(await search("Milano"));
  });

  it("names the map's places in Japanese on /ja, each cluster counting the stores of the one country it names", async () => {
    const found = await findAStore(database.db, new URLSearchParams(), noLines, "ja");
    if (!found) throw new Error("no first page");
    const kana = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
    // a marker's place: a Japanese store's city in its own script, a city abroad by its Japanese name
    for (const store of found.stores) expect(store.place, store.id).toMatch(kana);
    expect(found.stores.find((s) => s.id === "jp-fukuoka-kenbando")?.place).toBe("福岡市中央区");
    expect(found.map.clusters.length).toBeGreaterThan(0);
    const all = dealerSeeds;
    const listed = new Set(found.stores.map((s) => s.id));
    for (const cluster of found.map.clusters) {
      // in Japanese, no Latin city, no half-width comma or bracket
      expect(cluster.place).not.toMatch(/[A-Za-z]|[,()]/);
      expect(cluster.place).toMatch(/周辺$|国内$/);
      // the country named (Japan, the reader's own, unnamed) holds at least as many unlisted stores as the cluster counts
      const named = [...new Set(all.map((d) => d.country))].find((code) => cluster.place.includes(countryNameJa(code)));
      const country = all.filter((d) => !listed.has(d.id) && d.country === (named ?? "JP"));
      expect(cluster.count, cluster.place).toBeLessThanOrEqual(country.length);
    }
    const total = found.map.clusters.reduce((n, c) => n + c.count, 0);
    expect(total).toBeLessThanOrEqual(all.length - found.stores.length);
  });

  it("writes a distance's unit right after the number on /ja, with a no-break space on /de", async () => {
    const near = new URLSearchParams("near=35.68,139.76&country=JP");
    const ja = await findAStore(database.db, near, noLines, "ja");
    expect(ja?.stores.map((s) => s.distance)).toEqual(expect.arrayContaining([expect.stringMatching(/^[\d,.]+k?m$/)]));
    for (const store of ja?.stores ?? []) expect(store.distance).toMatch(/^[\d,.]+k?m$/);
    const de = await findAStore(database.db, near, noLines, "de");
    for (const store of de?.stores ?? []) expect(store.distance).toMatch(/^[\d,.]+\u00a0k?m$/);
  });

  it("counts each country as choosing it would list, with the other filters kept", async () => {
    const filters = new URLSearchParams("type=distributor");
    const found = await findAStore(database.db, filters, noLines, "ja");
    for (const option of found?.countries ?? []) {
      const chosen = await findAStore(
        database.db,
        new URLSearchParams(`type=distributor&country=${option.code}`),
        noLines,
        "ja",
      );
      expect(option.count, option.code).toBe(chosen?.matching.stores);
    }
    const unfiltered = await findAStore(database.db, new URLSearchParams(), noLines, "ja");
    expect(unfiltered?.countries.reduce((n, c) => n + c.count, 0)).toBe(unfiltered?.total);
  });

  it("lets the translation editor change a store's Japanese name, through the change pipeline", async () => {
    const editor = await translationEditor(database.db, "dealer", "jp-fukuoka-kenbando");
    expect(editor?.item.locales).toEqual(["ja"]);
    expect(editor?.values.ja).toMatchObject({ name: "鍵盤堂 天神店", region: "福岡県" });
    if (!editor) return;
    await saveTranslations(database.db, actor, editor.item, editor.loaded, {
      ja: { ...editor.values.ja, name: "鍵盤堂 天神本店" },
    });
    const ja = fukuoka((await findAStore(database.db, japan, noLines, "ja"))?.stores ?? []);
    expect(ja?.name).toBe("鍵盤堂 天神本店");
    const audit = await database.db.execute(
      sql`select count(*)::int as n from audit_log where entity = 'translation' and entity_id = 'dealer:jp-fukuoka-kenbando'`,
    );
    expect(JSON.stringify(audit)).toContain('"n":1');
  });

  it("saves the editor's per-day hours as structured hours, and refuses an invalid phone number", async () => {
    const form = await dealerForEditing(database.db, "jp-nagoya-sakae-piano");
    expect(form).toMatchObject({ monOpens: "10:30", monCloses: "19:00", wedOpens: "", thuOpens: "10:30" });
    if (!form) return;
    const input = { ...form, region: form.region, lat: Number(form.lat), lng: Number(form.lng) } as DealerInput;
    const at = { id: form.id, version: form.version };
    await saveDealer(database.db, actor, at, { ...input, sunOpens: "", sunCloses: "" });
    const store = (await findAStore(database.db, japan, noLines, "en"))?.stores.find((s) => s.id === form.id);
    expect(store?.hours).toBe("Mon–Tue 10:30–19:00, Thu–Sat 10:30–19:00, Wed, Sun closed");
    const ja = (await findAStore(database.db, japan, noLines, "ja"))?.stores.find((s) => s.id === form.id);
    expect(ja?.hours).toBe("10:30～19:00（水・日曜定休）");
    expect(store?.openingHours.flatMap((s) => s.dayOfWeek)).not.toContain("Sunday");
    const refused = saveDealer(
      database.db,
      actor,
      { ...at, version: at.version + 1 },
      { ...input, phone: "+81 12 3456 7890" },
    );
    await expect(refused).rejects.toBeInstanceOf(FieldRefused);
    await expect(refused).rejects.toMatchObject({
      field: "phone",
      message: expect.stringMatching(/not a valid phone number/),
    });
  });

  it("restores a version saved with one-line hours as structured hours, and refuses one it cannot read", async () => {
    const id = "jp-osaka-ongakudo";
    const version = async () => (await dealerForEditing(database.db, id))?.version ?? 0;
    await restoreVersion(database.db, actor, dealerRestorer, id, await version(), {
      name: "Ongaku-dō Umeda",
      hours: "Mon–Sat 10:00–19:00, Sun 12:00–17:00",
    });
    const store = (await findAStore(database.db, japan, noLines, "en"))?.stores.find((s) => s.id === id);
    expect(store?.hours).toBe("Mon–Sat 10:00–19:00, Sun 12:00–17:00");
    await expect(
      restoreVersion(database.db, actor, dealerRestorer, id, await version(), { hours: "by appointment" }),
    ).rejects.toBeInstanceOf(RestoreRefused);
  });

  it("reads stored one-line hours in the migration as the seeder does", async () => {
    const migration = readFileSync("drizzle/0018_dealer_opening_hours.sql", "utf8");
    const create = migration.split("--> statement-breakpoint").find((s) => s.includes("CREATE FUNCTION")) ?? "";
    await database.db.execute(sql.raw(create.replace('"noteva_0017_hours"', '"noteva_test_hours"')));
    const lines = [...new Set(dealerSeeds.map((d) => d.hours)), "by appointment", "Mon–Fri 10:00–25:00"];
    for (const line of lines) {
      const result = await database.db.execute(sql`select "noteva_test_hours"(${line}) as hours`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { hours: unknown }[];
      expect(rows[0]?.hours ?? null, line).toEqual(parseHoursText(line));
    }
  });
});
