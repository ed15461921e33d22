/**
 * The page a firmware news mail's link opens (confirm, unsubscribe): what the link does and a
 * button that does it (a POST: mail scanners open links, they do not press buttons), then the
 * answer. It names an address, so no cache keeps it and no search engine lists it.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { pageMeta } from "~/lib/meta";

export const linkPageHeaders = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export const linkPageMeta = (page: { title: string } | undefined) =>
  page ? [...pageMeta(page.title, page.title), { name: "robots", content: "noindex" }] : [];

export function LinkPage({
  title,
  message,
  answer,
  button,
}: {
  title: string;
  /** What the link does (or why it no longer does anything). */
  message: string;
  /** The answer to the button, once pressed. */
  answer: string | undefined;
  /** The button, while there is something to do; its form's fields beside it. */
  button: { label: string; className: string; fields?: ReactNode } | null;
}) {
  return (
    <div className="mx-auto max-w-3xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      {answer !== undefined ? (
        <p role="status" className="mt-6 text-lg" data-testid="firmware-news-answer">
          {answer}
        </p>
      ) : (
        <>
          <p className="mt-6 text-lg">{message}</p>
          {button ? (
            <Form method="post" className="mt-6">
              {button.fields}
              <button type="submit" className={button.className}>
                {button.label}
              </button>
            </Form>
          ) : null}
        </>
      )}
    </div>
  );
}
