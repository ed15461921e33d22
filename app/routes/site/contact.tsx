import { InfoPage, simplePage } from "~/components/ui/info-page";

const page = simplePage(
  "Contact Us",
  "/contactus",
  "Ask Noteva about an instrument, get technical support or find a dealer.",
  [{ title: "Support", type: "/support" }],
);
export const meta = page.meta;
export const handle = page.handle;

export default function Page() {
  return (
    <InfoPage
      eyebrow="Support"
      title="Contact Us"
      intro={
        <p>
          Questions about an instrument, technical support or becoming a dealer: write to us and a specialist will
          answer.
        </p>
      }
    />
  );
}
