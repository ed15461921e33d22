/** The contact form's view of the catalogue and the store finder: every model, and a published store by id. */

import { allProductsMemo } from "~/features/catalogue/queries.server";
import type { ContactLookups } from "~/features/contact/receive.server";
import { dealerById, dealerNameIn } from "~/features/dealers/queries.server";

export const contactLookups: ContactLookups = {
  models: allProductsMemo,
  async store(db, id, locale) {
    const dealer = await dealerById(db, id);
    if (!dealer) return null;
    const { name, city } = await dealerNameIn(db, dealer, locale);
    return { id: dealer.id, name, city, country: dealer.country };
  },
};
