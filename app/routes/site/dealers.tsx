import { InfoPage, simplePage } from "~/components/ui/info-page";

const page = simplePage(
  "Find A Store",
  "/dealer/distributor",
  "Noteva distributors and dealer stores: play an instrument before you buy.",
);
export const meta = page.meta;
export const handle = page.handle;

export default function Page() {
  return (
    <InfoPage
      eyebrow="Dealer stores"
      title="Find A Store"
      intro={
        <p>
          Play a Noteva before you buy: our distributors and dealer stores carry the instruments and can advise you in
          person.
        </p>
      }
    />
  );
}
