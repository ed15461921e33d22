import type { ReactNode } from "react";
import { type Crumb, pageTrail } from "~/lib/breadcrumbs";
import { seo } from "~/lib/meta";
import { PageHeader } from "./page-header";

/** Meta and breadcrumbs for a page that sits under home (optionally under parents). */
export function simplePage(title: string, path: string, description: string, parents: Crumb[] = []) {
  return {
    meta: (args: Parameters<typeof seo>[0]) => seo(args, title, { description }),
    handle: { breadcrumbs: (): Crumb[] => pageTrail(title, path, parents) },
  };
}

export function InfoPage({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title}>
        {intro}
      </PageHeader>
      {children ? <div className="mx-auto max-w-7xl px-5">{children}</div> : null}
    </>
  );
}
