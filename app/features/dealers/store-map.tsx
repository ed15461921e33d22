import * as href from "~/lib/href";
import { fill, useLocale } from "~/lib/i18n/frame";
import type { MapBox, StoreCluster, StoreView } from "./find-a-store";
import { mapLabel } from "./summary";
import type { DealersText } from "./text.server";

/**
 * The listed stores as numbered markers over the build's static world map (/media/map/world.svg),
 * and the other matching stores as clusters that link to their page of the list. Every position
 * arrives projected from the loader: this draws numbers, it projects nothing.
 */
export function StoreMap({
  stores,
  clusters,
  clusterHref,
  world,
  view,
  active,
  onActive,
  text,
}: {
  stores: StoreView[];
  clusters: StoreCluster[];
  /** The list's page with these filters, its address in English (the map puts it in the page's language). */
  clusterHref: (page: number) => string;
  /** The whole map, where its picture goes. */
  world: MapBox;
  /** The part of it to show. */
  view: MapBox;
  active: string | null;
  onActive: (id: string | null) => void;
  /** The page's words in its language. */
  text: DealersText;
}) {
  const t = text.map;
  // a plain link, outside the router's basename: put in the page's language here
  const locale = useLocale();
  // markers keep one size on screen however far the map is zoomed in
  const scale = view.width / world.width;
  const r = 18 * scale;
  const current = stores.find((s) => s.id === active);
  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-[#eef3f7]">
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG of links has no HTML equivalent; group names it */}
      <svg
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        className="block h-auto w-full"
        role="group"
        aria-label={mapLabel(t, stores.length, clusters.length > 0)}
      >
        <image
          href={href.media("map", "world.svg")}
          x={world.x}
          y={world.y}
          width={world.width}
          height={world.height}
        />
        {/* out of the tab order: the pager below reaches the same pages */}
        {clusters.map((c) => (
          <a
            key={`${c.point[0]},${c.point[1]}`}
            href={href.localized(locale, clusterHref(c.page))}
            tabIndex={-1}
            aria-label={fill(c.count === 1 ? t.clusterOne : t.clusterOther, {
              count: c.count,
              place: c.place,
              page: c.page,
            })}
            className="store-cluster"
          >
            <Cluster cluster={c} r={r} />
          </a>
        ))}
        {stores.map((s) => (
          <a
            key={s.id}
            id={`marker-${s.id}`}
            href={`#store-${s.id}`}
            aria-label={fill(t.marker, { number: s.number, name: s.name, place: s.place })}
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
          {text.types.distributor}
        </span>
        <span>
          <span aria-hidden="true" className="text-accent">
            ●
          </span>{" "}
          {text.types.dealer}
        </span>
        <span>
          <span aria-hidden="true" className="text-ink-soft">
            ●
          </span>{" "}
          {t.more}
        </span>
        <span>{t.help}</span>
      </figcaption>
    </figure>
  );
}

function Marker({ store, r, on }: { store: StoreView; r: number; on: boolean }) {
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

function Cluster({ cluster, r }: { cluster: StoreCluster; r: number }) {
  const [x, y] = cluster.point;
  // a little larger for more stores, never as large as to hide the numbered markers
  const size = r * (0.75 + 0.2 * Math.log10(cluster.count));
  return (
    <>
      <circle cx={x} cy={y} r={size} fill="#4b5563" fillOpacity={0.85} stroke="#fff" strokeWidth={size * 0.15} />
      <text x={x} y={y + size * 0.35} textAnchor="middle" fontSize={size * 0.95} fontWeight={700} fill="#fff">
        {cluster.count}
      </text>
    </>
  );
}
