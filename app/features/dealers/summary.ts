import { fill } from "~/lib/i18n/frame";
import type { DealersText } from "./text.server";

/**
 * The line above the list: how many stores match, and in how many countries when there are several
 * ("74 stores in 14 countries"); in one country — one chosen, or a city searched — the stores alone
 * ("2 stores", „2 Händler“, 「2店舗」), since "in 1 country" tells the reader nothing.
 */
export function storeSummary(
  text: Pick<DealersText, "summary" | "summaryOneCountry" | "store" | "stores">,
  found: { stores: number; countries: number },
  number: (n: number) => string,
): string {
  const words = { stores: number(found.stores), storeWord: found.stores === 1 ? text.store : text.stores };
  return found.countries > 1
    ? fill(text.summary, { ...words, countries: number(found.countries) })
    : fill(text.summaryOneCountry, words);
}

/**
 * The map's name for screen readers: its listed stores and, when it shows them, the clusters of the
 * others. One store is named in the singular („Karte mit dem aufgeführten Händler“), never counted
 * as one of many („Karte der 1 aufgeführten Händler“).
 */
export function mapLabel(
  text: Pick<DealersText["map"], "label" | "labelOne" | "labelWithClusters" | "labelOneWithClusters">,
  listed: number,
  clustered: boolean,
): string {
  const one = listed === 1;
  const template = clustered
    ? one
      ? text.labelOneWithClusters
      : text.labelWithClusters
    : one
      ? text.labelOne
      : text.label;
  return fill(template, { count: listed });
}
