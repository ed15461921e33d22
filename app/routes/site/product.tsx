import { data, Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { productById } from "~/features/catalogue/queries.server";
import { type Crumb, home } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await productById(context.get(runtimeContext).database.db, params.id);
  if (!found) throw data("Not Found", { status: 404 });
  return found;
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>): Crumb[] => [
    home,
    { title: d.categoryName, type: "category", id: d.product.categoryId },
    { title: d.product.title, type: "product", id: d.product.id },
  ],
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.product.title, loaderData.product.desc) : pageMeta("Not found", "");

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const points = [product.sp1, product.sp2, product.sp3];
  return (
    <article>
      <section className="bg-mist">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-5 py-12 md:grid-cols-2">
          <div>
            <h1 className="text-5xl font-bold tracking-tight">{product.title}</h1>
            <p className="mt-5 text-lg text-ink-soft">{product.desc}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={`/product/detail/${product.id}`}
                className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-accent"
              >
                Specifications and downloads
              </Link>
              <Link
                to="/dealer/distributor"
                className="rounded-full border border-ink px-6 py-3 text-sm font-semibold hover:bg-white"
              >
                Find a store
              </Link>
            </div>
          </div>
          <Picture
            src={product.pic}
            alt={`${product.title}, front view`}
            sizes="(min-width: 768px) 50vw, 100vw"
            priority
            className="h-auto w-full"
          />
        </div>
      </section>
      {product.unCompile ? null : (
        <section aria-label="Highlights" className="mx-auto max-w-7xl px-5 py-16">
          <ul className="grid gap-10 md:grid-cols-3">
            {points.map((point) => (
              <Reveal as="li" key={point.pic}>
                <Picture
                  src={point.pic}
                  alt=""
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="h-auto w-full rounded-2xl bg-mist"
                />
                <p className="mt-4 text-lg">{point.text}</p>
              </Reveal>
            ))}
          </ul>
          {product.sp4 ? <p className="mt-10 text-center text-xl font-semibold">{product.sp4}</p> : null}
        </section>
      )}
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
