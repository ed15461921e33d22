import { data, Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { Pager } from "~/components/ui/pager";
import { Picture } from "~/components/ui/picture";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { allDownloadsMemo } from "~/features/support/queries.server";
import { pageTrail } from "~/lib/breadcrumbs";
import { seo } from "~/lib/meta";
import { pagedHref, pageOf } from "~/lib/pagination";
import type { Route } from "./+types/support-manuals";

export async function loader({ context, request }: Route.LoaderArgs) {
  const rows = await allDownloadsMemo(context.get(runtimeContext).database.db);
  const manuals = rows.filter((r) => r.type === "owners-manual");
  const shown = pageOf(manuals, new URL(request.url).searchParams.get("page"), MANUALS_PER_PAGE);
  if (!shown) throw data("Not Found", { status: 404 });
  return { manuals: shown.items, page: shown.page, pages: shown.pages, total: manuals.length };
}

const MANUALS_PER_PAGE = 24;

export const handle = {
  breadcrumbs: () => pageTrail("Owner's manuals", "/support/manuals", [{ title: "Support", type: "/support" }]),
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, "Owner's manuals", { description: "Every Noteva owner's manual, to read online or download as a PDF." });

export default function Manuals({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Owner's manuals</h1>
      <p className="mt-3 text-lg text-ink-soft">
        Read a manual online, with a table of contents and links to each section, or download the PDF.
        {loaderData.pages > 1 ? ` ${loaderData.total} manuals, page ${loaderData.page} of ${loaderData.pages}.` : ""}
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.manuals.map((m) => (
          <li key={m.key} className="rounded-2xl border border-line p-5">
            <Picture
              src={`product/${m.productId.toLowerCase()}-front`}
              alt=""
              sizes="(min-width: 1024px) 30vw, 90vw"
              className="h-auto w-full rounded-xl bg-mist"
            />
            <h2 className="mt-4 text-lg font-bold">{m.productTitle} owner's manual</h2>
            <p className="text-sm text-muted">{m.detail}</p>
            <div className="mt-4 flex flex-wrap gap-3 text-sm font-semibold">
              <Link
                to={`/support/manuals/${m.productId}`}
                className="rounded-full bg-ink px-4 py-2 text-white hover:bg-accent"
              >
                Read online<span className="sr-only">: {m.productTitle} owner's manual</span>
              </Link>
              <a href={m.href} className="rounded-full border border-ink px-4 py-2 hover:bg-mist">
                PDF · {m.size}
                <span className="sr-only"> {m.productTitle} owner's manual</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={loaderData.page} pages={loaderData.pages} href={(n) => pagedHref("/support/manuals", {}, n)} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
