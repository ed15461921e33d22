import type { ReactNode } from "react";
import { Link } from "react-router";
import * as href from "~/lib/href-shared";
import { Logo } from "./logo";

/** The sign-in pages' frame: the logo (to the website), a heading, and the step's content on one card. */
export function AuthCard({
  title,
  home = "Noteva home",
  children,
}: {
  title: string;
  home?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-mist px-5 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <Link to={href.home()} aria-label={home} className="inline-block">
          <Logo />
        </Link>
        <h1 className="mt-8 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
