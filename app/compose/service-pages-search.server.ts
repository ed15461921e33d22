/**
 * The service pages' entries in search: the warranty and repair page (保証・修理) in every
 * language, found by what people type for it ("warranty", „Reparatur“, 修理). Its text is an
 * editor's, so the index reads it from the legal pages' table at each full rebuild (start-up);
 * a change to a product or an article touches none of it.
 */
import type { Db } from "~/.server/db/client";
import { legalPages } from "~/.server/db/schema/company";
import type { SearchEntryInput, SearchSource } from "~/.server/search/sources.server";
import { legalFactsIn } from "~/compose/company-facts.server";
import type { LegalBlock, LegalPageKey } from "~/lib/content-model";
import * as href from "~/lib/href";
import type { Locale } from "~/lib/i18n/locales";
import { fillFacts, withLegalFacts } from "~/lib/legal-text";

/** The pages search finds, and the words people type for them beside those the page holds. */
const searched: Partial<Record<LegalPageKey, Record<Locale, string[]>>> = {
  warranty: {
    en: ["warranty", "guarantee", "repair", "service", "serial number"],
    de: ["Garantie", "Herstellergarantie", "Gewährleistung", "Reparatur", "Kundendienst", "Seriennummer"],
    ja: ["保証", "保証書", "保証期間", "修理", "アフターサービス", "シリアル番号"],
  },
};

function blockText(block: LegalBlock): string {
  if (block.type === "ul") return block.items.join("\n");
  if (block.type === "table") return block.rows.map((r) => `${r.label} ${r.value}`).join("\n");
  // [label](/path) links read as their label
  return block.text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
}

export const servicePageSource: SearchSource = {
  kind: "page",
  // a change to products or articles touches no service page
  owners: async () => [],
  async load(db: Db, scope) {
    if (scope) return [];
    const rows = await db.select().from(legalPages);
    const facts = new Map<Locale, Record<string, string>>();
    const entries: SearchEntryInput[] = [];
    for (const row of rows) {
      const words = searched[row.key]?.[row.locale];
      if (!words) continue;
      const own = facts.get(row.locale) ?? (await legalFactsIn(db, row.locale));
      facts.set(row.locale, own);
      entries.push({
        locale: row.locale,
        kind: "page",
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
};
