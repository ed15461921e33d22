import type { Param } from "~/lib/content-model";
import { paramText } from "~/lib/params";

type ProductLike = { id: string; title: string; desc: string; pic: string; params: Param[] };

/** schema.org Product data for a product page (brand, model, picture, main properties). */
export function productJsonLd(product: ProductLike, categoryName: string, imageUrl: string, pageUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `Noteva ${product.title}`,
    model: product.title,
    sku: product.id,
    category: categoryName,
    description: product.desc,
    image: imageUrl,
    url: pageUrl,
    brand: { "@type": "Brand", name: "Noteva" },
    additionalProperty: product.params
      .filter((p) => p.value !== null && p.value !== "")
      .map((p) => ({
        "@type": "PropertyValue",
        name: p.label,
        value: paramText(p.value),
      })),
  };
}
