import { useState } from "react";
import { Link } from "react-router";
import { Phrases } from "~/components/ui/phrases";
import { Picture } from "~/components/ui/picture";
import type { NavCategory } from "~/features/catalogue/nav-types";
import * as href from "~/lib/href-shared";
import { fill, useFrame } from "~/lib/i18n/frame";
import { englishLang } from "~/lib/i18n/text";
import { unphrased } from "~/lib/line-breaks";

/**
 * The products panel (seed-spec "Products panel"): the groups on the left, the hovered (or focused)
 * group's products on the right as picture and title. Digital Pianos is shown first.
 */
export function ProductsPanel({ categories, id }: { categories: NavCategory[]; id: string }) {
  const m = useFrame();
  const [activeId, setActiveId] = useState(categories[0]?.id);
  const active = categories.find((c) => c.id === activeId) ?? categories[0];
  return (
    <div id={id} className="grid grid-cols-[15rem_1fr] gap-8 p-8">
      <ul className="space-y-1 border-r border-line pr-6" aria-label={m.panel.productLines}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={href.category(category.id)}
              className={`block rounded px-3 py-2.5 text-sm font-semibold tracking-wide ${
                category.id === active?.id ? "bg-ink text-white" : "text-ink hover:bg-mist"
              }`}
              onPointerEnter={() => setActiveId(category.id)}
              onFocus={() => setActiveId(category.id)}
              aria-describedby={category.id === active?.id ? `${id}-products` : undefined}
              lang={englishLang(category, "name")}
            >
              <Phrases text={category.name} />
            </Link>
          </li>
        ))}
      </ul>
      {active ? (
        <ul
          id={`${id}-products`}
          aria-label={fill(m.panel.lineProducts, { line: unphrased(active.name) })}
          className="grid grid-cols-2 gap-5 md:grid-cols-3 xl:grid-cols-4"
        >
          {active.products.map((product) => (
            <li key={product.id}>
              <Link to={href.productDetail(product.id)} className="group block text-center">
                <span className="block overflow-hidden rounded-lg bg-mist">
                  <Picture
                    src={product.pic}
                    alt=""
                    sizes="200px"
                    className="h-auto w-full transition-transform duration-300 group-hover:scale-105"
                  />
                </span>
                <span className="mt-2 block text-sm font-semibold text-ink group-hover:text-accent">
                  <Phrases text={product.title} />
                </span>
              </Link>
            </li>
          ))}
          {active.more > 0 ? (
            <li className="flex items-center justify-center">
              <Link to={href.category(active.id)} className="text-sm font-semibold text-accent hover:underline">
                <Phrases
                  text={fill(m.panel.allModels, { count: active.products.length + active.more, line: active.name })}
                />
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
