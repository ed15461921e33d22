import { Form, Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { Phrases } from "~/components/ui/phrases";
import { Picture } from "~/components/ui/picture";
import { COMPARE_MAX, COMPARE_MIN, compareRows, offeredModels, parseCompareIds } from "~/features/catalogue/compare";
import { compareText } from "~/features/catalogue/compare-text.server";
import { compareSpecificationsIn, productLinesIn } from "~/features/catalogue/localized.server";
import { allProductsMemo } from "~/features/catalogue/queries.server";
import { catalogueText } from "~/features/catalogue/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import type { ParamValue } from "~/lib/content-model";
import * as href from "~/lib/href";
import { type FrameMessages, fill } from "~/lib/i18n/frame";
import { phrasedFields, phrasedLabels } from "~/lib/i18n/phrases.server";
import { seo } from "~/lib/meta";
import { NO_VALUE } from "~/lib/spec-values";
import type { Route } from "./+types/compare";

export async function loader({ request, context }: Route.LoaderArgs) {
  const products = await allProductsMemo(context.get(runtimeContext).database.db);
  const locale = localeOf(context);
  const { common } = catalogueText[locale];
  const compare = compareText[locale];
  const search = new URL(request.url).searchParams;
  const picked = parseCompareIds(
    search,
    products.map((p) => p.id),
  );
  const chosen = picked.ids.map((id) => products.find((p) => p.id === id)).filter((p) => p !== undefined);
  const lines = await productLinesIn(context.get(runtimeContext).database.db, locale);
  return {
    options: offeredModels(products, lines, picked.ids),
    picked,
    // the form's own "diff=1"
    onlyDifferences: search.get("diff") === "1",
    products: chosen.map(({ id, title, pic }) => ({ id, title, pic })),
    // specification labels and word values in the page's language
    // a Japanese label breaks only between its phrases (伴奏スタイル／リズム, never スタイルコントロ／ール)
    rows: picked.enough
      ? phrasedLabels(
          locale,
          compareRows(await compareSpecificationsIn(context.get(runtimeContext).database.db, chosen, locale), locale),
        )
      : [],
    // its heading breaks only between phrases on a Japanese page (製品を|比較する)
    text: { ...phrasedFields(locale, compare, ["heading"]), none: common.none, listSeparator: common.listSeparator },
  };
}

export const handle = {
  breadcrumbs: ({ text }: Awaited<ReturnType<typeof loader>>, m: FrameMessages) =>
    pageTrail(text.crumb, href.compare(), [], m),
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { products, text } = args.loaderData;
  return seo(
    args,
    products.length
      ? fill(text.titleWith, { products: products.map((p) => p.title).join(text.listSeparator) })
      : text.title,
    { description: text.description, keepSearch: true },
  );
};

/**
 * One model's value in a row: a row its specification does not describe says so („keine Angabe“),
 * which is not a dash, the model's „does not have it“ (a drum machine's polyphony is not stated, its
 * MIDI is its MIDI IN and OUT).
 */
function Value({
  value,
  stated,
  none,
  notStated,
}: {
  value: ParamValue | undefined;
  stated: boolean | undefined;
  none: string;
  notStated: string;
}) {
  if (!stated) return <span className="text-xs italic">{notStated}</span>;
  if (value === undefined || value === null || value === "")
    return (
      <>
        <span aria-hidden="true">{NO_VALUE}</span>
        <span className="sr-only">{none}</span>
      </>
    );
  if (Array.isArray(value))
    return (
      <ul className="list-disc space-y-1 pl-4">
        {value.map((v) => (
          <li key={v}>{v}</li>
        ))}
      </ul>
    );
  return <>{value}</>;
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { options, picked, products, rows, onlyDifferences, text } = loaderData;
  const titles = products.map((p) => p.title).join(text.listSeparator);
  const shown = onlyDifferences ? rows.filter((r) => r.differs) : rows;
  return (
    <div className="mx-auto max-w-7xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight">
        <Phrases text={text.heading} />
      </h1>
      <p className="mt-3 text-lg text-ink-soft">{fill(text.intro, { min: COMPARE_MIN, max: COMPARE_MAX })}</p>

      <Form method="get" className="mt-8 rounded-2xl border border-line p-6">
        <fieldset>
          <legend className="font-semibold">{text.instruments}</legend>
          {options.map((line) => (
            <fieldset key={line.id} className="mt-3">
              <legend className="text-sm text-ink-soft">{line.name}</legend>
              <ul className="mt-2 grid gap-2 sm:grid-cols-3 lg:grid-cols-5">
                {line.models.map((o) => (
                  <li key={o.id}>
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        name="p"
                        value={o.id}
                        defaultChecked={picked.ids.includes(o.id)}
                        className="h-4 w-4 accent-accent"
                      />
                      {o.title}
                      {o.discontinued ? (
                        <>
                          {" "}
                          <span className="text-xs text-ink-soft">{text.discontinued}</span>
                        </>
                      ) : null}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        </fieldset>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="diff"
              value="1"
              defaultChecked={onlyDifferences}
              className="h-4 w-4 accent-accent"
            />
            {text.onlyDifferences}
          </label>
          <button
            type="submit"
            className="rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-white hover:bg-accent"
          >
            {text.submit}
          </button>
        </div>
      </Form>

      <div aria-live="polite">
        {picked.unknown.length ? (
          <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-sm text-accent-dark">
            {fill(text.unknown, {
              values: picked.unknown.map((u) => fill(text.quoted, { value: u })).join(text.listSeparator),
            })}
          </p>
        ) : null}
        {picked.tooMany ? (
          <p role="alert" className="mt-6 rounded-lg bg-amber-50 p-3 text-sm">
            {fill(text.tooMany, { max: COMPARE_MAX })}
          </p>
        ) : null}
        {!picked.enough ? (
          <p className="mt-6 text-ink-soft">{picked.ids.length === 1 ? text.oneMore : text.atLeastTwo}</p>
        ) : null}
      </div>

      {picked.enough ? (
        <div className="relative mt-10 overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">{fill(text.caption, { products: titles })}</caption>
            <thead>
              <tr>
                {/* the labels stay in view while a phone scrolls the products sideways */}
                <td className="sticky left-0 z-10 w-32 bg-white sm:w-56" />
                {products.map((p) => (
                  <th key={p.id} scope="col" className="p-3 align-bottom">
                    <Picture src={p.pic} alt="" sizes="200px" className="h-auto w-full max-w-52 rounded-xl bg-mist" />
                    <Link to={href.productDetail(p.id)} className="mt-2 block text-lg font-bold hover:text-accent">
                      {p.title}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr
                  key={row.key}
                  data-differs={row.differs}
                  className={`border-t border-line align-top ${row.differs ? "bg-amber-50" : ""}`}
                >
                  <th
                    scope="row"
                    className={`sticky left-0 z-10 p-3 font-semibold [&:lang(en)]:capitalize ${row.differs ? "bg-amber-50" : "bg-white"}`}
                  >
                    <Phrases text={row.label} />
                    {row.differs ? (
                      <span
                        data-badge="differs"
                        className="ml-2 whitespace-nowrap rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold normal-case text-ink"
                      >
                        {text.differs}
                      </span>
                    ) : null}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={products[i]?.id} className="p-3 text-ink-soft">
                      <Value value={value} stated={row.stated[i]} none={text.none} notStated={text.notStated} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 ? <p className="mt-4 text-ink-soft">{text.same}</p> : null}
          {rows.some((r) => r.stated.includes(false)) ? (
            <p className="mt-4 text-sm text-ink-soft">{text.legend}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
