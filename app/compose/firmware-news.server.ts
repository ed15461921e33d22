/**
 * Firmware news joined to the catalogue, support and news: the models it is offered for (published,
 * with firmware), and the mails a firmware release's upload writes in its change, each subscriber's
 * in their language with the release notes translated where they are.
 */
import type { Db } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import { publishedProductById } from "~/features/catalogue/lookups.server";
import { type NewsModel, releaseMails } from "~/features/firmware-news/mails.server";
import type { NewsModels } from "~/features/firmware-news/receive.server";
import { releaseMailWrites } from "~/features/firmware-news/subscriptions.server";
import { firmwareNewsText } from "~/features/firmware-news/text.server";
import { changesIn } from "~/features/news/localized.server";
import type { ReleaseAnnouncer } from "~/features/support/uploads.server";
import { fill } from "~/lib/i18n/frame";
import { wordsForGender } from "~/lib/i18n/gender";
import type { Locale } from "~/lib/i18n/locales";
import { productsWithFirmwareMemo } from "./support.server";

async function newsModel(db: Db, id: string): Promise<NewsModel | null> {
  const product = await publishedProductById(db, id);
  return product && { id: product.id, title: product.title, gender: product.gender };
}

/** A published model with firmware on the site. */
export const firmwareNewsModels: NewsModels = {
  async model(db, id) {
    if (!(await productsWithFirmwareMemo(db)).some((p) => p.id === id)) return null;
    return newsModel(db, id);
  },
};

/** The mails a firmware release's upload writes to the model's confirmed subscribers. */
export function announceFirmware(env: Pick<Env, "SESSION_SECRET" | "MAIL_FROM" | "SITE_URL">): ReleaseAnnouncer {
  return async (db, release) => {
    const model = await newsModel(db, release.productId);
    // a model still a draft has no firmware page to send anyone to
    if (!model) return [];
    return releaseMailWrites(db, release, {
      secret: env.SESSION_SECRET,
      from: { from: env.MAIL_FROM },
      compose: (subscribers) =>
        releaseMails(
          {
            siteUrl: env.SITE_URL,
            model,
            release,
            notesIn: (locale) => changesIn(db, release.productId, release.version, release.changes, locale),
          },
          subscribers,
        ),
    });
  };
}

/**
 * A firmware news link page's words (confirm, unsubscribe) with the subscription's address and
 * model filled in: what the link does, and what it did.
 */
export async function linkPageWords(
  db: Db,
  locale: Locale,
  page: "confirm" | "unsubscribe",
  found: { email: string; productId: string },
) {
  const model = await firmwareNewsModels.model(db, found.productId);
  const t = wordsForGender(firmwareNewsText[locale][page], model?.gender);
  const values = { email: found.email, product: model?.title ?? found.productId };
  return { body: fill(t.body, values), done: fill(t.done, values) };
}
