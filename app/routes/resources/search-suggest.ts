import { localeOf, runtimeContext } from "~/.server/context";
import { suggest } from "~/.server/search/search.server";
import { searchText } from "~/features/search/text.server";
import type { Route } from "./+types/search-suggest";

/** Suggestions for the header search box, as the visitor types (JSON, kept a minute by caches). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const started = performance.now();
  const locale = localeOf(context);
  const body = await suggest(
    context.get(runtimeContext).database.db,
    new URL(request.url).searchParams.get("q"),
    locale,
    searchText[locale].groups,
  );
  return Response.json(body, {
    headers: {
      "Cache-Control": "public, max-age=60",
      "Server-Timing": `search;dur=${(performance.now() - started).toFixed(1)}`,
    },
  });
}
