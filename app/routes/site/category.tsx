import { data, Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { Phrases } from "~/components/ui/phrases";
import { Picture } from "~/components/ui/picture";
import { ProductCard } from "~/components/ui/product-card";
import { Reveal } from "~/components/ui/reveal";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { categoryIn, categoryRangeIn } from "~/features/catalogue/localized.server";
import { lineDescription, namesLine, notFoundMeta } from "~/features/catalogue/product-meta";
import { rangeHref, rangeView } from "~/features/catalogue/range";
import { countIn, countInTextIn, RangeList } from "~/features/catalogue/range-list";
import { catalogueText } from "~/features/catalogue/text.server";
import { type Crumb, homeIn } from "~/lib/breadcrumbs";
import { type FrameMessages, fill, useFormats, useLocale } from "~/lib/i18n/frame";
import { selectGender } from "~/lib/i18n/gender";
import { phrasedFields } from "~/lib/i18n/phrases.server";
import { englishLang } from "~/lib/i18n/text";
import { seo } from "~/lib/meta";
import { parsePage } from "~/lib/pagination";
import type { Route } from "./+types/category";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = context.get(runtimeContext).database.db;
  const view = rangeView(new URL(request.url).searchParams, parsePage);
  if (view === "invalid") throw data("Not Found", { status: 404 });
  const locale = localeOf(context);
  const { category: categoryWords, range, common } = catalogueText[locale];
  // headings and cards break only between phrases on a Japanese page (decision 023)
  const text = phrasedFields(
    locale,
    {
      ...categoryWords,
      // a range's heading and the summary under it (キーボード|（生産完了品）, サポート情報 kept whole)
      range: phrasedFields(locale, range, [
        "all",
        "discontinuedTitle",
        "models",
        "modelsOne",
        "pageOf",
        "summary",
        "discontinuedSummary",
        "discontinuedSummaryOne",
        "discontinuedPageOf",
      ]),
      discover: common.discover,
      sentenceGap: common.sentenceGap,
    },
    ["eyebrow", "discontinued", "discover", "lineModels"],
  );
  if (view) {
    const list = await categoryRangeIn(db, params.id, view, locale);
    if (!list) throw data("Not Found", { status: 404 });
    return {
      ...list,
      category: phrasedFields(locale, list.category, ["name"]),
      group: list.group ? phrasedFields(locale, list.group, ["label"]) : null,
      line: null,
      text,
      locale,
    };
  }
  const found = await categoryIn(db, params.id, locale);
  if (!found) throw data("Not Found", { status: 404 });
  const line = {
    ...found,
    category: phrasedFields(locale, found.category, ["name", "title"]),
    groups: found.groups.map((group) => ({
      ...phrasedFields(locale, group, ["label"]),
      namesLine: namesLine(found.category.name, group.label),
    })),
  };
  return { category: line.category, line, text, locale };
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>, m: FrameMessages): Crumb[] => [
    homeIn(m),
    { title: d.category.name, type: "category", id: d.category.id, lang: englishLang(d.category, "name") },
  ],
};

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  if (!d) return notFoundMeta(args.matches);
  const { text } = d;
  const n = countIn(d.locale);
  const inText = countInTextIn(d.locale);
  if (!d.line) {
    const retired = d.view.range === "discontinued";
    const one = d.total === 1;
    const description = retired
      ? one
        ? text.range.discontinuedDescriptionOne
        : text.range.discontinuedDescription
      : one
        ? text.range.descriptionOne
        : text.range.description;
    return seo(
      args,
      retired ? fill(text.range.discontinuedTitle, { line: d.category.name }) : (d.group?.label ?? d.category.name),
      {
        description: fill(selectGender(description, d.items[0]?.gender), {
          line: d.category.name,
          lineLower: d.locale === "en" ? d.category.name.toLowerCase() : d.category.name,
          model: d.items[0]?.title ?? "",
          count: inText(d.total),
          page: d.view.page > 1 ? fill(text.range.descriptionPage, { page: n(d.view.page) }) : "",
        }),
        image: d.category.pic,
      },
    );
  }
  return seo(args, d.category.name, {
    description: lineDescription(
      d.locale,
      text,
      d.category,
      d.line.groups.map((g) => g.label),
      d.line.groups.flatMap((g) => g.products.map((p) => p.title)),
    ),
    image: d.category.pic,
  });
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  const locale = useLocale();
  const n = countIn(locale);
  const format = useFormats();
  if (!loaderData.line) return <RangeList {...loaderData} text={text.range} discover={text.discover} />;
  const { category, groups, discontinued, discontinuedModels } = loaderData.line;
  return (
    <>
      <div className="bg-mist">
        <div className="mx-auto grid max-w-7xl items-center md:grid-cols-2">
          <PageHeader eyebrow={text.eyebrow} title={category.name} titleLang={englishLang(category, "name")}>
            <p lang={englishLang(category, "title")}>
              <Phrases text={category.title} />
            </p>
          </PageHeader>
          <Picture
            src={category.pic}
            alt=""
            sizes="(min-width: 768px) 50vw, 100vw"
            priority
            className="h-auto w-full"
          />
        </div>
      </div>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} className="mx-auto max-w-7xl px-5 py-14">
          <div className="grid gap-8 md:grid-cols-[1fr_2fr] md:items-center">
            <div>
              <h2
                id={`group-${group.id}`}
                lang={group.namesLine ? undefined : englishLang(group, "label")}
                className="text-3xl font-bold tracking-tight"
              >
                {/* a group named as the line (Drumcomputer under Drumcomputer): its models, not the page's name again */}
                <Phrases text={group.namesLine ? text.lineModels : group.label} />
              </h2>
              <p lang={englishLang(group, "desc")} className="mt-3 text-ink-soft">
                {group.desc}
              </p>
            </div>
            <div className="grid grid-cols-2 gap-4">
              <Picture
                src={group.pic}
                alt=""
                sizes="(min-width: 768px) 30vw, 50vw"
                className="h-auto w-full rounded-xl bg-mist"
              />
              <Picture
                src={group.pic2}
                alt=""
                sizes="(min-width: 768px) 30vw, 50vw"
                className="h-auto w-full rounded-xl bg-mist"
              />
            </div>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {group.products.map((product) => (
              <Reveal as="li" key={product.id}>
                <ProductCard product={product} discover={text.discover} />
              </Reveal>
            ))}
          </ul>
          {group.total > group.products.length ? (
            <p className="mt-8 text-center">
              <Link
                to={rangeHref(category.id, { group: group.id })}
                className="font-semibold text-accent hover:underline"
              >
                {fill(text.allInGroup, { count: n(group.total), group: group.label })}
              </Link>
            </p>
          ) : null}
        </section>
      ))}
      {discontinued > 0 ? (
        <section aria-labelledby="discontinued" className="border-t border-line bg-mist">
          <div className="mx-auto max-w-7xl px-5 py-10">
            <h2 id="discontinued" className="text-2xl font-bold tracking-tight">
              <Phrases text={text.discontinued} />
            </h2>
            <p className="mt-2 text-ink-soft">
              {/* the models named where they are few: 「生産完了モデル（MK200）の取扱説明書…」 */}
              {discontinuedModels.length > 0
                ? fill(text.discontinuedNamed, { models: format.and(discontinuedModels) })
                : fill(discontinued === 1 ? text.discontinuedTextOne : text.discontinuedText, {
                    count: countInTextIn(locale)(discontinued),
                    line: category.name,
                    lineLower: category.name.toLowerCase(),
                  })}
              {text.sentenceGap}
              <Link
                to={rangeHref(category.id, { range: "discontinued" })}
                className="font-semibold text-accent hover:underline"
              >
                {text.discontinuedLink}
              </Link>
            </p>
          </div>
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
