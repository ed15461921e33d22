import { Link } from "react-router";
import { simplePage } from "~/components/ui/info-page";
import { PageHeader } from "~/components/ui/page-header";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import { timeline, values } from "~/features/company/content";

const page = simplePage(
  "Brand Story",
  "/aboutus/companyoverview",
  "How Noteva began, and what we build digital pianos, keyboards and rhythm machines for.",
  [{ title: "About us", type: "/aboutus/companyoverview" }],
);
export const meta = page.meta;
export const handle = page.handle;

export default function BrandStory() {
  return (
    <>
      <PageHeader eyebrow="About us" title="Brand Story">
        <p>
          Noteva began in 2009 with a piano technician and two sound engineers who wanted a digital piano a teacher
          would recommend. We still voice every piano sound by ear, and we still answer owners by name.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5">
        <Picture
          src="banner/spc121-1"
          alt="A Noteva SP-C121 on stage"
          sizes="(min-width: 1280px) 1240px, 100vw"
          priority
          className="h-auto w-full rounded-2xl"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {values.map((v) => (
            <li key={v.title} className="rounded-2xl bg-mist p-6">
              <h2 className="text-xl font-bold">{v.title}</h2>
              <p className="mt-2 text-ink-soft">{v.text}</p>
            </li>
          ))}
        </ul>
        <section aria-labelledby="timeline" className="mt-16">
          <h2 id="timeline" className="text-3xl font-bold tracking-tight">
            Our story so far
          </h2>
          <ol className="mt-8 border-l-2 border-accent pl-8">
            {timeline.map((step) => (
              <Reveal as="li" key={step.year} className="relative pb-10">
                <span
                  aria-hidden="true"
                  className="absolute -left-[41px] top-1 h-4 w-4 rounded-full border-4 border-white bg-accent"
                />
                <p className="text-sm font-bold tracking-widest text-accent">{step.year}</p>
                <h3 className="mt-1 text-xl font-bold">{step.title}</h3>
                <p className="mt-2 max-w-2xl text-ink-soft">{step.text}</p>
              </Reveal>
            ))}
          </ol>
        </section>
        <p className="text-lg">
          Meet{" "}
          <Link to="/aboutus/team" className="font-semibold text-accent hover:underline">
            the team
          </Link>
          , read about{" "}
          <Link to="/aboutus/technology" className="font-semibold text-accent hover:underline">
            our technology
          </Link>
          , or visit{" "}
          <Link to="/aboutus/notevapark" className="font-semibold text-accent hover:underline">
            Noteva Park
          </Link>
          .
        </p>
      </div>
    </>
  );
}
