import { InfoPage, simplePage } from "~/components/ui/info-page";
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
    <InfoPage
      eyebrow="About us"
      title={parkTitle}
      intro={
        <p>
          {parkTitle} is our campus: the listening rooms where pianos are voiced, the lab where key actions run a
          million strokes, and the hall where owners and teachers play the next instrument before it ships.
        </p>
      }
    />
  );
}
