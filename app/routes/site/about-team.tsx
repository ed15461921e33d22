import { InfoPage, simplePage } from "~/components/ui/info-page";

const page = simplePage("Team", "/aboutus/team", "The people who design, voice and support Noteva instruments.", [
  { title: "About us", type: "/aboutus/companyoverview" },
]);
export const meta = page.meta;
export const handle = page.handle;

export default function Page() {
  return (
    <InfoPage
      eyebrow="About us"
      title="Team"
      intro={
        <p>
          Our instruments are designed by a small team of engineers, sound designers and players, and supported by
          specialists who answer your questions in person.
        </p>
      }
    />
  );
}
