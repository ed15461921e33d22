import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useSubmit } from "react-router";
import { runtimeContext } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { countryName } from "~/features/contact/countries";
import {
  dealerHref,
  dealerLines,
  dealerTypeLabels,
  formatDistance,
  matchesFilters,
  parseDealerFilters,
  sortByDistance,
} from "~/features/dealers/filters";
import { fitView, MAP_HEIGHT, MAP_TOP, MAP_WIDTH, project } from "~/features/dealers/projection";
import { allDealersMemo } from "~/features/dealers/queries.server";
import { pageTrail } from "~/lib/breadcrumbs";
import { compareEnglish, formatDate } from "~/lib/format";
import { seo } from "~/lib/meta";
import type { Route } from "./+types/dealers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const all = await allDealersMemo(context.get(runtimeContext).database.db);
  const codes = [...new Set(all.map((d) => d.country))];
  const filters = parseDealerFilters(new URL(request.url).searchParams, codes);
  const matching = all
    .filter((d) => matchesFilters(d, filters))
    .map((d) => ({ ...d, countryName: countryName(d.country) }))
    .sort((a, b) => compareEnglish(a.countryName, b.countryName));
  const sorted = filters.near
    ? sortByDistance(matching, filters.near)
    : matching.map((d) => ({ ...d, distanceKm: null as number | null }));
  const stores = sorted.map((d, i) => ({
    id: d.id,
    number: i + 1,
    name: d.name,
    type: d.type,
    street: d.street,
    postcode: d.postcode,
    city: d.city,
    region: d.region,
    country: d.countryName,
    phone: d.phone,
    email: d.email,
    website: d.website.replace(/^https?:\/\//, "").replace(/\/$/, ""),
    lines: d.lines,
    hours: d.hours,
    verifiedOn: d.verifiedOn,
    lat: d.lat,
    lng: d.lng,
    distance: d.distanceKm === null ? null : formatDistance(d.distanceKm),
    point: project(d.lng, d.lat),
  }));
  const countries = codes
    .map((code) => ({ code, name: countryName(code), count: all.filter((d) => d.country === code).length }))
    .sort((a, b) => compareEnglish(a.name, b.name));
  return {
    filters: { ...filters, near: filters.near ? `${filters.near.lat},${filters.near.lng}` : null },
    countries,
    stores,
    view: fitView(stores.map((s) => s.point)),
    total: all.length,
    countryCount: codes.length,
  };
}

export const handle = { breadcrumbs: () => pageTrail("Find A Store", "/dealer/distributor") };

export const meta: Route.MetaFunction = (args) =>
  seo(args, "Find A Store", {
    description: `Noteva distributors and dealer stores in ${args.loaderData?.countryCount ?? "many"} countries: play an instrument before you buy.`,
    keepSearch: false,
  });

type Store = Route.ComponentProps["loaderData"]["stores"][number];

