/**
 * The product page's JSON-LD in every language: a specification's list as one value, as the
 * language writes a list, a condition of its own after a semicolon ("…; from firmware 1.2.0: …",
 * „…; ab Firmware 1.2.0: …“, 「…／ファームウェアVer.1.2.0以降：…」), never a capital after a comma.
 */
import { describe, expect, it } from "vitest";
import { productSeeds } from "~/.server/db/seed/products";
import { translationRows } from "~/.server/db/seed/translations";
import type { Locale } from "~/lib/i18n/locales";
import { specificationOf } from "~/lib/params";
import { localizeParams, type Translations } from "~/lib/translations/overlay";
import { productJsonLd } from "./json-ld";

/** The seed's translations in one language, as the pages read them. */
function seedTranslations(locale: Locale): Translations {
  const fields = new Map<string, Map<string, Record<string, unknown>>>();
  for (const row of translationRows()) {
    if (row.locale !== locale) continue;
    const entity = fields.get(row.entity) ?? new Map<string, Record<string, unknown>>();
    fields.set(row.entity, entity);
    entity.set(row.entityId, { ...entity.get(row.entityId), [row.field]: row.value });
  }
  return { locale, fields };
}

/** A list item that is a condition of its own, as the data writes one. */
const CLAUSE = /^(?:From|Ab) |^ファームウェアVer\.[\d.]+以降：/;
/** What the readers found: „48 Kits (…), Ab Firmware 1.2.0: …“. */
const CAPITAL_AFTER_COMMA = /, (?:From|Ab|Until|Bis|With|Mit|Seit) |、ファームウェアVer\.[\d.]+以降：/;

describe("the product page's JSON-LD", () => {
  it.each(["en", "de", "ja"] as const)(
    "joins every model's lists as %s writes them, a condition after a semicolon as running text",
    (locale) => {
      const t = seedTranslations(locale);
      const values: string[] = [];
      for (const p of productSeeds) {
        const params = localizeParams(t, p.id, specificationOf(p.params, p.kit));
        const page = { url: `https://noteva.example/${locale}/product/${p.id}`, locale };
        const ld = productJsonLd(p, "", params, "", page).additionalProperty.map((x) => x.value);
        values.push(...ld);
        for (const value of ld) expect(value, p.id).not.toMatch(CAPITAL_AFTER_COMMA);
        for (const row of params)
          if (Array.isArray(row.value))
            for (const item of row.value.slice(1).filter((i) => CLAUSE.test(i)))
              expect(ld.join("\n"), p.id).toContain(
                locale === "ja" ? `／${item}` : `; ${item.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}`,
              );
      }
      // the test reads what it means to: the MR101S's four kits of firmware 1.2.0
      const kits = {
        en: "48 kits (acoustic, electronic, percussion); from firmware 1.2.0: 4 more electronic kits on kit page 4, 52 in all",
        de: "48 Kits (akustisch, elektronisch, Percussion); ab Firmware 1.2.0: vier weitere elektronische Kits auf Kit-Seite 4, insgesamt 52",
        ja: "48キット（アコースティック、エレクトロニック、パーカッション）／ファームウェアVer.1.2.0以降：4ページ目にエレクトロニックキット4種類を追加、合計52キット",
      };
      expect(values).toContain(kits[locale]);
    },
  );
});
