import { Link } from "react-router";
import type { NavCategory } from "~/features/catalogue/nav-types";
import type { Crumb } from "~/lib/breadcrumbs";
import { siteConfig } from "~/lib/site-config";
import { Breadcrumbs } from "./breadcrumbs";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SearchBox } from "./search-box";
import { TopMenu } from "./top-menu";
import { UserIndicator } from "./user-indicator";

export function Header({ categories, crumbs }: { categories: NavCategory[]; crumbs: Crumb[] }) {
  return (
    <header className="sticky top-0 z-40 bg-white shadow-[0_1px_0_var(--color-line)]">
      <div className="relative">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5">
          <Link to="/" aria-label={`${siteConfig.name} home`} className="shrink-0">
            <Logo />
          </Link>
          <TopMenu categories={categories} />
          <div className="flex items-center gap-2">
            <div className="hidden w-56 md:block">
              <SearchBox idPrefix="header-search" />
            </div>
            <UserIndicator />
            <MobileMenu categories={categories} />
          </div>
        </div>
      </div>
      <Breadcrumbs crumbs={crumbs} />
    </header>
  );
}
