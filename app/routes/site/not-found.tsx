import { data } from "react-router";
import { NotFound } from "~/components/ui/route-error";
import { type Crumb, home } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/meta";

/** Any URL no route matches: a real page inside the layout, with status 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta = () => [
  ...pageMeta("Page not found", "This page does not exist."),
  { name: "robots", content: "noindex" },
];

export const handle = { breadcrumbs: (): Crumb[] => [home, { title: "Page not found", type: "home" }] };

export default function NotFoundPage() {
  return <NotFound />;
}
