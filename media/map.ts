/**
 * The store map's world: Natural Earth shapes (world-atlas, 1:50m) projected with d3-geo into one
 * static SVG, drawn at build time. The page overlays its markers with the same projection, so no
 * map tile or request ever leaves the site.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { geoGraticule10, geoPath } from "d3-geo";
import { feature, mesh } from "topojson-client";
import { presimplify, quantile, simplify } from "topojson-simplify";
import type { GeometryCollection, Topology } from "topojson-specification";
import { MAP_HEIGHT, MAP_TOP, MAP_WIDTH, mapProjection } from "../app/lib/map-projection.server.ts";

const atlas = (name: string) =>
  JSON.parse(readFileSync(path.resolve("node_modules/world-atlas", name), "utf8")) as Topology<{
    land: GeometryCollection;
    countries: GeometryCollection;
  }>;

// Drop the least visible vertices (Visvalingam): coastlines keep their shape at country zoom
// while the file stays a fraction of the full 1:50m detail.
const simplified = (name: string) => {
  const topology = presimplify(atlas(name) as never);
  return simplify(topology, quantile(topology, Number(process.env.MAP_DETAIL ?? 0.12))) as unknown as ReturnType<
    typeof atlas
  >;
};

const out = path.resolve("public/media/map/world.svg");
const land = simplified("land-50m.json");
const countries = simplified("countries-50m.json");
const draw = geoPath(mapProjection()).digits(1);

const landPath = draw(feature(land, land.objects.land)) ?? "";
const borders = draw(mesh(countries, countries.objects.countries, (a, b) => a !== b)) ?? "";
const graticule = draw(geoGraticule10()) ?? "";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${MAP_TOP} ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">
<rect x="0" y="${MAP_TOP}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="#eef3f7"/>
<path d="${graticule}" fill="none" stroke="#dde6ee" stroke-width="0.4"/>
<path d="${landPath}" fill="#d9dde3"/>
<path d="${borders}" fill="none" stroke="#ffffff" stroke-width="0.35" stroke-linejoin="round"/>
</svg>
`;
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, svg);
console.log(`map: ${path.relative(process.cwd(), out)} ${(svg.length / 1024).toFixed(0)} KB`);
