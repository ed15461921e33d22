import { Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { Picture } from "~/components/ui/picture";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { DocumentList } from "~/features/catalogue/documents";
import { ParamsTable } from "~/features/catalogue/params-table";
import { productSeo } from "~/features/catalogue/product-meta";
import { requireProduct } from "~/features/catalogue/queries.server";
import { type Crumb, home } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/product-detail";

export function loader({ params, context }: Route.LoaderArgs) {
  return requireProduct(context.get(runtimeContext).database.db, params.id);
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>): Crumb[] => [
    home,
    { title: d.categoryName, type: "category", id: d.product.categoryId },
    { title: d.product.title, type: "product", id: d.product.id },
    { title: "Specifications", type: "detail", id: d.product.id },
  ],
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? productSeo(
        args,
        args.loaderData,
        `${args.loaderData.product.title} specifications and downloads`,
        `Full specifications of the Noteva ${args.loaderData.product.title}, with its owner's manual and other downloads.`,
      )
    : pageMeta("Page not found", "This page does not exist.");

const detailCaptions: Record<string, string> = {
  panel: "Control panel",
  rear: "Connections",
  keys: "Keyboard",
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, docs } = loaderData;
  const views = [
    { src: product.pic, label: "front view" },
    { src: product.pic2, label: "angled view" },
    ...(product.pic3 ? [{ src: product.pic3, label: "view from above" }] : []),
  ];
  return (
    <article className="mx-auto max-w-7xl px-5 py-12">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <Picture
            src={product.pic}
            alt={`${product.title}, front view`}
            sizes="(min-width: 1024px) 60vw, 100vw"
            priority
            className="h-auto w-full rounded-2xl bg-mist"
          />
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {views.slice(1).map((view) => (
              <li key={view.src}>
                <Picture
                  src={view.src}
                  alt={`${product.title}, ${view.label}`}
                  sizes="(min-width: 1024px) 20vw, 45vw"
                  className="h-auto w-full rounded-xl bg-mist"
                />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent">{loaderData.categoryName}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight">{product.title}</h1>
          <p className="mt-4 text-ink-soft">{product.desc}</p>
          <div className="mt-6 flex flex-wrap gap-3 text-sm font-semibold">
            <Link to={`/product/${product.id}`} className="rounded-full border border-ink px-5 py-2.5 hover:bg-mist">
              About the {product.title}
            </Link>
            <Link to={`/compare?p=${product.id}`} className="rounded-full border border-ink px-5 py-2.5 hover:bg-mist">
              Compare
            </Link>
            <Link to="/dealer/distributor" className="rounded-full bg-ink px-5 py-2.5 text-white hover:bg-accent">
              Find a store
            </Link>
          </div>
          <h2 className="mt-10 text-xl font-bold">Downloads</h2>
          <div className="mt-4">
            <DocumentList docs={docs} productTitle={product.title} />
          </div>
          <ul className="mt-4 space-y-2 text-sm font-semibold">
            <li>
              <Link to={`/support/manuals/${product.id}`} className="text-accent hover:underline">
                Read the owner's manual online
              </Link>
            </li>
            {loaderData.firmware ? (
              <li>
                <Link to={`/support/firmware/${product.id}`} className="text-accent hover:underline">
                  Firmware {loaderData.firmware.version} and update steps
                </Link>
              </li>
            ) : null}
          </ul>
        </div>
      </div>

      <section aria-labelledby="specs" className="mt-16 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="specs" className="text-3xl font-bold tracking-tight">
            Specifications
          </h2>
          <p className="mt-3 text-ink-soft">
            Figures as measured by Noteva. A dash means the {product.title} does not have that feature.
          </p>
        </div>
        <ParamsTable params={product.params} caption={`${product.title} specifications`} />
      </section>

      {product.detailPicList?.length ? (
        <section aria-labelledby="detail-pictures" className="mt-16">
          <h2 id="detail-pictures" className="text-3xl font-bold tracking-tight">
            In detail
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {product.detailPicList.map((pic) => {
              const caption = detailCaptions[pic.split("-").at(-1) ?? ""] ?? "Detail";
              return (
                <li key={pic}>
                  <figure>
                    <Picture
                      src={pic}
                      alt={`${product.title}: ${caption.toLowerCase()}`}
                      sizes="(min-width: 768px) 33vw, 100vw"
                      className="h-auto w-full rounded-2xl bg-mist"
                    />
                    <figcaption className="mt-3 text-sm font-semibold">{caption}</figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
