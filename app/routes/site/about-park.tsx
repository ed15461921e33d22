import { Link } from "react-router";
import { localeOf } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { Phrases } from "~/components/ui/phrases";
import { Picture } from "~/components/ui/picture";
import { companyAddressIn } from "~/features/company/legal-facts";
import { companyContent, companyText } from "~/features/company/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { type FrameMessages, fill, useFrame } from "~/lib/i18n/frame";
import { phrasedFields } from "~/lib/i18n/phrases.server";
import { frameOf, seo } from "~/lib/meta";
import { parkTitle, siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/about-park";

export function loader({ context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  const { aboutUs, park } = companyText[locale];
  // headings break only between phrases on a Japanese page (decision 023)
  const { spaces, ...rest } = companyContent[locale].park;
  const shown = { ...rest, spaces: spaces.map((space) => phrasedFields(locale, space, ["title"])) };
  // the park is the head office: its address from the brand's details, as the page's language writes it
  const address = companyAddressIn(locale).split("\n");
  return {
    text: phrasedFields(locale, { ...park, aboutUs }, ["aboutUs", "visit", "directions"]),
    park: shown,
    address,
  };
}

type Data = Awaited<ReturnType<typeof loader>>;

/** "{site} Park" as the page's language writes it (the frame's `park`, as in the menus). */
const titleIn = (m: { park: string } | undefined) => (m ? fill(m.park, { site: siteConfig.name }) : parkTitle);

export const handle = {
  breadcrumbs: ({ text }: Data, m: FrameMessages) =>
    pageTrail(titleIn(m), href.aboutPark(), [{ title: text.aboutUs, type: href.aboutCompany() }], m),
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { text } = args.loaderData;
  const title = titleIn(frameOf(args.matches));
  return seo(args, title, { description: fill(text.description, { park: title, site: siteConfig.name }) });
};

export default function Park({ loaderData }: Route.ComponentProps) {
  const { text, park, address } = loaderData;
  const title = titleIn(useFrame());
  return (
    <>
      <PageHeader eyebrow={text.aboutUs} title={title}>
        <p>{park.intro}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5">
        <ul className="grid gap-8 md:grid-cols-3">
          {park.spaces.map((space, i) => (
            <li key={space.title}>
              <div className="aspect-video overflow-hidden rounded-2xl bg-mist [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
                <Picture src={space.pic} alt="" sizes="(min-width: 768px) 33vw, 100vw" priority={i === 0} />
              </div>
              <h2 className="mt-4 text-xl font-bold">
                <Phrases text={space.title} />
              </h2>
              <p className="mt-2 text-ink-soft">{space.text}</p>
            </li>
          ))}
        </ul>
        <section aria-labelledby="visit" className="mt-16 rounded-2xl bg-mist p-8">
          <h2 id="visit" className="text-2xl font-bold">
            <Phrases text={text.visit} />
          </h2>
          <ul className="mt-4 list-disc space-y-1 pl-6 text-ink-soft">
            {park.visit.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h3 id="directions" className="mt-8 text-lg font-bold">
            <Phrases text={text.directions} />
          </h3>
          <address className="mt-3 not-italic">
            {[title, ...address].map((line, i) => (
              <span key={line} className={i === 0 ? "block font-semibold" : "block"}>
                {line}
              </span>
            ))}
          </address>
          <ul className="mt-4 list-disc space-y-1 pl-6 text-ink-soft">
            {park.directions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-6">
            {fillNodes(text.book, {
              contact: (
                <Link to={href.contact()} className="font-semibold text-accent hover:underline">
                  {text.contact}
                </Link>
              ),
            })}
          </p>
        </section>
      </div>
    </>
  );
}
