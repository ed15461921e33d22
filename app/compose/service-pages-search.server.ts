/**
 * The legal pages' table in search, in every language, each page found by what people type for it:
 * the service pages (the Service group), the warranty and repair page (保証・修理) and the disposal
 * page (廃棄・リサイクル) ("warranty", „Reparatur“, 修理; "recycling", „Entsorgung“, 廃棄); and the
 * company's and legal pages (the Company and legal group), the imprint („Impressum“, 運営者情報),
 * the company profile (会社概要, „Unternehmensprofil“), the privacy policy („Datenschutz“, 個人情報)
 * and the terms of use („Nutzungsbedingungen“, 利用規約), the imprint and the profile also by the
 * head office's city in its names (Hamburg, ハンブルク), the profile by the Japanese office's too
 * (東京, Tokyo). Their text is an editor's, read from the legal pages' table: a saved or restored
 * page refreshes its entries in every language at once (scope `pages`), and a saved store those of
 * a page that names how many countries have stores (`{countries}`, the profile); a change to a
 * product or an article touches none of it.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { legalPages } from "~/.server/db/schema/company";
import type { SearchEntryInput, SearchScope, SearchSource } from "~/.server/search/sources.server";
import { legalFactsIn } from "~/compose/company-facts.server";
import { type LegalBlock, type LegalPageKey, legalPageKeys } from "~/lib/content-model";
import * as href from "~/lib/href";
import type { Locale } from "~/lib/i18n/locales";
import { fillFacts, withLegalFacts } from "~/lib/legal-text";
import { otherCityNames } from "~/lib/places/city-names";
import { prefectureNames, prefectureOf } from "~/lib/places/store-places";
import { companyDetails } from "~/lib/site-config";

/** The pages search finds, and the words people type for them beside those the page holds. */
const searched: Record<LegalPageKey, Record<Locale, string[]>> = {
  imprint: {
    en: ["imprint", "legal notice", "company details", "site operator", "publisher", "contact address"],
    de: ["Impressum", "Anbieterkennzeichnung", "Anbieter", "Herausgeber", "Kontaktdaten", "Handelsregister"],
    ja: ["運営者情報", "サイト運営者", "運営会社", "会社情報", "連絡先", "所在地"],
  },
  privacy: {
    en: ["privacy", "privacy policy", "data protection", "personal data", "GDPR", "cookies", "cookie"],
    de: [
      "Datenschutz",
      "Datenschutzerklärung",
      "Datenschutzhinweise",
      "DSGVO",
      "personenbezogene Daten",
      "Cookies",
      "Cookie",
    ],
    ja: ["プライバシー", "プライバシーポリシー", "個人情報", "個人情報保護方針", "GDPR", "クッキー", "Cookie"],
  },
  terms: {
    en: ["terms", "terms of use", "terms and conditions", "conditions of use"],
    de: ["Nutzungsbedingungen", "Bedingungen", "AGB"],
    ja: ["利用規約", "ご利用規約", "規約"],
  },
  profile: {
    en: ["company profile", "about us", "company", "head office", "Japan office"],
    de: ["Unternehmensprofil", "Unternehmen", "Firmenprofil", "Über uns", "Firmensitz", "Tochtergesellschaft"],
    ja: ["会社概要", "会社情報", "企業情報", "本社", "日本法人"],
  },
  warranty: {
    en: ["warranty", "guarantee", "repair", "service", "serial number"],
    de: ["Garantie", "Herstellergarantie", "Gewährleistung", "Reparatur", "Kundendienst", "Seriennummer"],
    ja: ["保証", "保証書", "保証期間", "修理", "アフターサービス", "シリアル番号"],
  },
  disposal: {
    en: ["disposal", "dispose", "recycling", "recycle", "WEEE", "battery", "batteries", "take-back", "e-waste"],
    de: [
      "Entsorgung",
      "entsorgen",
      "Rücknahme",
      "Recycling",
      "Altgerät",
      "Elektroschrott",
      "Batterie",
      "Batterien",
      "Akku",
      "WEEE",
      "ElektroG",
    ],
    ja: ["廃棄", "処分", "捨て方", "リサイクル", "小型家電", "電池", "乾電池", "粗大ごみ"],
  },
};

