import { localeOf } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { Phrases } from "~/components/ui/phrases";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import { companyContent, companyText } from "~/features/company/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import type { FrameMessages } from "~/lib/i18n/frame";
import { phrasedFields } from "~/lib/i18n/phrases.server";
import { seo } from "~/lib/meta";
import type { Route } from "./+types/about-technology";

export function loader({ context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  const { aboutUs, technology } = companyText[locale];
  // headings break only between phrases on a Japanese page (decision 023)
  return {
    text: phrasedFields(locale, { ...technology, aboutUs }, ["title", "aboutUs"]),
    technologies: companyContent[locale].technologies.map((t) => phrasedFields(locale, t, ["title"])),
  };
}

type Data = Awaited<ReturnType<typeof loader>>;

export const handle = {
  breadcrumbs: ({ text }: Data, m: FrameMessages) =>
    pageTrail(text.title, href.aboutTechnology(), [{ title: text.aboutUs, type: href.aboutCompany() }], m),
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { text } = args.loaderData;
  return seo(args, text.title, { description: text.description });
};

export default function Technology({ loaderData }: Route.ComponentProps) {
  const { text, technologies } = loaderData;
  return (
    <>
      <PageHeader eyebrow={text.aboutUs} title={text.title}>
        <p>{text.intro}</p>
      </PageHeader>
      <ol className="mx-auto max-w-7xl space-y-16 px-5">
        {technologies.map((t, i) => (
          <Reveal as="li" key={t.title} className="grid items-center gap-8 md:grid-cols-2">
            <div className={i % 2 ? "md:order-2" : ""}>
              <Picture
                src={t.pic}
                alt=""
                sizes="(min-width: 768px) 50vw, 100vw"
                priority={i === 0}
                className="h-auto w-full rounded-2xl"
              />
            </div>
            <div>
              <h2 className="text-3xl font-bold tracking-tight">
                <Phrases text={t.title} />
              </h2>
              <p className="mt-3 text-lg text-ink-soft">{t.text}</p>
              <ul className="mt-4 list-disc space-y-1 pl-6">
                {t.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          </Reveal>
        ))}
      </ol>
    </>
  );
}
