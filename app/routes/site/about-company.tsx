import { Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { Phrases } from "~/components/ui/phrases";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import { companyFacts, withFacts } from "~/compose/company-facts.server";
import { companyContent, companyText } from "~/features/company/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { type FrameMessages, fill, useFrame } from "~/lib/i18n/frame";
import { phrasedFields } from "~/lib/i18n/phrases.server";
import { seo } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/about-company";

export async function loader({ context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  const { timeline, values } = companyContent[locale];
  const { aboutUs, brandStory } = companyText[locale];
  // the number of countries the story names is Find a Store's
  const facts = await companyFacts(context.get(runtimeContext).database.db, locale);
  // headings break only between phrases on a Japanese page (decision 023)
  return {
    text: phrasedFields(locale, { ...brandStory, aboutUs }, ["title", "aboutUs", "timeline"]),
    timeline: withFacts(timeline, facts).map((step) => phrasedFields(locale, step, ["title"])),
    values: values.map((value) => phrasedFields(locale, value, ["title"])),
  };
}

type Data = Awaited<ReturnType<typeof loader>>;

export const handle = {
  breadcrumbs: ({ text }: Data, m: FrameMessages) =>
    pageTrail(text.title, href.aboutCompany(), [{ title: text.aboutUs, type: href.aboutCompany() }], m),
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { text } = args.loaderData;
  return seo(args, text.title, { description: text.description });
};

export default function BrandStory({ loaderData }: Route.ComponentProps) {
  const { text, timeline, values } = loaderData;
  const park = fill(useFrame().park, { site: siteConfig.name });
  return (
    <>
      <PageHeader eyebrow={text.aboutUs} title={text.title}>
        <p>{text.intro}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5">
        <Picture
          src="banner/spc121-1"
          alt={text.pictureAlt}
          sizes="(min-width: 1280px) 1240px, 100vw"
          priority
          className="h-auto w-full rounded-2xl"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {values.map((v) => (
            <li key={v.title} className="rounded-2xl bg-mist p-6">
              <h2 className="text-xl font-bold">
                <Phrases text={v.title} />
              </h2>
              <p className="mt-2 text-ink-soft">{v.text}</p>
            </li>
          ))}
        </ul>
        <section aria-labelledby="timeline" className="mt-16">
          <h2 id="timeline" className="text-3xl font-bold tracking-tight">
            <Phrases text={text.timeline} />
          </h2>
          <ol className="mt-8 border-l-2 border-accent pl-8">
            {timeline.map((step) => (
              <Reveal as="li" key={step.year} className="relative pb-10">
                <span
                  aria-hidden="true"
                  className="absolute -left-[41px] top-1 h-4 w-4 rounded-full border-4 border-white bg-accent"
                />
                <p className="text-sm font-bold tracking-widest text-accent">{step.year}</p>
                <h3 className="mt-1 text-xl font-bold">
                  <Phrases text={step.title} />
                </h3>
                <p className="mt-2 max-w-2xl text-ink-soft">{step.text}</p>
              </Reveal>
            ))}
          </ol>
        </section>
        <p className="text-lg">
          {fillNodes(text.more, {
            team: (
              <Link to={href.aboutTeam()} className="font-semibold text-accent hover:underline">
                {text.team}
              </Link>
            ),
            technology: (
              <Link to={href.aboutTechnology()} className="font-semibold text-accent hover:underline">
                {text.technology}
              </Link>
            ),
            park: (
              <Link to={href.aboutPark()} className="font-semibold text-accent hover:underline">
                {park}
              </Link>
            ),
          })}
        </p>
      </div>
    </>
  );
}
