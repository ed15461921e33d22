import { data, Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { Picture } from "~/components/ui/picture";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { ParamsTable } from "~/features/catalogue/params-table";
import { productById } from "~/features/catalogue/queries.server";
import { type Crumb, home } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/product-detail";

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
    { title: "Specifications", type: "detail", id: d.product.id },
  ],
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(
        `${loaderData.product.title} specifications`,
        `Full specifications of the Noteva ${loaderData.product.title}.`,
      )
    : pageMeta("Not found", "");

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <article className="mx-auto max-w-7xl px-5 py-12">
      <div className="grid gap-10 md:grid-cols-2">
        <div className="space-y-4">
          <Picture
            src={product.pic}
            alt={`${product.title}, front view`}
            sizes="(min-width: 768px) 50vw, 100vw"
            priority
            className="h-auto w-full rounded-2xl bg-mist"
          />
          <Picture
            src={product.pic2}
            alt={`${product.title}, angled view`}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="h-auto w-full rounded-2xl bg-mist"
          />
        </div>
        <div>
          <h1 className="text-4xl font-bold tracking-tight">{product.title} specifications</h1>
          <p className="mt-4 text-ink-soft">{product.desc}</p>
          <p className="mt-4">
            <Link to={`/product/${product.id}`} className="font-semibold text-accent hover:underline">
              About the {product.title}
            </Link>
          </p>
          <h2 className="mt-10 text-2xl font-bold">Specifications</h2>
          <div className="mt-4">
            <ParamsTable params={product.params} caption={`${product.title} specifications`} />
          </div>
        </div>
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
