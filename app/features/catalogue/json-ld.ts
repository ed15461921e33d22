import type { Param } from "~/lib/content-model";
import { formatsFor } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";

type ProductLike = { id: string; title: string; desc: string };
/** Where the page is: its absolute address in its own language, and that language. */
type PageAddress = { url: string; locale: Locale };

/**
 * schema.org Product data for a product page, in the page's language: its name, description, line
 * and specification (labels and values as the page shows them), its address in that language.
 */
export function productJsonLd(
  product: ProductLike,
  categoryName: string,
  params: readonly Param[],
  imageUrl: string,
  page: PageAddress,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${page.url}#product`,
    name: `Noteva ${product.title}`,
    model: product.title,
    sku: product.id,
    category: categoryName,
    description: product.desc,
    image: imageUrl,
    url: page.url,
    inLanguage: page.locale,
    brand: { "@type": "Brand", name: "Noteva" },
    additionalProperty: params
      .filter((p) => p.value !== null && p.value !== "" && !(Array.isArray(p.value) && p.value.length === 0))
      .map((p) => ({
        "@type": "PropertyValue",
        name: p.label,
        // a list as the page's language writes one (「A、B」 in Japanese), a condition after a semicolon
        value: typeof p.value === "string" ? p.value : formatsFor(page.locale).specList(p.value ?? []),
      })),
  };
}
