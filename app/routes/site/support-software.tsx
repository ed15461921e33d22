import { Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { Picture } from "~/components/ui/picture";
import { formatDate } from "~/features/news/article-page";
import { productsWithFirmware } from "~/features/support/queries.server";
import { pageTrail } from "~/lib/breadcrumbs";
import { seo } from "~/lib/meta";
import type { Route } from "./+types/support-software";

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await productsWithFirmware(context.get(runtimeContext).database.db) };
}

export const handle = {
  breadcrumbs: () => pageTrail("Software and firmware", "/support/software", [{ title: "Support", type: "/support" }]),
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, "Software and firmware", {
    description: "Firmware updates for Noteva instruments, with changelogs, checksums and update steps.",
  });

export default function Software({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Software and firmware</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">
        Firmware updates add features and fix problems. Each page lists the versions, what changed, the checksum of the
        file and illustrated update steps.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.products.map((p) => (
          <li key={p.id}>
            <Link
              to={`/support/firmware/${p.id}`}
              className="group block rounded-2xl border border-line p-5 hover:border-ink"
            >
              <Picture
                src={p.pic}
                alt=""
                sizes="(min-width: 1024px) 30vw, 90vw"
                className="h-auto w-full rounded-xl bg-mist"
              />
              <span className="mt-4 block text-lg font-bold group-hover:text-accent">{p.title} firmware</span>
              <span className="block text-sm text-muted">
                Latest: {p.version}, {formatDate(p.releasedAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
