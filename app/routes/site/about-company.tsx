import { InfoPage, simplePage } from "~/components/ui/info-page";

const page = simplePage(
  "Brand Story",
  "/aboutus/companyoverview",
  "How Noteva began, and what we build digital pianos, keyboards and rhythm machines for.",
  [{ title: "About us", type: "/aboutus/companyoverview" }],
);
export const meta = page.meta;
export const handle = page.handle;

export default function Page() {
  return (
    <InfoPage
      eyebrow="About us"
      title="Brand Story"
      intro={
        <p>
          Noteva was founded by a piano technician and two sound engineers who wanted a digital piano that a teacher
          would recommend. Today we build digital pianos, arranger and portable keyboards and rhythm machines, and we
          still voice every piano sound by ear.
        </p>
      }
    />
  );
}
