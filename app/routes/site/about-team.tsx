import { localeOf, runtimeContext } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { companyFacts, withFacts } from "~/compose/company-facts.server";
import { withMonograms } from "~/features/company/monogram";
import { companyContent, companyText } from "~/features/company/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import type { FrameMessages } from "~/lib/i18n/frame";
import { phrasedFields } from "~/lib/i18n/phrases.server";
import { seo } from "~/lib/meta";
import type { Route } from "./+types/about-team";

export async function loader({ context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  const { aboutUs, team } = companyText[locale];
  // the number of countries the dealer network spans is Find a Store's
  const facts = await companyFacts(context.get(runtimeContext).database.db, locale);
  // headings break only between phrases on a Japanese page (decision 023)
  return {
    text: phrasedFields(locale, { ...team, aboutUs }, ["title", "aboutUs"]),
    team: withMonograms(withFacts(companyContent[locale].team, facts)),
  };
}

type Data = Awaited<ReturnType<typeof loader>>;

export const handle = {
  breadcrumbs: ({ text }: Data, m: FrameMessages) =>
    pageTrail(text.title, href.aboutTeam(), [{ title: text.aboutUs, type: href.aboutCompany() }], m),
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { text } = args.loaderData;
  return seo(args, text.title, { description: text.description });
};

export default function Team({ loaderData }: Route.ComponentProps) {
  const { text, team } = loaderData;
  return (
    <>
      <PageHeader eyebrow={text.aboutUs} title={text.title}>
        <p>{text.intro}</p>
      </PageHeader>
      <ul className="mx-auto grid max-w-7xl gap-6 px-5 sm:grid-cols-2 lg:grid-cols-3">
        {team.map((person) => (
          <li key={person.name} className="rounded-2xl border border-line p-6">
            <span
              aria-hidden="true"
              className="flex h-16 w-16 items-center justify-center rounded-full bg-ink text-xl font-bold text-white"
            >
              {person.monogram}
            </span>
            <h2 className="mt-4 text-xl font-bold">{person.name}</h2>
            <p className="text-sm font-semibold text-accent">{person.role}</p>
            <p className="mt-3 text-ink-soft">{person.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
