/** The contact form's view of the catalogue and the store finder: every model, and a published store by id. */

import { allProductsMemo } from "~/features/catalogue/queries.server";
import type { ContactLookups } from "~/features/contact/receive.server";
import { dealerById, dealerNameIn } from "~/features/dealers/queries.server";
import { cityNameIn } from "~/lib/places/city-names";

export const contactLookups: ContactLookups = {
  models: allProductsMemo,
  async store(db, id, locale) {
    const dealer = await dealerById(db, id);
    if (!dealer) return null;
    const { name, city, region, ownScript } = await dealerNameIn(db, dealer, locale);
    // a city in its own script as it is (港区); another by the page's name for it (ベルリン, Mailand)
    const place = ownScript
      ? { city, region }
      : { city: cityNameIn(dealer.country, city, locale) ?? city, region: null };
    return { id: dealer.id, name, ...place, country: dealer.country };
  },
};
