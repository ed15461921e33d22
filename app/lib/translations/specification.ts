import type { InstrumentKit, Param } from "~/lib/content-model";
import type { Locale } from "~/lib/i18n/locales";
import { specificationOf } from "~/lib/params";
import { accessoryNamesIn } from "~/lib/support/manual-content";
import { localizeParams, type Translations } from "./overlay";

/**
 * A model's whole specification in `t`'s language: its own rows, what its kit adds (connectors,
 * "In the box" in the language's accessory names), labels and values localized. The product page,
 * compare and the manuals' search entries all read it from here.
 */
export function localizedSpecification(
  t: Translations,
  product: { id: string; params: readonly Param[]; kit?: InstrumentKit | null },
) {
  const locale = t.locale as Locale;
  return localizeParams(t, product.id, specificationOf(product.params, product.kit, accessoryNamesIn(locale)));
}
