import { data, Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { Phrases } from "~/components/ui/phrases";
import { legalFactsIn } from "~/compose/company-facts.server";
import { legalPage } from "~/features/company/legal.server";
import { LegalBody } from "~/features/company/legal-body";
import { companyText } from "~/features/company/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import { legalPageKeys } from "~/lib/content-model";
import { formatsFor } from "~/lib/format";
import * as href from "~/lib/href";
import { type FrameMessages, fill, useFrame } from "~/lib/i18n/frame";
import { unprefixedPath } from "~/lib/i18n/locales";
import { phrase, phrasedIn } from "~/lib/i18n/phrases.server";
import { fillFacts, withLegalFacts } from "~/lib/legal-text";
import { seo } from "~/lib/meta";
import { legalLinks } from "~/lib/navigation";
import type { Route } from "./+types/legal";

/** The page at an address: one route module serves them all (lib/route-map.ts). */
const keyAt = (path: string) => legalPageKeys.find((key) => href.legalPage(key) === path);

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  // the address as React Router matched it (a client navigation's request ends in .data)
  const key = keyAt(unprefixedPath(url.pathname));
  const db = context.get(runtimeContext).database.db;
  const page = key ? await legalPage(db, key, locale) : null;
  if (!key || !page) throw data("Not Found", { status: 404 });
  // the brand's details from the site configuration, and the counts from the data
  const facts = await legalFactsIn(db, locale);
  // headings break only between phrases on a Japanese page (decision 023)
  const blocks = withLegalFacts(page.body, facts).map((b) =>
    b.type === "h2" || b.type === "h3" ? { ...b, text: phrase(b.text) } : b,
  );
  const { aboutUs, legal } = companyText[locale];
  return {
    key,
    title: phrasedIn(locale, fillFacts(page.title, facts)),
    summary: fillFacts(page.summary, facts),
    // the date the text took effect, as the reader's language writes a date
    updated: fill(legal.updated, { date: formatsFor(locale).date(page.effectiveOn) }),
    blocks,
    text: phrasedIn(locale, { ...legal, aboutUs }),
  };
}

type Data = Awaited<ReturnType<typeof loader>>;

export const handle = {
  breadcrumbs: ({ key, title, text }: Data, m: FrameMessages) =>
    key === "profile"
      ? pageTrail(title, href.legalPage("profile"), [{ title: text.aboutUs, type: href.aboutCompany() }], m)
      : key === "warranty"
        ? pageTrail(title, href.legalPage("warranty"), [{ title: text.support, type: href.support() }], m)
        : pageTrail(title, href.legalPage(key), [], m),
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { title, summary } = args.loaderData;
  return seo(args, title, { description: summary });
};

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { key, title, updated, blocks, text } = loaderData;
  const { footer } = useFrame();
  // the legal pages list one another; the warranty page, under support, lists none of them
  const others =
    key === "warranty" ? [] : legalLinks(footer).filter((link) => link.key !== key && link.key !== "warranty");
  return (
    <>
      <PageHeader
        eyebrow={key === "profile" ? text.aboutUs : key === "warranty" ? text.support : text.eyebrow}
        title={title}
      >
        <p className="text-base text-muted">{updated}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5">
        <LegalBody blocks={blocks} />
        {others.length > 0 && (
          <nav aria-labelledby="legal-others" className="mt-16 max-w-3xl border-t border-line pt-6">
            <h2 id="legal-others" className="text-sm font-semibold uppercase tracking-widest text-accent">
              <Phrases text={text.others} />
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {others.map((other) => (
                <li key={other.key}>
                  <Link to={other.to} className="font-semibold text-accent hover:underline">
                    <Phrases text={other.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
export { RouteErrorBoundary as ErrorBoundary } from "~/components/ui/route-error";
