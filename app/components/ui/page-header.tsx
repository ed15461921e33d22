import type { ReactNode } from "react";
import { Phrases } from "./phrases";

export function PageHeader({
  eyebrow,
  title,
  titleLang,
  children,
}: {
  /** Both may be segmented into phrases (a loader's `phrasedIn`): a line breaks only between them. */
  eyebrow?: string;
  title: string;
  /** The title's language when it is not the page's (an untranslated name). */
  titleLang?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-5 pb-10 pt-14">
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">
          <Phrases text={eyebrow} />
        </p>
      ) : null}
      <h1 lang={titleLang} className="mt-2 text-4xl font-bold tracking-tight text-ink md:text-5xl">
        <Phrases text={title} />
      </h1>
      {children ? <div className="mt-4 max-w-3xl text-lg text-ink-soft">{children}</div> : null}
    </div>
  );
}
