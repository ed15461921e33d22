import { Link } from "react-router";
import type { NavCategory } from "~/features/catalogue/nav-types";
import type { Crumb } from "~/lib/breadcrumbs";
import * as href from "~/lib/href-shared";
import { fill, useFrame } from "~/lib/i18n/frame";
import { siteConfig } from "~/lib/site-config";
import { Breadcrumbs } from "./breadcrumbs";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SearchBox } from "./search-box";
import { TopMenu } from "./top-menu";
import { UserSlot } from "./user-slot";

export function Header({ categories, crumbs }: { categories: NavCategory[]; crumbs: Crumb[] }) {
  const m = useFrame();
  return (
    <header className="sticky top-0 z-40 bg-white shadow-[0_1px_0_var(--color-line)]">
      <div className="hidden border-b border-line lg:block">
        <div className="mx-auto flex max-w-7xl justify-end px-5 text-xs text-ink-soft">
          <LanguageSwitcher />
        </div>
      </div>
      <div className="relative">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5">
          <Link to={href.home()} aria-label={fill(m.homeLink, { site: siteConfig.name })} className="shrink-0">
            <Logo />
          </Link>
          <TopMenu categories={categories} />
          <div className="flex items-center gap-2">
            <div className="hidden w-56 md:block">
              <SearchBox idPrefix="header-search" />
            </div>
            <UserSlot />
            <MobileMenu categories={categories} />
          </div>
        </div>
      </div>
      <Breadcrumbs crumbs={crumbs} />
    </header>
  );
}
