import { InfoPage, simplePage } from "~/components/ui/info-page";

const page = simplePage(
  "Technology",
  "/aboutus/technology",
  "The key actions, sound engines and speaker systems inside Noteva instruments.",
  [{ title: "About us", type: "/aboutus/companyoverview" }],
);
export const meta = page.meta;
export const handle = page.handle;

export default function Page() {
  return (
    <InfoPage
      eyebrow="About us"
      title="Technology"
      intro={
        <p>
          Graded hammer actions, multi-layer sampled pianos with string and damper resonance, and speaker systems tuned
          in the cabinet they play from: the technology that makes a Noteva feel like an instrument.
        </p>
      }
    />
  );
}
