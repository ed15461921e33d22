import { runtimeContext } from "~/.server/context";
import { SearchBox } from "~/components/layout/search-box";
import { PageHeader } from "~/components/ui/page-header";
import { ProductCard } from "~/components/ui/product-card";
import { MAX_QUERY_LENGTH, searchProducts } from "~/features/catalogue/search.server";
import { pageTrail } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const results = await searchProducts(context.get(runtimeContext).database.db, query);
  return { query: query.trim(), results };
}

export const handle = { breadcrumbs: () => pageTrail("Search", "/search") };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.query ? `Search: ${loaderData.query}` : "Search", "Search Noteva products."),
  { name: "robots", content: "noindex" },
];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  return (
    <>
      <PageHeader title="Search">
        <div className="max-w-xl">
          <SearchBox idPrefix="page-search" defaultValue={query} />
        </div>
      </PageHeader>
      <section aria-live="polite" className="mx-auto max-w-7xl px-5">
        {!query ? (
          <p className="text-ink-soft">Type a model number such as SP-C121, or a word such as “arranger”.</p>
        ) : results.length === 0 ? (
          <p className="text-ink-soft">
            No products match “{query}”. Check the spelling, or try the model number without spaces.
          </p>
        ) : (
          <>
            <h2 className="text-xl font-bold">
              {results.length} {results.length === 1 ? "product" : "products"} for “{query}”
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {results.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
