import { InfoPage, simplePage } from "~/components/ui/info-page";

const page = simplePage(
  "Download",
  "/support",
  "Owner's manuals, data lists, quick start guides and firmware for Noteva instruments.",
  [{ title: "Support", type: "/support" }],
);
export const meta = page.meta;
export const handle = page.handle;

export default function Page() {
  return (
    <InfoPage
      eyebrow="Support"
      title="Download"
      intro={
        <p>
          Owner's manuals, data lists, quick start guides and firmware for every Noteva instrument, free to download
          without registration.
        </p>
      }
    />
  );
}
