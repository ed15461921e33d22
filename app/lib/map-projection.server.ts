import { geoNaturalEarth1 } from "d3-geo";

/**
 * The one projection of the store map, shared by the build (which draws the world into a static
 * SVG: media/map.ts) and Find a Store's loader (which places the markers over it and frames the
 * view): Natural Earth, 1000 units wide, cut at 84°N and 58°S where no store will ever be. A
 * server module, so d3-geo never reaches the browser: the page gets the projected numbers.
 */
export const MAP_WIDTH = 1000;
const projection = geoNaturalEarth1().fitWidth(MAP_WIDTH, { type: "Sphere" });
const top = projection([0, 84])?.[1] ?? 0;
const bottom = projection([0, -58])?.[1] ?? 0;
export const MAP_TOP = Math.floor(top);
export const MAP_HEIGHT = Math.ceil(bottom - top);

export function mapProjection() {
  return projection;
}

/** [x, y] in map units for a longitude and latitude. */
export function project(lng: number, lat: number): [number, number] {
  const point = projection([lng, lat]) ?? [0, 0];
  return [Math.round(point[0] * 10) / 10, Math.round(point[1] * 10) / 10];
}

export type ViewBox = { x: number; y: number; width: number; height: number };

/** The whole map. */
export const worldView: ViewBox = { x: 0, y: MAP_TOP, width: MAP_WIDTH, height: MAP_HEIGHT };

/**
 * The part of the map that shows these points with a margin, at the map's own aspect ratio and
 * never closer than a region a few hundred kilometres wide: the map follows the filters.
 */
export function fitView(points: [number, number][], minWidth = 60): ViewBox {
  if (!points.length) return worldView;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const aspect = MAP_WIDTH / MAP_HEIGHT;
  let width = Math.max(Math.max(...xs) - Math.min(...xs), minWidth) * 1.3;
  let height = Math.max(Math.max(...ys) - Math.min(...ys), minWidth / aspect) * 1.3;
  if (width / height > aspect) height = width / aspect;
  else width = height * aspect;
  // nearly the whole width: show the whole world rather than an odd crop of it
  if (width >= MAP_WIDTH * 0.8) return worldView;
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  const x = Math.min(Math.max(cx - width / 2, 0), MAP_WIDTH - width);
  const y = Math.min(Math.max(cy - height / 2, MAP_TOP), MAP_TOP + MAP_HEIGHT - height);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { x: round(x), y: round(y), width: round(width), height: round(height) };
}
