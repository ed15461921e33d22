import { InfoPage } from "~/components/ui/info-page";
import { pageTrail } from "~/lib/breadcrumbs";
import { seo } from "~/lib/meta";
import type { Route } from "./+types/news";

/** `t=u` selects the update articles (firmware, software, manual revisions); anything else is news. */
export function loader({ request }: Route.LoaderArgs) {
  const updates = new URL(request.url).searchParams.get("t") === "u";
  return { updates };
}

export const handle = {
  breadcrumbs: (d: { updates: boolean }) =>
    d.updates ? pageTrail("Update", "/news?t=u", [{ title: "News", type: "/news" }]) : pageTrail("News", "/news"),
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData?.updates
    ? seo(args, "Updates", {
        description: "Firmware, software and manual updates for Noteva instruments.",
        keepSearch: true,
      })
    : seo(args, "News", { description: "News from Noteva: new instruments, events and artists." });

export default function News({ loaderData }: Route.ComponentProps) {
  return loaderData.updates ? (
    <InfoPage
      eyebrow="News"
      title="Updates"
      intro={<p>Firmware, software and manual revisions for Noteva instruments, newest first.</p>}
    />
  ) : (
    <InfoPage
      eyebrow="News"
      title="News"
      intro={<p>New instruments, events and stories from Noteva, newest first.</p>}
    />
  );
}
