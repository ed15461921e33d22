import { data, Link } from "react-router";
import { derivedOnce } from "~/.server/content-memo.server";
import { localeOf, runtimeContext } from "~/.server/context";
import { Pager } from "~/components/ui/pager";
import { Phrases } from "~/components/ui/phrases";
import { Picture } from "~/components/ui/picture";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { downloadsIn } from "~/compose/support.server";
import { groupDownloads } from "~/features/support/downloads";
import { notFoundMeta } from "~/features/support/meta";
import { SrText } from "~/features/support/rich-text";
import { type SupportText, supportText } from "~/features/support/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import { type FrameMessages, fill, useFormats, useLocale } from "~/lib/i18n/frame";
import { languageNameIn } from "~/lib/i18n/locales";
import { phrasedFields } from "~/lib/i18n/phrases.server";
import { seo } from "~/lib/meta";
import { pageOf } from "~/lib/pagination";
import type { Route } from "./+types/support-manuals";

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOf(context);
  const rows = await downloadsIn(context.get(runtimeContext).database.db, locale);
  // one card per manual, with a PDF per language (the page's language first)
  const manuals = derivedOnce(rows, `manuals:${locale}`, (all) =>
    groupDownloads(
      all.filter((r) => r.type === "owners-manual"),
      locale,
    ),
  );
  const shown = pageOf(manuals, new URL(request.url).searchParams.get("page"), MANUALS_PER_PAGE);
  if (!shown) throw data("Not Found", { status: 404 });
  return {
    manuals: shown.items,
    page: shown.page,
    pages: shown.pages,
    total: manuals.length,
    // the heading and the cards' titles break only between phrases on a Japanese page (decision 023)
    text: { ...supportText[locale], manuals: phrasedFields(locale, supportText[locale].manuals, ["title", "manual"]) },
  };
}

const MANUALS_PER_PAGE = 24;

export const handle = {
  breadcrumbs: ({ text }: { text: SupportText }, m: FrameMessages) =>
    pageTrail(text.manuals.title, href.supportManuals(), [{ title: text.support, type: href.support() }], m),
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, args.loaderData.text.manuals.title, { description: args.loaderData.text.manuals.description })
    : notFoundMeta(args.matches);

export default function Manuals({ loaderData }: Route.ComponentProps) {
  const t = loaderData.text.manuals;
  const format = useFormats();
  const locale = useLocale();
  // the English counts stay as they were written (no grouping); other languages group by their rules
  const count = locale === "en" ? String : format.number;
  return (
    <div className="mx-auto max-w-7xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight">
        <Phrases text={t.title} />
      </h1>
      <p className="mt-3 text-lg text-ink-soft">
        {t.intro}
        {loaderData.pages > 1
          ? fill(t.count, {
              total: count(loaderData.total),
              page: count(loaderData.page),
              pages: count(loaderData.pages),
            })
          : ""}
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.manuals.map((m) => {
          const manual = fill(t.manual, { product: m.productTitle });
          return (
            <li key={m.key} className="rounded-2xl border border-line p-5">
              <Picture
                src={`product/${m.productId.toLowerCase()}-front`}
                alt=""
                sizes="(min-width: 1024px) 30vw, 90vw"
                className="h-auto w-full rounded-xl bg-mist"
              />
              <h2 className="mt-4 text-lg font-bold">
                <Phrases text={manual} />
              </h2>
              <p className="text-sm text-muted">{m.detail}</p>
              <Link
                to={href.supportManual(m.productId)}
                className="mt-4 inline-block rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-accent"
              >
                <SrText template={t.readOnline} values={{ manual }} />
              </Link>
              {/* the PDF in every language it comes in, the page's language first */}
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {m.files.map((file) => (
                  <li key={file.key}>
                    <a
                      href={file.href}
                      hrefLang={file.language}
                      type="application/pdf"
                      className="inline-block rounded-full border border-line px-3 py-1.5 hover:border-ink hover:bg-mist"
                    >
                      {/* the PDF's language named in the page's (英語 on /ja); hreflang says which it is */}
                      {file.language ? (
                        <span className="font-semibold">{languageNameIn(file.language, locale)}</span>
                      ) : null}
                      {file.language ? format.marks.word : null}
                      <span className="text-ink-soft">
                        <SrText template={t.pdf} values={{ manual, size: file.size }} />
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <Pager page={loaderData.page} pages={loaderData.pages} href={(n) => href.supportManuals({ page: n })} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
