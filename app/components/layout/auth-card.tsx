import type { ReactNode } from "react";
import { Link } from "react-router";
import * as href from "~/lib/href-shared";
import { type Locale, localizedPath } from "~/lib/i18n/locales";
import { Logo } from "./logo";

/** The website's home in a language ("/", "/de", "/ja"): where the sign-in pages lead back to. */
export const homeIn = (locale: Locale) => localizedPath(href.home(), locale);

/** The sign-in pages' frame: the logo (to the website), a heading, and the step's content on one card. */
export function AuthCard({
  title,
  home = "Noteva home",
  locale = "en",
  children,
}: {
  title: string;
  home?: string;
  /** The visitor's language: the logo leads to the website's home in it. */
  locale?: Locale;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-mist px-5 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <Link to={homeIn(locale)} aria-label={home} className="inline-block">
          <Logo />
        </Link>
        <h1 className="mt-8 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
