/**
 * CONTENT_SCALE: a load-testing fixture that seeds N times today's content (at 100: about 900
 * models, 5,000 stores in 68 countries, 2,000 articles over ten years, 2,700 documents and
 * 1,000 firmware releases), deterministically, so the site can be measured at the size of a real brand.
 * It only ever loads into an empty database.
 */

import { ConfigError } from "~/.server/env";
import { modelCode } from "~/lib/model-code";
import { type OpeningHours, parseHoursText } from "~/lib/opening-hours";
import type { Db } from "../../client";
import {
  articles,
  contentTranslations,
  dealers,
  firmwareReleases,
  productDocs,
  products,
  subGroupProducts,
} from "../../schema";
import { recordTranslationSources } from "../../translation-sources";
import { articleSeeds } from "../articles";
import { subGroupSeeds } from "../catalogue";
import { dealerSeeds } from "../dealers";
import { firmwareSeeds, firstFirmwareSet } from "../firmware";
import { firmwareHref } from "../firmware-files";
import { dealerTranslationRows } from "../translations";
import { ARTICLES_PER_STEP, scaledArticles } from "./articles";
import { scaledDocuments, scaledFirmware, scaledProducts } from "./catalogue";
import { scaledDealers } from "./dealers";

/** 1 is today's content; CONTENT_SCALE allows up to 200 (each series numbers 200 more models). */
export type ContentScale = number;

/**
 * Refuses to put the fixture into a database that holds content: one seeded without it (real
 * content, perhaps) or at another scale.
 */
export function refuseScaleOnContent(state: ReadonlyMap<string, number>, scale: ContentScale) {
  if (!state.size) return;
  const seededAt = state.get("content-scale");
  if (seededAt === scale) return;
  throw new ConfigError(
    seededAt
      ? `CONTENT_SCALE=${scale}: this database was seeded at scale ${seededAt}; start with CONTENT_SCALE=${seededAt}, or unset it, or use an empty DATA_DIR`
      : `CONTENT_SCALE=${scale} is a load-testing fixture and only seeds an empty database; this one already holds content. Unset CONTENT_SCALE, or point DATA_DIR at an empty directory`,
  );
}

/** The releases the fixture was sized with (the first firmware set): the benches' data stays the same. */
const fixtureFirmware = firmwareSeeds.filter(([id, version]) => firstFirmwareSet.has(`${id}@${version}`));

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Loads (scale - 1) times the seed content beside it, in the caller's transaction. */
export async function loadScaledContent(db: Db, scale: ContentScale) {
  const perSeries = scale - 1;
  const range = scaledProducts(perSeries);
  await inBatches(range, 100, (batch) =>
    db.insert(products).values(
      batch.map(({ template: _t, launchedOn, discontinuedOn, ...product }) => ({
        ...product,
        modelCode: modelCode(product.id),
        unCompile: product.unCompile ?? false,
        status: "published" as const,
        publishedAt: new Date(`${launchedOn}T09:00:00Z`),
        discontinuedOn,
      })),
    ),
  );
  const groupOf = new Map(subGroupSeeds.flatMap((g) => g.items.map((id) => [id, g.id] as const)));
  const members = range.flatMap((p, i) => {
    const group = groupOf.get(p.template);
    return group ? [{ subGroupId: group, productId: p.id, position: 100 + i }] : [];
  });
  await inBatches(members, 1000, (batch) => db.insert(subGroupProducts).values(batch));
  const docs = range.flatMap((p) =>
    scaledDocuments(p).map((doc, position) => ({ productId: p.id, href: doc.href, afterfix: doc.afterfix, position })),
  );
  await inBatches(docs, 1000, (batch) => db.insert(productDocs).values(batch));
  const firmware = range.flatMap((p) =>
    scaledFirmware(p, fixtureFirmware).map((f) => ({
      productId: p.id,
      version: f.version,
      releasedAt: f.releasedAt,
      changes: f.changes,
      href: firmwareHref(f.template, f.version),
    })),
  );
  await inBatches(firmware, 500, (batch) => db.insert(firmwareReleases).values(batch));
  const archive = scaledArticles(ARTICLES_PER_STEP * perSeries, range, new Set(articleSeeds.map((a) => a.id)));
  await inBatches(archive, 200, (batch) =>
    db.insert(articles).values(
      batch.map(({ date, ...article }) => ({
        ...article,
        status: "published" as const,
        publishedAt: new Date(`${date}T09:00:00Z`),
      })),
    ),
  );
  const stores = scaledDealers(dealerSeeds.length * perSeries, new Set(dealerSeeds.map((d) => d.id)));
  // the fixture's few hour lines are read once each, not once per store
  const hours = new Map<string, OpeningHours>();
  const read = (line: string) => hours.get(line) ?? hours.set(line, parseHoursText(line) ?? []).get(line) ?? [];
  await inBatches(stores, 500, (batch) =>
    db.insert(dealers).values(
      batch.map(({ verified, region, hours: line, native: _native, ...store }) => ({
        ...store,
        region: region ?? null,
        openingHours: read(line),
        verifiedOn: verified,
      })),
    ),
  );
  const names = dealerTranslationRows(
    Object.fromEntries(stores.flatMap((s) => (s.native ? [[s.id, s.native] as const] : []))),
  );
  await inBatches(names, 1000, (batch) =>
    db.insert(contentTranslations).values(batch as (typeof contentTranslations.$inferInsert)[]),
  );
  // they were written from the romanized English now: that is what they are marked against
  await recordTranslationSources(db);
}
