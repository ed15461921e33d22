import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Phrases } from "~/components/ui/phrases";
import type { NavCategory } from "~/features/catalogue/nav-types";
import * as href from "~/lib/href-shared";
import { fill, useFrame } from "~/lib/i18n/frame";
import { englishLang } from "~/lib/i18n/text";
import { aboutMenu, type NavLink, supportMenu } from "~/lib/navigation";
import { LanguageSwitcher } from "./language-switcher";
import { SearchBox } from "./search-box";

/**
 * The phone menu's contents: the search box, disclosure sections and the languages. Loaded when the
 * menu button is first approached, so the pages' first load does not carry it.
 */
export function MobileMenuPanel({ categories, id }: { categories: NavCategory[]; id: string }) {
  const [section, setSection] = useState<string | null>(null);
  const m = useFrame();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation folds the sections again
  useEffect(() => setSection(null), [location.key]);
  const group = (key: string, label: string, content: React.ReactNode) => {
    const expanded = section === key;
    return (
      <li className="border-b border-line">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-${key}`}
          onClick={() => setSection(expanded ? null : key)}
          className="flex w-full items-center justify-between px-5 py-4 text-left font-semibold"
        >
          <Phrases text={label} />
          <span aria-hidden="true" className="text-xl leading-none">
            {expanded ? "−" : "+"}
          </span>
        </button>
        <div id={`${id}-${key}`} hidden={!expanded} className="pb-3">
          {content}
        </div>
      </li>
    );
  };
  const links = (items: NavLink[]) => (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="block px-8 py-2.5 text-ink-soft">
            <Phrases text={item.label} />
          </Link>
        </li>
      ))}
    </ul>
  );
  const plain = (to: string, label: string) => (
    <li className="border-b border-line">
      <Link to={to} className="block px-5 py-4 font-semibold">
        <Phrases text={label} />
      </Link>
    </li>
  );

  return (
    <>
      <div className="border-b border-line p-4">
        <SearchBox idPrefix={`${id}-search`} />
      </div>
      <ul>
        {group(
          "products",
          m.menu.products,
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={href.category(category.id)}
                  lang={englishLang(category, "name")}
                  className="block px-8 py-2.5 font-medium"
                >
                  <Phrases text={category.name} />
                </Link>
                <ul>
                  {category.products.map((product) => (
                    <li key={product.id}>
                      <Link to={href.productDetail(product.id)} className="block px-12 py-2 text-ink-soft">
                        <Phrases text={product.title} />
                      </Link>
                    </li>
                  ))}
                  {category.more > 0 ? (
                    <li>
                      <Link to={href.category(category.id)} className="block px-12 py-2 font-semibold text-accent">
                        <Phrases
                          text={fill(m.panel.allModels, {
                            count: category.products.length + category.more,
                            line: category.name,
                          })}
                        />
                      </Link>
                    </li>
                  ) : null}
                </ul>
              </li>
            ))}
          </ul>,
        )}
        {plain(href.dealers(), m.menu.findAStore)}
        {plain(href.news(), m.menu.news)}
        {group("support", m.menu.support, links(supportMenu(m)))}
        {group("about", m.menu.aboutUs, links(aboutMenu(m)))}
      </ul>
      <LanguageSwitcher className="px-5 py-4 text-sm" />
    </>
  );
}
