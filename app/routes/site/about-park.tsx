import { Link } from "react-router";
import { simplePage } from "~/components/ui/info-page";
import { PageHeader } from "~/components/ui/page-header";
import { Picture } from "~/components/ui/picture";
import { park } from "~/features/company/content";
import { parkPath, parkTitle, siteConfig } from "~/lib/site-config";

const page = simplePage(
  parkTitle,
  parkPath,
  `${parkTitle}: the ${siteConfig.name} campus where instruments are designed, voiced and tested.`,
  [{ title: "About us", type: "/aboutus/companyoverview" }],
);
export const meta = page.meta;
export const handle = page.handle;

export default function Park() {
  return (
    <>
      <PageHeader eyebrow="About us" title={parkTitle}>
        <p>{park.intro}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5">
        <ul className="grid gap-8 md:grid-cols-3">
          {park.spaces.map((space, i) => (
            <li key={space.title}>
              <div className="aspect-video overflow-hidden rounded-2xl bg-mist [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
                <Picture src={space.pic} alt="" sizes="(min-width: 768px) 33vw, 100vw" priority={i === 0} />
              </div>
              <h2 className="mt-4 text-xl font-bold">{space.title}</h2>
              <p className="mt-2 text-ink-soft">{space.text}</p>
            </li>
          ))}
        </ul>
        <section aria-labelledby="visit" className="mt-16 rounded-2xl bg-mist p-8">
          <h2 id="visit" className="text-2xl font-bold">
            Visit us
          </h2>
          <ul className="mt-4 list-disc space-y-1 pl-6 text-ink-soft">
            {park.visit.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-4">
            <Link to="/contactus" className="font-semibold text-accent hover:underline">
              Contact us
            </Link>{" "}
            to book a school visit.
          </p>
        </section>
      </div>
    </>
  );
}
