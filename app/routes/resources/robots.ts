import { runtimeContext } from "~/.server/context";
import * as adminHref from "~/lib/admin/href";
import * as href from "~/lib/href";
import { addressOf } from "~/lib/route-map";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(runtimeContext).env.SITE_URL;
  const body = [
    "User-agent: *",
    `Disallow: ${adminHref.dashboard()}`,
    `Disallow: ${adminHref.login()}`,
    // the API's every address ("/api/")
    `Disallow: ${addressOf("routes/resources/api-not-found").replace(/\*$/, "")}`,
    "",
    `Sitemap: ${origin}${href.sitemap()}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
