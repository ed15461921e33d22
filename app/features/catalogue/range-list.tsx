import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { ProductCard } from "~/components/ui/product-card";
import { type RangeView, rangeHref } from "./range";

type Item = { id: string; title: string; pic: string; desc: string; discontinuedOn: string | null };

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2024-03-31" → "March 2024" */
export function discontinuedSince(day: string): string {
  return monthYear.format(new Date(`${day}T00:00:00Z`));
}

/** One page of a product line's range: current models as cards, discontinued ones as a compact list. */
export function RangeList({
  category,
  group,
  view,
  items,
  total,
  pages,
}: {
  category: { id: string; name: string };
  group: { id: string; label: string } | null;
  view: RangeView;
  items: Item[];
  total: number;
  pages: number;
}) {
  const retired = view.range === "discontinued";
  const title = retired ? `Discontinued ${category.name}` : group ? group.label : `All ${category.name}`;
  const count = `${total} ${total === 1 ? "model" : "models"}${pages > 1 ? `, page ${view.page} of ${pages}` : ""}`;
  return (
    <>
      <div className="bg-mist">
        <div className="mx-auto max-w-7xl">
          <PageHeader eyebrow={category.name} title={title}>
            <p>
              {retired
                ? `Models no longer made. Their manuals, firmware and support stay here for their owners. ${count}.`
                : `${count}.`}
            </p>
            <p className="mt-4">
              <Link to={`/category/${category.id}`} className="font-semibold text-accent hover:underline">
                ← {category.name}
              </Link>
            </p>
          </PageHeader>
        </div>
      </div>
      <section aria-label={title} className="mx-auto max-w-7xl px-5 py-14">
        {retired ? (
          <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="flex items-baseline justify-between gap-4 border-b border-line py-2">
                <Link to={`/product/${item.id}`} className="font-semibold hover:text-accent">
                  {item.title}
                </Link>
                {item.discontinuedOn ? (
                  <span className="text-sm text-ink-soft">Discontinued {discontinuedSince(item.discontinuedOn)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <ProductCard product={item} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={view.page} pages={pages} href={(page) => rangeHref(category.id, { ...view, page })} />
      </section>
    </>
  );
}

/** On a discontinued model's page: since when, and where the current range is. */
export function DiscontinuedNotice({
  title,
  since,
  category,
}: {
  title: string;
  since: string;
  category: { id: string; name: string };
}) {
  return (
    <aside aria-label="Discontinued model" className="border-b border-amber-300 bg-amber-50 text-ink">
      <p className="mx-auto max-w-7xl px-5 py-3 text-sm">
        <strong>
          The {title} was discontinued in {discontinuedSince(since)}.
        </strong>{" "}
        Its manuals, firmware and support stay here for its owners.{" "}
        <Link to={`/category/${category.id}`} className="font-semibold text-accent-dark underline">
          See the current {category.name}
        </Link>
      </p>
    </aside>
  );
}
