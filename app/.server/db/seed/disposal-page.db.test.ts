import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { legalBlocksToText, textToLegalBlocks } from "~/lib/legal-text";
import { manualSections } from "~/lib/support/manual-content";
import { manualTextEn } from "~/lib/support/manual-text";
import { manualTextDe } from "~/lib/support/manual-text.de";
import { manualTextJa } from "~/lib/support/manual-text.ja";
import { databaseTargets, openTestDatabase } from "../../../../tests/setup/database";
import { legalPages, seedState } from "../schema";
import { seed } from "../seed";
import { legalAdditions, legalCorrections, uncorrected } from "./corrections";
import { legalPageEffective, legalPageEffectiveOn, legalPageSeeds } from "./legal";
import { productSeeds } from "./products";

const disposalIds = ["disposal-en", "disposal-de", "disposal-ja"];
const manualTexts = { en: manualTextEn, de: manualTextDe, ja: manualTextJa };

describe.each(databaseTargets)("the disposal page and the legal pages' dates on $name", (target) => {
  it("brings a data set seeded before forward: the disposal page, the imprint's WEEE number, each page's „Stand“", async () => {
    const database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    const { db } = database;
    // a data set from before: no disposal page, the imprint without the WEEE number, and every page
    // dated the day its rows were written (what drizzle/0027 gives it)
    await db.delete(legalPages).where(inArray(legalPages.id, disposalIds));
    await db.delete(seedState).where(inArray(seedState.name, ["disposal-page", "legal-dates"]));
    await db.update(seedState).set({ version: 2 }).where(eq(seedState.name, "fact-corrections"));
    for (const locale of ["en", "de"] as const) {
      const before = uncorrected(legalPageSeeds[locale].imprint.body, legalCorrections[locale]);
      expect(before).not.toContain("WEEE");
      await db
        .update(legalPages)
        .set({ body: textToLegalBlocks(before) })
        .where(eq(legalPages.id, `imprint-${locale}`));
    }
    await db.update(legalPages).set({ effectiveOn: "2026-11-30" });
    // the privacy policies as they were before they named the contact form's mails and firmware news
    for (const locale of ["en", "de", "ja"] as const) {
      const [added] = legalAdditions[locale];
      const without = legalPageSeeds[locale].privacy.body.replace(`\n\n${added?.add}`, "");
      expect(without).not.toContain(added?.add ?? "(none)");
      await db
        .update(legalPages)
        .set({ body: textToLegalBlocks(without), effectiveOn: "2026-10-15" })
        .where(eq(legalPages.id, `privacy-${locale}`));
    }
    // … and a page an editor rewrote: it keeps the day of its change
    await db
      .update(legalPages)
      .set({ body: textToLegalBlocks("## Eigene Worte\n\nEin eigener Text.") })
      .where(eq(legalPages.id, "terms-de"));

    expect(await seed(db)).toEqual(["fact-corrections@6", "disposal-page@1", "legal-dates@1"]);
    const rows = new Map((await db.select().from(legalPages)).map((r) => [r.id, r]));
    expect(rows.size).toBe(18);
    for (const locale of ["en", "de", "ja"] as const)
      expect(rows.get(`disposal-${locale}`)?.effectiveOn).toBe(legalPageEffectiveOn(locale, "disposal"));
    // the German pages that name Austria's and Switzerland's rules are dated by that revision
    expect(rows.get("disposal-de")?.effectiveOn).toBe("2026-11-29");
    expect(rows.get("warranty-de")?.effectiveOn).toBe("2026-11-29");
    expect(rows.get("disposal-de")?.title).toBe("Entsorgung und Rücknahme");
    expect(legalBlocksToText(rows.get("imprint-de")?.body ?? [])).toContain("WEEE-Reg.-Nr. {company.weee}");
    expect(legalBlocksToText(rows.get("imprint-en")?.body ?? [])).toContain("WEEE registration number: {company.weee}");
    expect(rows.get("imprint-de")?.effectiveOn).toBe(legalPageEffective.imprint);
    // every privacy policy names the contact form's mails and firmware news, dated by that revision
    for (const locale of ["en", "de", "ja"] as const)
      expect(rows.get(`privacy-${locale}`)?.effectiveOn).toBe(legalPageEffectiveOn(locale, "privacy"));
    expect(legalBlocksToText(rows.get("privacy-en")?.body ?? [])).toContain("## Firmware news by e-mail");
    expect(legalBlocksToText(rows.get("privacy-ja")?.body ?? [])).toContain("受付確認メール");
    expect(rows.get("warranty-en")?.effectiveOn).toBe(legalPageEffective.warranty);
    expect(rows.get("terms-de")?.effectiveOn).toBe("2026-11-30");
    // a restart loads nothing, and the corrections never write the WEEE number twice
    expect(await seed(db)).toEqual([]);
    await db.update(seedState).set({ version: 2 }).where(eq(seedState.name, "fact-corrections"));
    await seed(db);
    const [imprint] = await db.select().from(legalPages).where(eq(legalPages.id, "imprint-de"));
    expect(legalBlocksToText(imprint?.body ?? []).match(/WEEE-Reg\.-Nr\./g)).toHaveLength(1);
  }, 120_000);

  it("corrects a disposal page seeded before, from either earlier wording, to the factory reset the manuals describe", async () => {
    const database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    const { db } = database;
    // the first seed's words (a manual that described no reset), then version 3's (customer service)
    const earlier = (locale: "en" | "de" | "ja") => {
      const list = legalCorrections[locale];
      const third = list.findIndex((c) => c.now.includes("](/contactus)") && /Bluetooth/.test(c.now));
      return {
        first: uncorrected(legalPageSeeds[locale].disposal.body, list),
        third: uncorrected(legalPageSeeds[locale].disposal.body, list.slice(third + 1)),
      };
    };
    for (const step of ["first", "third"] as const) {
      for (const locale of ["en", "de", "ja"] as const) {
        const before = earlier(locale)[step];
        expect(before).not.toBe(legalPageSeeds[locale].disposal.body);
        if (step === "third") expect(before).toContain("](/contactus)");
        await db
          .update(legalPages)
          .set({ body: textToLegalBlocks(before) })
          .where(eq(legalPages.id, `disposal-${locale}`));
      }
      await db
        .update(seedState)
        .set({ version: step === "first" ? 2 : 3 })
        .where(eq(seedState.name, "fact-corrections"));
      expect(await seed(db)).toContain("fact-corrections@6");
      for (const locale of ["en", "de", "ja"] as const) {
        const [page] = await db
          .select()
          .from(legalPages)
          .where(eq(legalPages.id, `disposal-${locale}`));
        const text = legalBlocksToText(page?.body ?? []);
        expect(text, `${step} ${locale}`).toBe(legalPageSeeds[locale].disposal.body);
        expect(text).toContain(manualTexts[locale].titles["factory-reset"]);
      }
    }
  }, 120_000);
});

