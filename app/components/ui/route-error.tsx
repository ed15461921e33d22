import { isRouteErrorResponse, Link } from "react-router";
import * as href from "~/lib/href-shared";
import { useFrame, useLocale } from "~/lib/i18n/frame";
import { ErrorScreen, errorMessage } from "./error-screen";
import { Phrases } from "./phrases";

/** Not found: a real page inside the layout (the response status is 404). */
export function NotFound() {
  const m = useFrame().notFound;
  return (
    <section className="mx-auto max-w-3xl px-5 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-accent">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">
        <Phrases text={m.heading} />
      </h1>
      <p className="mt-4 text-lg text-ink-soft">
        <Phrases text={m.text} />
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3 text-sm font-semibold">
        <li>
          <Link to={href.home()} className="inline-block rounded-full bg-ink px-5 py-2.5 text-white hover:bg-accent">
            <Phrases text={m.home} />
          </Link>
        </li>
        <li>
          <Link
            to={href.category("DigitalPianos")}
            className="inline-block rounded-full border border-ink px-5 py-2.5 hover:bg-mist"
          >
            <Phrases text={m.products} />
          </Link>
        </li>
        <li>
          <Link to={href.support()} className="inline-block rounded-full border border-ink px-5 py-2.5 hover:bg-mist">
            <Phrases text={m.downloads} />
          </Link>
        </li>
        <li>
          <Link to={href.contact()} className="inline-block rounded-full border border-ink px-5 py-2.5 hover:bg-mist">
            <Phrases text={m.contact} />
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** The error boundary every page route uses: 404s render inside the layout, the rest the error screen. */
export function RouteErrorBoundary({ error }: { error: unknown }) {
  const locale = useLocale();
  const words = useFrame().error;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen message={errorMessage(error, locale, words)} locale={locale} words={words} />;
}
