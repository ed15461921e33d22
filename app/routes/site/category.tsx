import { data } from "react-router";
import { runtimeContext } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { Picture } from "~/components/ui/picture";
import { ProductCard } from "~/components/ui/product-card";
import { Reveal } from "~/components/ui/reveal";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { categoryMemo } from "~/features/catalogue/queries.server";
import { type Crumb, home } from "~/lib/breadcrumbs";
import { pageMeta, seo } from "~/lib/meta";
import type { Route } from "./+types/category";

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await categoryMemo(context.get(runtimeContext).database.db, params.id);
  if (!found) throw data("Not Found", { status: 404 });
  return found;
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>): Crumb[] => [
    home,
    { title: d.category.name, type: "category", id: d.category.id },
  ],
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, args.loaderData.category.name, {
        description: `${args.loaderData.category.name} by Noteva: ${args.loaderData.category.title.toLowerCase()}. ${args.loaderData.groups.map((g) => g.label).join(", ")}.`,
        image: args.loaderData.category.pic,
      })
    : pageMeta("Page not found", "This page does not exist.");

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, groups } = loaderData;
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
        </section>
      ))}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