describe("the disposal page's seed texts", () => {
  const { en, de, ja } = legalPageSeeds;

  it("point to the factory reset every owner's manual describes, by its section's title, in every language", () => {
    for (const locale of ["en", "de", "ja"] as const) {
      const body = legalPageSeeds[locale].disposal.body;
      expect(body).toContain(manualTexts[locale].titles["factory-reset"]);
      expect(body).toContain("](/support/manuals)");
      expect(body).toMatch(/Bluetooth/);
      // no longer the customer service for what the manual says
      expect(body).not.toMatch(/\[[^\]]*\]\(\/contactus\)[^.。]*(?:delete|löschen|消去)/);
    }
    // every model's manual has the section the page names
    for (const product of productSeeds)
      expect(
        manualSections(product).some((section) => section.id === "factory-reset"),
        product.id,
      ).toBe(true);
  });

  it("give German readers what § 18 ElektroG and the battery law ask", () => {
    const body = de.disposal.body;
    for (const needed of [
      /durchgestrichenen Mülltonne/,
      /Batterien und Akkus heraus/,
      /personenbezogene Daten auf einem Altgerät sind Sie selbst verantwortlich/,
      /\(1:1\)/,
      /\(0:1\)/,
      /400\u00a0m²/,
      /\| Pb \| Blei/,
      /\| Cd \| Cadmium/,
      /\| Hg \| Quecksilber/,
      /WEEE-Reg\.-Nr\. \{company\.weee\}/,
    ])
      expect(body).toMatch(needed);
    expect(body).not.toMatch(/\b(du|dein|dich|dir)\b/i);
  });

  it("name the WEEE registration and the bin in English, and follow Japan's own rules in Japanese", () => {
    expect(en.disposal.body).toMatch(/crossed-out wheeled bin/);
    expect(en.disposal.body).toMatch(/Distributor Take-back Scheme/);
    expect(en.disposal.body).toContain("{company.weee}");
    expect(ja.disposal.body).toMatch(/小型家電リサイクル法/);
    expect(ja.disposal.body).toMatch(/家電リサイクル法（特定家庭用機器再商品化法）の対象ではありません/);
    expect(ja.disposal.body).toMatch(/JBRC/);
    // a Japanese reader has no WEEE number to look up
    expect(ja.disposal.body).not.toContain("{company.weee}");
  });

  it("have a fixed effective date for every page", () => {
    for (const date of Object.values(legalPageEffective)) expect(date).toMatch(/^2026-\d{2}-\d{2}$/);
  });
});