/** Which result group a page is in: the service pages, or the company's and the legal ones. */
const groupOf: Record<LegalPageKey, "page" | "company"> = {
  warranty: "page",
  disposal: "page",
  imprint: "company",
  privacy: "company",
  terms: "company",
  profile: "company",
};

/** The head office's city in its names (Hamburg, ハンブルク): the imprint and the profile name it. */
const seatNames = [companyDetails.city, ...otherCityNames(companyDetails.country, companyDetails.city)];

/** The Japanese office's prefecture as people type it (東京, 東京都, Tokyo): the profile names its address. */
const japanOffice = (() => {
  const prefecture = prefectureOf(/^.+?[都道府県]/.exec(companyDetails.japan.address)?.[0]);
  return prefecture ? prefectureNames(prefecture) : [];
})();

/** The places a page is also found by. */
const placesOf: Partial<Record<LegalPageKey, readonly string[]>> = {
  imprint: seatNames,
  profile: [...seatNames, ...japanOffice],
};

function blockText(block: LegalBlock): string {
  if (block.type === "ul") return block.items.join("\n");
  if (block.type === "table") return block.rows.map((r) => `${r.label} ${r.value}`).join("\n");
  // [label](/path) links read as their label
  return block.text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
}

/** Whether a page's text names a fact of the stores' (`{countries}`), which a store's save may change. */
const namesStores = (row: Pick<typeof legalPages.$inferSelect, "title" | "summary" | "body">) =>
  JSON.stringify([row.title, row.summary, row.body]).includes("{countries");

/** The pages of a group a change touched: those saved, and those that name the stores' facts when a store was. */
async function touched(db: Db, scope: SearchScope, kind: "page" | "company"): Promise<LegalPageKey[]> {
  const keys = new Set(legalPageKeys.filter((key) => groupOf[key] === kind && scope.pages?.includes(key)));
  if (scope.stores?.length)
    for (const row of await db
      .select({ key: legalPages.key, title: legalPages.title, summary: legalPages.summary, body: legalPages.body })
      .from(legalPages))
      if (groupOf[row.key] === kind && namesStores(row)) keys.add(row.key);
  return [...keys];
}

/** The legal pages' table in search, the pages of one group (`kind`), each in every language it has. */
const legalPageSource = (kind: "page" | "company"): SearchSource => ({
  kind,
  owners: async (db, scope) => (await touched(db, scope, kind)).map((key) => `page:${key}`),
  async load(db: Db, scope) {
    const keys = scope ? await touched(db, scope, kind) : null;
    if (keys && !keys.length) return [];
    const rows = await db
      .select()
      .from(legalPages)
      .where(keys ? inArray(legalPages.key, keys) : undefined);
    const facts = new Map<Locale, Record<string, string>>();
    const entries: SearchEntryInput[] = [];
    for (const row of rows) {
      if (groupOf[row.key] !== kind) continue;
      const words = [...searched[row.key][row.locale], ...(placesOf[row.key] ?? [])];
      const own = facts.get(row.locale) ?? (await legalFactsIn(db, row.locale));
      facts.set(row.locale, own);
      entries.push({
        locale: row.locale,
        kind,
        refId: row.key,
        owner: `page:${row.key}`,
        title: fillFacts(row.title, own),
        summary: fillFacts(row.summary, own),
        body: withLegalFacts(row.body, own).map(blockText).join("\n"),
        keywords: words,
        url: href.legalPage(row.key),
        boost: 1.5,
      });
    }
    return entries;
  },
});

/** The service pages: warranty and repair, disposal. */
export const servicePageSource = legalPageSource("page");

/** The company's and the legal pages: imprint, company profile, privacy policy, terms of use. */
export const companyPageSource = legalPageSource("company");