export default function Dealers({ loaderData }: Route.ComponentProps) {
  const { stores, filters, countries, view, total, countryCount } = loaderData;
  const [active, setActive] = useState<string | null>(null);
  const filtered = Boolean(filters.country || filters.type || filters.line || filters.q);
  const shownCountries = new Set(stores.map((s) => s.country)).size;
  return (
    <>
      <PageHeader eyebrow="Dealer stores" title="Find A Store">
        <p>
          Play a Noteva before you buy. {total} distributors and dealer stores in {countryCount} countries carry our
          instruments and advise you in person.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5 pb-16">
        <Filters filters={filters} countries={countries} />
        <NearMe filters={filters} />
        <p className="mt-6 font-semibold" aria-live="polite">
          {stores.length === 0
            ? "No store matches these filters."
            : `${stores.length} ${stores.length === 1 ? "store" : "stores"} in ${shownCountries} ${shownCountries === 1 ? "country" : "countries"}${filters.near ? ", nearest first" : ""}`}
          {filtered || filters.near ? (
            <>
              {" "}
              <Link to="/dealer/distributor" className="ml-2 font-normal text-accent underline">
                Show all stores
              </Link>
            </>
          ) : null}
        </p>
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="lg:order-2">
            <div className="lg:sticky lg:top-24">
              <StoreMap stores={stores} view={view} active={active} onActive={setActive} />
            </div>
          </div>
          <div className="lg:order-1">
            {stores.length ? (
              <ol className="space-y-4">
                {stores.map((store) => (
                  <StoreRow key={store.id} store={store} active={active === store.id} onActive={setActive} />
                ))}
              </ol>
            ) : (
              <div className="rounded-2xl bg-mist p-6">
                <p>Try another country or product line, or clear the name and city field.</p>
                <p className="mt-2">
                  No store near you? Our distributors ship across their country, and{" "}
                  <Link to="/contactus?topic=dealer" className="font-semibold text-accent underline">
                    our dealer team
                  </Link>{" "}
                  can tell you where to play an instrument.
                </p>
              </div>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

type FiltersValue = Route.ComponentProps["loaderData"]["filters"];

const control = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink";

function Filters({
  filters,
  countries,
}: {
  filters: FiltersValue;
  countries: { code: string; name: string; count: number }[];
}) {
  const submit = useSubmit();
  // JavaScript applies a changed list at once; without it, the button does.
  const onChange = (event: React.ChangeEvent<HTMLSelectElement>) =>
    submit(event.currentTarget.form, { replace: true, preventScrollReset: true });
  return (
    <Form
      method="get"
      action="/dealer/distributor"
      role="search"
      aria-label="Filter stores"
      className="grid gap-4 rounded-2xl border border-line p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1.4fr_1.2fr_1.2fr_auto]"
    >
      <div>
        <label htmlFor="store-q" className="text-sm font-semibold">
          Name or city
        </label>
        <input id="store-q" name="q" type="search" defaultValue={filters.q} maxLength={80} className={control} />
      </div>
      <div>
        <label htmlFor="store-country" className="text-sm font-semibold">
          Country
        </label>
        <select
          id="store-country"
          name="country"
          autoComplete="off"
          defaultValue={filters.country ?? ""}
          onChange={onChange}
          className={control}
        >
          <option value="">All countries</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.count})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="store-type" className="text-sm font-semibold">
          Type
        </label>
        <select id="store-type" name="type" defaultValue={filters.type ?? ""} onChange={onChange} className={control}>
          <option value="">All types</option>
          <option value="distributor">Distributors</option>
          <option value="dealer">Dealer stores</option>
        </select>
      </div>
      <div>
        <label htmlFor="store-line" className="text-sm font-semibold">
          Product line
        </label>
        <select id="store-line" name="line" defaultValue={filters.line ?? ""} onChange={onChange} className={control}>
          <option value="">All product lines</option>
          {dealerLines.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      {filters.near ? <input type="hidden" name="near" value={filters.near} /> : null}
      <div className="flex items-end">
        <button
          type="submit"
          className="h-[42px] w-full rounded-full bg-ink px-6 font-semibold text-white hover:bg-accent"
        >
          Show stores
        </button>
      </div>
    </Form>
  );
}

const geoErrors: Record<number, string> = {
  1: "You did not allow this site to use your location, so the stores stay in their usual order. Choose your country above to narrow the list.",
  2: "Your position could not be determined. Check that location services are on, or choose your country above.",
  3: "Finding your position took too long. Please try again, or choose your country above.",
};

/** "Near me": with the visitor's permission, re-sorts the list by distance from their position. */
function NearMe({ filters }: { filters: FiltersValue }) {
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<{ kind: "idle" | "locating" | "error"; message?: string }>({ kind: "idle" });
  const navigate = useNavigate();
  useEffect(() => setReady(true), []);
  const locate = () => {
    if (!("geolocation" in navigator)) {
      setStatus({ kind: "error", message: "This browser cannot share your position. Choose your country above." });
      return;
    }
    setStatus({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus({ kind: "idle" });
        // two decimals (about a kilometre) are enough to sort stores, and all the URL should hold
        const near = `${position.coords.latitude.toFixed(2)},${position.coords.longitude.toFixed(2)}`;
        navigate(dealerHref({ ...filters, near }), { preventScrollReset: true });
      },
      (error) => setStatus({ kind: "error", message: geoErrors[error.code] ?? geoErrors[2] }),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {filters.near ? (
        <>
          <p className="text-sm">Sorted by distance from your approximate position.</p>
          <Link
            to={dealerHref({ ...filters, near: null })}
            preventScrollReset
            className="text-sm font-semibold text-accent underline"
          >
            Stop sorting by distance
          </Link>
        </>
      ) : (
        <button
          type="button"
          onClick={locate}
          hidden={!ready}
          disabled={status.kind === "locating"}
          className="inline-flex items-center gap-2 rounded-full border border-line px-5 py-2 text-sm font-semibold hover:bg-mist disabled:opacity-60"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
            <circle cx="12" cy="12" r="4" fill="currentColor" />
            <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {status.kind === "locating" ? "Finding your position…" : "Sort by distance from me"}
        </button>
      )}
      <p role="alert" className="text-sm font-semibold text-accent">
        {status.kind === "error" ? status.message : ""}
      </p>
    </div>
  );
}

function StoreMap({
  stores,
  view,
  active,
  onActive,
}: {
  stores: Store[];
  view: { x: number; y: number; width: number; height: number };
  active: string | null;
  onActive: (id: string | null) => void;
}) {
  // markers keep one size on screen however far the map is zoomed in
  const scale = view.width / MAP_WIDTH;
  const r = 18 * scale;
  const current = stores.find((s) => s.id === active);
  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-[#eef3f7]">
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG of links has no HTML equivalent; group names it */}
      <svg
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        className="block h-auto w-full"
        role="group"
        aria-label={`Map of the ${stores.length} stores listed`}
      >
        <image href="/media/map/world.svg" x={0} y={MAP_TOP} width={MAP_WIDTH} height={MAP_HEIGHT} />
        {stores.map((s) => (
          <a
            key={s.id}
            id={`marker-${s.id}`}
            href={`#store-${s.id}`}
            aria-label={`${s.number}. ${s.name}, ${s.city}`}
            className="store-marker"
            onMouseEnter={() => onActive(s.id)}
            onMouseLeave={() => onActive(null)}
            onFocus={() => onActive(s.id)}
            onBlur={() => onActive(null)}
          >
            <Marker store={s} r={r} on={s.id === active} />
          </a>
        ))}
        {/* the active marker again, on top of its neighbours (moving the focused one would lose focus) */}
        {current ? (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a plain group of shapes, not focusable; its link is above
          <g aria-hidden="true" pointerEvents="none">
            <Marker store={current} r={r * 1.25} on />
          </g>
        ) : null}
      </svg>
      <figcaption className="flex flex-wrap gap-x-5 gap-y-1 border-t border-line bg-white px-4 py-2 text-xs text-ink-soft">
        <span>
          <span aria-hidden="true" className="text-accent">
            ◆
          </span>{" "}
          Distributor
        </span>
        <span>
          <span aria-hidden="true" className="text-accent">
            ●
          </span>{" "}
          Dealer store
        </span>
        <span>Select a marker to go to its store. Map data: Natural Earth.</span>
      </figcaption>
    </figure>
  );
}

function Marker({ store, r, on }: { store: Store; r: number; on: boolean }) {
  const [x, y] = store.point;
  const fill = on ? "#14161a" : "#c8102e";
  return (
    <>
      {store.type === "distributor" ? (
        <rect
          x={x - r}
          y={y - r}
          width={r * 2}
          height={r * 2}
          transform={`rotate(45 ${x} ${y})`}
          fill={fill}
          stroke="#fff"
          strokeWidth={r * 0.2}
        />
      ) : (
        <circle cx={x} cy={y} r={r} fill={fill} stroke="#fff" strokeWidth={r * 0.2} />
      )}
      <text x={x} y={y + r * 0.38} textAnchor="middle" fontSize={r * 1.05} fontWeight={700} fill="#fff">
        {store.number}
      </text>
    </>
  );
}

const lineLabel = (id: string) => dealerLines.find((l) => l.id === id)?.label ?? id;
const formatDay = (day: string) => formatDate(`${day}T00:00:00Z`);

function StoreRow({
  store,
  active,
  onActive,
}: {
  store: Store;
  active: boolean;
  onActive: (id: string | null) => void;
}) {
  const ref = useRef<HTMLLIElement>(null);
  return (
    <li
      ref={ref}
      id={`store-${store.id}`}
      tabIndex={-1}
      onMouseEnter={() => onActive(store.id)}
      onMouseLeave={() => onActive(null)}
      className={`scroll-mt-28 rounded-2xl border p-5 transition-colors [content-visibility:auto] [contain-intrinsic-size:auto_260px] target:border-accent target:ring-2 target:ring-accent/30 ${active ? "border-ink bg-mist" : "border-line"}`}
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
            <p className="text-sm font-semibold uppercase tracking-wider text-accent">{dealerTypeLabels[store.type]}</p>
            <div className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <address className="not-italic">
                {store.street}
                <br />
                {store.postcode} {store.city}
                {store.region ? `, ${store.region}` : ""}
                <br />
                {store.country}
              </address>
              <div className="space-y-1">
                <p>
                  <a href={`tel:${store.phone.replace(/\s/g, "")}`} className="hover:text-accent hover:underline">
                    {store.phone}
                  </a>
                </p>
                <p>
                  <a href={`mailto:${store.email}`} className="break-all hover:text-accent hover:underline">
                    {store.email}
                  </a>
                </p>
                <p className="text-ink-soft">{store.website}</p>
              </div>
            </div>
            <p className="mt-3 text-sm text-ink-soft">{store.hours}</p>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Product lines">
              {store.lines.map((line) => (
                <li key={line} className="rounded-full bg-mist px-3 py-1 text-xs font-semibold">
                  {lineLabel(line)}
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-line pt-3 text-sm">
              <p className="text-muted">
                Details verified on <time dateTime={store.verifiedOn}>{formatDay(store.verifiedOn)}</time>
              </p>
              <a
                href={`#marker-${store.id}`}
                onFocus={() => onActive(store.id)}
                onBlur={() => onActive(null)}
                className="font-semibold hover:text-accent hover:underline"
              >
                Show on map<span className="sr-only">: {store.name}</span>
              </a>
              <Link
                to={`/contactus?topic=dealer&dealer=${store.id}`}
                className="font-semibold text-accent hover:underline"
              >
                Report a change<span className="sr-only"> to {store.name}</span>
              </Link>
            </div>
          </div>
        </div>
      </article>
    </li>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/ui/route-error";
