import { runtimeContext } from "~/.server/context";
import { allProductsMemo } from "~/features/catalogue/queries.server";
import { parkPath } from "~/lib/site-config";
import type { Route } from "./+types/sitemap";

const STATIC_PAGES = [
  "/",
  "/category/DigitalPianos",
  "/category/Keyboards",
  "/category/Drums",
  "/news",
  "/news?t=u",
  "/support",
  "/aboutus/companyoverview",
  "/aboutus/team",
  "/aboutus/technology",
  parkPath,
  "/contactus",
  "/dealer/distributor",
  "/compare",
];

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every public page, with absolute URLs. */
export async function loader({ context }: Route.LoaderArgs) {
  const { database, env } = context.get(runtimeContext);
  const origin = env.SITE_URL;
  const products = await allProductsMemo(database.db);
  const entries = [
    ...STATIC_PAGES.map((path) => ({ loc: path, lastmod: undefined as Date | undefined })),
    ...products.flatMap((p) => [
      { loc: `/product/${p.id}`, lastmod: p.updatedAt },
      { loc: `/product/detail/${p.id}`, lastmod: p.updatedAt },
    ]),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries
  .map(
    (e) =>
      `  <url><loc>${xml(origin + e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
  )
  .join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
