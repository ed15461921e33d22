import { simplePage } from "~/components/ui/info-page";
import { PageHeader } from "~/components/ui/page-header";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import { technologies } from "~/features/company/content";

const page = simplePage(
  "Technology",
  "/aboutus/technology",
  "The key actions, sound engines and speaker systems inside Noteva instruments.",
  [{ title: "About us", type: "/aboutus/companyoverview" }],
);
export const meta = page.meta;
export const handle = page.handle;

export default function Technology() {
  return (
    <>
      <PageHeader eyebrow="About us" title="Technology">
        <p>
          What makes a Noteva feel like an instrument: the action under your fingers, the piano in the sound engine, and
          the speakers that bring it to the room.
        </p>
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
              <h2 className="text-3xl font-bold tracking-tight">{t.title}</h2>
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
