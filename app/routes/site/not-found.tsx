import { data } from "react-router";
import { NotFound } from "~/components/ui/route-error";
import { type Crumb, homeIn } from "~/lib/breadcrumbs";
import type { FrameMessages } from "~/lib/i18n/frame";
import { frameOf, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

/** Any URL no route matches: a real page inside the layout, with status 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const m = frameOf(matches)?.notFound;
  return [
    ...pageMeta(m?.title ?? "Page not found", m?.description ?? "This page does not exist."),
    { name: "robots", content: "noindex" },
  ];
};

export const handle = {
  breadcrumbs: (_data: unknown, m: FrameMessages): Crumb[] => [homeIn(m), { title: m.notFound.title, type: "home" }],
};

export default function NotFoundPage() {
  return <NotFound />;
}
