import { data } from "react-router";
import { runtimeContext } from "~/.server/context";
import { parseSitemapFile, sitemapPart } from "~/compose/sitemaps.server";
import type { Route } from "./+types/sitemap-part";

/** One kind's sitemap (/sitemap/products.xml), or a further part of it (/sitemap/news-2.xml). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) throw data("Not Found", { status: 404 });
  const { database, env } = context.get(runtimeContext);
  const body = await sitemapPart(database.db, env.SITE_URL, file.kind, file.part);
  if (body === null) throw data("Not Found", { status: 404 });
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
