/**
 * Find a Store's listed stores as schema.org JSON-LD: each a Store (a distributor an Organization's
 * LocalBusiness) with its address, E.164 phone and structured opening hours, named by its place on
 * the page in the page's language (/de/dealer/distributor#store-…), its `url` the store's own site.
 */
import { hoursJsonLd } from "~/lib/opening-hours";
import type { StoreView } from "./find-a-store";

export function storesJsonLd(stores: readonly StoreView[], page: { url: string; locale: string }) {
  return {
    "@context": "https://schema.org",
    "@graph": stores.map((store) => ({
      "@type": store.type === "distributor" ? "LocalBusiness" : "Store",
      "@id": `${page.url}#store-${store.id}`,
      inLanguage: page.locale,
      name: store.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: store.postal.street,
        postalCode: store.postal.postcode,
        addressLocality: store.postal.city,
        ...(store.postal.region ? { addressRegion: store.postal.region } : {}),
        addressCountry: store.postal.country,
      },
      telephone: store.tel.replace(/^tel:/, ""),
      email: store.email,
      url: `https://${store.website}`,
      ...(store.openingHours.length ? { openingHoursSpecification: hoursJsonLd(store.openingHours) } : {}),
    })),
  };
}
