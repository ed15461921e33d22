import { runtimeContext } from "~/.server/context";
import { sitemapIndexMemo } from "~/compose/sitemaps.server";
import type { Route } from "./+types/sitemap";

/** The sitemap index: one sitemap per kind of page (robots.txt points here). */
export async function loader({ context }: Route.LoaderArgs) {
  const { database, env } = context.get(runtimeContext);
  return new Response(await sitemapIndexMemo(database.db, env.SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
