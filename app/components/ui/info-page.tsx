import type { ReactNode } from "react";
import { PageHeader } from "./page-header";

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
