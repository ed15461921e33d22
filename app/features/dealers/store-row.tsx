import { Link } from "react-router";
import { Unbroken } from "~/components/ui/unbroken";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { fill, useFormats } from "~/lib/i18n/frame";
import { HOUSE_NUMBER } from "~/lib/line-breaks";
import type { StoreView } from "./find-a-store";
import type { DealersText } from "./text.server";

/** One store in Find a Store's list: address, contacts, lines, and links to its marker and to "report a change". */
export function StoreRow({
  store,
  active,
  onActive,
  text,
}: {
  store: StoreView;
  active: boolean;
  onActive: (id: string | null) => void;
  /** The page's words in its language. */
  text: DealersText;
}) {
  const t = text.row;
  const format = useFormats();
  return (
    <li
      id={`store-${store.id}`}
      tabIndex={-1}
      onMouseEnter={() => onActive(store.id)}
      onMouseLeave={() => onActive(null)}
      className={`scroll-mt-28 rounded-2xl border p-5 transition-colors [content-visibility:auto] [contain-intrinsic-size:auto_380px] md:[contain-intrinsic-size:auto_260px] target:border-accent target:ring-2 target:ring-accent/30 ${active ? "border-ink bg-mist" : "border-line"}`}
    >
      <article aria-labelledby={`store-${store.id}-name`}>
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="mt-0.5 flex h-7 min-w-7 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-white"
          >
            {store.number}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <h2 id={`store-${store.id}-name`} className="text-lg font-bold">
                {store.name}
              </h2>
              {store.distance ? <p className="text-sm font-semibold">{store.distance}</p> : null}
            </div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent">{text.types[store.type]}</p>
            <div className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <address className="not-italic">
                {store.address.map((line) => (
                  <span key={line} className="block">
                    {/* a house number never breaks inside (「宮町1-10- / 8」) */}
                    <Unbroken text={line} pattern={HOUSE_NUMBER} />
                  </span>
                ))}
              </address>
              <div className="space-y-1">
                <p>
                  <a href={store.tel} className="inline-block py-0.5 hover:text-accent hover:underline">
                    {store.phone}
                  </a>
                </p>
                <p>
                  <a
                    href={`mailto:${store.email}`}
                    className="inline-block break-all py-0.5 hover:text-accent hover:underline"
                  >
                    {store.email}
                  </a>
                </p>
                <p className="text-ink-soft">{store.website}</p>
              </div>
            </div>
            {store.type === "distributor" ? <p className="mt-3 text-sm font-semibold">{t.tradeOnly}</p> : null}
            {store.hours ? (
              <p className={`${store.type === "distributor" ? "mt-1" : "mt-3"} text-sm text-ink-soft`}>{store.hours}</p>
            ) : null}
            {store.lines.length ? (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={t.lines}>
                {store.lines.map((line) => (
                  <li key={line} className="rounded-full bg-mist px-3 py-1 text-xs font-semibold">
                    {text.lines[line] ?? line}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-line pt-3 text-sm">
              <p className="text-muted">
                {fillNodes(t.verified, {
                  date: <time dateTime={store.verifiedOn}>{format.date(`${store.verifiedOn}T00:00:00Z`)}</time>,
                })}
              </p>
              <a
                href={`#marker-${store.id}`}
                onFocus={() => onActive(store.id)}
                onBlur={() => onActive(null)}
                className="inline-flex min-h-6 items-center font-semibold hover:text-accent hover:underline"
              >
                {t.showOnMap}
                <span className="sr-only">{fill(t.showOnMapStore, { name: store.name })}</span>
              </a>
              <Link
                to={href.contact({ topic: "dealer", dealer: store.id })}
                className="inline-flex min-h-6 items-center font-semibold text-accent hover:underline"
              >
                {t.report}
                <span className="sr-only">{fill(t.reportStore, { name: store.name })}</span>
              </Link>
            </div>
          </div>
        </div>
      </article>
    </li>
  );
}
