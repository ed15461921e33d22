import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { Phrases } from "~/components/ui/phrases";
import { ProductCard } from "~/components/ui/product-card";
import { formatsFor } from "~/lib/format";
import * as href from "~/lib/href";
import { fill, useLocale } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";
import { unphrased } from "~/lib/line-breaks";
import { type RangeView, rangeHref } from "./range";

/** A range list's words in the page's language (the catalogue text's `range`). */
type RangeWords = {
  all: string;
  discontinuedTitle: string;
  models: string;
  modelsOne: string;
  pageOf: string;
  summary: string;
  discontinuedSummary: string;
  discontinuedSummaryOne: string;
  discontinuedPageOf: string;
  discontinuedOn: string;
};

/** The discontinued notice's words in the page's language (the catalogue text's `discontinued`). */
type NoticeWords = { label: string; since: string; support: string; current: string; sentenceGap: string };

type Item = { id: string; title: string; pic: string; desc: string; discontinuedOn: string | null };

const monthYearTags: Record<Locale, string> = { en: "en-GB", de: "de-DE", ja: "ja-JP" };
const monthYears = new Map<Locale, Intl.DateTimeFormat>();

/** "2024-03-31" → "March 2024" ("März 2024", "2024年3月" in the page's language). */
export function discontinuedSince(day: string, locale: Locale = "en"): string {
  let format = monthYears.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(monthYearTags[locale], { month: "long", year: "numeric", timeZone: "UTC" });
    monthYears.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** A count of models or pages: as English has always written it (no grouping), other languages by their rules. */
export const countIn = (locale: Locale): ((n: number) => string) =>
  locale === "en" ? String : formatsFor(locale).number;

/** A count of models in running text: German writes two to twelve as a word („zwei Modelle“), as `inText` does. */
export const countInTextIn = (locale: Locale): ((n: number) => string) =>
  locale === "de" ? formatsFor(locale).inText : countIn(locale);

/** Fills a sentence's `{count}`, a count that starts a sentence upper-cased („Drei Modelle, die …“). */
export function fillCount(template: string, values: Record<string, string> & { count: string }): string {
  const start = values.count.charAt(0).toUpperCase() + values.count.slice(1);
  return fill(template.replace(/(^|[.!?] )\{count\}/u, "$1{countStart}"), { ...values, countStart: start });
}

/**
 * The discontinued list's summary: its count written into the sentence („Ein Modell, das nicht mehr
 * hergestellt wird.“, 「生産完了となったモデル（1機種）です。」), never tacked on after it; a page of
 * several after it. `page` is null when the list has one page.
 */
export function discontinuedSummary(
  text: Pick<RangeWords, "discontinuedSummary" | "discontinuedSummaryOne" | "discontinuedPageOf">,
  total: number,
  page: { page: number; pages: number } | null,
  locale: Locale,
): string {
  const n = countIn(locale);
  const sentence = fillCount(total === 1 ? text.discontinuedSummaryOne : text.discontinuedSummary, {
    count: countInTextIn(locale)(total),
  });
  return page ? sentence + fill(text.discontinuedPageOf, { page: n(page.page), pages: n(page.pages) }) : sentence;
}

/**
 * One page of a product line's range: current models as cards, discontinued ones as a compact list.
 * On a Japanese page the loader hands the line's name, the group's label and the words segmented
 * into phrases (decision 023).
 */
export function RangeList({
  category,
  group,
  view,
  items,
  total,
  pages,
  text,
  discover,
}: {
  category: { id: string; name: string };
  group: { id: string; label: string } | null;
  view: RangeView;
  items: Item[];
  total: number;
  pages: number;
  text: RangeWords;
  /** The product cards' call to action. */
  discover: string;
}) {
  const locale = useLocale();
  const n = countIn(locale);
  const inText = countInTextIn(locale);
  const retired = view.range === "discontinued";
  const title = retired
    ? fill(text.discontinuedTitle, { line: category.name })
    : group
      ? group.label
      : fill(text.all, { line: category.name });
  const count = `${fill(total === 1 ? text.modelsOne : text.models, { count: inText(total) })}${pages > 1 ? fill(text.pageOf, { page: n(view.page), pages: n(pages) }) : ""}`;
  const summary = retired
    ? discontinuedSummary(text, total, pages > 1 ? { page: view.page, pages } : null, locale)
    : fillCount(text.summary, { count });
  return (
    <>
      <div className="bg-mist">
        <div className="mx-auto max-w-7xl">
          <PageHeader eyebrow={category.name} title={title}>
            <p>
              <Phrases text={summary} />
            </p>
            <p className="mt-4">
              <Link to={href.category(category.id)} className="font-semibold text-accent hover:underline">
                ← <Phrases text={category.name} />
              </Link>
            </p>
          </PageHeader>
        </div>
      </div>
      <section aria-label={unphrased(title)} className="mx-auto max-w-7xl px-5 py-14">
        {retired ? (
          <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="flex items-baseline justify-between gap-4 border-b border-line py-2">
                <Link to={href.product(item.id)} className="font-semibold hover:text-accent">
                  {item.title}
                </Link>
                {item.discontinuedOn ? (
                  <span className="text-sm text-ink-soft">
                    {fill(text.discontinuedOn, { date: discontinuedSince(item.discontinuedOn, locale) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <ProductCard product={item} discover={discover} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={view.page} pages={pages} href={(page) => rangeHref(category.id, { ...view, page })} />
      </section>
    </>
  );
}

/** On a discontinued model's page: since when, and where the current range is. */
export function DiscontinuedNotice({
  title,
  since,
  category,
  text,
}: {
  title: string;
  since: string;
  category: { id: string; name: string };
  text: NoticeWords;
}) {
  const locale = useLocale();
  return (
    <aside aria-label={text.label} className="border-b border-amber-300 bg-amber-50 text-ink">
      <p className="mx-auto max-w-7xl px-5 py-3 text-sm">
        <strong>{fill(text.since, { title, date: discontinuedSince(since, locale) })}</strong>
        {text.sentenceGap}
        {text.support}
        {text.sentenceGap}
        <Link to={href.category(category.id)} className="font-semibold text-accent-dark underline">
          {fill(text.current, { line: category.name })}
        </Link>
      </p>
    </aside>
  );
}
