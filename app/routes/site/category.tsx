import { data, Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { Picture } from "~/components/ui/picture";
import { ProductCard } from "~/components/ui/product-card";
import { Reveal } from "~/components/ui/reveal";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { categoryMemo } from "~/features/catalogue/queries.server";
import { rangeHref, rangeView } from "~/features/catalogue/range";
import { categoryRange } from "~/features/catalogue/range.server";
import { RangeList } from "~/features/catalogue/range-list";
import { type Crumb, home } from "~/lib/breadcrumbs";
import { pageMeta, seo } from "~/lib/meta";
import { parsePage } from "~/lib/pagination";
import type { Route } from "./+types/category";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = context.get(runtimeContext).database.db;
  const view = rangeView(new URL(request.url).searchParams, parsePage);
  if (view === "invalid") throw data("Not Found", { status: 404 });
  if (view) {
    const list = await categoryRange(db, params.id, view);
    if (!list) throw data("Not Found", { status: 404 });
    return { ...list, line: null };
  }
  const line = await categoryMemo(db, params.id);
  if (!line) throw data("Not Found", { status: 404 });
  return { category: line.category, line };
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>): Crumb[] => [
    home,
    { title: d.category.name, type: "category", id: d.category.id },
  ],
};

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  if (!d) return pageMeta("Page not found", "This page does not exist.");
  if (!d.line)
    return seo(args, `${d.view.range === "discontinued" ? "Discontinued " : ""}${d.group?.label ?? d.category.name}`, {
      description: `${d.category.name} by Noteva: ${d.total} ${d.view.range === "discontinued" ? "discontinued" : "current"} models${d.view.page > 1 ? `, page ${d.view.page}` : ""}.`,
      image: d.category.pic,
    });
  return seo(args, d.category.name, {
    description: `${d.category.name} by Noteva: ${d.category.title.toLowerCase()}. ${d.line.groups.map((g) => g.label).join(", ")}.`,
    image: d.category.pic,
  });
};

export default function Category({ loaderData }: Route.ComponentProps) {
  if (!loaderData.line) return <RangeList {...loaderData} />;
  const { category, groups, discontinued } = loaderData.line;
  return (
    <>
      <div className="bg-mist">
        <div className="mx-auto grid max-w-7xl items-center md:grid-cols-2">
          <PageHeader eyebrow="Products" title={category.name}>
            <p>{category.title}</p>
          </PageHeader>
          <Picture
            src={category.pic}
            alt=""
            sizes="(min-width: 768px) 50vw, 100vw"
            priority
            className="h-auto w-full"
          />
        </div>
      </div>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} className="mx-auto max-w-7xl px-5 py-14">
          <div className="grid gap-8 md:grid-cols-[1fr_2fr] md:items-center">
            <div>
              <h2 id={`group-${group.id}`} className="text-3xl font-bold tracking-tight">
                {group.label}
              </h2>
              <p className="mt-3 text-ink-soft">{group.desc}</p>
            </div>
            <div className="grid grid-cols-2 gap-4">
              <Picture
                src={group.pic}
                alt=""
                sizes="(min-width: 768px) 30vw, 50vw"
                className="h-auto w-full rounded-xl bg-mist"
              />
              <Picture
                src={group.pic2}
                alt=""
                sizes="(min-width: 768px) 30vw, 50vw"
                className="h-auto w-full rounded-xl bg-mist"
              />
            </div>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {group.products.map((product) => (
              <Reveal as="li" key={product.id}>
                <ProductCard product={product} />
              </Reveal>
            ))}
          </ul>
          {group.total > group.products.length ? (
            <p className="mt-8 text-center">
              <Link
                to={rangeHref(category.id, { group: group.id })}
                className="font-semibold text-accent hover:underline"
              >
                All {group.total} {group.label} models
              </Link>
            </p>
          ) : null}
        </section>
      ))}
      {discontinued > 0 ? (
        <section aria-labelledby="discontinued" className="border-t border-line bg-mist">
          <div className="mx-auto max-w-7xl px-5 py-10">
            <h2 id="discontinued" className="text-2xl font-bold tracking-tight">
              Discontinued models
            </h2>
            <p className="mt-2 text-ink-soft">
              Manuals, firmware and support for {discontinued} {category.name.toLowerCase()} no longer made.{" "}
              <Link
                to={rangeHref(category.id, { range: "discontinued" })}
                className="font-semibold text-accent hover:underline"
              >
                See the discontinued models
              </Link>
            </p>
          </div>
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
