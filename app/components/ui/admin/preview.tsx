import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminButton, adminSecondary } from "./ui";

/** An editor's buttons for a text with a preview: save, preview (saves nothing), and back to its list. */
export function SaveOrPreview({
  save,
  preview,
  back,
}: {
  save: string;
  preview: string;
  back: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value="save" className={adminButton}>
        {save}
      </button>
      <button type="submit" name="intent" value="preview" className={adminSecondary}>
        {preview}
      </button>
      <Link to={back.to} className="self-center text-sm font-semibold text-accent underline">
        {back.label}
      </Link>
    </div>
  );
}

/** The text as the page would show it, below the form, marked as not saved. */
export function PreviewPanel({ title, lang, children }: { title: string; lang?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="preview-title"
      className="mt-8 rounded-2xl border-2 border-dashed border-line bg-white p-6"
    >
      <h2 id="preview-title" className="text-sm font-semibold uppercase tracking-widest text-accent">
        {title}
      </h2>
      <div className="mt-4" lang={lang}>
        {children}
      </div>
    </section>
  );
}
