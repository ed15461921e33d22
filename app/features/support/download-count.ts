/**
 * The download list's count line. On one page it says how many match of how many there are; over
 * several pages it says which of them this page shows ("1–20 of 59 downloads"), never a count the
 * page does not show.
 */
import { fill } from "~/lib/i18n/frame";

export type CountWords = {
  /** Everything fits on one page: "{matching} of {total} downloads". */
  count: string;
  /** Several pages, no filter: "{first}–{last} of {matching} downloads (page {page} of {pages})". */
  countPage: string;
  /** Several pages of a filtered list: as countPage, with the list's whole size ({total}). */
  countPageFiltered: string;
};

export function downloadCount(
  words: CountWords,
  at: { matching: number; total: number; page: number; pages: number; perPage: number; shown: number },
  number: (n: number) => string = String,
): string {
  if (at.pages <= 1) return fill(words.count, { matching: number(at.matching), total: number(at.total) });
  const first = (at.page - 1) * at.perPage + 1;
  return fill(at.matching < at.total ? words.countPageFiltered : words.countPage, {
    first: number(first),
    last: number(first + at.shown - 1),
    matching: number(at.matching),
    total: number(at.total),
    page: number(at.page),
    pages: number(at.pages),
  });
}
