import { simplePage } from "~/components/ui/info-page";
import { PageHeader } from "~/components/ui/page-header";
import { team } from "~/features/company/content";

const page = simplePage("Team", "/aboutus/team", "The people who design, voice and support Noteva instruments.", [
  { title: "About us", type: "/aboutus/companyoverview" },
]);
export const meta = page.meta;
export const handle = page.handle;

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

export default function Team() {
  return (
    <>
      <PageHeader eyebrow="About us" title="Team">
        <p>
          Engineers, sound designers and players: a small team that designs every Noteva instrument, and specialists who
          answer your questions in person.
        </p>
      </PageHeader>
      <ul className="mx-auto grid max-w-7xl gap-6 px-5 sm:grid-cols-2 lg:grid-cols-3">
        {team.map((person) => (
          <li key={person.name} className="rounded-2xl border border-line p-6">
            <span
              aria-hidden="true"
              className="flex h-16 w-16 items-center justify-center rounded-full bg-ink text-xl font-bold text-white"
            >
              {initials(person.name)}
            </span>
            <h2 className="mt-4 text-xl font-bold">{person.name}</h2>
            <p className="text-sm font-semibold text-accent">{person.role}</p>
            <p className="mt-3 text-ink-soft">{person.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
