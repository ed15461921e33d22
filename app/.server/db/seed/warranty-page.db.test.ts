import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { textToLegalBlocks } from "~/lib/legal-text";
import { accessoryNamesIn } from "~/lib/support/manual-content";
import { databaseTargets, openTestDatabase } from "../../../../tests/setup/database";
import { legalPages, seedState } from "../schema";
import { seed } from "../seed";
import { legalPageSeeds } from "./legal";
import { productSeeds } from "./products";

const warrantyIds = ["warranty-en", "warranty-de", "warranty-ja"];

describe.each(databaseTargets)("the warranty page's seed set on $name", (target) => {
  it("gives a data set seeded before the page its warranty page in every language, and keeps an editor's words", async () => {
    const database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    // a data set from before the page: its legal pages loaded, the warranty page and its set not
    await database.db.delete(legalPages).where(inArray(legalPages.id, warrantyIds));
    await database.db.delete(seedState).where(eq(seedState.name, "warranty-page"));
    // … and one page an editor wrote before the set came (a row the set must not overwrite)
    await database.db.insert(legalPages).values({
      id: "warranty-de",
      key: "warranty",
      locale: "de",
      title: "Garantie",
      summary: "Eigene Worte.",
      body: [{ type: "p", text: "Eigene Worte." }],
      effectiveOn: "2026-05-04",
    });

    expect(await seed(database.db)).toEqual(["warranty-page@1"]);
    const rows = await database.db.select().from(legalPages).where(inArray(legalPages.id, warrantyIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect([...byId.keys()].sort()).toEqual([...warrantyIds].sort());
    expect(byId.get("warranty-en")?.body).toEqual(textToLegalBlocks(legalPageSeeds.en.warranty.body));
    expect(byId.get("warranty-ja")?.title).toBe("保証・修理");
    expect(byId.get("warranty-de")?.title).toBe("Garantie");
    // the other pages are as they were: the set adds, it never rewrites
    expect((await database.db.select().from(legalPages)).length).toBe(18);
    // a restart loads nothing
    expect(await seed(database.db)).toEqual([]);
  });
});

describe("the warranty page's seed texts", () => {
  it("state the brand's terms in every language and tell the statutory Gewährleistung from the Herstellergarantie", () => {
    const { en, de, ja } = legalPageSeeds;
    expect(en.warranty.body).toMatch(/2 years from the date of purchase/);
    expect(en.warranty.body).toMatch(/1 year from the date of purchase/);
    expect(de.warranty.body).toMatch(/2\u00a0Jahre ab Kaufdatum/);
    expect(de.warranty.body).toMatch(/Herstellergarantie/);
    expect(de.warranty.body).toMatch(/gesetzlichen Gewährleistungsrechte gegenüber dem Händler[^.]*unberührt/);
    // the German page never calls the seller's statutory liability a Garantie, nor uses „du“
    expect(de.warranty.body).not.toMatch(/gesetzliche Garantie|\b(du|dein|dich|dir)\b/i);
    expect(ja.warranty.body).toMatch(/お買い上げ日から2年間/);
    expect(ja.warranty.body).toMatch(/お買い上げ日から1年間/);
    expect(ja.warranty.body).toMatch(/保証期間内でも有料修理となる場合/);
    // every page says where the serial number is, asks for the proof of purchase and names the telephone line
    for (const page of [en, de, ja]) {
      expect(page.warranty.body).toContain("NV24012345");
      expect(page.warranty.body).toContain("{support.phone}");
      expect(page.warranty.body).toContain("{support.hours}");
      expect(page.warranty.body).toContain("(/contactus)");
    }
  });

  it("name the warranty card every model's box holds, as its kit names it: presented in Japan, kept with the receipt in Europe", () => {
    for (const p of productSeeds) expect(p.kit?.accessories, p.id).toContain("warranty-card");
    for (const locale of ["en", "de", "ja"] as const)
      expect(legalPageSeeds[locale].warranty.body.toLowerCase()).toContain(
        accessoryNamesIn(locale)["warranty-card"].toLowerCase(),
      );
    expect(legalPageSeeds.ja.warranty.body).toMatch(/保証書をご用意ください/);
    expect(legalPageSeeds.ja.warranty.body).toMatch(/保証書のご提示がない場合/);
    expect(legalPageSeeds.en.warranty.body).toMatch(/the receipt, not the card, is your proof of purchase/);
    expect(legalPageSeeds.de.warranty.body).toMatch(/Den Kauf weist der Kaufbeleg nach, nicht die Karte/);
  });
});
